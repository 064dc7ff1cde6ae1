import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic, DocumentDiagnosticReport, MarkupContent } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../lsp/lsp-client';
import { ROOT, translated } from './locales';

const NOTES = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Creates a note. VERY IMPORTANT: keep titles short.
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title

    /**
     * Archives a note.
     *
     * @param noteId The note to archive.
     */
    @Suppress("appfunctions:no-shouting")
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String) {}
}
`;
const SHOUTING = "'{0}' in capitals reads as shouting at the agent: write it in normal case.";
/** Where the hover on the suppression's rule id is (line 23, inside "appfunctions:no-shouting"). */
const SUPPRESSION = { line: 22, character: 30 };

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-server-locale-'));
fs.writeFileSync(path.join(root, 'NoteFunctions.kt'), NOTES);
const uri = pathToFileURL(path.join(root, 'NoteFunctions.kt')).toString();
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function items(report: DocumentDiagnosticReport): Diagnostic[] {
  return report.kind === 'full' ? report.items : [];
}

/** A server started with VS Code's display language `locale`: its no-shouting diagnostic and the suppression hover. */
async function inLocale(locale: string | undefined): Promise<{ diagnostic: Diagnostic | undefined; hover: string }> {
  const client = new LspTestClient();
  try {
    await client.initialize(pathToFileURL(root).toString(), locale);
    await client.open(uri, NOTES);
    const diagnostic = items(await client.pull(uri)).find((d) => d.code === 'no-shouting');
    const hover = ((await client.hover(uri, SUPPRESSION))?.contents as MarkupContent | undefined)?.value ?? '';
    return { diagnostic, hover };
  } finally {
    await client.shutdown();
  }
}

const page = (relative: string) => path.join(ROOT, 'docs', 'rules', relative);

describe('the language server in VS Code display language', () => {
  it.each([
    ['ja', 'ja'],
    ['pt-br', 'pt-br'],
    ['pt-BR', 'pt-br'],
    ['bn', 'bn'],
  ])(
    'speaks %s: messages, the rule link and the rule page on hover',
    async (displayLanguage, locale) => {
      const { diagnostic, hover } = await inLocale(displayLanguage);
      expect(diagnostic?.message).toBe(translated(locale, SHOUTING, 'VERY IMPORTANT'));
      expect(fileURLToPath(diagnostic?.codeDescription?.href ?? 'file:///none')).toBe(page(path.join(locale, 'no-shouting.md')));
      expect(hover).toContain(fs.readFileSync(page(path.join(locale, 'no-shouting.md')), 'utf8').trim());
      expect(hover).toContain(translated(locale, 'Open the rule page'));
    },
    30_000,
  );

  it.each([['en'], ['zh-cn'], [undefined]])(
    'speaks English for %s, a locale without messages, or none',
    async (displayLanguage) => {
      const { diagnostic, hover } = await inLocale(displayLanguage);
      expect(diagnostic?.message).toBe(translated('en', SHOUTING, 'VERY IMPORTANT'));
      expect(fileURLToPath(diagnostic?.codeDescription?.href ?? 'file:///none')).toBe(page('no-shouting.md'));
      expect(hover).toContain('Open the rule page');
    },
    30_000,
  );
});

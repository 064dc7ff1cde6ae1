import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic, FullDocumentDiagnosticReport, TextEdit } from 'vscode-languageserver-protocol';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import { LspTestClient } from './lsp-client';

const SOURCE = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    @Suppress("unused")
    @AppFunctionDeclaration
    suspend fun archiveNote(noteId: String): String = noteId

    /**
     * Creates a note.
     *
     * @param title Title of the note.
     * @return The id of the note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title
}
`;

describe('code actions over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let uri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-actions-'));
    const file = path.join(root, 'NoteFunctions.kt');
    fs.writeFileSync(file, SOURCE);
    uri = pathToFileURL(file).toString();
    client = new LspTestClient();
    const init = await client.initialize(pathToFileURL(root).toString());
    expect(init.capabilities.codeActionProvider).toMatchObject({ codeActionKinds: expect.arrayContaining(['quickfix', 'source.fixAll.appfunctions']) });
    await client.open(uri, SOURCE);
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function diagnostics(text: string): Promise<Diagnostic[]> {
    await client.change(uri, text);
    return ((await client.pull(uri)) as FullDocumentDiagnosticReport).items;
  }

  it('offers suppression for the function (merged into its @Suppress), the class and the file', async () => {
    const missing = (await diagnostics(SOURCE)).find((d) => d.code === 'description-missing');
    expect(missing).toBeDefined();
    const actions = (await client.codeActions(uri, missing!.range, [missing!])) as CodeAction[];
    const titles = actions.map((a) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Suppress 'description-missing' for function 'archiveNote'",
        "Suppress 'description-missing' for class 'NoteFunctions'",
        "Suppress 'description-missing' for this file",
      ]),
    );
    const forFunction = actions.find((a) => a.title.includes("function 'archiveNote'"))!;
    const edits = forFunction.edit!.changes![uri] as TextEdit[];
    const after = applyEdits(SOURCE, edits)!;
    expect(after).toContain('@Suppress("unused", "appfunctions:description-missing")');
    // Only the annotation changed: nothing else of the user's text moved.
    expect(after.replace(', "appfunctions:description-missing"', '')).toBe(SOURCE);

    const remaining = await diagnostics(after);
    expect(remaining.map((d) => d.code)).not.toContain('description-missing');
    expect(remaining.map((d) => d.code)).not.toContain('unused-suppression');
  });

  it('adds a file-level suppression above the package line, and reports it once it suppresses nothing', async () => {
    const missing = (await diagnostics(SOURCE)).find((d) => d.code === 'description-missing')!;
    const actions = (await client.codeActions(uri, missing.range, [missing])) as CodeAction[];
    const forFile = actions.find((a) => a.title.endsWith('for this file'))!;
    const suppressed = applyEdits(SOURCE, forFile.edit!.changes![uri] as TextEdit[])!;
    expect(suppressed.startsWith('@file:Suppress("appfunctions:description-missing")\n\npackage')).toBe(true);
    expect((await diagnostics(suppressed)).map((d) => d.code)).not.toContain('description-missing');

    const documented = suppressed
      .replace('    @Suppress("unused")\n', '    /** Archives a note. @return The id. */\n    @Suppress("unused")\n')
      .replace('    @AppFunctionDeclaration\n    suspend fun archiveNote', '    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun archiveNote');
    const unused = (await diagnostics(documented)).find((d) => d.code === 'unused-suppression');
    expect(unused).toMatchObject({ severity: 3, range: { start: { line: 0 } } });
  });
});

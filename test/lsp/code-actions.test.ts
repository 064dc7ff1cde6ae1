import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic, FullDocumentDiagnosticReport, TextEdit } from 'vscode-languageserver-protocol';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import type { Fix } from '../../server/src/core/model/findings';
import { SourceText } from '../../server/src/core/text/source-text';
import { FIX_ALL_KIND, minimalEdit } from '../../server/src/lsp/code-actions';
import { SHOW_RULE_DOCUMENTATION_COMMAND } from '../../server/src/lsp/protocol';
import { codeActionHarness } from './code-action-harness';
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

  it('offers the rule page once per rule, as the command the client renders it with', async () => {
    const found = await diagnostics(SOURCE);
    const missing = found.find((d) => d.code === 'description-missing')!;
    const actions = (await client.codeActions(uri, missing.range, [missing, missing])) as CodeAction[];
    const pages = actions.filter((a) => a.command?.command === SHOW_RULE_DOCUMENTATION_COMMAND);
    expect(pages.map((a) => a.title)).toEqual(["Show documentation for 'description-missing'"]);
    const page = fileURLToPath(String(pages[0]!.command!.arguments![0]));
    expect(fs.readFileSync(page, 'utf8')).toMatch(/^# description-missing\n/);
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

describe('code actions in process', () => {
  const uri = 'file:///in-process/NoteFunctions.kt';
  const STALE = SOURCE.replace(
    '     * @return The id of the note.\n',
    '     * @param body No longer a parameter.\n     * @param tag Nor this.\n     * @return The id of the note.\n',
  );

  it('a request after the analysis runs no rules: fix-all is listed with data and worked out on resolve', async () => {
    const harness = codeActionHarness(await createAnalyzer());
    harness.open(uri, STALE);
    harness.findings(uri);
    expect(harness.analyses.count).toBe(1);

    const actions = await harness.actions(uri);
    expect(harness.analyses.count, 'listing the actions re-ran the rules').toBe(1);
    const fixAllAction = actions.find((a) => a.kind === FIX_ALL_KIND)!;
    const perRule = actions.find((a) => a.title === "Fix all 'kdoc-complete' problems in this file")!;
    for (const lazy of [fixAllAction, perRule]) {
      expect(lazy, 'a fix-all is offered').toBeDefined();
      expect(lazy.edit, 'a fix-all is not computed before it is chosen').toBeUndefined();
      expect(lazy.data).toBeDefined();
    }

    const resolved = await harness.resolve(perRule);
    expect(harness.analyses.count, 'resolving analyses the fixed text').toBeGreaterThan(1);
    const after = applyEdits(STALE, resolved.edit!.changes![uri] as TextEdit[])!;
    expect(after).not.toContain('@param body');
    expect(after).not.toContain('@param tag');
    expect(after).toContain('@param title Title of the note.');
  });

  it('computes fix-all with the list when the request asks for it by kind, or the client cannot resolve', async () => {
    const analyzer = await createAnalyzer();
    for (const [harness, only] of [
      [codeActionHarness(analyzer), [FIX_ALL_KIND]],
      [codeActionHarness(analyzer, { resolvesEdits: false }), undefined],
    ] as const) {
      harness.open(uri, STALE);
      const fixAllAction = (await harness.actions(uri, undefined, only ? [...only] : undefined)).find((a) => a.kind === FIX_ALL_KIND);
      expect(fixAllAction?.edit?.changes?.[uri]).toHaveLength(1);
    }
  });

  it('does not offer a fix whose result parses worse, and keeps the others', async () => {
    const breaking: Fix = {
      title: 'Plant an unclosed parameter list',
      edits: [{ range: { start: { line: 10, character: 4 }, end: { line: 10, character: 4 } }, newText: 'fun (' }],
      safe: true,
    };
    const harness = codeActionHarness(await createAnalyzer(), {
      findings: (found) => found.map((f) => (f.ruleId === 'description-missing' ? { ...f, fixes: [breaking, ...f.fixes] } : f)),
    });
    harness.open(uri, SOURCE);
    const titles = (await harness.actions(uri, 'description-missing')).map((a) => a.title);
    expect(titles).not.toContain('Plant an unclosed parameter list');
    expect(titles).toContain("Suppress 'description-missing' for function 'archiveNote'");
  });

  it('answers a malformed request with InvalidParams', async () => {
    const harness = codeActionHarness(await createAnalyzer());
    for (const params of [{}, { textDocument: { uri } }, { textDocument: { uri }, context: {} }, { textDocument: {}, context: { diagnostics: [] } }]) {
      await expect(harness.request(params)).rejects.toMatchObject({ code: -32602 });
    }
  });
});

describe('minimalEdit', () => {
  const CASES: [string, string][] = [
    ['a\r\nb\r\n', 'a\r\nc\r\n'],
    ['a\r\nb\r\n', 'a\nb\r\n'],
    ['a\r\nb', 'a\r\r\nb'],
    ['x\r\n\r\ny', 'x\r\ny'],
    ['fun a()\r\n  = 1\r\n', 'fun a()\r\n  = 2\r\n  // two\r\n'],
    ['same', 'same'],
  ];
  for (const [before, after] of CASES) {
    it(`${JSON.stringify(before)} -> ${JSON.stringify(after)}`, () => {
      const source = new SourceText(before);
      const edit = minimalEdit(source, after);
      expect(applyEdits(before, [edit])).toBe(after);
      for (const end of [edit.range.start, edit.range.end]) {
        const offset = source.offsetAt(end);
        expect(before[offset - 1] === '\r' && before[offset] === '\n', `an end of ${JSON.stringify(edit)} splits a CRLF`).toBe(false);
      }
    });
  }
});

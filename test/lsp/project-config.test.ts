import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, FullDocumentDiagnosticReport, PublishDiagnosticsParams, TextEdit } from 'vscode-languageserver-protocol';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import { LspTestClient } from './lsp-client';

/** The editor reads appfunctions.config.json as the command does, and shows its problems on it. */
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
}
`;

let root: string;
let client: LspTestClient;
let configUri: string;
const uriOf = (relative: string) => pathToFileURL(path.join(root, relative)).toString();
const severityOf = async (relative: string) => ((await client.pull(uriOf(relative))) as FullDocumentDiagnosticReport).items.find((d) => d.code === 'no-shouting')?.severity;

beforeAll(async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-lsp-config-')));
  for (const folder of ['app', 'legacy']) {
    fs.mkdirSync(path.join(root, folder));
    fs.writeFileSync(path.join(root, folder, 'Notes.kt'), NOTES);
  }
  fs.writeFileSync(
    path.join(root, 'appfunctions.config.json'),
    JSON.stringify({ rules: { 'no-shouting': 'error' }, overrides: [{ files: ['legacy/**'], rules: { 'no-shouting': 'off' } }] }),
  );
  configUri = uriOf('appfunctions.config.json');
  client = new LspTestClient();
  await client.initialize(pathToFileURL(root).toString());
  await client.open(uriOf('app/Notes.kt'), NOTES);
  await client.open(uriOf('legacy/Notes.kt'), NOTES);
});

afterAll(async () => {
  await client?.shutdown();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('appfunctions.config.json in the editor', () => {
  it('applies its rules and overrides by path, over the user settings', async () => {
    await client.changeSettings({ enable: true, rules: { 'no-shouting': 'info' } });
    expect(await severityOf('app/Notes.kt')).toBe(1);
    expect(await severityOf('legacy/Notes.kt')).toBeUndefined();
  });

  it("shows a broken file's problems on it, where they are, and follows the file as it changes", async () => {
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), '{\n  "rules": {\n    "no-shoutin": "error"\n  }\n}\n');
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    const published = (await client.waitFor(
      'textDocument/publishDiagnostics',
      (p) => (p as PublishDiagnosticsParams).uri === configUri && (p as PublishDiagnosticsParams).diagnostics.length > 0,
    )) as PublishDiagnosticsParams;
    expect(published.diagnostics.map((d) => [d.range.start.line, d.range.start.character, d.message])).toEqual([[2, 4, "unknown rule 'no-shoutin' in rules"]]);
    // The user's setting applies again where the file says nothing valid.
    expect(await severityOf('app/Notes.kt')).toBe(3);
    expect(await severityOf('legacy/Notes.kt')).toBe(3);

    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), JSON.stringify({ rules: { 'no-shouting': 'warning' } }));
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    await client.waitFor('textDocument/publishDiagnostics', (p) => (p as PublishDiagnosticsParams).uri === configUri && (p as PublishDiagnosticsParams).diagnostics.length === 0);
    expect(await severityOf('legacy/Notes.kt')).toBe(2);
  });

  it('leaves the files of `ignores` out of the index and the diagnostics, and follows a changed list', async () => {
    fs.mkdirSync(path.join(root, 'generated'), { recursive: true });
    fs.writeFileSync(path.join(root, 'generated', 'Notes.kt'), NOTES);
    const generated = uriOf('generated/Notes.kt');
    const workspaceHolds = async (uri: string) => (await client.pullWorkspace()).items.some((item) => item.uri === uri && item.kind === 'full' && item.items.length > 0);
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), JSON.stringify({ ignores: ['generated/'] }));
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    await client.filesChanged([{ uri: generated, type: 1 }]);
    expect(await workspaceHolds(generated)).toBe(false);
    // Opened in the editor, an ignored file still gets no findings.
    await client.open(generated, NOTES);
    expect(((await client.pull(generated)) as FullDocumentDiagnosticReport).items).toEqual([]);
    await client.close(generated);
    // No longer ignored: the folders are read again, and its findings come.
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), JSON.stringify({ ignores: [] }));
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    const deadline = Date.now() + 10_000;
    while (!(await workspaceHolds(generated)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await workspaceHolds(generated)).toBe(true);
    fs.rmSync(path.join(root, 'generated'), { recursive: true });
    await client.filesChanged([{ uri: generated, type: 3 }]);
  });

  it('leaves test files out of the index and the diagnostics until checkTests is set', async () => {
    fs.mkdirSync(path.join(root, 'app', 'src', 'test'), { recursive: true });
    fs.writeFileSync(path.join(root, 'app', 'src', 'test', 'FakeNotes.kt'), NOTES);
    const fake = uriOf('app/src/test/FakeNotes.kt');
    const workspaceHolds = async (uri: string) => (await client.pullWorkspace()).items.some((item) => item.uri === uri && item.kind === 'full' && item.items.length > 0);
    await client.filesChanged([{ uri: fake, type: 1 }]);
    expect(await workspaceHolds(fake)).toBe(false);
    await client.open(fake, NOTES);
    expect(((await client.pull(fake)) as FullDocumentDiagnosticReport).items).toEqual([]);
    await client.close(fake);
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), JSON.stringify({ checkTests: true }));
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    const deadline = Date.now() + 10_000;
    while (!(await workspaceHolds(fake)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await workspaceHolds(fake)).toBe(true);
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), JSON.stringify({}));
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    fs.rmSync(path.join(root, 'app', 'src'), { recursive: true });
    await client.filesChanged([{ uri: fake, type: 3 }]);
  });

  it('offers to turn a rule off in the file, with an edit that leaves the rest of it alone', async () => {
    const before = JSON.stringify({ rules: { 'no-filler': 'warning' } }, null, 2);
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), before);
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    const diagnostic = ((await client.pull(uriOf('app/Notes.kt'))) as FullDocumentDiagnosticReport).items.find((d) => d.code === 'no-shouting')!;
    const actions = (await client.codeActions(uriOf('app/Notes.kt'), diagnostic.range, [diagnostic])) as CodeAction[];
    const turnOff = actions.find((a) => a.title === "Turn off 'no-shouting' in appfunctions.config.json");
    expect(turnOff?.edit?.changes && Object.keys(turnOff.edit.changes)).toEqual([configUri]);
    const after = applyEdits(before, turnOff!.edit!.changes![configUri] as TextEdit[])!;
    expect(JSON.parse(after)).toEqual({ rules: { 'no-shouting': 'off', 'no-filler': 'warning' } });
    fs.writeFileSync(path.join(root, 'appfunctions.config.json'), after);
    await client.filesChanged([{ uri: configUri, type: 2 }]);
    expect(await severityOf('app/Notes.kt')).toBeUndefined();
  });
});

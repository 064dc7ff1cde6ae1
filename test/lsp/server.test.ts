import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic, FullDocumentDiagnosticReport, WorkspaceFullDocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { LspTestClient } from './lsp-client';

const HEADER = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
`;
const SHOUTING = `${HEADER}    /**
     * Creates a note. VERY IMPORTANT: keep titles short.
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title
}
`;
const CLEAN = SHOUTING.replace('VERY IMPORTANT: keep titles short.', 'Titles are shown in the list.');
const UNDOCUMENTED = `${HEADER.replace('NoteFunctions', 'TaskFunctions').replace('NotesService', 'TasksService')}    @AppFunctionDeclaration
    suspend fun archiveTask(taskId: String): String = taskId
}
`;

const fullItems = (report: unknown): Diagnostic[] => (report as FullDocumentDiagnosticReport).items;

describe('language server over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let notesUri: string;
  let tasksUri: string;
  let ignoredUri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-lsp-'));
    fs.mkdirSync(path.join(root, 'app', 'src'), { recursive: true });
    fs.mkdirSync(path.join(root, 'scratch'), { recursive: true });
    fs.writeFileSync(path.join(root, '.gitignore'), 'scratch/\n');
    fs.writeFileSync(path.join(root, 'app', 'src', 'NoteFunctions.kt'), SHOUTING);
    fs.writeFileSync(path.join(root, 'app', 'src', 'TaskFunctions.kt'), UNDOCUMENTED);
    fs.writeFileSync(path.join(root, 'scratch', 'Ignored.kt'), UNDOCUMENTED);
    notesUri = pathToFileURL(path.join(root, 'app', 'src', 'NoteFunctions.kt')).toString();
    tasksUri = pathToFileURL(path.join(root, 'app', 'src', 'TaskFunctions.kt')).toString();
    ignoredUri = pathToFileURL(path.join(root, 'scratch', 'Ignored.kt')).toString();
    client = new LspTestClient();
    const result = await client.initialize(pathToFileURL(root).toString());
    expect(result.capabilities.diagnosticProvider).toMatchObject({ workspaceDiagnostics: true, interFileDependencies: true });
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 2);
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports an open document with rule code, source and a link to an existing rule page', async () => {
    await client.open(notesUri, SHOUTING);
    const items = fullItems(await client.pull(notesUri));
    const shouting = items.find((d) => d.code === 'no-shouting');
    expect(shouting).toMatchObject({ source: 'appfunctions', severity: 2, range: { start: { line: 9, character: 23 }, end: { line: 9, character: 37 } } });
    const docsPath = fileURLToPath(shouting!.codeDescription!.href);
    expect(docsPath.endsWith(path.join('docs', 'rules', 'no-shouting.md'))).toBe(true);
    expect(fs.existsSync(docsPath)).toBe(true);
  });

  it('re-checks after an edit: the fixed problem disappears', async () => {
    await client.change(notesUri, CLEAN);
    expect(fullItems(await client.pull(notesUri)).filter((d) => d.code === 'no-shouting')).toEqual([]);
  });

  it('survives half-typed code and keeps answering', async () => {
    await client.change(notesUri, `${HEADER}    /** Creates a note. */\n    @AppFunctionDeclaration(isDescribedByKDoc = \n    suspend fun createNote(title: Str`);
    const report = await client.pull(notesUri);
    expect(report.kind).toBe('full');
    await client.change(notesUri, SHOUTING);
    expect(fullItems(await client.pull(notesUri)).some((d) => d.code === 'no-shouting')).toBe(true);
  });

  it('lists problems of closed files in workspace diagnostics, and not of git-ignored ones', async () => {
    const report = await client.pullWorkspace();
    const tasks = report.items.find((i) => i.uri === tasksUri) as WorkspaceFullDocumentDiagnosticReport | undefined;
    expect(tasks?.items.map((d) => d.code)).toContain('description-missing');
    expect(report.items.some((i) => i.uri === ignoredUri)).toBe(false);
    // The open document is served by the document pull, with its unsaved text.
    expect(report.items.some((i) => i.uri === notesUri)).toBe(false);
  });

  it('applies per-rule severities from settings and re-checks on change', async () => {
    const refreshesBefore = client.refreshCount;
    await client.changeSettings({ enable: true, rules: { 'no-shouting': 'error', 'description-missing': 'off' } });
    await waitUntil(() => client.refreshCount > refreshesBefore);
    const notes = fullItems(await client.pull(notesUri));
    expect(notes.find((d) => d.code === 'no-shouting')?.severity).toBe(1);
    const tasks = (await client.pullWorkspace()).items.find((i) => i.uri === tasksUri) as WorkspaceFullDocumentDiagnosticReport;
    expect(tasks.items.map((d) => d.code)).not.toContain('description-missing');
  });

  it('reports a broken rule setting by name and keeps the valid ones', async () => {
    await client.changeSettings({ enable: true, rules: { 'no-such-rule': 'error', 'no-shouting': 'loud', 'description-missing': 'off' } });
    const message = (await client.waitFor('window/showMessage', (p) => String((p as { message: string }).message).includes('no-such-rule'))) as { message: string };
    expect(message.message).toContain("unknown rule 'no-such-rule'");
    expect(message.message).toContain('no-shouting');
    await waitUntil(async () => {
      const tasks = (await client.pullWorkspace()).items.find((i) => i.uri === tasksUri) as WorkspaceFullDocumentDiagnosticReport;
      return !tasks.items.some((d) => d.code === 'description-missing');
    });
  });

  it('reads descriptions in the language of appfunctions.descriptionLanguage', async () => {
    const filler = SHOUTING.replace('Creates a note. VERY IMPORTANT: keep titles short.', 'Esta função é usada para criar notas na pasta escolhida.');
    const fillers = async () => fullItems(await client.pull(notesUri)).filter((d) => d.code === 'no-filler').length;
    await client.change(notesUri, filler);
    await client.changeSettings({ enable: true, rules: {}, descriptionLanguage: 'auto' });
    await waitUntil(async () => (await fillers()) === 1);
    await client.changeSettings({ enable: true, rules: {}, descriptionLanguage: 'en' });
    await waitUntil(async () => (await fillers()) === 0);
    await client.changeSettings({ enable: true, rules: {}, descriptionLanguage: 'es' });
    const message = (await client.waitFor('window/showMessage', (p) => String((p as { message: string }).message).includes('descriptionLanguage'))) as { message: string };
    expect(message.message).toContain('auto, en, pt-BR, ja, bn');
    // A value without a pack falls back to detection.
    await waitUntil(async () => (await fillers()) === 1);
    await client.changeSettings({ enable: true, rules: {} });
    await client.change(notesUri, SHOUTING);
  });

  it('clears the problems of a file deleted on disk', async () => {
    await client.changeSettings({ enable: true, rules: {} });
    fs.rmSync(fileURLToPath(tasksUri));
    await client.filesChanged([{ uri: tasksUri, type: 3 }]);
    const report = await client.pullWorkspace();
    const tasks = report.items.find((i) => i.uri === tasksUri) as WorkspaceFullDocumentDiagnosticReport | undefined;
    expect(tasks?.items).toEqual([]);
  });

  it('sends status totals of functions and problems', async () => {
    // Not a progress report of indexing, whose counts are not final yet.
    const status = (await client.waitFor('appfunctions/status', (p) => (p as { files: number; progress?: unknown }).files === 1 && !(p as { progress?: unknown }).progress)) as {
      functions: number;
      problems: number;
    };
    expect(status.functions).toBe(1);
    expect(status.problems).toBeGreaterThan(0);
  });
});

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met in time');
}

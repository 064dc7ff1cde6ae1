import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullDocumentDiagnosticReport, WorkspaceFullDocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../lsp/lsp-client';

/**
 * The registry's limits as the bundled server applies them: `appfunctions.maxFileSize` for files
 * indexed from disk and for open documents, and a .gitignore line it cannot use in its log.
 */
const SOURCE = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration

class NoteFunctions {
    /** Creates a note. VERY IMPORTANT: keep titles short. */
    @AppFunctionDeclaration
    suspend fun createNote(title: String): String = title
}
`;

let workspace = '';
let client: LspTestClient;
const uri = (name: string) => pathToFileURL(path.join(workspace, name)).toString();

beforeAll(async () => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-server-limits-'));
  fs.writeFileSync(path.join(workspace, 'Small.kt'), SOURCE);
  fs.writeFileSync(path.join(workspace, 'Large.kt'), `${SOURCE}${'// padding\n'.repeat(200)}`);
  fs.writeFileSync(path.join(workspace, '.gitignore'), 'Ignored.kt\n[\\z-a]\n');
  fs.writeFileSync(path.join(workspace, 'Ignored.kt'), SOURCE);
  client = new LspTestClient();
  client.settings = { enable: true, rules: {}, maxFileSize: '1KB' };
  await client.initialize(pathToFileURL(workspace).toString());
  await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 2 && !(p as { indexing: boolean }).indexing, 30_000);
});
afterAll(async () => {
  await client.shutdown();
  fs.rmSync(workspace, { recursive: true, force: true });
});

describe('the server applies the limits', () => {
  it('gives a file on disk over appfunctions.maxFileSize one notice, and checks the others', async () => {
    const items = (await client.pullWorkspace()).items as WorkspaceFullDocumentDiagnosticReport[];
    const large = items.find((item) => item.uri === uri('Large.kt'));
    expect(large?.items).toEqual([
      expect.objectContaining({
        code: 'file-skipped',
        message: expect.stringContaining('larger than the limit of 1 KB'),
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      }),
    ]);
    const small = items.find((item) => item.uri === uri('Small.kt'));
    expect(small?.items.map((d) => d.code)).toContain('no-shouting');
    expect(items.some((item) => item.uri === uri('Ignored.kt'))).toBe(false);
  });

  it('logs the .gitignore line it left out, with the file and line', async () => {
    const logged = (await client.waitFor('window/logMessage', (p) => String((p as { message: string }).message).includes('.gitignore:2'))) as { message: string };
    expect(logged.message).toContain('Unterminated character class');
  });

  it('gives an open document over the limit, or one that is not text, one notice', async () => {
    const big = uri('Open.kt');
    await client.open(big, `${SOURCE}${' '.repeat(2000)}`);
    expect(((await client.pull(big)) as FullDocumentDiagnosticReport).items).toEqual([expect.objectContaining({ code: 'file-skipped' })]);
    await client.change(big, `${SOURCE}\u0000`);
    expect(((await client.pull(big)) as FullDocumentDiagnosticReport).items).toEqual([
      expect.objectContaining({ code: 'file-skipped', message: expect.stringContaining('NUL bytes') }),
    ]);
    await client.change(big, SOURCE);
    expect(((await client.pull(big)) as FullDocumentDiagnosticReport).items.map((d) => d.code)).toContain('no-shouting');
  });
});

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { WorkspaceFullDocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { LspTestClient } from './lsp-client';

/** A linked app with a correct app description, and many plain files read between its manifest and its res/xml file. */
const CASE = path.join(__dirname, '..', 'rules', 'app-description-missing', 'ok-linked-instructions', 'input');
const FILLER_FILES = 1_500;

function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyTree(path.join(from, entry.name), path.join(to, entry.name));
    else fs.copyFileSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

/**
 * Cross-file findings are not sent while the workspace is read: a manifest whose res/xml file is
 * not read yet would show, for a moment, that its app description is missing.
 */
describe('workspace diagnostics while indexing', () => {
  let client: LspTestClient | undefined;
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-indexing-')));

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers the first workspace pull only with what the whole workspace says', async () => {
    copyTree(CASE, root);
    // Discovery reads AndroidManifest.xml, then java/, then res/: the filler lies in between.
    const filler = path.join(root, 'app', 'src', 'main', 'java', 'com', 'example', 'filler');
    fs.mkdirSync(filler, { recursive: true });
    for (let i = 0; i < FILLER_FILES; i++)
      fs.writeFileSync(path.join(filler, `Screen${i}.kt`), `package com.example.filler\n\nclass Screen${i} {\n    fun title(): String = "Screen ${i}"\n}\n`);
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    const report = await client.pullWorkspace();
    const findings = report.items
      .filter((item): item is WorkspaceFullDocumentDiagnosticReport => item.kind === 'full')
      .flatMap((item) => item.items.map((d) => `${path.basename(item.uri)} ${String(d.code)}`));
    expect(findings.filter((f) => f.includes('app-description-missing'))).toEqual([]);
    // The pull waited for the whole workspace: every file has its report, the metadata included.
    expect(report.items.length).toBeGreaterThanOrEqual(FILLER_FILES + 3);
    expect(report.items.some((item) => item.uri.endsWith('/res/xml/app_metadata.xml'))).toBe(true);
  });
});

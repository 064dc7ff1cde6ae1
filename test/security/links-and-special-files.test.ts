import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceFullDocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../lsp/lsp-client';

/**
 * Nothing outside the workspace folders is read through a link, and nothing that is not a regular
 * file is read at all: by the command's discovery, the server's first index and the server's file
 * events alike. A FIFO or `/dev/zero` read by mistake would never return, so a regression hangs here.
 */
const CLI = path.resolve(__dirname, '..', '..', 'dist', 'cli.js');
const SOURCE = (name: string) => `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration

class ${name}Functions {
    /** Creates a note. VERY IMPORTANT: keep titles short. */
    @AppFunctionDeclaration
    suspend fun create${name}(title: String): String = title
}
`;

let base = '';
let workspace = '';
let hasFifo = false;
beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-links-'));
  workspace = path.join(base, 'workspace');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(workspace);
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'Outside.kt'), SOURCE('Outside'));
  fs.writeFileSync(path.join(workspace, 'Inside.kt'), SOURCE('Inside'));
  fs.symlinkSync(outside, path.join(workspace, 'linked-folder'));
  fs.symlinkSync(path.join(outside, 'Outside.kt'), path.join(workspace, 'Linked.kt'));
  fs.symlinkSync('/dev/zero', path.join(workspace, 'Zero.kt'));
  hasFifo = spawnSync('mkfifo', [path.join(workspace, 'Pipe.kt')]).status === 0;
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const uri = (...parts: string[]) => pathToFileURL(path.join(workspace, ...parts)).toString();

describe('links and special files', () => {
  it('the command lists only the regular file inside, and finishes', () => {
    expect(hasFifo, 'mkfifo is needed for the FIFO case').toBe(true);
    const result = spawnSync(process.execPath, [CLI, '--format', 'json', '.'], { cwd: workspace, encoding: 'utf8', timeout: 60_000 });
    // 1: the sample has compiler errors; what matters is that it finished and what it read.
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect([...new Set(JSON.parse(result.stdout).map((f: { file: string }) => f.file))]).toEqual(['Inside.kt']);
  });

  describe('the server', () => {
    let client: LspTestClient;
    beforeAll(async () => {
      client = new LspTestClient();
      await client.initialize(pathToFileURL(workspace).toString());
    });
    afterAll(async () => {
      await client.shutdown();
    });

    const indexed = async () => {
      const report = await client.pullWorkspace();
      return (report.items as WorkspaceFullDocumentDiagnosticReport[])
        .filter((item) => item.items.length > 0)
        .map((item) => item.uri)
        .sort();
    };

    it('indexes only the regular file inside', async () => {
      await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 1 && !(p as { indexing: boolean }).indexing, 30_000);
      expect(await indexed()).toEqual([uri('Inside.kt')]);
    });

    it('skips file events for links out, links to devices, FIFOs and linked folders, and still serves the rest', async () => {
      fs.writeFileSync(path.join(workspace, 'Created.kt'), SOURCE('Created'));
      const created = 1;
      await client.filesChanged([
        { uri: uri('linked-folder'), type: created },
        { uri: uri('linked-folder', 'Outside.kt'), type: created },
        { uri: uri('Linked.kt'), type: created },
        { uri: uri('Zero.kt'), type: created },
        { uri: uri('Pipe.kt'), type: created },
        { uri: uri('Created.kt'), type: created },
      ]);
      // Events are handled in order: once the last one is in, the others were decided.
      await client.waitFor('appfunctions/status', (p) => (p as { files: number }).files === 2, 30_000);
      expect(await indexed()).toEqual([uri('Created.kt'), uri('Inside.kt')]);
    });

    it('drops a file that was replaced by a link out', async () => {
      fs.rmSync(path.join(workspace, 'Created.kt'));
      fs.symlinkSync(path.join(base, 'outside', 'Outside.kt'), path.join(workspace, 'Created.kt'));
      await client.filesChanged([{ uri: uri('Created.kt'), type: 2 }]);
      await client.waitFor('appfunctions/status', (p) => (p as { files: number }).files === 1, 30_000);
      expect(await indexed()).toEqual([uri('Inside.kt')]);
    });
  });
});

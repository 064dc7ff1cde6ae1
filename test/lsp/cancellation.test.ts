import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullDocumentDiagnosticReport } from 'vscode-languageserver-protocol';
import { LspTestClient } from './lsp-client';

/**
 * Superseded requests over stdio: a workspace pull over many files works in slices, so an edited
 * document's own pull is answered in between, and it stops when the client cancels it.
 */
const FILES = 1000;
const entryPoint = (n: number) => `package com.example.feature${n}

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "Feature${n}Service", appFunctionXmlFileName = "feature${n}.xml")
abstract class Feature${n}Functions : AppFunctionService() {
    /**
     * Returns the item ${n} with the given ID. VERY IMPORTANT: call it often.
     *
     * @param itemId The ID of the item.
     * @return The item.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getItem${n}(itemId: String): String = itemId
}
`;

describe('superseded requests', () => {
  let client: LspTestClient;
  let openUri: string;
  let renames = 0;
  let root = '';
  /**
   * Renames the open document's function: what files can see of each other changed, so every
   * cached finding is stale and the next workspace pull analyses every file again.
   */
  const invalidate = () => client.change(openUri, entryPoint(0).replace('getItem0', `getItem0Renamed${renames++}`));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-cancel-'));
    for (let n = 0; n < FILES; n++) fs.writeFileSync(path.join(root, `Feature${n}.kt`), entryPoint(n));
    openUri = pathToFileURL(path.join(root, 'Feature0.kt')).toString();
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === FILES && !(p as { indexing: boolean }).indexing, 60_000);
    await client.open(openUri, entryPoint(0));
  }, 90_000);

  afterAll(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers a document pull while a workspace pull is still working', async () => {
    await invalidate();
    const order: string[] = [];
    const workspace = client.pullWorkspace().then((report) => {
      order.push('workspace');
      return report;
    });
    const document = client.pull(openUri).then((report) => {
      order.push('document');
      return report;
    });
    const [workspaceReport, documentReport] = await Promise.all([workspace, document]);
    expect(order).toEqual(['document', 'workspace']);
    expect((documentReport as FullDocumentDiagnosticReport).items.map((d) => d.code)).toContain('no-shouting');
    expect(workspaceReport.items).toHaveLength(FILES - 1);
  });

  it('stops a workspace pull the client cancels', async () => {
    await invalidate();
    // Cancelled as soon as it is sent, as an editor does when the next change comes: whether the
    // cancellation is read before or during the pull, the server must stop instead of finishing.
    const pull = client.pullWorkspaceCancellable();
    pull.cancel();
    await expect(pull.result).rejects.toMatchObject({ code: -32800 });
    // The server is still fine: the next pull completes.
    expect((await client.pullWorkspace()).items).toHaveLength(FILES - 1);
  });
});

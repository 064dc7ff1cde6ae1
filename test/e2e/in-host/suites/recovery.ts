import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { openDocument, replaceText, revert, serverPids, waitFor, waitForRuleIds } from './helpers';
import { BOTH, NOTES, SHOUTING, SHOUTING_FIXED } from './kotlin-files';

/** Proves a server answers: an edit removes a diagnostic, the revert brings it back. */
async function roundTrip(document: vscode.TextDocument): Promise<void> {
  await replaceText(document, SHOUTING, SHOUTING_FIXED);
  await waitForRuleIds(document.uri, ['description-missing']);
  await revert(document);
  await waitForRuleIds(document.uri, BOTH);
}

/** The language server process dies or is restarted: the client brings diagnostics back. */
export function recoverySuite(): void {
  suite('server recovery', () => {
    suiteTeardown(async () => {
      const document = vscode.workspace.textDocuments.find((d) => d.uri.path.endsWith(NOTES));
      if (document?.isDirty) await revert(document);
    });

    test('a killed server is restarted by the client and diagnostics come back', async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const before = await waitFor('one running server', () => (serverPids().length === 1 ? serverPids() : false));
      const killed = before[0];
      assert.ok(killed !== undefined, 'one running server');
      process.kill(killed, 'SIGKILL');
      const after = await waitFor(
        `a new server after killing ${before[0]}`,
        () => {
          const pids = serverPids();
          return pids.length === 1 && pids[0] !== before[0] ? pids : false;
        },
        30_000,
      );
      assert.notEqual(after[0], before[0]);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      await roundTrip(document);
    });

    test('a server that keeps crashing is left stopped, and appfunctions.restartServer starts it again', async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      // Five crashes within three minutes stop the restarts (the test above made one already).
      let kills = 0;
      for (; kills < 6; kills++) {
        const running = await waitFor('a running server', () => (serverPids().length === 1 ? serverPids() : false), 10_000).catch(() => undefined);
        if (!running) break;
        process.kill(running[0]!, 'SIGKILL');
        await waitFor(`server ${running[0]} gone`, () => !serverPids().includes(running[0]!));
      }
      assert.ok(kills >= 4 && kills <= 5, `the client stopped restarting after ${kills} more crashes`);
      assert.deepEqual(serverPids(), []);
      await vscode.commands.executeCommand('appfunctions.restartServer');
      await waitFor('a server again', () => serverPids().length === 1, 30_000);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      await roundTrip(document);
    });

    test('appfunctions.restartServer replaces the server and diagnostics come back', async () => {
      const document = await openDocument(NOTES);
      const [before] = serverPids();
      assert.ok(before, 'a server is running');
      await vscode.commands.executeCommand('appfunctions.restartServer');
      await waitFor(
        `a new server instead of ${before}`,
        () => {
          const pids = serverPids();
          return pids.length === 1 && pids[0] !== before;
        },
        30_000,
      );
      await waitForRuleIds(document.uri, BOTH, 30_000);
      await roundTrip(document);
    });
  });
}

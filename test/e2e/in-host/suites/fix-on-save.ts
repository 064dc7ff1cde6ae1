import * as assert from 'node:assert/strict';
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { codeActions, openDocument, replaceText, revert, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { TASKS, TASK_EXPOSED, TASK_NOT_EXPOSED, TASK_SUMMARY, TASK_SUMMARY_FILLER } from './kotlin-files';

const FIX_ALL_KIND = 'source.fixAll.appfunctions';

async function setCodeActionsOnSave(value: Record<string, string> | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('editor').update('codeActionsOnSave', value, vscode.ConfigurationTarget.Global);
}

/** `editor.codeActionsOnSave: { "source.fixAll.appfunctions": "explicit" }`: saving applies every safe fix. */
export function fixOnSaveSuite(): void {
  suite('fix-all on save', () => {
    let onDisk: Uint8Array | undefined;

    suiteSetup(async () => {
      onDisk = await vscode.workspace.fs.readFile(workspaceUri(TASKS));
      await setCodeActionsOnSave({ [FIX_ALL_KIND]: 'explicit' });
    });

    suiteTeardown(async () => {
      await setCodeActionsOnSave(undefined);
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === workspaceUri(TASKS).toString());
      if (document?.isDirty) await revert(document);
      // The later suites and the DOM window use this copy of the workspace: put the file back as it was.
      const now = await vscode.workspace.fs.readFile(workspaceUri(TASKS));
      if (onDisk && Buffer.compare(Buffer.from(now), Buffer.from(onDisk)) !== 0) await vscode.workspace.fs.writeFile(workspaceUri(TASKS), onDisk);
    });

    test('the fix-all source action is offered for a file with fixable problems', async () => {
      const document = await openDocument(TASKS);
      await waitForRuleIds(document.uri, [], 30_000);
      await replaceText(document, TASK_EXPOSED, TASK_NOT_EXPOSED);
      await waitForRuleIds(document.uri, ['kdoc-not-exposed']);
      const whole = new vscode.Range(0, 0, document.lineCount, 0);
      const actions = await codeActions(document.uri, whole, FIX_ALL_KIND);
      const fixAll = actions.find((a) => a.kind?.value === FIX_ALL_KIND);
      assert.ok(fixAll, `a ${FIX_ALL_KIND} action (offered: ${JSON.stringify(actions.map((a) => `${a.kind?.value}: ${a.title}`))})`);
      assert.equal(fixAll.title, 'Fix all AppFunctions problems');
      await revert(document);
      await waitForRuleIds(document.uri, []);
    });

    test('saving fixes every fixable problem in the file and their diagnostics go away', async () => {
      const document = await openDocument(TASKS);
      const original = document.getText();
      await replaceText(document, TASK_EXPOSED, TASK_NOT_EXPOSED);
      await replaceText(document, TASK_SUMMARY, TASK_SUMMARY_FILLER);
      await waitForRuleIds(document.uri, ['kdoc-not-exposed', 'no-filler']);
      assert.ok(await document.save(), 'the document was saved');
      await waitFor(`the saved text of ${TASKS} to be fixed (now:\n${document.getText()})`, () => document.getText() === original);
      assert.equal(document.isDirty, false, 'the fixes are part of the save');
      await waitForRuleIds(document.uri, []);
      const saved = new TextDecoder().decode(await vscode.workspace.fs.readFile(document.uri));
      assert.equal(saved, original, 'the file on disk has the fixed text');
    });
  });
}

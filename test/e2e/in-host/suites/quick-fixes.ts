import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { actionFor, applyAction, diagnosticOf, openDocument, replaceText, revert, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { BOTH, NOTES, TASKS, TASK_EXPOSED, TASK_NOT_EXPOSED, TASK_SUMMARY, TASK_SUMMARY_FILLER } from './kotlin-files';

/** Quick fixes and suppressions from the light bulb: each applies, and its diagnostic goes away. */
export function quickFixSuite(): void {
  suite('quick fixes', () => {
    suiteTeardown(async () => {
      for (const relative of [NOTES, TASKS]) {
        const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === workspaceUri(relative).toString());
        if (document?.isDirty) await revert(document);
      }
    });

    test("no-shouting's fix writes the words in normal case and its diagnostic goes away", async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const shouting = await diagnosticOf(document.uri, 'no-shouting');
      const fix = await actionFor(document.uri, shouting, /^Write 'VERY IMPORTANT' as /);
      assert.equal(fix.kind?.value, vscode.CodeActionKind.QuickFix.value);
      assert.equal(fix.isPreferred, true, 'the safe fix is the preferred one');
      await applyAction(fix);
      await waitForRuleIds(document.uri, ['description-missing']);
      assert.ok(!document.getText().includes('VERY IMPORTANT'), document.getText());
      assert.ok(document.getText().includes('Very important: keep titles short.'), document.getText());
      await revert(document);
      await waitForRuleIds(document.uri, BOTH);
    });

    test("'Show documentation' opens the rule page rendered, read-only", async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const shouting = await diagnosticOf(document.uri, 'no-shouting');
      const show = await actionFor(document.uri, shouting, /^Show documentation for 'no-shouting'$/);
      assert.ok(show.command, 'the action runs a command');
      await vscode.commands.executeCommand(show.command.command, ...(show.command.arguments ?? []));
      await waitFor('a preview of the no-shouting page', () =>
        vscode.window.tabGroups.all.flatMap((group) => group.tabs).some((tab) => tab.input instanceof vscode.TabInputWebview && /no-shouting\.md/.test(tab.label)),
      );
    });

    test('suppressing description-missing for the function adds @Suppress and the diagnostic goes away', async () => {
      const document = await openDocument(NOTES);
      const missing = await diagnosticOf(document.uri, 'description-missing');
      const suppress = await actionFor(document.uri, missing, /^Suppress 'description-missing' for function 'archiveNote'$/);
      assert.notEqual(suppress.isPreferred, true, 'a suppression is never the preferred fix');
      await applyAction(suppress);
      await waitForRuleIds(document.uri, ['no-shouting']);
      assert.match(document.getText(), /@Suppress\("appfunctions:description-missing"\)\s+(@AppFunctionDeclaration\s+)?suspend fun archiveNote/);
      await revert(document);
      await waitForRuleIds(document.uri, BOTH);
    });

    test("kdoc-not-exposed's fix sets isDescribedByKDoc = true", async () => {
      const document = await openDocument(TASKS);
      await waitForRuleIds(document.uri, []);
      const original = document.getText();
      await replaceText(document, TASK_EXPOSED, TASK_NOT_EXPOSED);
      const notExposed = await diagnosticOf(document.uri, 'kdoc-not-exposed');
      await applyAction(await actionFor(document.uri, notExposed, /^Set isDescribedByKDoc = true$/));
      await waitForRuleIds(document.uri, []);
      assert.equal(document.getText(), original);
      await revert(document);
    });

    test("no-filler's fix starts the description with the verb", async () => {
      const document = await openDocument(TASKS);
      await waitForRuleIds(document.uri, []);
      const original = document.getText();
      await replaceText(document, TASK_SUMMARY, TASK_SUMMARY_FILLER);
      const filler = await diagnosticOf(document.uri, 'no-filler');
      await applyAction(await actionFor(document.uri, filler, /^Start with 'Marks'$/));
      await waitForRuleIds(document.uri, []);
      assert.equal(document.getText(), original);
      await revert(document);
    });
  });
}

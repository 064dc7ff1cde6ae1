import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { openDocument, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { COMPLETE_TASK_ID, NOTES, TASKS } from './kotlin-files';
import { waitForSchemaDocument } from './schema-preview';

/**
 * The Registry view's commands, called the way its tree items and menus call them. What the tree
 * shows (apps, entry points, function names) is checked in the DOM window (dom/checks.ts).
 */
export function registrySuite(): void {
  suite('registry view commands', () => {
    suiteTeardown(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

    test('the AppFunctions container opens with the Registry view, and refresh runs', async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, ['description-missing', 'no-shouting'], 30_000);
      await vscode.commands.executeCommand('workbench.view.extension.appfunctions');
      await vscode.commands.executeCommand('appfunctions.registry.focus');
      await vscode.commands.executeCommand('appfunctions.registry.refresh');
      await vscode.commands.executeCommand('appfunctions.registry.showProblemsOnly');
      await vscode.commands.executeCommand('appfunctions.registry.showAll');
    });

    test('Open the AppFunctions Documentation shows the README from the installed extension', async () => {
      await vscode.commands.executeCommand('appfunctions.registry.openDocs');
      await waitFor('a preview of the README', () =>
        vscode.window.tabGroups.all.flatMap((group) => group.tabs).some((tab) => tab.input instanceof vscode.TabInputWebview && /readme\.md/i.test(tab.label)),
      );
    });

    test("a function item's click opens its declaration with the name selected", async () => {
      const uri = workspaceUri(TASKS);
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
      const line = text.split('\n').findIndex((l) => l.includes('fun completeTask'));
      const declaration = text.split('\n')[line];
      assert.ok(declaration !== undefined, 'fun completeTask in the tasks file');
      const character = declaration.indexOf('completeTask');
      const range = { start: { line, character }, end: { line, character: character + 'completeTask'.length } };
      await vscode.commands.executeCommand('appfunctions.registry.openDeclaration', { uri: uri.toString(), range });
      const editor = await waitFor(
        `${TASKS} in the active editor`,
        () => vscode.window.activeTextEditor?.document.uri.toString() === uri.toString() && vscode.window.activeTextEditor,
      );
      assert.equal(editor.document.getText(editor.selection), 'completeTask');
    });

    test("a function item's schema button opens the agent schema of that function", async () => {
      await vscode.commands.executeCommand('appfunctions.registry.showAgentSchema', { uri: workspaceUri(TASKS).toString(), id: COMPLETE_TASK_ID });
      const preview = await waitForSchemaDocument(COMPLETE_TASK_ID, 'json');
      const schema = JSON.parse(preview.getText()) as { id: string; inputSchema: { type: string; required: string[] } };
      assert.equal(schema.id, COMPLETE_TASK_ID);
      assert.equal(schema.inputSchema.type, 'object');
      assert.deepEqual(schema.inputSchema.required, ['taskId']);
    });
  });
}

import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { diagnosticOf, openDocument, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { BOTH, NOTES } from './kotlin-files';

const CONFIG_FILE = 'appfunctions.config.json';

function openTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all.flatMap((group) => group.tabs);
}

/**
 * What surrounds the checks in the Kotlin workspace: rule links that open the rendered page, the
 * configuration file's completion from the contributed schema, fix on save turned on from the
 * walkthrough's command, the walkthrough itself and the language-model tool.
 */
export function editorExperienceSuite(): void {
  suite('editor experience', () => {
    suiteTeardown(async () => {
      for (const languageId of ['kotlin', 'typescript', 'typescriptreact', 'javascript', 'javascriptreact']) {
        await vscode.workspace.getConfiguration('editor', { languageId }).update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Workspace, true);
      }
      await vscode.workspace.fs.delete(workspaceUri(CONFIG_FILE)).then(undefined, () => undefined);
    });

    test("a diagnostic's rule link opens the rendered rule page, not the raw Markdown", async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const shouting = await diagnosticOf(document.uri, 'no-shouting');
      const code = shouting.code as { value: string; target: vscode.Uri };
      assert.equal(code.value, 'no-shouting');
      assert.equal(code.target.scheme, 'command');
      assert.equal(code.target.path, 'appfunctions.showRuleDocumentation');
      const [page] = JSON.parse(decodeURIComponent(code.target.query)) as [string];
      assert.match(page, /^file:.*\/docs\/rules\/no-shouting\.md$/);
      // What the hover and the Problems view do with a command link: run the command with its arguments.
      await vscode.commands.executeCommand(code.target.path, page);
      await waitFor('a rendered preview of the no-shouting page', () => openTabs().some((tab) => tab.input instanceof vscode.TabInputWebview && /no-shouting\.md/.test(tab.label)));
      assert.ok(!openTabs().some((tab) => tab.input instanceof vscode.TabInputText && tab.input.uri.path.endsWith('no-shouting.md')), 'the raw page is not opened');
    });

    test('appfunctions.config.json completes rule ids and severities from the contributed schema', async () => {
      const uri = workspaceUri(CONFIG_FILE);
      await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('{\n  "rules": {\n    \n  }\n}\n'));
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document);
      const labels = await waitFor(
        'rule ids among the completions',
        async () => {
          const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(2, 4));
          const items = (list?.items ?? []).map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
          return items.some((label) => label.includes('no-shouting')) ? items : false;
        },
        30_000,
      );
      assert.ok(
        labels.some((label) => label.includes('description-missing')),
        labels.join(', '),
      );
      const edit = new vscode.WorkspaceEdit();
      edit.replace(uri, new vscode.Range(2, 0, 2, 4), '    "no-shouting": ');
      await vscode.workspace.applyEdit(edit);
      const severities = await waitFor('severities among the completions', async () => {
        const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(2, 19));
        const items = (list?.items ?? []).map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
        return items.some((label) => label.includes('error')) ? items : false;
      });
      for (const severity of ['warning', 'info', 'off'])
        assert.ok(
          severities.some((label) => label.includes(severity)),
          severities.join(', '),
        );
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    });

    test("'Turn On Fix on Save' adds the fix-all to codeActionsOnSave for each language", async () => {
      await vscode.commands.executeCommand('appfunctions.enableFixOnSave');
      for (const languageId of ['kotlin', 'typescript']) {
        const value = vscode.workspace.getConfiguration('editor', { languageId }).inspect<Record<string, string>>('codeActionsOnSave')?.workspaceLanguageValue;
        assert.equal(value?.['source.fixAll.appfunctions'], 'explicit', `${languageId}: ${JSON.stringify(value)}`);
      }
    });

    test('the walkthrough opens with its four steps', async () => {
      await vscode.commands.executeCommand('workbench.action.openWalkthrough', 'appfunctions.appfunctions-vscode#appfunctions.start', false);
      await waitFor('the walkthrough editor', () => openTabs().some((tab) => /Welcome|Walkthrough|AppFunctions/i.test(tab.label) && !(tab.input instanceof vscode.TabInputText)));
      const walkthroughs = (vscode.extensions.getExtension('appfunctions.appfunctions-vscode')?.packageJSON as { contributes: { walkthroughs: { steps: unknown[] }[] } })
        .contributes.walkthroughs;
      assert.equal(walkthroughs[0]?.steps.length, 4);
    });

    test('the language-model tool reports the problems of a file for a coding agent', async () => {
      assert.ok(
        vscode.lm.tools.some((tool) => tool.name === 'appfunctions_check'),
        JSON.stringify(vscode.lm.tools.map((t) => t.name)),
      );
      const result = await vscode.lm.invokeTool('appfunctions_check', { input: { files: [NOTES] }, toolInvocationToken: undefined });
      const text = result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
      assert.match(text, /NoteFunctions\.kt:/);
      assert.match(text, / warning no-shouting: /);
      assert.match(text, / warning description-missing: /);
      assert.match(text, /2 AppFunctions problems\./);
      const outside = await vscode.lm.invokeTool('appfunctions_check', { input: { files: ['../../etc/passwd'] }, toolInvocationToken: undefined });
      const outsideText = outside.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
      assert.match(outsideText, /not inside a workspace folder, not checked/);
    });
  });
}

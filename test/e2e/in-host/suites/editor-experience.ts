import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { actionFor, applyAction, diagnosticOf, diagnostics, openDocument, replaceText, revert, ruleId, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { BOTH, NOTES, SHOUTING } from './kotlin-files';

const CONFIG_FILE = 'appfunctions.config.json';

function openTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all.flatMap((group) => group.tabs);
}

/** The labels of the completions the editor offers at a position. */
async function completionLabels(uri: vscode.Uri, position: vscode.Position): Promise<string[]> {
  const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, position);
  return (list?.items ?? []).map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
}

/** The completion labels at a position once one of them includes `expected`: the schema behind them may load late. */
function completionsIncluding(uri: vscode.Uri, position: vscode.Position, expected: string, what: string): Promise<string[]> {
  return waitFor(
    `${what} among the completions`,
    async () => {
      const items = await completionLabels(uri, position);
      return items.some((label) => label.includes(expected)) ? items : false;
    },
    30_000,
  );
}

/**
 * What surrounds the checks in the Kotlin workspace: rule links that open the rendered page, the
 * configuration file's completion from the contributed schema, fix on save turned on from the
 * walkthrough's command, the walkthrough itself and the language-model tool.
 */
export function editorExperienceSuite(): void {
  suite('editor experience', () => {
    suiteTeardown(async () => {
      const notes = vscode.workspace.textDocuments.find((d) => d.uri.toString() === workspaceUri(NOTES).toString());
      if (notes?.isDirty) await revert(notes);
      await vscode.workspace.getConfiguration('appfunctions').update('rules', undefined, vscode.ConfigurationTarget.Workspace);
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

    test("'Fix all' for one rule fixes every finding of that rule in the file, and only those", async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      await replaceText(document, SHOUTING, `${SHOUTING} Titles appear in the NOTE LIST.`);
      await waitFor('two no-shouting findings', () => diagnostics(document.uri).filter((d) => ruleId(d) === 'no-shouting').length === 2);
      try {
        const shouting = await diagnosticOf(document.uri, 'no-shouting');
        // The light bulb resolves the edit of a fix-all when it is picked; so does this request.
        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, shouting.range, undefined, 100);
        const fixAll = actions.find((action) => action.title === "Fix all 'no-shouting' problems in this file");
        assert.ok(fixAll, JSON.stringify(actions.map((action) => action.title)));
        await applyAction(fixAll);
        await waitForRuleIds(document.uri, ['description-missing']);
        assert.ok(!/VERY IMPORTANT|NOTE LIST/.test(document.getText()), document.getText());
      } finally {
        await revert(document);
      }
      await waitForRuleIds(document.uri, BOTH);
    });

    test("'Turn off' writes the rule off into appfunctions.config.json, and its findings go", async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const shouting = await diagnosticOf(document.uri, 'no-shouting');
      await applyAction(await actionFor(document.uri, shouting, /^Turn off 'no-shouting' in appfunctions\.config\.json$/));
      // A workspace edit that creates a file leaves its text unsaved in the editor, as for any refactoring.
      await vscode.workspace.saveAll(false);
      const config = await waitFor('the configuration file', async () => {
        const bytes = await vscode.workspace.fs.readFile(workspaceUri(CONFIG_FILE)).then(undefined, () => undefined);
        return bytes && new TextDecoder().decode(bytes);
      });
      assert.deepEqual(JSON.parse(config).rules, { 'no-shouting': 'off' });
      await waitForRuleIds(document.uri, ['description-missing'], 30_000);
      await vscode.workspace.fs.delete(workspaceUri(CONFIG_FILE));
      await waitForRuleIds(document.uri, BOTH, 30_000);
    });

    test('settings.json completes the rule ids of appfunctions.rules', async () => {
      await vscode.workspace.getConfiguration('appfunctions').update('rules', {}, vscode.ConfigurationTarget.Workspace);
      const settings = workspaceUri('.vscode/settings.json');
      const document = await vscode.workspace.openTextDocument(settings);
      await vscode.window.showTextDocument(document);
      const text = document.getText();
      const inside = text.indexOf('"appfunctions.rules": {') + '"appfunctions.rules": {'.length;
      assert.ok(inside > '"appfunctions.rules": {'.length, text);
      const labels = await completionsIncluding(settings, document.positionAt(inside), 'no-shouting', 'rule ids in settings.json');
      assert.ok(
        labels.some((label) => label.includes('mcp-tool-name-invalid')),
        labels.join(', '),
      );
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    });

    test('appfunctions.config.json completes rule ids and severities from the contributed schema', async () => {
      const uri = workspaceUri(CONFIG_FILE);
      const initial = '{\n  "rules": {\n    \n  }\n}\n';
      await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(initial));
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document);
      // An earlier test's editor on the same file may still hold its old text, and the write reaches
      // an open document only later: set the text through the editor so the positions below hold.
      if (document.getText() !== initial) {
        const reset = new vscode.WorkspaceEdit();
        reset.replace(uri, new vscode.Range(0, 0, document.lineCount, 0), initial);
        await vscode.workspace.applyEdit(reset);
      }
      await waitFor('the configuration text', () => document.getText() === initial);
      const labels = await completionsIncluding(uri, new vscode.Position(2, 4), 'no-shouting', 'rule ids');
      assert.ok(
        labels.some((label) => label.includes('description-missing')),
        labels.join(', '),
      );
      const edit = new vscode.WorkspaceEdit();
      edit.replace(uri, new vscode.Range(2, 0, 2, 4), '    "no-shouting": ');
      await vscode.workspace.applyEdit(edit);
      await waitFor('the rule key typed', () => document.lineAt(2).text === '    "no-shouting": ');
      const severities = await completionsIncluding(uri, new vscode.Position(2, 19), 'error', 'severities');
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

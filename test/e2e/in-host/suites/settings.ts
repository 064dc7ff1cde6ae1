import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { diagnostics, openDocument, ruleId, setRules, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { BOTH, NOTES } from './kotlin-files';

/** `appfunctions.rules` changes re-check open documents without a restart or an edit. */
export function settingsSuite(): void {
  suite('settings', () => {
    suiteTeardown(() => setRules(undefined));

    test('turning a rule off removes its diagnostics', async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      await setRules({ 'description-missing': 'off' });
      await waitForRuleIds(document.uri, ['no-shouting']);
    });

    test('raising a rule to error changes its severity', async () => {
      const document = await openDocument(NOTES);
      await setRules({ 'no-shouting': 'error' });
      await waitForRuleIds(document.uri, BOTH);
      const shouting = await waitFor('no-shouting as an error', () =>
        diagnostics(document.uri).find((d) => ruleId(d) === 'no-shouting' && d.severity === vscode.DiagnosticSeverity.Error),
      );
      assert.equal(shouting.range.start.line, 9);
    });

    test('appfunctions.config.json: its severities apply, its mistakes show on it, its keys complete', async () => {
      // No user setting for the rule: what follows comes from the file alone.
      await setRules(undefined);
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const config = workspaceUri('appfunctions.config.json');
      const write = (text: string) => vscode.workspace.fs.writeFile(config, new TextEncoder().encode(text));
      try {
        await write('{ "rules": { "no-shouting": "error" } }\n');
        await waitFor('no-shouting as an error from the file', () =>
          diagnostics(document.uri).find((d) => ruleId(d) === 'no-shouting' && d.severity === vscode.DiagnosticSeverity.Error),
        );
        await write('{\n  "rules": {\n    "no-shoutin": "error"\n  }\n}\n');
        const problem = await waitFor('the mistake shown on the configuration file', () =>
          vscode.languages.getDiagnostics(config).find((d) => d.source === 'appfunctions' && d.message.includes("unknown rule 'no-shoutin'")),
        );
        assert.equal(problem.range.start.line, 2);
        const opened = await vscode.workspace.openTextDocument(config);
        const completions = await waitFor('rule ids completed from the schema', async () => {
          const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', config, new vscode.Position(2, 5));
          const labels = list.items.map((item) => (typeof item.label === 'string' ? item.label : item.label.label));
          return labels.some((label) => label.includes('no-shouting')) && labels;
        });
        assert.ok(
          completions.some((label) => label.includes('kdoc-complete')),
          JSON.stringify(completions.slice(0, 10)),
        );
        assert.equal(opened.languageId, 'json');
      } finally {
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        await vscode.workspace.fs.delete(config);
      }
      await waitFor(
        'the default severities back',
        () => diagnostics(document.uri).some((d) => ruleId(d) === 'no-shouting' && d.severity === vscode.DiagnosticSeverity.Warning),
        30_000,
      );
    });

    test('removing the override restores the default severities', async () => {
      const document = await openDocument(NOTES);
      await setRules(undefined);
      await waitFor(
        'every diagnostic back to warning',
        () => diagnostics(document.uri).length === 2 && diagnostics(document.uri).every((d) => d.severity === vscode.DiagnosticSeverity.Warning),
      );
    });
  });
}

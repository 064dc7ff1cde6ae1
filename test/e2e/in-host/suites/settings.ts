import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { diagnostics, openDocument, ruleId, setRules, waitFor, waitForRuleIds } from './helpers';
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

import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { diagnostics, openDocument, replaceText, revert, ruleId, waitForRuleIds, workspaceUri } from './helpers';
import { ARCHIVE_DECLARATION, ARCHIVE_DOCUMENTED, BOTH, NOTES, SHOUTING, SHOUTING_FIXED, TASKS } from './kotlin-files';

/** Diagnostics in the editor: rule codes, positions, links to the rule pages; edits re-check. */
export function diagnosticsSuite(): void {
  suite('diagnostics', () => {
    suiteTeardown(async () => {
      for (const relative of [NOTES, TASKS]) {
        const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === workspaceUri(relative).toString());
        if (document?.isDirty) await revert(document);
      }
    });

    test('each rule reports on its line, with source and rule code', async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const [shouting, missing] = diagnostics(document.uri);
      assert.ok(shouting && missing, 'two diagnostics');
      assert.equal(ruleId(shouting), 'no-shouting');
      assert.equal(shouting.range.start.line, 9);
      assert.equal(document.getText(shouting.range), 'VERY IMPORTANT');
      assert.equal(shouting.severity, vscode.DiagnosticSeverity.Warning);
      assert.equal(ruleId(missing), 'description-missing');
      assert.equal(missing.range.start.line, 18);
      assert.equal(document.getText(missing.range), 'archiveNote');
      assert.equal(missing.severity, vscode.DiagnosticSeverity.Warning);
    });

    test('each rule code links to the rendered view of its page inside the installed extension', async () => {
      for (const diagnostic of diagnostics(workspaceUri(NOTES))) {
        const code = diagnostic.code as { value: string; target: vscode.Uri };
        assert.equal(typeof code, 'object', 'the code carries a link');
        assert.equal(code.target.scheme, 'command', code.target.toString());
        assert.equal(code.target.path, 'appfunctions.showRuleDocumentation', code.target.toString());
        const [page] = JSON.parse(decodeURIComponent(code.target.query)) as [string];
        const pageUri = vscode.Uri.parse(page);
        assert.ok(pageUri.path.endsWith(`/docs/rules/${code.value}.md`), page);
        await vscode.workspace.fs.stat(pageUri); // throws when the page is not in the package
      }
    });

    test('fixing the shouting removes only its diagnostic', async () => {
      const document = await openDocument(NOTES);
      await replaceText(document, SHOUTING, SHOUTING_FIXED);
      await waitForRuleIds(document.uri, ['description-missing']);
    });

    test('describing the undocumented function removes description-missing', async () => {
      const document = await openDocument(NOTES);
      await replaceText(document, ARCHIVE_DECLARATION, ARCHIVE_DOCUMENTED);
      await waitForRuleIds(document.uri, []);
    });

    test('reverting the file brings both back', async () => {
      const document = await openDocument(NOTES);
      await revert(document);
      await waitForRuleIds(document.uri, BOTH);
    });

    test('a clean file gains a diagnostic when its KDoc is removed, and loses it on revert', async () => {
      const document = await openDocument(TASKS);
      await waitForRuleIds(document.uri, []);
      const kdoc = document.getText().match(/ {4}\/\*\*[\s\S]*?\*\/\n/)?.[0];
      assert.ok(kdoc, 'TaskFunctions.kt has a KDoc');
      await replaceText(document, kdoc, '');
      await waitForRuleIds(document.uri, ['description-missing']);
      await revert(document);
      await waitForRuleIds(document.uri, []);
    });
  });
}

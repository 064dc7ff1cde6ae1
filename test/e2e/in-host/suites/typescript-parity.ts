import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { actionFor, applyAction, diagnosticOf, documentsOfScheme, extension, hoverText, openDocument, revert, ruleIds, waitFor, workspaceUri } from './helpers';

const SERVER = 'src/server.ts';

/**
 * Runs in the `mcp-server` workspace: a package.json that depends on the MCP SDK and one server
 * file. The extension must start for it without a file being opened, and TypeScript gets what
 * Kotlin gets: the fix a message names, a suppression with its reason selected, the hover and the
 * schema preview.
 */
export function typescriptParitySuite(): void {
  suite('TypeScript parity', () => {
    suiteTeardown(async () => {
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === workspaceUri(SERVER).toString());
      if (document?.isDirty) await revert(document);
    });

    test('a workspace that depends on the MCP SDK starts the server before any file is opened', async () => {
      await waitFor('the extension to activate', () => extension().isActive, 30_000);
      assert.equal(vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'file').length, 0, 'no file was opened');
      const uri = workspaceUri(SERVER);
      await waitFor(`the closed server file's problems (now [${ruleIds(uri)}])`, () => ruleIds(uri).includes('mcp-tool-name-invalid'), 30_000);
    });

    test('the tool-name message names the fix, and the fix renames the literal', async () => {
      const document = await openDocument(SERVER);
      const invalid = await diagnosticOf(document.uri, 'mcp-tool-name-invalid', 30_000);
      const rename = await actionFor(document.uri, invalid, /^Rename the tool to 'notes_export'$/);
      assert.notEqual(rename.isPreferred, true, 'renaming a tool is never the preferred fix');
      await applyAction(rename);
      await waitFor('the tool-name finding to go', () => !ruleIds(document.uri).includes('mcp-tool-name-invalid'));
      assert.ok(document.getText().includes("  'notes_export',\n"), document.getText());
      await revert(document);
    });

    test('the statement suppression selects its reason for the user to type over', async () => {
      const document = await openDocument(SERVER);
      const prompt = await diagnosticOf(document.uri, 'no-prompt-language', 30_000);
      const suppress = await actionFor(document.uri, prompt, /^Suppress 'no-prompt-language' for this statement$/);
      await applyAction(suppress);
      const editor = vscode.window.activeTextEditor;
      assert.ok(editor && editor.document === document, 'the server file is the active editor');
      await waitFor('the reason to be selected', () => editor.document.getText(editor.selection) === 'reason');
      assert.match(editor.document.lineAt(editor.selection.start.line).text, /^\/\/ appfunctions-disable-next-line no-prompt-language -- reason$/);
      await waitFor('the suppressed finding to go', () => !ruleIds(document.uri).includes('no-prompt-language'));
      await revert(document);
    });

    test('hovering a tool name shows the summary with its parameter table', async () => {
      const document = await openDocument(SERVER);
      const position = document.positionAt(document.getText().indexOf("'search_notes'") + 3);
      const text = await waitFor('a hover on search_notes', async () => {
        const value = await hoverText(document.uri, position);
        return value.includes('search_notes') ? value : false;
      });
      assert.match(text, /^\*\*MCP tool\*\* `search_notes` · \d+ characters, about \d+ tokens/);
      assert.ok(text.includes('| `query` | `string` | required | Words to look for. |'), text);
      assert.ok(text.includes('| `limit` | `integer` | optional | Most results to return. |'), text);
      assert.ok(text.includes('(command:appfunctions.showAgentSchema?'), text);
    });

    test("the editor-title 'Show Agent Schema' works on a TypeScript file", async () => {
      const menus = (extension().packageJSON as { contributes: { menus: Record<string, { command: string; when?: string }[]> } }).contributes.menus['editor/title'];
      const when = menus?.find((m) => m.command === 'appfunctions.showAgentSchema')?.when ?? '';
      assert.match(when, /typescript/);
      assert.match(when, /javascript/);
      const document = await openDocument(SERVER);
      const editor = await vscode.window.showTextDocument(document);
      editor.selection = new vscode.Selection(document.positionAt(document.getText().indexOf("'search_notes'")), document.positionAt(document.getText().indexOf("'search_notes'")));
      await vscode.commands.executeCommand('appfunctions.showAgentSchema');
      const preview = await waitFor('the schema preview', () => documentsOfScheme('appfunctions-schema').find((d) => d.getText().includes('search_notes')));
      assert.ok(preview.getText().includes('"query"'), preview.getText());
    });
  });
}

import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { documentsOfScheme, openDocument, replaceText, revert, waitFor, waitForRuleIds, workspaceUri } from './helpers';
import { BOTH, CREATE_NOTE_ID, NOTES, SHOUTING, SHOUTING_FIXED } from './kotlin-files';

export const SCHEMA_SCHEME = 'appfunctions-schema';

/** The open agent-schema document in the given view whose text names `id`. */
export function waitForSchemaDocument(id: string, view: 'json' | 'xml'): Promise<vscode.TextDocument> {
  return waitFor(`an ${SCHEMA_SCHEME} ${view} document naming ${id} (open: ${JSON.stringify(documentsOfScheme(SCHEMA_SCHEME).map((d) => d.uri.path))})`, () =>
    documentsOfScheme(SCHEMA_SCHEME).find((d) => d.uri.path.endsWith(`.${view}`) && d.getText().includes(id)),
  );
}

/** Parses a JSON preview document, naming it when it is not JSON. */
function parse(document: vscode.TextDocument): { id: string; description: string; inputSchema: { type: string; properties: Record<string, unknown> } } {
  try {
    return JSON.parse(document.getText());
  } catch (error) {
    throw new Error(`${document.uri.toString()} is not JSON: ${(error as Error).message}\n${document.getText()}`, { cause: error });
  }
}

/** "AppFunctions: Show Agent Schema" and "Toggle Schema View" on the function under the cursor. */
export function schemaPreviewSuite(): void {
  suite('agent schema preview', () => {
    suiteTeardown(async () => {
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === workspaceUri(NOTES).toString());
      if (document?.isDirty) await revert(document);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    });

    test('Show Agent Schema opens a read-only JSON document for the function under the cursor', async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const editor = vscode.window.activeTextEditor!;
      const at = document.positionAt(document.getText().indexOf('suspend fun createNote'));
      editor.selection = new vscode.Selection(at, at);
      await vscode.commands.executeCommand('appfunctions.showAgentSchema');
      const preview = await waitForSchemaDocument(CREATE_NOTE_ID, 'json');
      assert.equal(preview.languageId, 'json');
      const schema = parse(preview);
      assert.equal(schema.id, CREATE_NOTE_ID);
      assert.equal(schema.inputSchema.type, 'object');
      assert.deepEqual(Object.keys(schema.inputSchema.properties), ['title']);
      assert.ok(schema.description.startsWith('Creates a note'), schema.description);
      assert.ok(
        vscode.window.visibleTextEditors.some((e) => e.document === preview),
        'the preview is shown beside the file',
      );
    });

    test('the preview follows edits of the function', async () => {
      const document = await openDocument(NOTES);
      await replaceText(document, SHOUTING, SHOUTING_FIXED);
      const preview = await waitForSchemaDocument(CREATE_NOTE_ID, 'json');
      await waitFor(`the preview's description without the shouting (now: ${parse(preview).description})`, () => parse(preview).description.includes(SHOUTING_FIXED));
      await revert(document);
      await waitFor('the preview back to the saved text', () => parse(preview).description.includes(SHOUTING));
    });

    test('Toggle Schema View shows the Android metadata XML of the same function', async () => {
      const json = await waitForSchemaDocument(CREATE_NOTE_ID, 'json');
      const shown = vscode.window.visibleTextEditors.find((e) => e.document === json);
      await vscode.window.showTextDocument(json, { viewColumn: shown?.viewColumn, preview: true });
      await vscode.commands.executeCommand('appfunctions.toggleSchemaView');
      const xml = await waitForSchemaDocument(CREATE_NOTE_ID, 'xml');
      assert.equal(xml.languageId, 'xml');
      assert.ok(xml.getText().includes(`<id>${CREATE_NOTE_ID}</id>`), xml.getText());
      assert.ok(xml.getText().includes('<name>title</name>'), xml.getText());
      const columns = () => vscode.window.visibleTextEditors.map((e) => `${e.viewColumn}:${e.document.uri.path.split('/').pop()}`).join(', ');
      await waitFor(`the XML preview to be visible (visible: ${columns()})`, () => vscode.window.visibleTextEditors.some((e) => e.document === xml));
    });
  });
}

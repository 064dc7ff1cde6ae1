import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { ServerEvents } from './server-events';
import { SCHEMA_PREVIEW_REQUEST, type SchemaPreviewParams, type SchemaPreviewResult } from '../../server/src/lsp/protocol';

/** The scheme of the read-only preview documents. */
export const SCHEMA_SCHEME = 'appfunctions-schema';

/** What a preview document shows; kept in its URI so it survives reloads. */
interface PreviewState {
  uri: string;
  id?: string;
  line?: number;
  view: 'json' | 'android';
}

function previewUri(state: PreviewState, title: string): vscode.Uri {
  const extension = state.view === 'json' ? 'json' : 'xml';
  const name = title.replace(/[^\w.#-]+/g, '_');
  return vscode.Uri.from({ scheme: SCHEMA_SCHEME, path: `/${name}.agent-schema.${extension}`, query: JSON.stringify(state) });
}

function stateOf(uri: vscode.Uri): PreviewState | undefined {
  try {
    return JSON.parse(uri.query) as PreviewState;
  } catch {
    return undefined;
  }
}

/**
 * "AppFunctions: Show Agent Schema": a read-only document with what the agent receives for the
 * function under the cursor (or the whole file), refreshed whenever the server's registry changes,
 * with a command to switch between the JSON Schema and the Android metadata views.
 */
export function registerSchemaPreview(context: vscode.ExtensionContext, client: LanguageClient, events: ServerEvents): void {
  const changed = new vscode.EventEmitter<vscode.Uri>();
  const provider: vscode.TextDocumentContentProvider = {
    onDidChange: changed.event,
    async provideTextDocumentContent(uri) {
      const state = stateOf(uri);
      if (!state) return vscode.l10n.t('// Unknown preview.');
      const params: SchemaPreviewParams = state;
      const result = await client.sendRequest<SchemaPreviewResult>(SCHEMA_PREVIEW_REQUEST, params);
      return result.text;
    },
  };

  const open = async (state: PreviewState, title: string, column: vscode.ViewColumn = vscode.ViewColumn.Beside) => {
    const document = await vscode.workspace.openTextDocument(previewUri(state, title));
    await vscode.languages.setTextDocumentLanguage(document, state.view === 'json' ? 'json' : 'xml');
    await vscode.window.showTextDocument(document, { viewColumn: column, preview: true, preserveFocus: column === vscode.ViewColumn.Beside });
  };

  context.subscriptions.push(
    changed,
    vscode.workspace.registerTextDocumentContentProvider(SCHEMA_SCHEME, provider),
    events.onRegistryChanged(() => {
      for (const document of vscode.workspace.textDocuments) {
        if (document.uri.scheme === SCHEMA_SCHEME) changed.fire(document.uri);
      }
    }),
    vscode.commands.registerCommand('appfunctions.showAgentSchema', async (target?: { uri?: string; id?: string }) => {
      const editor = vscode.window.activeTextEditor;
      const uri = target?.uri ?? editor?.document.uri.toString();
      if (!uri) {
        void vscode.window.showInformationMessage(vscode.l10n.t('Open a file with AppFunctions or agent tools to see what the agent receives.'));
        return;
      }
      const line = target?.id ? undefined : editor?.selection.active.line;
      const state: PreviewState = { uri, id: target?.id, line, view: 'json' };
      const result = await client.sendRequest<SchemaPreviewResult>(SCHEMA_PREVIEW_REQUEST, state);
      // Pin the preview to the function found, so it keeps showing it while the cursor moves on.
      const id = target?.id ?? (result.title.includes('#') ? result.title : undefined);
      await open({ ...state, id, line: id ? undefined : line }, result.title);
    }),
    vscode.commands.registerCommand('appfunctions.toggleSchemaView', async () => {
      const editor = vscode.window.activeTextEditor;
      const current = editor?.document.uri;
      const state = current?.scheme === SCHEMA_SCHEME ? stateOf(current) : undefined;
      if (!state || !editor) return;
      const next: PreviewState = { ...state, view: state.view === 'json' ? 'android' : 'json' };
      const title = current!.path.replace(/^\//, '').replace(/\.agent-schema\.\w+$/, '');
      // Switch in place: the other view replaces this one in the same editor group.
      await open(next, title, editor.viewColumn ?? vscode.ViewColumn.Active);
    }),
  );
}

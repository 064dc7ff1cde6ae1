import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { SETTINGS_SECTION } from '../../server/src/lsp/protocol';

/** Languages whose files the server reads. TypeScript is listed so the server can grow into it. */
const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'kotlin' },
  { scheme: 'untitled', language: 'kotlin' },
];

/** Creates the language client for the bundled server (dist/server.js), not yet started. */
export function createClient(context: vscode.ExtensionContext): LanguageClient {
  const module = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6010'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    diagnosticCollectionName: 'appfunctions',
    synchronize: {
      configurationSection: SETTINGS_SECTION,
      // Files created, changed or deleted outside the editor (git checkout, generators) are re-read.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{kt,kts}'),
    },
    initializationOptions: {
      l10nBundle: vscode.l10n.uri?.fsPath,
      settings: vscode.workspace.getConfiguration(SETTINGS_SECTION),
    },
    diagnosticPullOptions: { onChange: true, onSave: true },
  };
  return new LanguageClient('appfunctions', vscode.l10n.t('AppFunctions Language Server'), serverOptions, clientOptions);
}

import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { HOVER_COMMANDS, SERVER_PROCESS_ENV, SETTINGS_SECTION } from '../../server/src/lsp/protocol';
import { CrashHandler } from './crash-handler';
import { renderedRuleLinks } from './rule-documentation';

/** Languages whose files the server reads. */
const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'kotlin' },
  { scheme: 'untitled', language: 'kotlin' },
  // Unsaved edits of the manifest and the app metadata reach the server too (pattern, any XML language id).
  { scheme: 'file', pattern: '**/AndroidManifest.xml' },
  { scheme: 'file', pattern: '**/res/xml*/*.xml' },
  // MCP servers, WebMCP tools and TypeScript AppFunctions.
  { scheme: 'file', language: 'typescript' },
  { scheme: 'file', language: 'typescriptreact' },
  { scheme: 'file', language: 'javascript' },
  { scheme: 'file', language: 'javascriptreact' },
  { scheme: 'untitled', language: 'typescript' },
  // .NET AppFunctions (Shiny.AppFunctions).
  { scheme: 'file', language: 'csharp' },
  { scheme: 'untitled', language: 'csharp' },
];

/**
 * Creates the language client for the bundled server (dist/server.js), not yet started. `output`
 * receives the server's log from the start; `restart` is what the crash message's Restart runs.
 */
export function createClient(context: vscode.ExtensionContext, output: vscode.OutputChannel, restart: () => Thenable<unknown>): LanguageClient {
  const module = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    // The client adds these variables to its own environment for the server.
    run: { module, transport: TransportKind.ipc, options: { env: SERVER_PROCESS_ENV } },
    debug: { module, transport: TransportKind.ipc, options: { env: SERVER_PROCESS_ENV, execArgv: ['--nolazy', '--inspect=6010'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    diagnosticCollectionName: 'appfunctions',
    synchronize: {
      configurationSection: SETTINGS_SECTION,
      // Files created, changed or deleted outside the editor (git checkout, generators) are re-read.
      // AndroidManifest.xml and res/xml* files carry the app description and the declared services.
      fileEvents: [
        vscode.workspace.createFileSystemWatcher('**/*.{kt,kts}'),
        vscode.workspace.createFileSystemWatcher('**/AndroidManifest.xml'),
        vscode.workspace.createFileSystemWatcher('**/res/xml*/*.xml'),
        vscode.workspace.createFileSystemWatcher('**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'),
        vscode.workspace.createFileSystemWatcher('**/*.cs'),
        // The project configuration: severities and languages for every file under it.
        vscode.workspace.createFileSystemWatcher('**/appfunctions.config.json'),
      ],
    },
    // The server picks its messages by the `locale` of initialize (vscode.env.language), which the
    // language client sends itself.
    initializationOptions: {
      settings: vscode.workspace.getConfiguration(SETTINGS_SECTION),
    },
    diagnosticPullOptions: { onChange: true, onSave: true },
    middleware: { ...renderedRuleLinks },
    // Hovers link to the schema preview, the copy command and rule pages: exactly these commands
    // are trusted, nothing else a text could name. No HTML.
    markdown: { isTrusted: { enabledCommands: [...HOVER_COMMANDS] } },
    outputChannel: output,
    errorHandler: new CrashHandler(restart, output),
  };
  return new LanguageClient('appfunctions', vscode.l10n.t('AppFunctions Language Server'), serverOptions, clientOptions);
}

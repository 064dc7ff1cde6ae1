import * as l10n from '@vscode/l10n';
import { CodeActionKind, createConnection, DidChangeConfigurationNotification, ProposedFeatures, TextDocumentSyncKind } from 'vscode-languageserver/node';
import { createAnalyzer } from './core/analyzer';
import { FIX_ALL_KIND, registerCodeActions } from './lsp/code-actions';
import { registerDiagnostics } from './lsp/diagnostics';
import { registerDocumentSync, registerWorkspaceFolders } from './lsp/document-sync';
import { registerHover } from './lsp/hover';
import { SettingsService } from './lsp/settings';
import { registerRegistryRequests } from './lsp/registry-requests';
import { registerSchemaPreview } from './lsp/schema-preview';
import { registerStatus } from './lsp/status';
import { WorkspaceSession } from './lsp/workspace-session';

declare const APPFUNCTIONS_VERSION: string | undefined;

// Wiring only: each feature lives in lsp/, the analysis in core/.
const connection = createConnection(ProposedFeatures.all);
// A failed request to the client must never take the server down with it.
process.on('unhandledRejection', (reason) => connection.console.error(`Unhandled rejection: ${String(reason)}`));
const analyzerLoading = createAnalyzer();
let session: WorkspaceSession | undefined;
let markReady: () => void = () => {};
/** Settles once settings are read: requests wait for it so the first answer honours them. */
const ready = new Promise<void>((resolve) => (markReady = resolve));
let supportsFolderEvents = false;

connection.onInitialize(async (params) => {
  const options = (params.initializationOptions ?? {}) as { l10nBundle?: string; settings?: unknown };
  if (options.l10nBundle) {
    try {
      l10n.config({ fsPath: options.l10nBundle });
    } catch {
      // Without the bundle, messages stay in English.
    }
  }
  const capabilities = params.capabilities;
  const settings = new SettingsService(connection, !!capabilities.workspace?.configuration, options.settings);
  session = new WorkspaceSession(connection, await analyzerLoading, settings);
  session.setFolders(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));
  supportsFolderEvents = !!capabilities.workspace?.workspaceFolders;

  registerDocumentSync(connection, session);
  registerDiagnostics(connection, session, ready);
  registerCodeActions(connection, session);
  registerStatus(connection, session);
  registerRegistryRequests(connection, session);
  registerHover(connection, session);
  registerSchemaPreview(connection, session);
  if (capabilities.workspace?.diagnostics?.refreshSupport) {
    // The client pulls an edited document by itself; other files' findings (cross-file rules) are
    // asked for again once a burst of edits has settled, not after every keystroke.
    session.onDidSettle(() => void connection.languages.diagnostics.refresh());
  }

  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      diagnosticProvider: { identifier: 'appfunctions', interFileDependencies: true, workspaceDiagnostics: true },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'appfunctions-language-server', version: typeof APPFUNCTIONS_VERSION === 'string' ? APPFUNCTIONS_VERSION : undefined },
  };
});

connection.onInitialized(async () => {
  if (!session) return;
  if (supportsFolderEvents) registerWorkspaceFolders(connection, session);
  try {
    await connection.client.register(DidChangeConfigurationNotification.type, { section: 'appfunctions' });
  } catch {
    // Clients without dynamic registration push their settings anyway, or never change them.
  }
  await session.settings.reload();
  markReady();
  await session.indexWorkspace();
});

connection.listen();

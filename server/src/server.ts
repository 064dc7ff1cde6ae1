import { createConnection, DidChangeConfigurationNotification, ProposedFeatures } from 'vscode-languageserver/node';
import { createAnalyzer } from './core/analyzer';
import { tuneProcessForAnalysis } from './core/process-start';
import { EDITOR_PARSE_BUDGET_MS } from './core/registry/file-limits';
import { useLocale } from './core/locale/messages';
import { mergeCapabilities } from './lsp/capabilities';
import { checkingCodeActionParams } from './lsp/code-action-params';
import { registerCodeActions } from './lsp/code-actions';
import { registerDiagnostics } from './lsp/diagnostics';
import { DiskFiles } from './lsp/disk-files';
import { registerDocumentSync, registerWorkspaceFolders } from './lsp/document-sync';
import { FindingsCache } from './lsp/findings-cache';
import { boundHeapGrowth } from './lsp/heap-growth';
import { collectAfterRuntimeReleases } from './lsp/collect-garbage';
import { registerHover } from './lsp/hover';
import { registerInternalErrorLog } from './lsp/internal-error-log';
import { ServerLog } from './lsp/log';
import { OpenDocuments } from './lsp/open-documents';
import { SettingsService } from './lsp/settings';
import { DEFAULT_LOG_LEVEL } from './lsp/log';
import { Settle } from './lsp/settle';
import { registerRegistryRequests } from './lsp/registry-requests';
import { registerSchemaPreview } from './lsp/schema-preview';
import { registerStatus } from './lsp/status';

declare const APPFUNCTIONS_VERSION: string | undefined;
const version = typeof APPFUNCTIONS_VERSION === 'string' ? APPFUNCTIONS_VERSION : undefined;

// Wiring only: each feature lives in lsp/ and declares its own capabilities, the analysis in core/.
boundHeapGrowth();
tuneProcessForAnalysis();
collectAfterRuntimeReleases();
const connection = createConnection(ProposedFeatures.all);
// A failed request to the client must never take the server down with it.
let settingsRead: SettingsService | undefined;
/** The server's log; until the settings are read it writes at the default level. */
const log = new ServerLog(connection, () => settingsRead?.current.logLevel ?? DEFAULT_LOG_LEVEL);
process.on('unhandledRejection', (reason) => log.error(`Unhandled rejection: ${String(reason)}`));
const analyzerLoading = createAnalyzer();
let initialized: (() => Promise<void>) | undefined;
let markReady: () => void = () => {};
/** Settles once settings are read: requests wait for it so the first answer honours them. */
const ready = new Promise<void>((resolve) => (markReady = resolve));

connection.onInitialize(async (params) => {
  const options = (params.initializationOptions ?? {}) as { settings?: unknown };
  // Messages and rule-page links in the client's display language (the language client sends
  // vscode.env.language as `locale`), from this package's bundles; a locale without one is English.
  const { problem } = useLocale(params.locale);
  if (problem) log.warn(`AppFunctions: ${problem}`);
  const client = params.capabilities;
  const analyzer = await analyzerLoading;
  registerInternalErrorLog(log, analyzer.internalErrors);

  // The state, each part with one owner: open documents and their pending edits, files on disk,
  // the settle debouncer, the findings cache.
  const settings = new SettingsService(connection, !!client.workspace?.configuration, options.settings);
  settingsRead = settings;
  // Read at every parse and disk read, so a changed appfunctions.maxFileSize applies to the next file read or edit.
  analyzer.registry.limits = {
    get maxFileSize() {
      return settings.current.maxFileSize;
    },
    parseTimeMs: EDITOR_PARSE_BUDGET_MS,
  };
  const open = new OpenDocuments(analyzer.registry);
  const findings = new FindingsCache(open, analyzer, settings);
  const disk = new DiskFiles(
    analyzer.registry,
    (uri) => open.isOpen(uri),
    (uri) => {
      findings.forget(uri);
      analyzer.forget(uri);
    },
  );
  // The configuration's `ignores` keep files out of the index, as .gitignore does.
  disk.isIgnored = (fsPath) => settings.isIgnored(fsPath);
  const settle = new Settle(open);
  disk.setFolders(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));

  const capabilities = mergeCapabilities(
    registerDocumentSync(connection, { open, disk, settings, settle, frontEnds: analyzer }),
    registerDiagnostics(connection, { open, findings, disk, settle, ready, refreshSupport: !!client.workspace?.diagnostics?.refreshSupport, log }),
    registerCodeActions(checkingCodeActionParams(connection), {
      workspace: open,
      findings,
      analyzer,
      settings,
      // A client that cannot resolve an action's edit gets fix-all with its edit at once.
      resolvesEdits: client.textDocument?.codeAction?.resolveSupport?.properties?.includes('edit') === true,
      createsFiles: client.workspace?.workspaceEdit?.documentChanges === true && client.workspace.workspaceEdit.resourceOperations?.includes('create') === true,
    }),
    registerHover(connection, open),
  );
  registerStatus(connection, { workspace: open, findings, settle, disk, enabled: () => settings.current.enable });
  registerRegistryRequests(connection, open, { findings, settle, internalError: analyzer.internalErrors.report });
  registerSchemaPreview(connection, open);

  initialized = async () => {
    if (client.workspace?.workspaceFolders) registerWorkspaceFolders(connection, disk, settle, settings);
    try {
      await connection.client.register(DidChangeConfigurationNotification.type, { section: 'appfunctions' });
    } catch {
      // Expected: clients without dynamic registration push their settings anyway, or never change them.
    }
    await settings.reload();
    settings.readProjects(disk.folders);
    markReady();
    log.info(`AppFunctions language server ${version ?? ''} started for ${disk.folders.length} workspace folder(s), messages in ${params.locale ?? 'en'}.`);
    const started = performance.now();
    await disk.indexWorkspace();
    log.info(`Indexed ${open.registry.uris().length} files in ${Math.round(performance.now() - started)} ms.`);
    settle.changed();
  };

  return {
    capabilities,
    serverInfo: { name: 'appfunctions-language-server', version },
  };
});

connection.onInitialized(() => initialized?.());

connection.listen();

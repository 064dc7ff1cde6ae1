import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import {
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidOpenTextDocumentNotification,
  DocumentDiagnosticRequest,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  WorkspaceDiagnosticRequest,
  type DocumentDiagnosticReport,
  type Hover,
  type FileEvent,
  type InitializeResult,
  type ProtocolConnection,
  type WorkspaceDiagnosticReport,
  CodeActionRequest,
  CancellationTokenSource,
  type CodeAction,
  type Command,
  type Diagnostic,
  type Range,
} from 'vscode-languageserver-protocol/node';

const SERVER = path.resolve(__dirname, '..', '..', 'dist', 'server.js');

/**
 * Drives the bundled language server over stdio exactly as an editor does: answers its requests
 * for configuration and registration, records its notifications, and offers typed helpers.
 */
export class LspTestClient {
  readonly notifications: { method: string; params: unknown }[] = [];
  refreshCount = 0;
  settings: Record<string, unknown> = { enable: true, rules: {} };
  #process: ChildProcess;
  #connection: ProtocolConnection;
  #versions = new Map<string, number>();
  stderr = '';

  constructor() {
    if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run 'npm run build' first`);
    this.#process = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.#process.stderr?.on('data', (chunk) => (this.stderr += String(chunk)));
    this.#connection = createProtocolConnection(new StreamMessageReader(this.#process.stdout!), new StreamMessageWriter(this.#process.stdin!));
    this.#connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) => params.items.map(() => this.settings));
    this.#connection.onRequest('client/registerCapability', () => null);
    this.#connection.onRequest('window/workDoneProgress/create', () => null);
    this.#connection.onRequest('window/showMessageRequest', (params: unknown) => {
      this.notifications.push({ method: 'window/showMessage', params });
      return null;
    });
    this.#connection.onRequest('workspace/diagnostic/refresh', () => {
      this.refreshCount++;
      return null;
    });
    // Every notification is recorded; the star handler is on the underlying JSON-RPC connection.
    (this.#connection as unknown as MessageConnection).onNotification((method: string, params: unknown) => {
      this.notifications.push({ method, params });
    });
    this.#connection.listen();
  }

  get pid(): number | undefined {
    return this.#process.pid;
  }

  /** `locale` is what VS Code's language client sends: its display language (`vscode.env.language`). */
  async initialize(folderUri: string, locale?: string): Promise<InitializeResult> {
    const result = await this.#connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      ...(locale === undefined ? {} : { locale }),
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'workspace' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true, diagnostics: { refreshSupport: true }, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } },
      },
    });
    await this.#connection.sendNotification(InitializedNotification.type, {});
    return result;
  }

  async open(uri: string, text: string, languageId = 'kotlin'): Promise<void> {
    this.#versions.set(uri, 1);
    await this.#connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
  }

  /** Replaces the whole text (a full-content change). */
  async change(uri: string, text: string): Promise<void> {
    const version = (this.#versions.get(uri) ?? 1) + 1;
    this.#versions.set(uri, version);
    await this.#connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  async pull(uri: string): Promise<DocumentDiagnosticReport> {
    return this.#connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri } });
  }

  async codeActions(uri: string, range: Range, diagnostics: Diagnostic[], only?: string[]): Promise<(CodeAction | Command)[]> {
    const result = await this.#connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context: { diagnostics, only } });
    return result ?? [];
  }

  async hover(uri: string, position: { line: number; character: number }): Promise<Hover | null> {
    return this.#connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
  }

  /** Any request by method name, for the server's custom messages (`appfunctions/registry`...). */
  async request<T = unknown>(method: string, params?: unknown): Promise<T> {
    return params === undefined ? this.#connection.sendRequest(method) : this.#connection.sendRequest(method, params);
  }

  async close(uri: string): Promise<void> {
    this.#versions.delete(uri);
    await this.#connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  async pullWorkspace(): Promise<WorkspaceDiagnosticReport> {
    return this.#connection.sendRequest(WorkspaceDiagnosticRequest.type, { previousResultIds: [] });
  }

  /** A workspace pull the test can cancel as an editor does (`$/cancelRequest`). */
  pullWorkspaceCancellable(): { result: Promise<WorkspaceDiagnosticReport>; cancel: () => void } {
    const source = new CancellationTokenSource();
    return { result: this.#connection.sendRequest(WorkspaceDiagnosticRequest.type, { previousResultIds: [] }, source.token), cancel: () => source.cancel() };
  }

  async changeSettings(settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    await this.#connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { appfunctions: settings } });
  }

  async filesChanged(changes: FileEvent[]): Promise<void> {
    await this.#connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes });
  }

  /** Waits until a notification matching `predicate` has arrived (or fails after `timeoutMs`). */
  async waitFor(method: string, predicate: (params: unknown) => boolean = () => true, timeoutMs = 10_000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const hit = this.notifications.find((n) => n.method === method && predicate(n.params));
      if (hit) return hit.params;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${method} notification within ${timeoutMs} ms; stderr: ${this.stderr}`);
  }

  async shutdown(): Promise<void> {
    try {
      await Promise.race([this.#connection.sendRequest('shutdown'), new Promise((resolve) => setTimeout(resolve, 2000))]);
      await this.#connection.sendNotification('exit');
    } catch {
      // The process may already be gone.
    }
    this.#connection.dispose();
    this.#process.kill();
  }
}

// A minimal LSP client for the benchmark: starts dist/server.js over stdio as an editor does,
// answers its requests (configuration, registration, refresh), keeps open documents in step with
// incremental edits, and times requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import {
  type CancellationToken,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentDiagnosticRequest,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  WorkspaceDiagnosticRequest,
  type DocumentDiagnosticReport,
  type InitializeResult,
  type Position,
  type PreviousResultId,
  type ProtocolConnection,
  type WorkspaceDiagnosticReport,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { SERVER_PROCESS_ENV } from '../server/src/lsp/protocol';

export interface StatusParams {
  functions: number;
  problems: number;
  errors: number;
  files: number;
  indexing: boolean;
}

export class BenchClient {
  readonly process: ChildProcess;
  readonly #connection: ProtocolConnection;
  readonly #documents = new Map<string, TextDocument>();
  readonly #statusWaiters: { predicate: (s: StatusParams) => boolean; resolve: (s: StatusParams) => void }[] = [];
  lastStatus?: StatusParams;
  stderr = '';
  exited = false;

  constructor(
    serverPath: string,
    readonly settings: Record<string, unknown>,
    nodeArgs: string[] = [],
  ) {
    // Started as the extension starts it, so latency and memory are the user's.
    this.process = spawn(process.execPath, [...nodeArgs, serverPath, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...SERVER_PROCESS_ENV } });
    this.process.on('exit', () => (this.exited = true));
    this.process.stderr?.on('data', (chunk) => (this.stderr = (this.stderr + String(chunk)).slice(-4000)));
    this.#connection = createProtocolConnection(new StreamMessageReader(this.process.stdout!), new StreamMessageWriter(this.process.stdin!));
    this.#connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => this.settings));
    this.#connection.onRequest('client/registerCapability', () => null);
    this.#connection.onRequest('window/workDoneProgress/create', () => null);
    this.#connection.onRequest('window/showMessageRequest', () => null);
    this.#connection.onRequest('workspace/diagnostic/refresh', () => null);
    (this.#connection as unknown as MessageConnection).onNotification((method: string, params: unknown) => {
      if (method !== 'appfunctions/status') return;
      this.lastStatus = params as StatusParams;
      for (const waiter of [...this.#statusWaiters]) {
        if (waiter.predicate(this.lastStatus)) {
          this.#statusWaiters.splice(this.#statusWaiters.indexOf(waiter), 1);
          waiter.resolve(this.lastStatus);
        }
      }
    });
    this.#connection.onError(() => {});
    this.#connection.listen();
  }

  async initialize(folderUri: string): Promise<InitializeResult> {
    const result = await this.#connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'bench' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true, diagnostics: { refreshSupport: true }, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: {
          diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          synchronization: { didSave: false, dynamicRegistration: false },
        },
      },
    });
    await this.#connection.sendNotification(InitializedNotification.type, {});
    return result;
  }

  /** Resolves with the first status (already received or future) matching `predicate`. */
  waitForStatus(predicate: (s: StatusParams) => boolean, timeoutMs: number): Promise<StatusParams | undefined> {
    if (this.lastStatus && predicate(this.lastStatus)) return Promise.resolve(this.lastStatus);
    return new Promise((resolve) => {
      const waiter = { predicate, resolve: (s: StatusParams | undefined) => (clearTimeout(timer), resolve(s)) };
      const timer = setTimeout(() => {
        this.#statusWaiters.splice(this.#statusWaiters.indexOf(waiter), 1);
        resolve(undefined);
      }, timeoutMs);
      this.#statusWaiters.push(waiter);
    });
  }

  async open(uri: string, text: string, languageId = 'kotlin'): Promise<void> {
    this.#documents.set(uri, TextDocument.create(uri, languageId, 1, text));
    await this.#connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
  }

  text(uri: string): string {
    return this.#documents.get(uri)!.getText();
  }

  /** One incremental change: replaces the text between two offsets. */
  async edit(uri: string, startOffset: number, endOffset: number, text: string): Promise<void> {
    const document = this.#documents.get(uri)!;
    const range = { start: document.positionAt(startOffset), end: document.positionAt(endOffset) };
    const next = TextDocument.update(document, [{ range, text }], document.version + 1);
    this.#documents.set(uri, next);
    await this.#connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: next.version }, contentChanges: [{ range, text }] });
  }

  async close(uri: string): Promise<void> {
    this.#documents.delete(uri);
    await this.#connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  pull(uri: string, previousResultId?: string): Promise<DocumentDiagnosticReport> {
    return this.#connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri }, previousResultId });
  }

  pullWorkspace(previousResultIds: PreviousResultId[], token?: CancellationToken): Promise<WorkspaceDiagnosticReport> {
    return this.#connection.sendRequest(WorkspaceDiagnosticRequest.type, { previousResultIds }, token);
  }

  hover(uri: string, position: Position): Promise<unknown> {
    return this.#connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
  }

  /** Shuts the server down politely (so --cpu-prof can write its profile), then makes sure it is gone. */
  async dispose(graceMs = 5000): Promise<void> {
    if (!this.exited) {
      try {
        await Promise.race([this.#connection.sendRequest('shutdown'), delay(graceMs)]);
        await this.#connection.sendNotification('exit');
      } catch {
        // Already gone.
      }
      const deadline = Date.now() + graceMs;
      while (!this.exited && Date.now() < deadline) await delay(20);
    }
    this.#connection.dispose();
    if (!this.exited) this.process.kill('SIGKILL');
  }
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

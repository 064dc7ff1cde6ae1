import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import { createProtocolConnection, ErrorCodes, InitializedNotification, InitializeRequest, ResponseError, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import { SERVER_PROCESS_ENV } from '../../server/src/lsp/protocol';

/** The bundle driven: the checkout's build, or `FUZZ_SERVER` (a copy, so a long run survives rebuilds). */
const SERVER = path.resolve(process.env.FUZZ_SERVER ?? path.join(__dirname, '..', '..', 'dist', 'server.js'));

/** One message the harness sent, as written to a reproducer's `ops.jsonl`. */
export interface SentOp {
  kind: 'request' | 'notification';
  method: string;
  params: unknown;
  /** Milliseconds the answer took (requests only). */
  ms?: number;
  /** How the request ended when it did not answer normally. */
  outcome?: 'hang' | 'error' | 'closed';
}

/** A request that did not answer within the hang timeout. */
export class HangError extends Error {}
/** The server process went away while a request was pending. */
export class ServerGoneError extends Error {}

/**
 * The bundled server over stdio, as the fuzz harness drives it: every request is timed and
 * recorded, a request that never answers is a hang, and the process's exit, its error log lines
 * and its resident memory are watched.
 */
export class FuzzClient {
  readonly errorLog: string[] = [];
  /** Latency of every answered request, by method. */
  readonly latencies: { method: string; ms: number }[] = [];
  ops: SentOp[] = [];
  stderr = '';
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  readonly #process: ChildProcess;
  readonly #connection: ProtocolConnection;
  readonly #hangMs: number;

  constructor(hangMs: number) {
    if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run 'npm run build' first`);
    this.#hangMs = hangMs;
    // FUZZ_SERVER_NODE_ARGS (for example "--inspect=127.0.0.1:9339") reaches only the server, for
    // looking into its memory while a run goes on.
    const nodeArgs = (process.env.FUZZ_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
    this.#process = spawn(process.execPath, [...nodeArgs, SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...SERVER_PROCESS_ENV } });
    this.#process.stderr?.on('data', (chunk) => {
      if (this.stderr.length < 100_000) this.stderr += String(chunk);
    });
    this.#process.on('exit', (code, signal) => (this.exited = { code, signal }));
    // A write to a dead server's stdin must not take the harness down with it.
    this.#process.stdin?.on('error', () => undefined);
    this.#connection = createProtocolConnection(new StreamMessageReader(this.#process.stdout!), new StreamMessageWriter(this.#process.stdin!));
    this.#connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({ enable: true, rules: {} })));
    this.#connection.onRequest('client/registerCapability', () => null);
    this.#connection.onRequest('window/workDoneProgress/create', () => null);
    this.#connection.onRequest('window/showMessageRequest', () => null);
    this.#connection.onRequest('workspace/diagnostic/refresh', () => null);
    (this.#connection as unknown as MessageConnection).onNotification((method: string, params: unknown) => {
      // LSP message type 1 is Error: the server's internal-error log and unhandled rejections.
      if (method === 'window/logMessage' && (params as { type?: number }).type === 1) this.errorLog.push((params as { message: string }).message);
    });
    this.#connection.onError(() => undefined);
    this.#connection.listen();
  }

  get pid(): number | undefined {
    return this.#process.pid;
  }

  /** Resident memory of the server process in bytes (Linux `/proc`), or undefined once it is gone. */
  rss(): number | undefined {
    if (this.exited || this.#process.pid === undefined) return undefined;
    try {
      const status = fs.readFileSync(`/proc/${this.#process.pid}/status`, 'utf8');
      const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
      return match ? Number(match[1]) * 1024 : undefined;
    } catch {
      // The process ended between the check and the read.
      return undefined;
    }
  }

  async initialize(folderUri: string): Promise<unknown> {
    const result = await this.#connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'workspace' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true, diagnostics: { refreshSupport: true }, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: {
          diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false },
          synchronization: { dynamicRegistration: false, didSave: false },
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll'] } } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
        },
      },
    });
    await this.#connection.sendNotification(InitializedNotification.type, {});
    return result;
  }

  /** Sends a notification and records it. */
  async notify(method: string, params: unknown): Promise<void> {
    this.ops.push({ kind: 'notification', method, params });
    if (this.exited) throw new ServerGoneError(`server exited (${this.exitText()}) before ${method}`);
    await this.#connection.sendNotification(method, params);
  }

  /**
   * Sends a request, times it and records it. Throws {@link HangError} after the hang timeout,
   * {@link ServerGoneError} if the process ends, and the server's `ResponseError` otherwise.
   */
  async request<T>(method: string, params: unknown): Promise<{ result: T; ms: number }> {
    const op: SentOp = { kind: 'request', method, params };
    this.ops.push(op);
    if (this.exited) {
      op.outcome = 'closed';
      throw new ServerGoneError(`server exited (${this.exitText()}) before ${method}`);
    }
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    let exitWatch: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        this.#connection.sendRequest(method, params) as Promise<T>,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new HangError(`${method} did not answer within ${this.#hangMs} ms`)), this.#hangMs);
          exitWatch = setInterval(() => {
            if (this.exited) reject(new ServerGoneError(`server exited (${this.exitText()}) during ${method}`));
          }, 50);
        }),
      ]);
      const ms = performance.now() - started;
      op.ms = Math.round(ms);
      this.latencies.push({ method, ms });
      return { result, ms };
    } catch (error) {
      op.ms = Math.round(performance.now() - started);
      op.outcome = error instanceof HangError ? 'hang' : error instanceof ServerGoneError ? 'closed' : 'error';
      if (error instanceof ResponseError) this.latencies.push({ method, ms: performance.now() - started });
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(exitWatch);
    }
  }

  exitText(): string {
    return this.exited ? `code ${this.exited.code}, signal ${this.exited.signal}` : 'running';
  }

  /** Ends the server: a polite shutdown when it still answers, then the process. */
  async dispose(): Promise<void> {
    if (!this.exited) {
      try {
        await Promise.race([this.#connection.sendRequest('shutdown'), new Promise((resolve) => setTimeout(resolve, 1000))]);
        await this.#connection.sendNotification('exit');
        // Time to exit on its own, so that `--cpu-prof` in FUZZ_SERVER_NODE_ARGS writes its profile.
        const exited = new Promise((resolve) => this.#process.once('exit', resolve));
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
      } catch {
        // Already gone or not answering: the kill below ends it.
      }
    }
    this.#connection.dispose();
    this.#process.kill('SIGKILL');
  }
}

/** Whether an error answer is the server's own failure rather than a refusal of the request. */
export function isInternalErrorResponse(error: unknown): boolean {
  return error instanceof ResponseError && (error.code === ErrorCodes.InternalError || error.code === ErrorCodes.UnknownErrorCode);
}

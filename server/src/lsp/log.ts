import type { Connection } from 'vscode-languageserver';

/** The levels of `appfunctions.logLevel`, most quiet first. */
export const LOG_LEVELS = ['off', 'error', 'warn', 'info', 'debug'] as const;

/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the server writes to its output channel when the setting is absent or unreadable. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/** `value` as a log level, or undefined when it is not one. */
export function readLogLevel(value: unknown): LogLevel | undefined {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value) ? (value as LogLevel) : undefined;
}

/**
 * The server's log (the client's AppFunctions output channel), filtered by `appfunctions.logLevel`:
 * errors (internal errors, unhandled rejections), warnings (a locale or setting that could not be
 * used), information (start, indexing done, configuration files read) and debug (each diagnostics
 * pull with its time). The level is read at each message, so a changed setting applies at once.
 */
export class ServerLog {
  constructor(
    private readonly connection: Pick<Connection, 'console'>,
    private readonly level: () => LogLevel,
  ) {}

  error(message: string): void {
    if (this.#enabled('error')) this.connection.console.error(message);
  }

  warn(message: string): void {
    if (this.#enabled('warn')) this.connection.console.warn(message);
  }

  info(message: string): void {
    if (this.#enabled('info')) this.connection.console.info(message);
  }

  /** `message` is a function, so a debug line costs nothing to build when it is not written. */
  debug(message: () => string): void {
    if (this.#enabled('debug')) this.connection.console.log(message());
  }

  #enabled(level: Exclude<LogLevel, 'off'>): boolean {
    return LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(this.level());
  }
}

import type { InternalError } from '../model/internal-error';

/** How many entries the sink keeps for reading back; listeners see every one. */
const KEPT_ENTRIES = 100;

/**
 * The internal errors of one analyzer. Whoever drives the analyzer decides where they go (the
 * server's output channel, the command's stderr under `--debug`); the tests read `entries`.
 */
export class InternalErrorSink {
  readonly #entries: InternalError[] = [];
  readonly #listeners: ((entry: InternalError) => void)[] = [];
  /** Every entry ever reported, including those no longer kept. */
  count = 0;

  /** Records an entry. Bound so it can be handed around as a {@link ReportInternalError}. */
  readonly report = (entry: InternalError): void => {
    this.count++;
    this.#entries.push(entry);
    if (this.#entries.length > KEPT_ENTRIES) this.#entries.shift();
    for (const listener of this.#listeners) listener(entry);
  };

  /** The latest entries (at most {@link KEPT_ENTRIES}), oldest first. */
  get entries(): readonly InternalError[] {
    return this.#entries;
  }

  /** Calls `listener` for every entry reported from now on. */
  onReport(listener: (entry: InternalError) => void): void {
    this.#listeners.push(listener);
  }

  /** Forgets the kept entries (a test between two analyses). */
  clear(): void {
    this.#entries.length = 0;
    this.count = 0;
  }
}

/** One entry as a line of text and the stack: `rule no-filler in file:///A.kt: TypeError: ...`. */
export function formatInternalError(entry: InternalError): string {
  const what = [entry.phase, entry.ruleId].filter(Boolean).join(' ');
  const where = entry.uri ? ` in ${entry.uri}` : '';
  const error = entry.error instanceof Error ? (entry.error.stack ?? `${entry.error.name}: ${entry.error.message}`) : String(entry.error);
  return `internal error (${what})${where}: ${error}`;
}

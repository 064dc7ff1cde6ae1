import { formatInternalError, type InternalErrorSink } from '../core/analysis/internal-error-sink';
import type { ServerLog } from './log';

/** How many distinct errors are logged; past that, the output channel says so once and stops. */
const LOGGED_KINDS = 200;

/**
 * Logs the analyzer's internal errors to the server's output channel. A broken rule throws on
 * every keystroke: each distinct error (phase, rule, message) is logged once with its stack.
 */
export function registerInternalErrorLog(log: Pick<ServerLog, 'error'>, sink: InternalErrorSink): void {
  const logged = new Set<string>();
  sink.onReport((entry) => {
    const message = entry.error instanceof Error ? entry.error.message : String(entry.error);
    const kind = `${entry.phase}\u0000${entry.ruleId ?? ''}\u0000${message}`;
    if (logged.has(kind) || logged.size > LOGGED_KINDS) return;
    logged.add(kind);
    if (logged.size > LOGGED_KINDS) {
      log.error('More internal errors follow; they are not logged.');
      return;
    }
    log.error(`${formatInternalError(entry)}\n(Logged once; the same error again is not logged.)`);
  });
}

import { LSPErrorCodes, ResponseError } from 'vscode-languageserver';

/**
 * Superseded requests: the server handles one message at a time, so a request yields once before
 * its work (and long work yields between slices) to let edits and `$/cancelRequest` arrive; a
 * request the client has cancelled by then is dropped.
 */

/** Resolves after the messages that have already arrived are handled. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The answer to a request the client cancelled. */
export function cancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
}

/** How long work over many files runs before it lets other messages through. */
export const SLICE_MS = 10;

/**
 * Runs `work` on each item in slices of about {@link SLICE_MS}, letting other messages through
 * in between; stops before the next item once `stop()` is true. Returns whether every item ran.
 */
export async function inSlices<T>(items: Iterable<T>, work: (item: T) => void, stop: () => boolean): Promise<boolean> {
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    if (stop()) return false;
    work(item);
  }
  return true;
}

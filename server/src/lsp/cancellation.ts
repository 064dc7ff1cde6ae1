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

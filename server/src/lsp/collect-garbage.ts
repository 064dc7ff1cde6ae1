import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { onRuntimeReleased } from '../core/languages/tree-sitter/runtime';

/**
 * Documents at least this long (in UTF-16 code units) are followed by a full garbage collection
 * when they are closed: parsing, checking and judging fixes for one leaves hundreds of megabytes
 * of garbage, on top of what the server's heap already held waiting for its next collection.
 */
export const LARGE_DOCUMENT_CHARS = 256 * 1024;

let collect: (() => void) | undefined | null;

/**
 * Runs a full collection now. V8 exposes it only under `--expose-gc`, which is set here for this
 * purpose; nothing else in the server calls it. Never throws: without it, V8 collects when it
 * judges best, as before.
 */
export function collectGarbageNow(): void {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  collect?.();
}

/** After a large document is closed, the garbage it left is collected at once rather than piled under the next one. */
export function collectAfterLargeDocument(length: number): void {
  if (length >= LARGE_DOCUMENT_CHARS) collectGarbageNow();
}

let collectionPending = false;

/**
 * Collects once a retired tree-sitter instance was handed over (see `onRuntimeReleased`): its
 * WebAssembly memory, up to a hundred megabytes after a megabyte of broken code, goes only with
 * a collection, and V8 does not hurry for memory outside its heap. After the current message, and
 * once for several releases in a row.
 */
export function collectAfterRuntimeReleases(): () => void {
  return onRuntimeReleased(() => {
    if (collectionPending) return;
    collectionPending = true;
    setImmediate(() => {
      collectionPending = false;
      collectGarbageNow();
    });
  });
}

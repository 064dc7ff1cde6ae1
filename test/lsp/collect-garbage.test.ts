import * as v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectAfterLargeDocument, collectGarbageNow, LARGE_DOCUMENT_CHARS } from '../../server/src/lsp/collect-garbage';

/** The full collection the server runs after closing a large document (lsp/collect-garbage.ts). */
describe('collecting garbage after a large document', () => {
  const used = () => v8.getHeapStatistics().used_heap_size;

  it('frees what is no longer reachable, at once', () => {
    collectGarbageNow();
    const before = used();
    // About 40 MB of arrays, unreachable once made.
    for (let i = 0; i < 40; i++) new Array(131_072).fill(i);
    expect(used()).toBeGreaterThan(before);
    collectGarbageNow();
    expect(used()).toBeLessThan(before + 4 * 2 ** 20);
  });

  it('runs only for documents of the large size', () => {
    collectGarbageNow();
    const garbage = () => {
      for (let i = 0; i < 40; i++) new Array(131_072).fill(i);
    };
    const baseline = used();
    garbage();
    const withGarbage = used();
    collectAfterLargeDocument(LARGE_DOCUMENT_CHARS - 1);
    // A small document leaves the garbage to V8's own schedule (no collection happened here).
    expect(used()).toBeGreaterThanOrEqual(withGarbage - 4 * 2 ** 20);
    collectAfterLargeDocument(LARGE_DOCUMENT_CHARS);
    expect(used()).toBeLessThan(baseline + 4 * 2 ** 20);
  });
});

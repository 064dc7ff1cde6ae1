import * as v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createKotlinFrontEnd } from '../../server/src/core/languages/kotlin/index';
import { kotlinRuntime } from '../../server/src/core/languages/kotlin/tree-sitter';
import { collectAfterLargeDocument, collectAfterRuntimeReleases, collectGarbageNow, LARGE_DOCUMENT_CHARS } from '../../server/src/lsp/collect-garbage';

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

  it('collects once a retired tree-sitter instance was handed over to its replacement', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const stop = collectAfterRuntimeReleases();
    try {
      const statements = `package com.example\n\nfun tally() {\n${'    g(x)\n'.repeat(100_000)}}\n`;
      collectGarbageNow();
      const baseline = used();
      // About 40 MB held past the young generation's collections, then let go.
      let held: number[][] | undefined = Array.from({ length: 40 }, (_, i) => new Array(131_072).fill(i));
      // A parse that outgrows the instance's memory budget retires it.
      expect(() => frontEnd.parse('tally.kt', statements)).toThrow();
      expect(held).toHaveLength(40);
      held = undefined;
      expect(used()).toBeGreaterThan(baseline + 20 * 2 ** 20);
      await kotlinRuntime();
      await nextTurn();
      expect(used()).toBeLessThan(baseline + 8 * 2 ** 20);
    } finally {
      stop();
    }
  });
});

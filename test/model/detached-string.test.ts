import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { analyzeText, packFor } from '../../server/src/core/description/languages';
import { detachedString } from '../../server/src/core/model/detached-string';
import { lowerWords } from '../../server/src/core/rules/support/naming';
import { SchemaCache } from '../../server/src/core/schema/cache';
import { SourceText, TextPieceBuilder } from '../../server/src/core/text/source-text';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const DOCUMENTS = 24;
const DOCUMENT_CHARS = 1_000_000;

/** A document as the server receives it: a fresh string from a JSON message, not a literal. */
function document(n: number): string {
  return JSON.parse(JSON.stringify(`/** Lists the saved notes of folder number ${n} for the user. */\nfun listFolderNotes${n}() {}\n${'x'.repeat(DOCUMENT_CHARS)}`)) as string;
}

/**
 * Heap growth, in megabytes, after `keep` has been given something cut from each of 24 one-megabyte
 * documents that are then dropped. Were the documents kept, the heap would grow by 24 MB or more.
 */
function retainedMegabytes(keep: (text: string, n: number) => void): number {
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let n = 0; n < DOCUMENTS; n++) keep(document(n), n);
  gc();
  gc();
  return (process.memoryUsage().heapUsed - before) / 2 ** 20;
}

describe('what outlives a file keeps none of its text', () => {
  it('a detached copy equals the text it was cut from', () => {
    const text = document(1);
    const cut = text.slice(4, 60);
    expect(detachedString(cut)).toBe(cut);
    expect(detachedString('short')).toBe('short');
    expect(detachedString('a "quoted"\n\u2028 line')).toBe('a "quoted"\n\u2028 line');
  });

  it('the description analysis and language caches', () => {
    const grown = retainedMegabytes((text) => {
      const description = text.slice(4, text.indexOf('*/'));
      analyzeText(description);
      packFor(description);
    });
    expect(grown).toBeLessThan(DOCUMENTS / 3);
  });

  it("the name splitter's cache", () => {
    const grown = retainedMegabytes((text) => {
      const at = text.indexOf('listFolderNotes');
      lowerWords(text.slice(at, text.indexOf('(', at)));
    });
    expect(grown).toBeLessThan(DOCUMENTS / 3);
  });

  it('text pieces built from a file', () => {
    const kept: string[] = [];
    const grown = retainedMegabytes((text) => {
      const builder = new TextPieceBuilder(new SourceText(text));
      builder.append(4, text.indexOf('*/'), ' ');
      kept.push(builder.build()!.text);
    });
    expect(kept).toHaveLength(DOCUMENTS);
    expect(grown).toBeLessThan(DOCUMENTS / 3);
  });

  it('computed schema views in the content cache', () => {
    const cache = new SchemaCache<{ description: string }>();
    const grown = retainedMegabytes((text, n) => {
      const description = text.slice(4, text.indexOf('*/'));
      const view = cache.get(
        {},
        1,
        () => ({ hash: `view ${n}`, weight: description.length }),
        () => ({ description }),
      );
      expect(view.description).toBe(description);
    });
    expect(cache.size).toBe(DOCUMENTS);
    expect(grown).toBeLessThan(DOCUMENTS / 3);
  });
});

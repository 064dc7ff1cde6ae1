// What the Kotlin parser reads of a file: the text with the grammar's gaps masked, every offset
// unchanged, and the included ranges that keep every node on the line the file has it on.
import type { Point, Range } from 'web-tree-sitter';
import { constructorLineBreaks } from './constructor-line-breaks';
import { maskFunInterfaces } from './fun-interface';

/**
 * A file's text as the parser is given it: `text` is `source` with the `fun` of each `fun interface`
 * blanked (fun-interface.ts) and each line break between a class header and its primary
 * constructor made a space (constructor-line-breaks.ts); same length, same offsets. A line break
 * made a space would move every later node a line up, so the parser then reads the text in ranges
 * that start after each such space at the row and column the file has there: tree-sitter takes a
 * range's start point as given, and every point of the tree is the file's own.
 */
export class ParserText {
  private constructor(
    /** The file's text. */
    readonly source: string,
    /** What the parser reads. */
    readonly text: string,
    /** Where the parser reads it: undefined when no line break was masked (the whole text). */
    readonly includedRanges: Range[] | undefined,
  ) {}

  /** The text the parser reads for `source`. A text without either gap costs two searches and is returned as is. */
  static of(source: string): ParserText {
    const funMasked = maskFunInterfaces(source);
    const lineFeeds = constructorLineBreaks(source);
    if (lineFeeds.length === 0) return new ParserText(source, funMasked, undefined);
    return new ParserText(source, maskLineBreaks(funMasked, lineFeeds), rangesAround(source, lineFeeds));
  }

  /**
   * The included ranges for a region of the file from `start` to `end` (whose points are given):
   * one range, or one per masked line break inside it.
   */
  rangesWithin(start: number, end: number, startPosition: Point, endPosition: Point): Range[] {
    const ranges = this.includedRanges ?? [];
    const within: Range[] = [];
    for (let i = firstEndingAfter(ranges, start); i < ranges.length; i++) {
      const range = ranges[i]!;
      if (range.startIndex >= end) break;
      within.push(range);
    }
    if (within.length === 0) return [{ startIndex: start, endIndex: end, startPosition, endPosition }];
    const first = within[0]!;
    within[0] = { ...first, startIndex: start, startPosition };
    const last = within.at(-1)!;
    within[within.length - 1] = { ...last, endIndex: end, endPosition };
    return within;
  }
}

/** `text` with the line feed at each of `lineFeeds` and a carriage return before it made spaces. */
function maskLineBreaks(text: string, lineFeeds: readonly number[]): string {
  const parts: string[] = [];
  let last = 0;
  for (const lineFeed of lineFeeds) {
    const start = text[lineFeed - 1] === '\r' ? lineFeed - 1 : lineFeed;
    parts.push(text.slice(last, start), ' '.repeat(lineFeed + 1 - start));
    last = lineFeed + 1;
  }
  parts.push(text.slice(last));
  return parts.join('');
}

/**
 * The ranges that cover all of `source`, split after each of `lineFeeds`: a range ends where the
 * parser, reading a space there, has come to (the same row, one column on), and the next one starts
 * at the next row's first column. Rows count line feeds, as tree-sitter does; columns are UTF-16
 * code units, as web-tree-sitter gives them.
 */
function rangesAround(source: string, lineFeeds: readonly number[]): Range[] {
  const ranges: Range[] = [];
  let startIndex = 0;
  let startPosition: Point = { row: 0, column: 0 };
  let row = 0;
  let rowStart = 0;
  const advanceTo = (offset: number) => {
    for (let i = source.indexOf('\n', rowStart); i >= 0 && i < offset; i = source.indexOf('\n', i + 1)) {
      row++;
      rowStart = i + 1;
    }
  };
  for (const lineFeed of lineFeeds) {
    advanceTo(lineFeed);
    ranges.push({ startIndex, endIndex: lineFeed + 1, startPosition, endPosition: { row, column: lineFeed + 1 - rowStart } });
    startIndex = lineFeed + 1;
    startPosition = { row: row + 1, column: 0 };
  }
  advanceTo(source.length);
  ranges.push({ startIndex, endIndex: source.length, startPosition, endPosition: { row, column: source.length - rowStart } });
  return ranges;
}

/** The index of the first of `ranges` (in order, not overlapping) that ends after `offset`. */
function firstEndingAfter(ranges: readonly Range[], offset: number): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ranges[middle]!.endIndex <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

import type { Position, Range } from '../model/positions';
import type { TextPiece, TextSegment } from '../model/text-pieces';
import { detachedString } from '../model/detached-string';

/** Converts between UTF-16 offsets and zero-based line/character positions for one text. */
export class SourceText {
  readonly lineStarts: number[];

  /**
   * The line index of `text`, shared with whoever asked for the same text last: extraction and
   * every rule of one analysis read the same text, and a big file's index is not free.
   */
  static of(text: string): SourceText {
    for (const known of recent) if (known.text === text) return known;
    const source = new SourceText(text);
    recent.unshift(source);
    if (recent.length > RECENT_TEXTS) recent.pop();
    return source;
  }

  constructor(readonly text: string) {
    const starts = [0];
    if (!text.includes('\r')) {
      // The common case, line feeds only: indexOf finds them far faster than a loop over characters.
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10 /* \n */) starts.push(i + 1);
      else if (ch === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  positionAt(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.#lineStart(mid) <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: clamped - this.#lineStart(low) };
  }

  offsetAt(position: Position): number {
    if (position.line >= this.lineStarts.length) return this.text.length;
    if (position.line < 0) return 0;
    return Math.min(this.#lineStart(position.line) + position.character, this.text.length);
  }

  /** Where a line starts; callers pass lines of the text, and a line past its end would start at its end. */
  #lineStart(line: number): number {
    return this.lineStarts[line] ?? this.text.length;
  }

  range(startOffset: number, endOffset: number): Range {
    return { start: this.positionAt(startOffset), end: this.positionAt(endOffset) };
  }
}

/** How many texts {@link SourceText.of} remembers (a few files analysed in turn). */
const RECENT_TEXTS = 4;
const recent: SourceText[] = [];

/** Builds a {@link TextPiece} from verbatim source runs joined by a separator. */
export class TextPieceBuilder {
  #text = '';
  #segments: TextSegment[] = [];
  #first?: number;
  #last?: number;

  constructor(private readonly source: SourceText) {}

  /** Appends source characters [start, end) verbatim, preceded by `separator` when not first. */
  append(start: number, end: number, separator: string): void {
    if (end <= start) return;
    if (this.#text.length > 0) this.#text += separator;
    this.#segments.push({ textOffset: this.#text.length, length: end - start, start: this.source.positionAt(start) });
    this.#text += this.source.text.slice(start, end);
    this.#first ??= start;
    this.#last = end;
  }

  build(): TextPiece | undefined {
    if (this.#first === undefined || this.#last === undefined) return undefined;
    // Pieces outlive their file in the rules' caches: a slice would keep the whole file's text alive.
    return { text: detachedString(this.#text), range: this.source.range(this.#first, this.#last), segments: this.#segments };
  }
}

/** Maps a span [start, end) of a piece's text back to the source range it came from. */
export function rangeInPiece(piece: TextPiece, start: number, end: number): Range {
  return { start: pointInPiece(piece, start, false), end: pointInPiece(piece, Math.max(start, end), true) };
}

function pointInPiece(piece: TextPiece, offset: number, isEnd: boolean): Position {
  // Segments follow one another in the text without overlapping, so the one holding the offset
  // (or the last one before it) is found by binary search: a scan per report was quadratic in a
  // long KDoc of many lines with many findings.
  const segments = piece.segments;
  let chosen = segments[0];
  const before = lastSegmentFrom(segments, offset, isEnd);
  const holding = before >= 0 ? segments[before] : undefined;
  if (holding && offset <= holding.textOffset + holding.length - (isEnd ? 0 : 1)) chosen = holding;
  else if (isEnd) {
    const atOrBefore = lastSegmentFrom(segments, offset, false);
    if (atOrBefore >= 0) chosen = segments[atOrBefore];
  } else if (holding) chosen = holding;
  if (!chosen) return piece.range.start;
  const delta = Math.max(0, Math.min(offset - chosen.textOffset, chosen.length));
  return advance(chosen.start, piece.text, chosen.textOffset, chosen.textOffset + delta);
}

/**
 * The position `text[from, to)` ends at when it starts at `start`. A segment is verbatim source
 * and usually one line, but not always (a string literal that error recovery ran on over the
 * following lines): its line breaks count as {@link SourceText} counts them, `\r\n` as one.
 */
function advance(start: Position, text: string, from: number, to: number): Position {
  let line = start.line;
  let lineStart = from - start.character;
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (ch !== 10 /* \n */ && ch !== 13 /* \r */) continue;
    // A \r\n split by `to` ends the line only once the \n is reached.
    if (ch === 13 && text.charCodeAt(i + 1) === 10) {
      if (i + 1 >= to) break;
      i++;
    }
    line++;
    lineStart = i + 1;
  }
  return { line, character: to - lineStart };
}

/** Index of the last segment starting before `offset` (`strictly`) or at or before it; -1 when none. */
function lastSegmentFrom(segments: readonly TextSegment[], offset: number, strictly: boolean): number {
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = segments[mid]!.textOffset;
    if (strictly ? start < offset : start <= offset) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** A piece made from a single source span (string literals, identifiers). */
export function pieceFromSpan(source: SourceText, start: number, end: number): TextPiece {
  const builder = new TextPieceBuilder(source);
  builder.append(start, end, '');
  return builder.build() ?? { text: '', range: source.range(start, start), segments: [] };
}

/**
 * Whether [start, end) of a piece's text is one verbatim run of the source (no comment markers or
 * line breaks removed inside it), so replacing that range in the file replaces exactly that text.
 */
export function isVerbatimSpan(piece: TextPiece, start: number, end: number): boolean {
  if (end <= start) return piece.segments.some((s) => s.textOffset <= start && end <= s.textOffset + s.length);
  // Segments do not overlap: only the last one starting at or before `start` can hold the span.
  const segment = piece.segments[lastSegmentFrom(piece.segments, start, false)];
  return segment !== undefined && end <= segment.textOffset + segment.length;
}

/**
 * The number of lines of a text, counting line breaks as {@link SourceText} does (LF, CRLF or CR),
 * without building and keeping a line index: for texts nothing will read by position.
 */
export function countLines(text: string): number {
  let count = 1;
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
    return count;
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) count++;
    else if (ch === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      count++;
    }
  }
  return count;
}

import type { TextEdit } from '../model/findings';
import { SourceText } from '../text/source-text';

/** An edit as offsets into one text. */
export interface EditSpan {
  start: number;
  end: number;
  newText: string;
}

/** Orders spans by start, then end. */
export function compareSpans(a: EditSpan, b: EditSpan): number {
  return a.start - b.start || a.end - b.end;
}

/** The edits as offsets, sorted, using one line index of the text. */
export function toSpans(source: SourceText, edits: readonly TextEdit[]): EditSpan[] {
  return edits.map((edit) => ({ start: source.offsetAt(edit.range.start), end: source.offsetAt(edit.range.end), newText: edit.newText })).sort(compareSpans);
}

/** Whether any two of the (sorted) spans overlap; inserts at the same point do not. */
export function spansOverlap(sorted: readonly EditSpan[]): boolean {
  let previous: EditSpan | undefined;
  for (const span of sorted) {
    if (previous && span.start < previous.end) return true;
    previous = span;
  }
  return false;
}

/**
 * Applies edits to a text. Returns undefined when two edits overlap, since the result would
 * depend on the order and could destroy the user's text.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string | undefined {
  const spans = toSpans(new SourceText(text), edits);
  if (spansOverlap(spans)) return undefined;
  let result = '';
  let cursor = 0;
  for (const span of spans) {
    result += text.slice(cursor, span.start) + span.newText;
    cursor = span.end;
  }
  return result + text.slice(cursor);
}

import type { TextEdit } from '../rules/rule';
import { SourceText } from '../text/source-text';

/**
 * Applies edits to a text. Returns undefined when two edits overlap, since the result would
 * depend on the order and could destroy the user's text.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string | undefined {
  const source = new SourceText(text);
  const spans = edits
    .map((edit) => ({ start: source.offsetAt(edit.range.start), end: source.offsetAt(edit.range.end), newText: edit.newText }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i].start < spans[i - 1].end) return undefined;
  }
  let result = '';
  let cursor = 0;
  for (const span of spans) {
    result += text.slice(cursor, span.start) + span.newText;
    cursor = span.end;
  }
  return result + text.slice(cursor);
}

/** Whether two edit lists touch overlapping ranges of the same text. */
export function editsOverlap(text: string, a: readonly TextEdit[], b: readonly TextEdit[]): boolean {
  return applyEdits(text, [...a, ...b]) === undefined;
}

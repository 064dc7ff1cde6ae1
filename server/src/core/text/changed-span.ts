/** Characters compared at once while looking for where two texts differ. */
const CHUNK = 1024;

/**
 * Where two texts differ: the span left between their common prefix and their common suffix
 * (which never overlap), in UTF-16 code units. Whole chunks are compared first: equal slices
 * compare natively, far faster than character by character over a big file, and the texts an
 * editor builds edit by edit are ropes, slow to index into.
 */
export function changedSpan(before: string, after: string): ChangedSpan {
  // One edit is asked about by several readers in turn (the size checks, the parser, the reuse of
  // rule reports): the same two texts, most often the same two strings, so a pointer comparison.
  if (last && last.before === before && last.after === after) return last.span;
  const span = spanBetween(before, after);
  last = { before, after, span };
  return span;
}

/** Where two texts differ, in UTF-16 code units: `[start, oldEnd)` of the text before became `[start, newEnd)`. */
export interface ChangedSpan {
  readonly start: number;
  readonly oldEnd: number;
  readonly newEnd: number;
}

/** The last pair of texts compared (one edit is looked at by several readers in a row). */
let last: { before: string; after: string; span: ChangedSpan } | undefined;

function spanBetween(before: string, after: string): ChangedSpan {
  const limit = Math.min(before.length, after.length);
  let start = 0;
  while (start + CHUNK <= limit && before.slice(start, start + CHUNK) === after.slice(start, start + CHUNK)) start += CHUNK;
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let suffix = 0;
  while (
    suffix + CHUNK <= limit - start &&
    before.slice(before.length - suffix - CHUNK, before.length - suffix) === after.slice(after.length - suffix - CHUNK, after.length - suffix)
  )
    suffix += CHUNK;
  while (suffix < limit - start && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  return { start, oldEnd: before.length - suffix, newEnd: after.length - suffix };
}

/** Whether `text[from, to)` (clamped to its length) holds one of `characters`. */
export function containsAnyOf(text: string, from: number, to: number, characters: string): boolean {
  const end = Math.min(to, text.length);
  for (let i = from; i < end; i++) if (characters.includes(text.charAt(i))) return true;
  return false;
}

/**
 * Whether the edit between two texts (their {@link changedSpan}) removes or puts in one of
 * `characters`, or sits next to one: a reader that reacts to those characters, and to their
 * neighbours, sees the same sequence of them before and after an edit that does not.
 */
export function editTouches(before: string, after: string, characters: string): boolean {
  const { start, oldEnd, newEnd } = changedSpan(before, after);
  const from = Math.max(0, start - 1);
  return containsAnyOf(before, from, oldEnd + 1, characters) || containsAnyOf(after, from, newEnd + 1, characters);
}

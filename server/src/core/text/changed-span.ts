/** Characters compared at once while looking for where two texts differ. */
const CHUNK = 1024;

/**
 * Where two texts differ: the span left between their common prefix and their common suffix
 * (which never overlap), in UTF-16 code units. Whole chunks are compared first: equal slices
 * compare natively, far faster than character by character over a big file, and the texts an
 * editor builds edit by edit are ropes, slow to index into.
 */
export function changedSpan(before: string, after: string): { start: number; oldEnd: number; newEnd: number } {
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

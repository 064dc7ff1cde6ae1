/** A span [start, end) of a description's text. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** Every match of a regex (global or not), as spans. */
export function matchesOf(text: string, regex: RegExp): TextSpan[] {
  return scan(text, globalCopy(regex));
}

/**
 * Per pattern, a global regex of its own: the caller's regex and its `lastIndex` stay untouched,
 * and no regex is built per call (the rules scan every description with dozens of patterns).
 */
const globalCopies = new WeakMap<RegExp, RegExp>();
function globalCopy(regex: RegExp): RegExp {
  let copy = globalCopies.get(regex);
  if (!copy) {
    copy = new RegExp(regex.source, regex.global ? regex.flags : `${regex.flags}g`);
    globalCopies.set(regex, copy);
  }
  return copy;
}

/**
 * {@link matchesOf} for a regex built for one use (a name to look for), so not worth keeping a
 * copy of. The regex must be global.
 */
export function matchesOnce(text: string, global: RegExp): TextSpan[] {
  return scan(text, global);
}

/** `exec` in a loop rather than `matchAll`, which clones the regex on every call. */
function scan(text: string, global: RegExp): TextSpan[] {
  const spans: TextSpan[] = [];
  global.lastIndex = 0;
  for (let m = global.exec(text); m; m = global.exec(text)) {
    spans.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
    // An empty match would match again at the same place.
    if (m[0].length === 0) global.lastIndex = m.index + 1;
  }
  global.lastIndex = 0;
  return spans;
}

/** Whether two spans share at least one character. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether `inner` lies within `outer`. */
export function within(inner: { start: number; end: number }, outer: { start: number; end: number }): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/** A span of `text`. */
export function spanOf(text: string, start: number, end: number): TextSpan {
  return { start, end, text: text.slice(start, end) };
}

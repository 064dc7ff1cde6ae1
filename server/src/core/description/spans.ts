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

/**
 * Index of the first span (in a list sorted by start, not overlapping) whose end lies after
 * `position`: binary search, so looking a position up in a long description stays logarithmic.
 */
export function firstEndingAfter(spans: readonly { start: number; end: number }[], position: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (spans[mid]!.end <= position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The span of a sorted, non-overlapping list that holds `position`, if any. */
export function spanHolding<T extends { start: number; end: number }>(spans: readonly T[], position: number): T | undefined {
  const found = spans[firstEndingAfter(spans, position)];
  return found && found.start <= position ? found : undefined;
}

/**
 * Spans that do not overlap one another, kept sorted: "does this one overlap any kept so far" in
 * logarithmic time, where a scan of the list made long texts quadratic.
 */
export class DisjointSpans<T extends { start: number; end: number }> {
  readonly spans: T[] = [];

  /** Whether `span` shares a character with a kept span. */
  overlapsAny(span: { start: number; end: number }): boolean {
    const next = this.spans[firstEndingAfter(this.spans, span.start)];
    return next !== undefined && overlaps(next, span);
  }

  /** Keeps `span` (the caller has checked that it overlaps none). */
  add(span: T): void {
    this.spans.splice(firstEndingAfter(this.spans, span.start), 0, span);
  }
}

/**
 * How much text before a position a lead-in pattern (`…$`, "use the ", "and ") is tested on. The
 * patterns read a few words; testing the whole text before every candidate made a long line
 * quadratic (each test scans from the start).
 */
export const LEAD_IN_WINDOW = 256;

/**
 * `regex.test(text.slice(0, end))` for a pattern anchored at the end, on the last
 * {@link LEAD_IN_WINDOW} characters only. The window starts at a space where there is one (so
 * word boundaries read as in the whole text), after a character no pattern reads, so a `^`
 * alternative ("at the start of the text") matches only when the window is the whole prefix.
 */
export function testBefore(regex: RegExp, text: string, end: number, window = LEAD_IN_WINDOW): boolean {
  return regex.test(windowBefore(text, end, window));
}

/** `regex.exec(text.slice(0, end))` on a window, as {@link testBefore}; read the groups, not the index. */
export function execBefore(regex: RegExp, text: string, end: number, window = LEAD_IN_WINDOW): RegExpExecArray | null {
  return regex.exec(windowBefore(text, end, window));
}

function windowBefore(text: string, end: number, window: number): string {
  if (end <= window) return text.slice(0, end);
  let from = end - window;
  const space = text.slice(from, end).search(/\s/);
  if (space > 0) from += space;
  // Only white space from the start of the text: the whole prefix is that white space.
  if (!/\S/.test(text.slice(from, end)) && !/\S/.test(text.slice(0, from))) return text.slice(0, end);
  return `\u0000${text.slice(from, end)}`;
}

/** `regex.test(text.slice(start))` for a pattern anchored at the start, on a window after `start`. */
export function testAfter(regex: RegExp, text: string, start: number, window = LEAD_IN_WINDOW): boolean {
  return regex.test(text.slice(start, start + window));
}

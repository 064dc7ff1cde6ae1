/**
 * How much of one description the text rules read. Every text rule is linear in its input, but a
 * generated or pasted description of megabytes (a minified blob, a base64 image, a log pasted into
 * a KDoc) would still cost seconds per rule and edit, and no agent-facing text that long is prose
 * worth judging sentence by sentence.
 */
export const TEXT_LIMITS = {
  /** A line longer than this is not read (it is a blob, not a sentence); the other lines are. */
  line: 10_000,
  /** A description is read up to this many characters, cut at a line or sentence end before it. */
  text: 100_000,
} as const;

/** What the text rules read of a text that exceeds a limit. */
export interface ReadableText {
  /** The text cut at the limit, with every over-long line turned into spaces (offsets unchanged). */
  text: string;
  /** Whether the first line with words was not read, so the opening is unknown. */
  openingUnread: boolean;
}

/** How far back from the length limit a line or sentence end is looked for. */
const CUT_SEARCH = 2_000;

/** The part of `text` the text rules read, or undefined when the whole text is within the limits. */
export function readableText(text: string, limits: { line: number; text: number } = TEXT_LIMITS): ReadableText | undefined {
  let readable = text;
  let changed = false;
  if (readable.length > limits.text) {
    readable = readable.slice(0, cutBefore(readable, limits.text));
    changed = true;
  }
  let openingUnread = false;
  let seenWords = false;
  const parts: string[] = [];
  let from = 0;
  while (from <= readable.length) {
    const newline = readable.indexOf('\n', from);
    const end = newline < 0 ? readable.length : newline;
    const long = end - from > limits.line;
    if (long) {
      if (!seenWords) openingUnread = true;
      parts.push(' '.repeat(end - from));
      changed = true;
    } else parts.push(readable.slice(from, end));
    if (!long && /\S/.test(readable.slice(from, end))) seenWords = true;
    if (newline < 0) break;
    from = newline + 1;
  }
  if (!changed) return undefined;
  return { text: parts.join('\n'), openingUnread };
}

/**
 * Where to cut a text at most `limit` long: after the last line break or sentence end before the
 * limit, so no sentence is read half (a half sentence could look like a finding that is not
 * there); after the last space when there is neither; at the limit in a text without spaces.
 */
function cutBefore(text: string, limit: number): number {
  const window = text.slice(Math.max(0, limit - CUT_SEARCH), limit);
  const offset = limit - window.length;
  const line = window.lastIndexOf('\n');
  if (line >= 0) return offset + line;
  let sentence = -1;
  for (const match of window.matchAll(/[.!?。！？।](?=\s)/g)) sentence = match.index + 1;
  if (sentence >= 0) return offset + sentence;
  const space = window.search(/\s\S*$/);
  return space >= 0 ? offset + space : limit;
}

// The Kotlin grammar has no `fun interface` (a functional interface): the declaration becomes a
// syntax error, and everything in it is lost. The parser is given the text with that `fun` blanked
// out instead, which it reads as a plain interface; the extraction puts the modifier back.

/** What may stand between `fun` and `interface`: blanks, or one line break among them. */
const BETWEEN = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*)`;

/** `fun` followed by `interface Name`, the keyword at the start of a declaration. */
const FUN_INTERFACE = new RegExp(String.raw`\bfun(?=${BETWEEN}interface[ \t\r\n]+[\p{L}_\x60])`, 'gu');

/** A `fun` that ends the text before an `interface` keyword. */
const FUN_BEFORE = new RegExp(String.raw`\bfun${BETWEEN}$`);

/**
 * What may stand between a line's start and a declaration's `fun`: indentation, visibility and
 * platform modifiers, annotations with simple arguments. A `//` or `*` line (a comment) or a string
 * does not match, so a `fun interface` quoted there is left alone.
 */
const DECLARATION_PREFIX = /^[ \t]*(?:(?:@[\p{L}_][\p{L}\p{N}_.]*(?:\([^()\n]*\))?|public|internal|private|protected|expect|actual|sealed)[ \t]+)*$/u;

/** The longest line prefix before a `fun interface` that is read. */
const MAX_PREFIX = 400;

/**
 * `text` with the `fun` of every `fun interface` declaration replaced by as many spaces, so every
 * offset, line and column is unchanged. The same string comes back when there is none (the common
 * case costs one search). A pure function of the text: the incremental parse diffs masked texts.
 */
export function maskFunInterfaces(text: string): string {
  if (!text.includes('interface')) return text;
  let masked: string[] | undefined;
  let last = 0;
  for (const match of text.matchAll(FUN_INTERFACE)) {
    const at = match.index;
    // A declaration's prefix is short: only the last MAX_PREFIX characters are looked at, so a
    // megabyte line (minified) with many matches stays linear; a longer prefix is not read.
    const window = text.slice(Math.max(0, at - MAX_PREFIX), at);
    const newline = window.lastIndexOf('\n');
    if (newline < 0 && at > MAX_PREFIX) continue;
    if (!DECLARATION_PREFIX.test(window.slice(newline + 1))) continue;
    (masked ??= []).push(text.slice(last, at), '   ');
    last = at + 3;
  }
  if (!masked) return text;
  masked.push(text.slice(last));
  return masked.join('');
}

/**
 * Where the `fun` of a `fun interface` starts, when `keywordStart` is its `interface` keyword (the
 * parser saw that `fun` blanked, so a declaration without modifiers starts at `interface`).
 */
export function funKeywordBefore(text: string, keywordStart: number): number | undefined {
  const before = text.slice(Math.max(0, keywordStart - 40), keywordStart);
  const match = FUN_BEFORE.exec(before);
  return match ? keywordStart - before.length + match.index : undefined;
}

/** Whether the `interface` keyword at `keywordStart` in `text` was written `fun interface`. */
export function isWrittenFunInterface(text: string, keywordStart: number): boolean {
  return funKeywordBefore(text, keywordStart) !== undefined;
}

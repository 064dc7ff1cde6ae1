/**
 * `text` as a regular expression that matches exactly it: names read from the user's code (a
 * tool called `notes/export (v2)`, a parameter called `id` inside a broken file) end up inside
 * patterns, where an unescaped `(` or `*` is a syntax error or matches something else.
 */
export function escapeRegExp(text: string): string {
  // Syntax characters and `/` only: they may be escaped in every mode, `u` included.
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * A copy of `text` that holds no reference to the string it was cut from. V8 keeps a substring of
 * 13 or more characters as a slice of its parent, so a description or a name kept in a cache that
 * outlives its file would keep that whole file's text alive, however large: a cache bounded by its
 * entries' lengths then holds megabytes per entry. Whatever a long-lived structure keeps of a
 * document's text goes through here first.
 */
export function detachedString(text: string): string {
  // A structured clone writes the characters out and reads them into a new string (0.8 ms a megabyte).
  return text.length < 13 ? text : structuredClone(text);
}

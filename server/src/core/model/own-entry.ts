/**
 * `table[key]` for a key read from the user's text, or undefined when the table has no entry of
 * its own under it. A plain object also answers `constructor`, `toString` or `__proto__` from its
 * prototype: a function called `constructor` or an XML entity `&toString;` read a function where
 * a table value was expected.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

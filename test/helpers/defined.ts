/**
 * The value a test expects to exist, or an error that names what is missing. A test that reads an
 * element of a list fails here with a message, not later with a TypeError on `undefined`.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}`);
  return value;
}

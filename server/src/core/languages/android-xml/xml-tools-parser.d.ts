/**
 * The parser instance of `@xml-tools/parser`, which its `parse` drives. The package's types cover
 * `parse` only; the bounded parse needs the instance to turn error recovery off for large files.
 */
declare module '@xml-tools/parser/lib/parser' {
  export const xmlParser: { recoveryEnabled: boolean };
}

import * as path from 'node:path';

// Kept apart from the front end so that deciding which files are TypeScript does not load the compiler.

/** Extensions the TypeScript front end reads. */
export const TYPESCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** Whether a path is a TypeScript or JavaScript source file (not a `.d.ts`). */
export function isTypeScriptPath(filePath: string): boolean {
  const lower = filePath.toLowerCase().replace(/[?#].*$/, '');
  return TYPESCRIPT_EXTENSIONS.includes(path.extname(lower)) && !/\.d\.[mc]?ts$/.test(lower);
}

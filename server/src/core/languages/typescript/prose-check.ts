import { ts } from 'ts-morph';

/**
 * How many places where an identifier follows another on the same line a TypeScript text may
 * have before it is taken for prose and not parsed. Written code has almost none (a decorator
 * before a method name on one line is one); each costs the parser a spelling search over the
 * keywords, about 6 µs, so this many stay near a tenth of a second.
 */
export const MAX_WORD_PAIRS = 20_000;

/**
 * The same for files that may hold JSX (`.tsx`, `.jsx`, `.js`): the scanner cannot tell JSX text
 * from code, and the words of JSX text cost the parser nothing, so only far more of them than a
 * page of a web app holds are taken for runaway input.
 */
export const MAX_WORD_PAIRS_JSX = 80_000;

/**
 * Counts identifiers that follow another identifier on the same line, with the compiler's own
 * scanner (one linear pass, about 25 ms a megabyte, no tree), stopping once past `limit`. Strings,
 * comments and template texts are tokens of their own, and keywords (contextual ones too) are not
 * identifiers, so `export async function` or `x as const` count nothing. A text too short to
 * pass `limit` (a pair takes at least two characters, `a a`) is not scanned: 0.
 */
export function wordPairs(text: string, variant: ts.LanguageVariant, limit: number): number {
  if (text.length < 2 * limit) return 0;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, variant, text);
  // The brace depth at each `${` still open: its `}` resumes the template's text.
  const templates: number[] = [];
  let depth = 0;
  let pairs = 0;
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(depth);
    else if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        kind = scanner.reScanTemplateToken(false);
        if (kind !== ts.SyntaxKind.TemplateMiddle) templates.pop();
      } else if (depth > 0) depth--;
    } else if (kind === ts.SyntaxKind.Identifier && previous === ts.SyntaxKind.Identifier && !scanner.hasPrecedingLineBreak()) {
      if (++pairs > limit) return pairs;
    }
    previous = kind;
  }
  return pairs;
}

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
 * A character that may end an identifier, followed on the same line by one that may start the
 * next: every pair the scanner finds ends at one of these, and words in strings, comments and
 * after keywords match too. A few milliseconds a megabyte, against up to 200 ms for the scanner on
 * dense tokens (`i.e. i.e. …`).
 */
const MAYBE_PAIR = /[\w$\u0080-\uFFFF](?=(?:[ \t]|\/\*[^*]*\*\/)+[A-Za-z_$\u0080-\uFFFF])/g;

/**
 * Counts identifiers that follow another identifier on the same line, stopping once past `limit`.
 * First a regular expression counts the places where one may (an upper bound); only when that
 * passes `limit` does the compiler's own scanner count them exactly (one linear pass, no tree):
 * strings, comments and template texts are tokens of their own, and keywords (contextual ones
 * too) are not identifiers, so `export async function` or `x as const` count nothing. A text too
 * short to pass `limit` (a pair takes at least two characters, `a a`) is not read: 0.
 */
export function wordPairs(text: string, variant: ts.LanguageVariant, limit: number): number {
  if (text.length < 2 * limit) return 0;
  const bound = new RegExp(MAYBE_PAIR);
  let places = 0;
  while (bound.exec(text) && places <= limit) places++;
  if (places <= limit) return places;
  let pairs = 0;
  let previous = ts.SyntaxKind.Unknown;
  scanTokens(text, variant, (kind, scanner) => {
    if (kind === ts.SyntaxKind.Identifier && previous === ts.SyntaxKind.Identifier && !scanner.hasPrecedingLineBreak() && ++pairs > limit) return false;
    previous = kind;
    return true;
  });
  return pairs;
}

/**
 * Counts the tokens of a text as the compiler's scanner reads them, stopping once past `limit`: a
 * string or a template's text is one token, comments none. First a regular expression counts words
 * and single symbols (an upper bound: it splits what the scanner keeps whole); only when that
 * passes `limit` does the scanner count. A text shorter than `limit` is not read: 0.
 */
export function tokenCount(text: string, variant: ts.LanguageVariant, limit: number): number {
  if (text.length <= limit) return 0;
  const bound = /[\w$\u0080-\uFFFF]+|\S/g;
  let units = 0;
  while (bound.exec(text) && units <= limit) units++;
  if (units <= limit) return units;
  let tokens = 0;
  scanTokens(text, variant, () => ++tokens <= limit);
  return tokens;
}

/**
 * Runs the compiler's scanner over a text (no parse, no tree), re-scanning the text after a
 * template's `${…}` so that it is one token, as the parser would; stops when `visit` says false.
 */
function scanTokens(text: string, variant: ts.LanguageVariant, visit: (kind: ts.SyntaxKind, scanner: ts.Scanner) => boolean): void {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, variant, text);
  // The brace depth at each `${` still open: its `}` resumes the template's text.
  const templates: number[] = [];
  let depth = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(depth);
    else if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        kind = scanner.reScanTemplateToken(false);
        if (kind !== ts.SyntaxKind.TemplateMiddle) templates.pop();
      } else if (depth > 0) depth--;
    }
    if (!visit(kind, scanner)) return;
  }
}

// The grammar's automatic semicolon ends a class declaration at a line break after its name or
// type parameters when the next line starts with a word or an annotation (it reads on before `(`,
// `:`, `{` and the like); Kotlin reads on. So a primary constructor written on the next line
// (`class Repo\n@Inject\nconstructor(…) {`, the layout ktfmt gives a class whose constructor is
// annotated) became a call with a trailing lambda, and the class and every function in it were
// lost. The parser is given those line breaks as spaces instead, and is kept on the file's lines
// by its included ranges (parser-text.ts).

/** An annotation with simple arguments, as written before a declaration. */
const ANNOTATION = String.raw`@[\p{L}_][\p{L}\p{N}_.]*(?:\([^()\n]*\))?`;

/** The modifiers a primary constructor may have besides annotations. */
const VISIBILITY = String.raw`(?:public|private|internal|protected)`;

/** The modifiers a class may have before `class`. */
const CLASS_MODIFIER = String.raw`(?:public|private|internal|protected|abstract|open|sealed|final|data|enum|inner|value|annotation|expect|actual|external)`;

/** A class name, plain or backticked. */
const NAME = String.raw`(?:[\p{L}_][\p{L}\p{N}_]*|\x60[^\x60\r\n]+\x60)`;

/** Type parameters, nested up to three levels (`<K, V : Comparable<List<V>>>`), on one line. */
const TYPE_PARAMETERS = String.raw`<(?:[^<>\r\n]|<(?:[^<>\r\n]|<[^<>\r\n]*>)*>)*>`;

/** What may stand before `constructor` on its line: indentation, annotations, a visibility. */
const CONSTRUCTOR_PREFIX = new RegExp(String.raw`^[ \t]*(?:(?:${ANNOTATION}|${VISIBILITY})[ \t]+)*$`, 'u');

/** A line between the class header and its constructor: blank, or annotations and a visibility only. */
const BETWEEN_LINE = new RegExp(String.raw`^[ \t]*(?:(?:${ANNOTATION}|${VISIBILITY})(?:[ \t]+(?:${ANNOTATION}|${VISIBILITY}))*)?[ \t]*$`, 'u');

/**
 * A line that is a class header and nothing more: modifiers, `class`, the name, type parameters,
 * perhaps the constructor's first annotations. A comment at its end does not match: the comment
 * would take the next line in when its line break became a space.
 */
const CLASS_HEADER_LINE = new RegExp(
  String.raw`^[ \t]*(?:(?:${ANNOTATION}|${CLASS_MODIFIER})[ \t]+)*class[ \t]+${NAME}(?:[ \t]*${TYPE_PARAMETERS})?(?:[ \t]+(?:${ANNOTATION}|${VISIBILITY}))*[ \t]*$`,
  'u',
);

/** The longest line that is read as a constructor's, a header's or one between them. */
export const MAX_HEADER_LINE = 400;

/** How many lines may stand between the class header and its constructor's line (blank or annotations). */
export const MAX_LINES_BETWEEN = 16;

/**
 * At most this many line breaks of one file are masked; the classes after them are left as
 * written. Each one starts an included range, and tree-sitter looks for the range of every token
 * from the first range on: 16,001 ranges made a 1.5 MB parse take 1.7 s instead of 0.27 s, while
 * 65 cost nothing measurable. A file has a few such classes.
 */
export const MAX_MASKED_LINE_BREAKS = 64;

const KEYWORD = 'constructor';

/**
 * The offsets of the line feeds between a class header and its primary constructor on a later
 * line, in order: every line break from the end of the header's line to the start of the
 * `constructor` keyword's line (a `\r` before one of them is part of it), for the first classes
 * up to {@link MAX_MASKED_LINE_BREAKS} line breaks. Empty for almost every file, at the cost of
 * one search. A pure function of the text, and linear: each `constructor` reads at most its
 * line's first {@link MAX_HEADER_LINE} characters, and the lines above only when that start is a
 * constructor's, up to the first line that cannot stand between a header and its constructor.
 */
export function constructorLineBreaks(text: string): number[] {
  const breaks: number[] = [];
  let lineStart = 0;
  let nextLineFeed = text.indexOf('\n');
  for (let at = text.indexOf(KEYWORD); at >= 0; at = text.indexOf(KEYWORD, at + KEYWORD.length)) {
    while (nextLineFeed >= 0 && nextLineFeed < at) {
      lineStart = nextLineFeed + 1;
      nextLineFeed = text.indexOf('\n', lineStart);
    }
    if (lineStart === 0 || at - lineStart > MAX_HEADER_LINE) continue;
    if (isWordCharacter(text, at - 1) || isWordCharacter(text, at + KEYWORD.length)) continue;
    if (!CONSTRUCTOR_PREFIX.test(text.slice(lineStart, at))) continue;
    const found = lineBreaksAbove(text, lineStart);
    if (!found) continue;
    if (breaks.length + found.length > MAX_MASKED_LINE_BREAKS) break;
    breaks.push(...found);
  }
  return breaks;
}

/**
 * The line feeds from the end of a class header's line down to `lineStart`, in order; undefined
 * when the lines above `lineStart` are not such a header with only blank or annotation lines after it.
 */
function lineBreaksAbove(text: string, lineStart: number): number[] | undefined {
  const found: number[] = [];
  let lineFeed = lineStart - 1;
  for (let lines = 0; lines <= MAX_LINES_BETWEEN; lines++) {
    const from = Math.max(0, lineFeed - MAX_HEADER_LINE - 1);
    const window = text.slice(from, lineFeed);
    const previousFeed = window.lastIndexOf('\n');
    if (previousFeed < 0 && from > 0) return undefined;
    const line = window.slice(previousFeed + 1).replace(/\r$/, '');
    found.push(lineFeed);
    if (CLASS_HEADER_LINE.test(line)) return found.reverse();
    if (previousFeed < 0 || !BETWEEN_LINE.test(line)) return undefined;
    lineFeed = from + previousFeed;
  }
  return undefined;
}

/** Whether `text[at]` may continue a name (a letter, digit, `_` or a backtick). */
function isWordCharacter(text: string, at: number): boolean {
  const char = text[at];
  return char !== undefined && /[\p{L}\p{N}_`]/u.test(char);
}

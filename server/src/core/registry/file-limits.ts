import * as l10n from '@vscode/l10n';
import { changedSpan, containsAnyOf, editTouches } from '../text/changed-span';

/** The default of `appfunctions.maxFileSize` and `--max-file-size`: larger files are not analysed. */
export const DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024;

/** How much of a file's start is searched for NUL bytes: text has none, binary formats have them early. */
const BINARY_PROBE = 8 * 1024;

/**
 * Above this share of characters that could not be decoded (U+FFFD), the file is taken for binary
 * or for text in an encoding we do not read; a few stray bytes in a Latin-1 comment stay readable.
 */
const UNDECODABLE_RATIO = 0.01;
/** So that a tiny file with one or two odd bytes is still read. */
const UNDECODABLE_MIN = 8;

/**
 * How long one parse may take in the editor: short enough that an answer waiting on a runaway file
 * stays under a second with extraction and the rules after it (a megabyte of broken code that
 * parsed in 0.7 s took 0.3 s more to read, so 0.75 s was not enough), long enough for valid
 * Kotlin of a megabyte and more (500 KB parse in 0.16-0.37 s on two shared cores).
 */
export const EDITOR_PARSE_BUDGET_MS = 500;
/**
 * On the command line a slow file costs its time once, not on every keystroke, and a machine-speed
 * dependent skip would make CI results flaky: the budget only stops runaway error recovery.
 */
export const COMMAND_PARSE_BUDGET_MS = 20_000;

/** The limits every driver (the command, the server) applies before a file reaches a front end. */
export interface FileLimits {
  /** In bytes of UTF-8 (or of the file on disk). */
  readonly maxFileSize: number;
  /** Wall-clock milliseconds one parse may take (front ends that can stop midway honour it); none when absent. */
  readonly parseTimeMs?: number;
}

/** Why a file is not analysed; it gets one `file-skipped` notice instead of findings. */
export type SkipReason =
  | { readonly kind: 'too-large'; readonly size: number; readonly limit: number }
  | { readonly kind: 'binary' }
  | { readonly kind: 'undecodable'; readonly count: number; readonly ratio: number }
  | {
      readonly kind: 'too-deep';
      readonly what: 'comments' | 'templates' | 'brackets' | 'elements';
      readonly depth: number;
      readonly limit: number;
      readonly language?: 'typescript' | 'android-xml' | 'csharp';
    }
  | { readonly kind: 'too-slow'; readonly budgetMs: number }
  | { readonly kind: 'too-much-memory'; readonly budgetBytes: number }
  | { readonly kind: 'not-code'; readonly wordPairs: number; readonly limit: number }
  | { readonly kind: 'too-many-functions'; readonly limit: number }
  | { readonly kind: 'too-many-annotations'; readonly count: number; readonly limit: number }
  | { readonly kind: 'long-line'; readonly line: number; readonly length: number; readonly limit: number }
  | { readonly kind: 'tree-too-large'; readonly what: 'tokens' | 'nodes'; readonly count: number; readonly limit: number };

/**
 * Kotlin nesting the parser cannot take: tree-sitter's Kotlin grammar reads nested block comments
 * in quadratic time (8,000 nested `/*`: 6 s), and a comment left open in the middle of a statement
 * costs its error recovery another pass over the rest of the file per level (135 KB after 32 open
 * levels: 0.67 s; after 256: 2.2 s); it aborts its WebAssembly module on string templates nested
 * about 2,000 deep, after which no Kotlin file parses until the process restarts; brackets nested
 * hundreds of thousands deep take seconds per parse, and every fix re-parses. No written code
 * comes near these depths (commented-out code that holds comments nests two or three).
 */
export const KOTLIN_NESTING_LIMITS = { comments: 32, templates: 256, brackets: 2_000 } as const;

/**
 * The longest line a file may have: minified or generated code and data written into the source
 * (a base64 image) have longer ones, written code never does. Such a line costs every reader of
 * it: the TypeScript compiler parses a megabyte line of prose in 0.4 s and its scanner counts its
 * tokens in 0.2 s more, the text rules read it as one description, and every edit repeats it.
 */
export const MAX_LINE_LENGTH = 100_000;

/**
 * Whether a text is too large or clearly not text. Cheap on every size: a length comparison first,
 * one pass over the text for UTF-8 bytes and undecodable characters only below the limit.
 */
export function skipReason(text: string, limits: FileLimits, language?: string): SkipReason | undefined {
  const limit = limits.maxFileSize;
  // Every UTF-16 code unit is at least one UTF-8 byte, so a longer text is over the limit for sure.
  if (text.length > limit) return { kind: 'too-large', size: Buffer.byteLength(text, 'utf8'), limit };
  // A code unit is at most three bytes: only a text near the limit is measured (every edit asks).
  if (text.length * 3 > limit) {
    const size = Buffer.byteLength(text, 'utf8');
    if (size > limit) return { kind: 'too-large', size, limit };
  }
  if (text.slice(0, BINARY_PROBE).includes('\u0000')) return { kind: 'binary' };
  let count = 0;
  for (let i = text.indexOf('\uFFFD'); i !== -1; i = text.indexOf('\uFFFD', i + 1)) count++;
  const ratio = text.length === 0 ? 0 : count / text.length;
  if (count >= UNDECODABLE_MIN && ratio > UNDECODABLE_RATIO) return { kind: 'undecodable', count, ratio };
  return language ? nestingReason(text, language) : undefined;
}

/** One of the checks a parser needs before it reads a text, and the characters it reacts to. */
interface NestingCheck {
  check: (text: string) => SkipReason | undefined;
  /**
   * Every character whose removal, insertion or neighbourhood can change the answer (see
   * {@link editKeepsNesting}); absent for a check that reads whole lines, run after every edit.
   */
  reactsTo?: string;
  /**
   * For a check that reads a text line by line, each line's part in the answer: an edit inside one
   * line that leaves this key of the line as it was leaves the answer too (see {@link editedLine}).
   */
  lineKey?: (line: string) => string;
}

/** Each language's lexical checks before parsing (nesting, annotation runs, long lines), in the order their reasons are given. */
const NESTING_CHECKS: Readonly<Record<string, readonly NestingCheck[]>> = {
  // The annotation-run and long-line checks read whole lines; the first counts `@` first, the
  // second reads nothing of a text shorter than its limit.
  kotlin: [
    { check: kotlinTooDeep, reactsTo: '/*${}()[]<>' },
    { check: kotlinAnnotationRun, lineKey: annotationRunKey },
    { check: longLine, lineKey: longLineKey },
  ],
  typescript: [
    { check: typeScriptTooDeep, reactsTo: '()[]{}' },
    { check: longLine, lineKey: longLineKey },
  ],
  csharp: [
    { check: csharpTooDeep, reactsTo: '()[]' },
    { check: longLine, lineKey: longLineKey },
  ],
  'android-xml': [
    { check: xmlTooDeep, reactsTo: '</>' },
    { check: longLine, lineKey: longLineKey },
  ],
};

/** Per language, every character its checks react to (see {@link editKeepsNesting}). */
const REACTS_TO = new Map(Object.entries(NESTING_CHECKS).map(([language, checks]) => [language, checks.map((nesting) => nesting.reactsTo ?? '').join('')]));

/** The part of {@link skipReason} a parser needs and a file left unparsed does not: nesting, annotation runs and lines past the language's limits. */
export function nestingReason(text: string, language: string): SkipReason | undefined {
  return nestingReasonAfterEdit(undefined, text, language);
}

/**
 * {@link nestingReason} of a file's new text, when `before` is its text that passed the checks: a
 * check whose characters the edit did not touch (see {@link editKeepsNesting}) keeps its answer and
 * is not run again.
 */
export function nestingReasonAfterEdit(before: string | undefined, after: string, language: string): SkipReason | undefined {
  const kept = before !== undefined && editKeepsNesting(before, after, language);
  const line = before !== undefined ? editedLine(before, after) : undefined;
  for (const { check, reactsTo, lineKey } of NESTING_CHECKS[language] ?? []) {
    if (kept && reactsTo !== undefined) continue;
    if (line && lineKey && lineKey(line.before) === lineKey(line.after)) continue;
    const reason = check(after);
    if (reason) return reason;
  }
  return undefined;
}

/**
 * Whether the language's character-reading nesting checks must give `after` the answers they gave
 * `before`: neither the text the edit removed nor the text it put in, nor the character on either
 * side of them, is one a check reacts to. Each check then passes over the same sequence of
 * those characters. The sides count because a check reads a neighbour: an edit can join `/` and
 * `*`, put a letter before a Kotlin `<` (a type argument) or after an XML `<` (an element). Typing
 * words into a 5,000-line file need not rescan it on every keystroke.
 */
export function editKeepsNesting(before: string, after: string, language: string): boolean {
  const characters = REACTS_TO.get(language);
  return !!characters && !editTouches(before, after, characters);
}

/**
 * The one line an edit changed, before and after it, when the edit stays inside that line: it
 * neither removes nor puts in a line break, nor types between the `\r` and `\n` of one. Every
 * other line of the two texts is then the same, in the same order.
 */
export function editedLine(before: string, after: string): { before: string; after: string } | undefined {
  const { start, oldEnd, newEnd } = changedSpan(before, after);
  if (start > 0 && before.charCodeAt(start - 1) === 0x0d) return undefined;
  if (containsAnyOf(before, start, oldEnd, '\r\n') || containsAnyOf(after, start, newEnd, '\r\n')) return undefined;
  const lineStart = Math.max(before.lastIndexOf('\n', start - 1), before.lastIndexOf('\r', start - 1)) + 1;
  return { before: before.slice(lineStart, lineEnd(before, oldEnd)), after: after.slice(lineStart, lineEnd(after, newEnd)) };
}

/** Where the line holding `from` ends: its first `\r` or `\n` at or after `from`, else the text's end. */
function lineEnd(text: string, from: number): number {
  return Math.min(indexOrEnd(text, '\r', from), indexOrEnd(text, '\n', from));
}

/**
 * How deep `(` and `[` may nest in C#. tree-sitter-c-sharp's error recovery grows exponentially on
 * unclosed attribute-like runs (`[A([A([A(` …: 50 of them parsed in 0.12 s, 60 in 1.2 s, 90 never
 * within a minute), and between two progress callbacks it can spend seconds, so the parse budget
 * cannot stop it. Written C# nests a handful of levels; 64 is far above it and below the runaway.
 */
export const CSHARP_NESTING_LIMIT = 64;

/**
 * The deepest nesting of `(` and `[` in C#, in one pass. Brackets in strings and comments count
 * too: a lexer that skipped them would be misled by the cut-off quote of half-typed code, and the
 * pass only has to tell written code from runaway input.
 */
export function csharpTooDeep(text: string): SkipReason | undefined {
  return bracketsTooDeep(text, false, CSHARP_NESTING_LIMIT, 'csharp');
}

/**
 * The one-pass count of the TypeScript and C# checks: `(` and `[` (and `{` when `braces`) open,
 * their closers close, anything unmatched is ignored; the first depth past `limit` is reported.
 */
function bracketsTooDeep(text: string, braces: boolean, limit: number, language: 'typescript' | 'csharp'): SkipReason | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x28 || c === 0x5b || (braces && c === 0x7b)) {
      if (++depth > limit) return { kind: 'too-deep', what: 'brackets', depth, limit, language };
    } else if ((c === 0x29 || c === 0x5d || (braces && c === 0x7d)) && depth > 0) {
      depth--;
    }
  }
  return undefined;
}

/**
 * How deep Android XML elements may nest. A manifest or a res/xml file nests a handful of levels.
 * The XML parser recurses per level: 150 unclosed elements overflow its stack under error
 * recovery (300 closed ones without it), and a megabyte of `<a>` took the command from 90 MB to
 * 320 MB.
 */
export const XML_NESTING_LIMIT = 64;

/**
 * The deepest nesting of elements in one pass: `<name` opens, `</` and `/>` close. Lexical, like
 * the checks above (a `<` inside a comment counts too): it only has to tell written XML from
 * runaway input.
 */
export function xmlTooDeep(text: string): SkipReason | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c /* < */) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x2f /* / */) {
        if (depth > 0) depth--;
      } else if ((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a) || next === 0x5f || next === 0x3a || next >= 0x80) {
        if (++depth > XML_NESTING_LIMIT) return { kind: 'too-deep', what: 'elements', depth, limit: XML_NESTING_LIMIT, language: 'android-xml' };
      }
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x3e /* /> */ && depth > 0) {
      depth--;
    }
  }
  return undefined;
}

/**
 * How deep TypeScript brackets may nest. The compiler parses a million nested `{` in seconds, but
 * reading what it built (the checker, ts-morph's wrappers, every walk over the tree) takes minutes
 * and the stack; written code, and even generated data, stays far below this.
 */
export const TYPESCRIPT_NESTING_LIMIT = 2_000;

/**
 * The deepest nesting of `(`, `[`, `{` and `${` in one pass. As for Kotlin, brackets inside strings
 * and comments count too: the pass only has to tell written code from runaway input.
 */
export function typeScriptTooDeep(text: string): SkipReason | undefined {
  return bracketsTooDeep(text, true, TYPESCRIPT_NESTING_LIMIT, 'typescript');
}

/** ASCII characters the Kotlin nesting pass reacts to; every other character costs one lookup. */
const KOTLIN_NESTING_CHARS = asciiSet('/*${}()[]<>');

/**
 * The deepest nesting of block comments, string templates (`${` still open) and brackets, in one
 * pass over the text. A lexical approximation (brackets in strings count too): it only has to tell
 * written code from runaway input, and the limits are far above the former. It runs on every edit
 * of an open file, so characters that cannot open or close anything are skipped by a table lookup.
 */
export function kotlinTooDeep(text: string): SkipReason | undefined {
  const limits = KOTLIN_NESTING_LIMITS;
  let comments = 0;
  // Open braces, innermost last: true for a template's `${`, false for a plain `{`.
  const braces: boolean[] = [];
  let templates = 0;
  let brackets = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || KOTLIN_NESTING_CHARS[c] === 0) continue;
    const next = text.charCodeAt(i + 1);
    if (c === 0x2f /* / */ && next === 0x2a /* * */) {
      if (++comments > limits.comments) return { kind: 'too-deep', what: 'comments', depth: comments, limit: limits.comments };
      i++;
    } else if (c === 0x2a && next === 0x2f && comments > 0) {
      comments--;
      i++;
    } else if (comments > 0) {
      continue;
    } else if (c === 0x24 /* $ */ && next === 0x7b /* { */) {
      braces.push(true);
      if (++templates > limits.templates) return { kind: 'too-deep', what: 'templates', depth: templates, limit: limits.templates };
      i++;
    } else if (c === 0x7b) {
      braces.push(false);
      if (++brackets > limits.brackets) return { kind: 'too-deep', what: 'brackets', depth: brackets, limit: limits.brackets };
    } else if (c === 0x7d /* } */) {
      const template = braces.pop();
      if (template) templates--;
      else if (template === false) brackets--;
    } else if (c === 0x28 || c === 0x5b || (c === 0x3c /* < */ && i > 0 && isWordUnit(text, i - 1))) {
      if (++brackets > limits.brackets) return { kind: 'too-deep', what: 'brackets', depth: brackets, limit: limits.brackets };
    } else if ((c === 0x29 || c === 0x5d || c === 0x3e) && brackets > 0) {
      brackets--;
    }
  }
  return undefined;
}

/** Whether the code unit at `at` is a letter, a digit or `_` (a type name before `<`). */
function isWordUnit(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
  return /[\p{L}\p{N}]/u.test(text.charAt(at));
}

/** A lookup table of the given ASCII characters. */
function asciiSet(chars: string): Uint8Array {
  const table = new Uint8Array(0x80);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  return table;
}

/**
 * Annotations one after another with no declaration between them: the Kotlin parser's error
 * recovery over such a run is superlinear and ignores the parse's time budget (1,000
 * `@Deprecated("x")` lines before a `fun`: 3.2 s; 2,000: 15.5 s). Valid code is quadratic too: 190
 * before a `fun` parse in 0.16 s, 380 in 0.74 s, 100 in under 0.05 s; and a broken line the run
 * check takes for code may not end the parser's run. A declaration carries a handful.
 */
export const KOTLIN_ANNOTATION_RUN_LIMIT = 100;

/** Where {@link kotlinAnnotationRun} is between two lines: the annotations in a row so far, and whether a block comment is open. */
export interface AnnotationRunState {
  run: number;
  inComment: boolean;
}

/**
 * What one line, its leading whitespace trimmed, does to the run: blank lines and comments leave it
 * as it is, annotation lines add their annotations, a line with a declaration keyword after its
 * annotations or any other code ends it.
 */
export function annotationRunStep(state: AnnotationRunState, trimmed: string): void {
  if (state.inComment) {
    if (trimmed.includes('*/')) state.inComment = false;
    return;
  }
  const effect = annotationLineEffect(trimmed);
  if (effect === 'opens-comment') state.inComment = true;
  else if (effect === 'ends-run') state.run = 0;
  else if (typeof effect === 'number') state.run += effect;
}

/** What a line outside a comment does to the run: nothing, open a comment, end the run, or add this many annotations. */
function annotationLineEffect(trimmed: string): 'none' | 'opens-comment' | 'ends-run' | number {
  if (trimmed === '' || trimmed.startsWith('//')) return 'none';
  if (trimmed.startsWith('/*')) return trimmed.includes('*/', 2) ? 'none' : 'opens-comment';
  if (!/^@[\p{L}_]/u.test(trimmed) || DECLARATION_KEYWORD.test(trimmed)) return 'ends-run';
  return trimmed.match(/(?:^|\s)@[\p{L}_]/gu)?.length ?? 1;
}

/**
 * The first run of annotation lines (lines that start with `@`) longer than the limit, blank lines
 * and comments in between, line by line ({@link annotationRunStep}). Lines are visited without being
 * cut out of the text; only one that starts with `@` or is not plainly code is looked at further.
 */
export function kotlinAnnotationRun(text: string): SkipReason | undefined {
  // Most files: fewer annotations in all than the limit.
  let total = 0;
  for (let i = text.indexOf('@'); i !== -1 && total <= KOTLIN_ANNOTATION_RUN_LIMIT; i = text.indexOf('@', i + 1)) total++;
  if (total <= KOTLIN_ANNOTATION_RUN_LIMIT) return undefined;
  const state: AnnotationRunState = { run: 0, inComment: false };
  return findInLines(text, (start, end) => {
    let first = start;
    while (first < end && (text.charCodeAt(first) === 0x20 || text.charCodeAt(first) === 0x09)) first++;
    const c = first < end ? text.charCodeAt(first) : -1;
    // Plain code (an ASCII character that opens neither an annotation nor a comment) ends a run.
    if (!state.inComment && c !== -1 && c < 0x80 && c !== 0x40 && c !== 0x2f && c > 0x20) {
      state.run = 0;
      return undefined;
    }
    annotationRunStep(state, text.slice(first, end).trimStart());
    return state.run > KOTLIN_ANNOTATION_RUN_LIMIT ? { kind: 'too-many-annotations', count: state.run, limit: KOTLIN_ANNOTATION_RUN_LIMIT } : undefined;
  });
}

/** What one line does to {@link kotlinAnnotationRun}: what it does to the run, and whether it would close a comment. */
function annotationRunKey(line: string): string {
  const trimmed = line.trimStart();
  return `${trimmed.includes('*/')} ${annotationLineEffect(trimmed)}`;
}

/** What one line does to {@link longLine}: whether it is too long. */
function longLineKey(line: string): string {
  return line.length > MAX_LINE_LENGTH ? 'long' : '';
}

/** The first line longer than {@link MAX_LINE_LENGTH}; a text no longer than the limit is not read. */
export function longLine(text: string): SkipReason | undefined {
  if (text.length <= MAX_LINE_LENGTH) return undefined;
  let line = 0;
  return findInLines(text, (start, end) => {
    line++;
    return end - start > MAX_LINE_LENGTH ? { kind: 'long-line', line, length: end - start, limit: MAX_LINE_LENGTH } : undefined;
  });
}

/**
 * Visits the lines of `text` in order as `[start, end)`, their line break left out, until `visit`
 * returns something, and returns that. `\r\n`, `\n` and a lone `\r` end a line, as for the parsers;
 * each line end is searched for once, and no line is cut out of the text.
 */
function findInLines<T>(text: string, visit: (start: number, end: number) => T | undefined): T | undefined {
  // The next `\r` and `\n` at or after the line's start, each searched again only once passed.
  let carriage = -1;
  let newline = -1;
  for (let start = 0; start <= text.length; ) {
    if (carriage < start) carriage = indexOrEnd(text, '\r', start);
    if (newline < start) newline = indexOrEnd(text, '\n', start);
    const end = Math.min(carriage, newline);
    const found = visit(start, end);
    if (found !== undefined) return found;
    start = end < text.length && text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? end + 2 : end + 1;
  }
  return undefined;
}

/** The next index of `char` from `from`, or the text's length when there is none. */
function indexOrEnd(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at === -1 ? text.length : at;
}

/** A keyword that starts a declaration, after a line's annotations. */
const DECLARATION_KEYWORD = /\b(?:fun|class|interface|object|val|var|typealias|constructor|init|enum)\b/;

/** Equal reasons give equal keys: the registry re-reads a file whose reason changed. */
export function skipKey(reason: SkipReason | undefined): string {
  return reason ? JSON.stringify(reason) : '';
}

/** The notice shown on line 1 of a file that was not analysed. */
export function skipMessage(reason: SkipReason): string {
  switch (reason.kind) {
    case 'too-large':
      return l10n.t(
        'Not analysed: the file is {0}, larger than the limit of {1} (setting appfunctions.maxFileSize, option --max-file-size).',
        formatBytes(reason.size),
        formatBytes(reason.limit),
      );
    case 'binary':
      return l10n.t('Not analysed: the file has NUL bytes in its first {0}, so it is not text.', formatBytes(BINARY_PROBE));
    case 'undecodable':
      return l10n.t('Not analysed: {0} characters ({1}%) could not be decoded, so the file is not UTF-8 or UTF-16 text.', String(reason.count), (reason.ratio * 100).toFixed(1));
    case 'too-deep':
      if (reason.language === 'android-xml' || reason.what === 'elements')
        return l10n.t('Not analysed: elements are nested more than {0} deep, more than the XML analysis can read in reasonable time.', String(reason.limit));
      if (reason.language === 'typescript')
        return l10n.t('Not analysed: brackets are nested more than {0} deep, more than the TypeScript analysis can read in reasonable time.', String(reason.limit));
      if (reason.language === 'csharp')
        return l10n.t('Not analysed: brackets are nested more than {0} deep, more than the C# parser can read in reasonable time.', String(reason.limit));
      return l10n.t('Not analysed: {0} are nested more than {1} deep, more than the Kotlin parser can read in reasonable time.', NESTED[reason.what](), String(reason.limit));
    case 'too-many-annotations':
      return l10n.t(
        'Not analysed: more than {0} annotations follow one another with no declaration between them, which the Kotlin parser cannot read in reasonable time. Fix the syntax where it first breaks, or exclude a generated file.',
        reason.limit.toLocaleString('en'),
      );
    case 'long-line':
      return l10n.t(
        'Not analysed: line {0} is {1} characters long, more than {2}, as in minified or generated code or data written into the source; reading it would slow every answer about the file. Exclude a minified or generated file, or move the data to a file of its own.',
        reason.line.toLocaleString('en'),
        reason.length.toLocaleString('en'),
        reason.limit.toLocaleString('en'),
      );
    case 'too-much-memory':
      return l10n.t(
        'Not analysed: parsing needed more than {0} of memory, which happens when a large part of the file does not read as code or one block holds hundreds of thousands of statements. Fix the syntax where it first breaks, or exclude a generated file.',
        formatBytes(reason.budgetBytes),
      );
    case 'not-code':
      return l10n.t(
        'Not analysed: in more than {0} places a word follows another where code needs an operator, so a large part of the file reads as prose, not code. Fix the syntax where it first breaks, or exclude the file.',
        reason.limit.toLocaleString('en'),
      );
    case 'too-many-functions':
      return l10n.t(
        'Not analysed: the file declares more than {0} functions, and checking them all would make every answer about it take seconds. Split the functions over several files, or exclude a generated file.',
        reason.limit.toLocaleString('en'),
      );
    case 'tree-too-large':
      return reason.what === 'tokens'
        ? l10n.t(
            'Not analysed: the file has more than {0} tokens, one for every 5 bytes of the size limit, which written code never comes near; its syntax tree would take hundreds of megabytes. Fix the syntax where it first breaks, exclude a generated file, or raise the size limit (setting appfunctions.maxFileSize, option --max-file-size).',
            reason.limit.toLocaleString('en'),
          )
        : l10n.t(
            'Not analysed: the syntax tree has more than {0} nodes, one for every 5 bytes of the size limit, which written code never comes near (one for every 7 bytes); it would take hundreds of megabytes. Fix the syntax where it first breaks, exclude a generated file, or raise the size limit (setting appfunctions.maxFileSize, option --max-file-size).',
            reason.limit.toLocaleString('en'),
          );
    case 'too-slow':
      return l10n.t(
        'Not analysed: parsing took longer than {0} s, which happens when a large part of the file does not read as code. Fix the syntax where it first breaks, or exclude a generated file.',
        (reason.budgetMs / 1000).toLocaleString('en', { maximumFractionDigits: 2 }),
      );
  }
}

const NESTED: Record<'comments' | 'templates' | 'brackets', () => string> = {
  comments: () => l10n.t('block comments'),
  templates: () => l10n.t('string templates'),
  brackets: () => l10n.t('brackets'),
};

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, k: 1024, mb: 1024 ** 2, m: 1024 ** 2, gb: 1024 ** 3, g: 1024 ** 3 };

/** `2MB`, `512kb`, `1.5 MB` or a number of bytes; undefined for anything else (or less than 1 byte). */
export function parseByteSize(value: string): number | undefined {
  const [, amount, suffix] = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value) ?? [];
  const unit = suffix === undefined ? undefined : UNITS[suffix.toLowerCase()];
  if (amount === undefined || unit === undefined) return undefined;
  const bytes = Math.floor(Number(amount) * unit);
  return Number.isSafeInteger(bytes) && bytes >= 1 ? bytes : undefined;
}

/** A size for people: `2 MB`, `8 KB`, `913 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 2) return `${trim(bytes / 1024 ** 2)} MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)} KB`;
  return l10n.t('{0} bytes', String(bytes));
}

function trim(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

import type { AnnotationUse, FunctionDecl, ParameterDecl } from '../model/declarations';
import { cacheSlot, type AnalysisCaches } from '../model/analysis-caches';
import type { Range } from '../model/positions';
import type { DocTag } from '../model/text-pieces';
import type { TextEdit } from '../model/findings';
import { SourceText } from '../text/source-text';
import { escapeRegExp } from '../text/escape-regexp';

/**
 * Small, syntax-aware Kotlin edits shared by the fixes, and the text helpers they are built from.
 * Each works on the file's text and the model's ranges only, so a fix never needs a second parse,
 * and returns undefined rather than an edit that could damage the user's code.
 */

/** Sets a boolean annotation argument to true: rewrites it, appends it, or adds the argument list. */
export function setAnnotationFlag(source: SourceText, annotation: AnnotationUse, flag: string): TextEdit | undefined {
  const text = source.text;
  const written = annotation.args[flag];
  if (written) return written.text.trim() === 'true' ? undefined : { range: written.range, newText: 'true' };
  const start = source.offsetAt(annotation.range.start);
  const end = source.offsetAt(annotation.range.end);
  const annotationText = text.slice(start, end);
  if (annotationText.endsWith(')')) {
    const close = end - 1;
    const hasArgs = Object.keys(annotation.args).length > 0;
    const at = source.positionAt(close);
    return { range: { start: at, end: at }, newText: hasArgs ? `, ${flag} = true` : `${flag} = true` };
  }
  const at = annotation.range.end;
  return { range: { start: at, end: at }, newText: `(${flag} = true)` };
}

/**
 * Deletes a KDoc block tag: its whole lines when nothing else shares them, otherwise only the tag's
 * own text (a tag on the comment's closing line keeps the `*\/`). A tag's range that runs on over
 * the next line's leading `*` (the closing `*\/` of the comment) is cut back to its last word first.
 */
export function deleteDocTag(source: SourceText, tag: DocTag): TextEdit {
  const text = source.text;
  const start = source.offsetAt(tag.range.start);
  let end = source.offsetAt(tag.range.end);
  while (end > start && /[\s*]/.test(text[end - 1] ?? '')) end--;
  const endLine = source.positionAt(end).line;
  const lineStart = source.offsetAt({ line: tag.range.start.line, character: 0 });
  const nextLine = source.offsetAt({ line: endLine + 1, character: 0 });
  const wholeLines = text.slice(lineStart, nextLine);
  const before = text.slice(lineStart, start);
  const after = text.slice(end, nextLine);
  if (!wholeLines.includes('*/') && !wholeLines.includes('/*') && /^\s*\*?\s*$/.test(before) && /^\s*$/.test(after) && nextLine > lineStart) {
    return { range: source.range(lineStart, nextLine), newText: '' };
  }
  return { range: source.range(start, end), newText: '' };
}

/** Removes a parameter from its list, together with the comma that separates it. */
export function deleteParameter(source: SourceText, fn: FunctionDecl, parameter: ParameterDecl): TextEdit | undefined {
  const text = source.text;
  const index = fn.parameters.indexOf(parameter);
  if (index < 0) return undefined;
  const next = fn.parameters[index + 1];
  const previous = fn.parameters[index - 1];
  if (next) {
    return { range: { start: parameter.range.start, end: next.range.start }, newText: '' };
  }
  if (previous) {
    return { range: { start: previous.range.end, end: parameter.range.end }, newText: '' };
  }
  // The only parameter: drop it with any trailing comma, keep the parentheses.
  const end = source.offsetAt(parameter.range.end);
  const trailing = /^\s*,/.exec(text.slice(end));
  return { range: source.range(source.offsetAt(parameter.range.start), end + (trailing ? trailing[0].length : 0)), newText: '' };
}

/** The spelling of the KDoc flag this file already uses (the pre-alpha08 one, or the current). */
export function describedFlagName(text: string, annotation: AnnotationUse, caches: AnalysisCaches): string {
  if (annotation.args.isDescribedByKdoc) return 'isDescribedByKdoc';
  if (annotation.args.isDescribedByKDoc) return 'isDescribedByKDoc';
  return usesOldFlagSpelling(text, caches.get(FLAG_SPELLING)) ? 'isDescribedByKdoc' : 'isDescribedByKDoc';
}

/** The last text asked about: every unexposed KDoc of a file asks, and a large file is slow to scan. */
const FLAG_SPELLING = cacheSlot('fixes: KDoc flag spelling of the last text', (): { last?: { text: string; old: boolean } } => ({}));
function usesOldFlagSpelling(text: string, flagSpelling: { last?: { text: string; old: boolean } }): boolean {
  if (flagSpelling.last?.text !== text)
    flagSpelling.last = { text, old: text.includes('isDescribedByKdoc') && /\bisDescribedByKdoc\b/.test(text) && !/\bisDescribedByKDoc\b/.test(text) };
  return flagSpelling.last.old;
}

/** The leading whitespace of a line. */
export function lineIndent(source: SourceText, line: number): string {
  const start = source.offsetAt({ line, character: 0 });
  return /^[ \t]*/.exec(source.text.slice(start, start + 200))?.[0] ?? '';
}

/** One level of indentation as the file writes it: a tab, or four spaces (Kotlin's convention). */
export function indentUnit(indent: string): string {
  return indent.includes('\t') ? '\t' : '    ';
}

/** The indentation of the line a function's name is on. */
export function functionIndent(source: SourceText, fn: FunctionDecl): string {
  return lineIndent(source, fn.nameRange.start.line);
}

/**
 * Shifts every line after the first of a multi-line snippet by `delta` columns (spaces), or
 * returns undefined when the snippet holds a raw string, whose content must not change.
 */
export function reindentTail(snippet: string, delta: number): string | undefined {
  if (delta === 0 || !snippet.includes('\n')) return snippet;
  if (snippet.includes('"""')) return undefined;
  const lines = snippet.split('\n');
  return lines
    .map((line, i) => {
      if (i === 0 || line.trim() === '') return line;
      if (delta > 0) return ' '.repeat(delta) + line;
      const removable = Math.min(-delta, /^ */.exec(line)?.[0].length ?? 0);
      return line.slice(removable);
    })
    .join('\n');
}

/** The text of a range. */
export function textOf(source: SourceText, range: Range): string {
  return source.text.slice(source.offsetAt(range.start), source.offsetAt(range.end));
}

/** Whether `name` occurs as a whole identifier in `code`. */
export function mentionsIdentifier(code: string, name: string): boolean {
  return new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(code);
}

/** An `import` directive as written: its path, alias and the span of its line (without the newline). */
interface ImportLine {
  path: string;
  alias?: string;
  start: number;
  end: number;
}

/** The file's header: `package` line and imports, each as the span of its line. */
interface Header {
  packageLine?: { start: number; end: number };
  imports: ImportLine[];
  /** Where the text starts after a byte order mark. */
  start: number;
  /** The last line of the shebang and `@file:` annotations, which must stay above everything else. */
  prologue?: { start: number; end: number };
}

/** Headers already read, per text: every import a file's fixes add asks for the same one. */
const headers = new WeakMap<SourceText, Header>();

/** How many header lines {@link readHeader} has looked at, in this process (a test reads it). */
export const headerScan = { lines: 0 };

/**
 * The file's header, read once per text from its first line down to the first line that is not
 * part of a header (a declaration, or anything else): a shebang, blank lines, comments, `@file:`
 * annotations (over several lines too), the `package` line and the imports. Nothing past that
 * line is read, so the cost is the header's, not the file's.
 */
function readHeader(source: SourceText): Header {
  const known = headers.get(source);
  if (known) return known;
  const text = source.text;
  let offset = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const header: Header = { imports: [], start: offset };
  let commentDepth = 0;
  let annotationDepth = 0;
  for (let line = 0; offset <= text.length; line++) {
    headerScan.lines++;
    const newline = text.indexOf('\n', offset);
    const lineEnd = newline < 0 ? text.length : newline;
    const end = lineEnd > offset && text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    const read = codeOf(text, offset, end, commentDepth);
    commentDepth = read.commentDepth;
    const code = read.code.trim();
    if (annotationDepth > 0) {
      annotationDepth = Math.max(0, annotationDepth + bracketBalance(code));
      header.prologue = { start: offset, end };
    } else if (line === 0 && code.startsWith('#!')) {
      header.prologue = { start: offset, end };
    } else if (code === '') {
      // Blank, or a comment.
    } else if (/^@\s*file\s*:/.test(code)) {
      annotationDepth = Math.max(0, bracketBalance(code));
      header.prologue = { start: offset, end };
    } else if (/^package\b/.test(code)) {
      header.packageLine = { start: offset, end };
    } else if (/^import\b/.test(code)) {
      const m = /^import\s+([\w.`*]+)(?:\s+as\s+([\w`]+))?/.exec(code);
      if (m) header.imports.push({ path: (m[1] ?? '').replace(/`/g, ''), alias: m[2], start: offset, end });
    } else {
      break;
    }
    if (newline < 0) break;
    offset = newline + 1;
  }
  headers.set(source, header);
  return header;
}

/**
 * The code of `text[start, end)` with comments and string contents left out, given the nesting
 * depth of block comments (Kotlin's nest) the line starts in, and the depth it ends in.
 */
function codeOf(text: string, start: number, end: number, depth: number): { code: string; commentDepth: number } {
  let code = '';
  let i = start;
  while (i < end) {
    if (depth > 0) {
      const open = text.indexOf('/*', i);
      const close = text.indexOf('*/', i);
      if (close < 0 || close >= end) return { code, commentDepth: open >= 0 && open < end ? depth + 1 : depth };
      if (open >= 0 && open < close) {
        depth++;
        i = open + 2;
      } else {
        depth--;
        i = close + 2;
      }
      continue;
    }
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') break;
    if (c === '/' && text[i + 1] === '*') {
      depth++;
      i += 2;
      continue;
    }
    if (c === '"') {
      // A string (in a file annotation's arguments): its contents are no code.
      let j = i + 1;
      while (j < end && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      code += '""';
      i = j + 1;
      continue;
    }
    code += c;
    i++;
  }
  return { code, commentDepth: depth };
}

/** Opening minus closing brackets and parentheses. */
function bracketBalance(code: string): number {
  let balance = 0;
  for (const c of code) {
    if (c === '(' || c === '[') balance++;
    else if (c === ')' || c === ']') balance--;
  }
  return balance;
}

/** Whether the file can already refer to `simpleName` from `fqName` (imported, wildcard, same package). */
export function isImported(source: SourceText, fqName: string, packageName?: string): boolean {
  const pkg = fqName.slice(0, fqName.lastIndexOf('.'));
  if (packageName === pkg) return true;
  return readHeader(source).imports.some((i) => (i.path === fqName && !i.alias) || i.path === `${pkg}.*`);
}

/**
 * The edit that adds `import fqName`, in sorted position among the existing imports, or undefined
 * when it is already there. The edit replaces a whole neighbouring line rather than inserting at a
 * point, so two fixes that add the same import overlap and fix-all applies them in separate passes
 * instead of writing the line twice.
 */
export function addImportEdit(source: SourceText, fqName: string, packageName?: string): TextEdit | undefined {
  const text = source.text;
  if (isImported(source, fqName, packageName)) return undefined;
  const line = `import ${fqName}`;
  const { packageLine, imports, start, prologue } = readHeader(source);
  const span = (start: number, end: number) => source.range(start, end);
  const first = imports[0];
  if (first) {
    const before = imports.filter((i) => i.path < fqName).at(-1);
    if (before) {
      const written = text.slice(before.start, before.end);
      return { range: span(before.start, before.end), newText: `${written}\n${line}` };
    }
    return { range: span(first.start, first.end), newText: `${line}\n${text.slice(first.start, first.end)}` };
  }
  if (packageLine) {
    const written = text.slice(packageLine.start, packageLine.end);
    return { range: span(packageLine.start, packageLine.end), newText: `${written}\n\n${line}` };
  }
  if (prologue) {
    const written = text.slice(prologue.start, prologue.end);
    return { range: span(prologue.start, prologue.end), newText: `${written}\n\n${line}` };
  }
  const firstLineEnd = text.slice(start, start + 10_000).search(/\r?\n|$/) + start;
  return { range: span(start, firstLineEnd), newText: `${line}\n\n${text.slice(start, firstLineEnd)}` };
}

import type { AnnotationUse, FunctionDecl, ParameterDecl } from '../model/declarations';
import type { Range } from '../model/positions';
import type { DocTag } from '../model/text-pieces';
import type { TextEdit } from '../model/findings';
import { SourceText } from '../text/source-text';

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
 * own text (a tag on the comment's closing line keeps the `*\/`).
 */
export function deleteDocTag(source: SourceText, tag: DocTag): TextEdit {
  const text = source.text;
  const lineStart = source.offsetAt({ line: tag.range.start.line, character: 0 });
  const nextLine = source.offsetAt({ line: tag.range.end.line + 1, character: 0 });
  const wholeLines = text.slice(lineStart, nextLine);
  const before = text.slice(lineStart, source.offsetAt(tag.range.start));
  if (!wholeLines.includes('*/') && !wholeLines.includes('/*') && /^\s*\*?\s*$/.test(before) && nextLine > lineStart) {
    return { range: source.range(lineStart, nextLine), newText: '' };
  }
  return { range: tag.range, newText: '' };
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
export function describedFlagName(text: string, annotation: AnnotationUse): string {
  if (annotation.args.isDescribedByKdoc) return 'isDescribedByKdoc';
  if (annotation.args.isDescribedByKDoc) return 'isDescribedByKDoc';
  return usesOldFlagSpelling(text) ? 'isDescribedByKdoc' : 'isDescribedByKDoc';
}

/** The last text asked about: every unexposed KDoc of a file asks, and a large file is slow to scan. */
let flagSpelling: { text: string; old: boolean } | undefined;
function usesOldFlagSpelling(text: string): boolean {
  if (flagSpelling?.text !== text) flagSpelling = { text, old: /\bisDescribedByKdoc\b/.test(text) && !/\bisDescribedByKDoc\b/.test(text) };
  return flagSpelling.old;
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
  return new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`).test(code);
}

/** An `import` directive as written: its path, alias and the span of its line (without the newline). */
interface ImportLine {
  path: string;
  alias?: string;
  start: number;
  end: number;
}

/** The file's header: `package` line and imports, read from text (they sit above every declaration). */
function readHeader(text: string): { packageLine?: { start: number; end: number }; imports: ImportLine[] } {
  const imports: ImportLine[] = [];
  let packageLine: { start: number; end: number } | undefined;
  const pattern = /^[ \t]*(package|import)[ \t]+([\w.`*]+)(?:[ \t]+as[ \t]+(\w+))?[ \t;]*$/gm;
  // The header ends at the first declaration; scanning further could pick up text inside strings.
  const firstDeclaration = /^[ \t]*(?:@|(?:public|private|internal|abstract|open|sealed|data|enum|annotation|inline|value|fun|class|interface|object|val|var|typealias)\b)/m.exec(
    text.replace(/^[ \t]*@file:.*$/gm, (m) => ' '.repeat(m.length)),
  );
  const limit = firstDeclaration ? firstDeclaration.index : text.length;
  for (let m = pattern.exec(text); m && m.index < limit; m = pattern.exec(text)) {
    // The pattern's first two groups are not optional: a match has a keyword and a name.
    const [matched, keyword, name = '', alias] = m;
    if (keyword === 'package') packageLine = { start: m.index, end: m.index + matched.length };
    else imports.push({ path: name.replace(/`/g, ''), alias, start: m.index, end: m.index + matched.length });
  }
  return { packageLine, imports };
}

/** Whether the file can already refer to `simpleName` from `fqName` (imported, wildcard, same package). */
export function isImported(text: string, fqName: string, packageName?: string): boolean {
  const pkg = fqName.slice(0, fqName.lastIndexOf('.'));
  if (packageName === pkg) return true;
  return readHeader(text).imports.some((i) => (i.path === fqName && !i.alias) || i.path === `${pkg}.*`);
}

/**
 * The edit that adds `import fqName`, in sorted position among the existing imports, or undefined
 * when it is already there. The edit replaces a whole neighbouring line rather than inserting at a
 * point, so two fixes that add the same import overlap and fix-all applies them in separate passes
 * instead of writing the line twice.
 */
export function addImportEdit(source: SourceText, fqName: string, packageName?: string): TextEdit | undefined {
  const text = source.text;
  if (isImported(text, fqName, packageName)) return undefined;
  const line = `import ${fqName}`;
  const { packageLine, imports } = readHeader(text);
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
  const firstLineEnd = text.search(/\r?\n|$/);
  return { range: span(0, firstLineEnd), newText: `${line}\n\n${text.slice(0, firstLineEnd)}` };
}

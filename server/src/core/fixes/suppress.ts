import * as l10n from '@vscode/l10n';
import type { AnnotationUse, ClassInfo, FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { Position, Range } from '../model/positions';
import type { Finding, Fix, TextEdit } from '../model/findings';
import { SUPPRESS_PREFIX } from '../languages/kotlin/annotations';
import { SourceText } from '../text/source-text';
import { rangeContains as contains } from '../text/ranges';

/**
 * Fixes that silence one finding's rule for the function, the class or the whole file, by adding
 * `@Suppress("appfunctions:<rule-id>")` or merging the id into an existing `@Suppress`.
 */
export function suppressionFixes(finding: Finding, file: FileModel, source: SourceText): Fix[] {
  // TypeScript and C# share the comment form: `// appfunctions-disable-next-line <rule-id> -- reason`.
  if (file.language === 'typescript' || file.language === 'csharp') return [lineCommentSuppression(finding, file, source)];
  if (file.language !== 'kotlin') return [];
  const value = `"${SUPPRESS_PREFIX}${finding.ruleId}"`;
  const fixes: Fix[] = [];
  const add = (title: string, edit: TextEdit | undefined) => {
    if (edit) fixes.push({ title, edits: [edit], safe: false });
  };
  const fn = functionAt(file, finding.range);
  if (fn) add(l10n.t("Suppress '{0}' for function '{1}'", finding.ruleId, fn.name), annotate(source, fn.annotations, fn.declarationRange.start, value));
  const owner = innermostClass(file.classes, finding.range);
  if (owner) add(l10n.t("Suppress '{0}' for class '{1}'", finding.ruleId, owner.name), annotate(source, owner.annotations, owner.range.start, value));
  add(l10n.t("Suppress '{0}' for this file", finding.ruleId), fileSuppression(file, source, value));
  return fixes;
}

function annotate(source: SourceText, annotations: AnnotationUse[], declarationStart: Position, value: string): TextEdit | undefined {
  const existing = annotations.find((a) => a.name === 'Suppress');
  if (existing) return mergeInto(source, existing, value);
  const lineStart = { line: declarationStart.line, character: 0 };
  const indent = source.text.slice(source.offsetAt(lineStart), source.offsetAt(declarationStart));
  const onlySpaces = /^\s*$/.test(indent);
  return {
    range: { start: declarationStart, end: declarationStart },
    newText: onlySpaces ? `@Suppress(${value})\n${indent}` : `@Suppress(${value}) `,
  };
}

/**
 * Adds the value to an existing `@Suppress`, inside the annotation's own text: after its last
 * argument (inside the array of a named `names = [...]`), between empty parentheses, or as a new
 * argument list right after the name of a bare `@Suppress`. Undefined when the annotation is
 * written in a way this cannot place the value in safely.
 */
function mergeInto(source: SourceText, annotation: AnnotationUse, value: string): TextEdit | undefined {
  const args = Object.entries(annotation.args);
  const last = args.at(-1);
  if (last) {
    const [key, arg] = last;
    if (/^_\d+$/.test(key)) return insertAt(source, source.offsetAt(arg.range.end), `, ${value}`, annotation);
    // A named `names = [...]` or `names = arrayOf(...)`: the value goes inside, before the closing bracket.
    const end = source.offsetAt(arg.range.end);
    const close = arg.text.trimEnd().at(-1);
    if (close !== ']' && close !== ')') return undefined;
    const at = source.offsetAt(arg.range.start) + arg.text.trimEnd().length - 1;
    if (at >= end) return undefined;
    const empty = (arg.elements?.length ?? 0) === 0;
    return insertAt(source, at, empty ? value : `, ${value}`, annotation);
  }
  const start = source.offsetAt(annotation.range.start);
  const written = source.text.slice(start, source.offsetAt(annotation.range.end));
  // `@Suppress`, `@file:Suppress`, `@kotlin.Suppress`, then maybe `(` and white space or comments only.
  const name = /^@\s*(?:\w+\s*:\s*)?(?:[\w`]+\s*\.\s*)*`?Suppress`?/.exec(written);
  if (!name) return undefined;
  const rest = written.slice(name[0].length);
  if (rest.trim() === '') return insertAt(source, start + name[0].length, `(${value})`, annotation);
  const parentheses = /^\s*\((\s*)\)\s*$/.exec(rest);
  if (parentheses) return insertAt(source, start + name[0].length + rest.indexOf('(') + 1 + parentheses[1]!.length, value, annotation);
  return undefined;
}

/** An insertion, kept only when it lies inside (or at the end of) the annotation it belongs to. */
function insertAt(source: SourceText, offset: number, newText: string, annotation: AnnotationUse): TextEdit | undefined {
  if (offset < source.offsetAt(annotation.range.start) || offset > source.offsetAt(annotation.range.end)) return undefined;
  const at = source.positionAt(offset);
  return { range: { start: at, end: at }, newText };
}

/**
 * Merges into the file's `@file:Suppress` when there is one; otherwise adds one where Kotlin takes
 * file annotations: after a byte order mark, a shebang line and the other file annotations, before
 * the package directive.
 */
function fileSuppression(file: FileModel, source: SourceText, value: string): TextEdit | undefined {
  const existing = file.fileAnnotations.find((a) => a.name === 'Suppress');
  if (existing) return mergeInto(source, existing, value);
  const text = source.text;
  const lastAnnotation = file.fileAnnotations.at(-1);
  if (lastAnnotation) {
    const at = lastAnnotation.range.end;
    return { range: { start: at, end: at }, newText: `\n@file:Suppress(${value})` };
  }
  let offset = text.startsWith('\uFEFF') ? 1 : 0;
  if (text.startsWith('#!', offset)) {
    const lineEnd = text.indexOf('\n', offset);
    if (lineEnd < 0) return { range: source.range(text.length, text.length), newText: `\n@file:Suppress(${value})\n` };
    offset = lineEnd + 1;
  }
  const at = source.positionAt(offset);
  return { range: { start: at, end: at }, newText: `@file:Suppress(${value})\n\n` };
}

function innermostClass(classes: ClassInfo[], range: Range): ClassInfo | undefined {
  let best: ClassInfo | undefined;
  for (const info of classes) {
    if (!contains(info.range, range)) continue;
    if (!best || contains(best.range, info.range)) best = info;
  }
  return best;
}

/** The function a finding belongs to. */
function functionAt(file: FileModel, range: Range): FunctionDecl | undefined {
  return file.functions.find((f) => contains(f.range, range));
}

/** The word a TypeScript suppression leaves for the user to replace with the reason. */
const REASON_PLACEHOLDER = 'reason';

/**
 * TypeScript: `// appfunctions-disable-next-line <rule-id> -- reason` above the statement that holds
 * the finding (the tool registration, when the finding is inside one), at its indentation.
 */
function lineCommentSuppression(finding: Finding, file: FileModel, source: SourceText): Fix {
  const owner = functionAt(file, finding.range);
  const line = (owner?.range ?? finding.range).start.line;
  const lineStart = source.offsetAt({ line, character: 0 });
  const indent = /^[ \t]*/.exec(source.text.slice(lineStart))?.[0] ?? '';
  const at = { line, character: 0 };
  const comment = `${indent}// appfunctions-disable-next-line ${finding.ruleId} -- `;
  return {
    title: owner && file.language === 'csharp' ? l10n.t("Suppress '{0}' for '{1}'", finding.ruleId, owner.name) : l10n.t("Suppress '{0}' for this statement", finding.ruleId),
    edits: [{ range: { start: at, end: at }, newText: `${comment}${REASON_PLACEHOLDER}\n` }],
    safe: false,
    // The inserted line is where the statement was: `reason` is selected for the user to replace.
    placeholder: { start: { line, character: comment.length }, end: { line, character: comment.length + REASON_PLACEHOLDER.length } },
  };
}

import type { AnnotationUse, DocTag, FunctionDecl, ParameterDecl } from '../model/types';
import type { TextEdit } from '../rules/rule';
import { SourceText } from '../text/source-text';

/**
 * Small, syntax-aware Kotlin edits shared by the fixes. Each returns undefined rather than an edit
 * that could damage the user's code.
 */

/** Sets a boolean annotation argument to true: rewrites it, appends it, or adds the argument list. */
export function setAnnotationFlag(text: string, annotation: AnnotationUse, flag: string): TextEdit | undefined {
  const source = new SourceText(text);
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
export function deleteDocTag(text: string, tag: DocTag): TextEdit {
  const source = new SourceText(text);
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
export function deleteParameter(text: string, fn: FunctionDecl, parameter: ParameterDecl): TextEdit | undefined {
  const source = new SourceText(text);
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
  return /\bisDescribedByKdoc\b/.test(text) && !/\bisDescribedByKDoc\b/.test(text) ? 'isDescribedByKdoc' : 'isDescribedByKDoc';
}

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
  if (file.language === 'typescript') return [typeScriptSuppression(finding, file, source)];
  if (file.language !== 'kotlin') return [];
  const value = `"${SUPPRESS_PREFIX}${finding.ruleId}"`;
  const fixes: Fix[] = [];
  const fn = functionAt(file, finding.range);
  if (fn) {
    fixes.push({
      title: l10n.t("Suppress '{0}' for function '{1}'", finding.ruleId, fn.name),
      edits: [annotate(source, fn.annotations, fn.declarationRange.start, value)],
      safe: false,
    });
  }
  const owner = innermostClass(file.classes, finding.range);
  if (owner) {
    fixes.push({
      title: l10n.t("Suppress '{0}' for class '{1}'", finding.ruleId, owner.name),
      edits: [annotate(source, owner.annotations, owner.range.start, value)],
      safe: false,
    });
  }
  fixes.push({ title: l10n.t("Suppress '{0}' for this file", finding.ruleId), edits: [fileSuppression(file, value)], safe: false });
  return fixes;
}

function annotate(source: SourceText, annotations: AnnotationUse[], declarationStart: Position, value: string): TextEdit {
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

/** Adds the value as the last argument of an existing `@Suppress(...)`. */
function mergeInto(source: SourceText, annotation: AnnotationUse, value: string): TextEdit {
  const end = source.offsetAt(annotation.range.end);
  const close = source.text.lastIndexOf(')', end);
  const at = source.positionAt(close);
  const hasArgs = Object.keys(annotation.args).length > 0;
  return { range: { start: at, end: at }, newText: hasArgs ? `, ${value}` : value };
}

function fileSuppression(file: FileModel, value: string): TextEdit {
  const existing = file.fileAnnotations.find((a) => a.name === 'Suppress');
  if (existing) {
    const arg = Object.values(existing.args).at(-1);
    if (arg) return { range: { start: arg.range.end, end: arg.range.end }, newText: `, ${value}` };
  }
  // File annotations must precede the package directive; the top of the file is always valid.
  const top = { line: 0, character: 0 };
  return { range: { start: top, end: top }, newText: `@file:Suppress(${value})\n\n` };
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

/**
 * TypeScript: `// appfunctions-disable-next-line <rule-id> -- reason` above the statement that holds
 * the finding (the tool registration, when the finding is inside one), at its indentation.
 */
function typeScriptSuppression(finding: Finding, file: FileModel, source: SourceText): Fix {
  const owner = functionAt(file, finding.range);
  const line = (owner?.range ?? finding.range).start.line;
  const lineStart = source.offsetAt({ line, character: 0 });
  const indent = /^[ \t]*/.exec(source.text.slice(lineStart))?.[0] ?? '';
  const at = { line, character: 0 };
  return {
    title: l10n.t("Suppress '{0}' for this statement", finding.ruleId),
    edits: [{ range: { start: at, end: at }, newText: `${indent}// appfunctions-disable-next-line ${finding.ruleId} -- reason\n` }],
    safe: false,
  };
}

import * as l10n from '@vscode/l10n';
import type { AnnotationUse, FunctionDecl, PropertyDecl, SerializableDecl } from '../model/declarations';
import type { DocComment, TextPiece } from '../model/text-pieces';
import { positionInRange } from '../text/ranges';

/**
 * Descriptions exactly as the agent receives them: the function's, its parameters', its result's
 * and the object types' and their properties', with `@AppFunctionInstruction` winning over the
 * KDoc and the KDoc counting only when `isDescribedByKDoc` is set, cleaned as the compiler does.
 */

/** Where a description came from, and why it is empty when it is. */
export interface DescriptionInfo {
  text: string;
  source: 'instruction' | 'kdoc' | 'none';
  /** Set when `text` is empty: why the agent receives no description. */
  reason?: string;
}

/**
 * A piece's text with its line structure restored: the model joins a KDoc's lines with one `\n`
 * and drops blank lines, while the compiler keeps them (paragraphs stay `\n\n`).
 */
export function pieceText(piece: TextPiece | undefined): string {
  if (!piece) return '';
  if (piece.segments.length < 2) return piece.text;
  let out = '';
  let previousLine: number | undefined;
  for (const segment of piece.segments) {
    if (previousLine !== undefined) out += '\n'.repeat(Math.max(1, segment.start.line - previousLine));
    out += piece.text.slice(segment.textOffset, segment.textOffset + segment.length);
    previousLine = segment.start.line;
  }
  return out;
}

/** The agent-facing text of an `@AppFunctionInstruction`: the decoded string literal when there is one. */
function instructionText(annotations: AnnotationUse[], piece: TextPiece): string {
  const annotation = annotations.find((a) => a.name === 'AppFunctionInstruction');
  const arg = annotation?.args.instruction ?? annotation?.args._0;
  return arg?.stringValue ?? decodeEscapes(piece.text);
}

function decodeEscapes(text: string): string {
  return text.replace(/\\(["\\$nt])/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch));
}

const KOTLIN_BLOCK_TAGS = new Set(['param', 'return', 'constructor', 'receiver', 'property', 'throws', 'exception', 'sample', 'see', 'author', 'since', 'suppress']);

/**
 * The KDoc as the compiler's `sanitizeKDoc` leaves it: every Kotlin block tag (and its continuation
 * lines) removed, other `@tags` kept, trimmed.
 */
export function sanitizedKDoc(doc: DocComment | undefined): string {
  if (!doc) return '';
  const summary = pieceText(doc.summary);
  const kept = doc.otherTags.filter((tag) => !KOTLIN_BLOCK_TAGS.has(tag.tag)).map((tag) => `@${tag.tag} ${tag.text?.text ?? ''}`.trimEnd());
  if (kept.length === 0) return summary.trim();
  // The compiler removes the known tags' lines and keeps every other line: a blank line between
  // the summary and the first tag stays, so a kept tag follows the summary after it. Removed tags
  // take the blank lines within them along.
  const summaryEnd = doc.summary?.segments.at(-1)?.start.line;
  const tags = [...doc.params, ...doc.properties, ...(doc.returns ? [doc.returns] : []), ...doc.otherTags];
  let firstTagLine = Number.POSITIVE_INFINITY;
  for (const tag of tags) firstTagLine = Math.min(firstTagLine, tag.range.start.line);
  const separator = summary.trim() && summaryEnd !== undefined && firstTagLine - summaryEnd > 1 ? '\n\n' : '\n';
  return `${summary}${separator}${kept.join('\n')}`.trim();
}

/** The function's description exactly as the agent receives it. */
export function deliveredDescription(fn: FunctionDecl): DescriptionInfo {
  if (fn.instruction) return { text: instructionText(fn.annotations, fn.instruction), source: 'instruction' };
  if (fn.descriptionLiteral) return { text: fn.descriptionLiteral.text, source: 'instruction' };
  if (!fn.docExposed) {
    const reason = fn.doc
      ? l10n.t('isDescribedByKDoc is not true, so the agent receives no description: the KDoc stays in the source.')
      : l10n.t('The function has no @AppFunctionInstruction and isDescribedByKDoc is not true, so the agent receives no description.');
    return { text: '', source: 'none', reason };
  }
  const text = sanitizedKDoc(fn.doc);
  if (text) return { text, source: 'kdoc' };
  return {
    text: '',
    source: 'none',
    reason: fn.doc
      ? l10n.t('isDescribedByKDoc is true but the KDoc has no text besides block tags, so the description is empty.')
      : l10n.t('isDescribedByKDoc is true but the function has no KDoc, so the description is empty.'),
  };
}

/** `@AppFunctionInstruction` on the parameter wins; the `@param` text counts only when the KDoc is exposed. */
export function parameterDescription(fn: FunctionDecl, name: string): string {
  const parameter = fn.parameters.find((p) => p.name === name);
  if (parameter?.instruction) return instructionText(parameter.annotations, parameter.instruction);
  if (!fn.docExposed) return '';
  return (parameter?.doc?.text ?? fn.doc?.params.find((p) => p.name === name)?.text?.text ?? '').trim();
}

/** An instruction on the return type wins (the front end stores it as `doc.returns`), else `@return` when exposed. */
export function responseDescription(fn: FunctionDecl): string {
  // The return type's instruction is the response's description even when the function has no KDoc.
  if (fn.kind === 'android-appfunction' && fn.returnInstruction) return decodeEscapes(fn.returnInstruction.text);
  const returns = fn.doc?.returns;
  if (!returns) return '';
  const fromInstruction = fn.doc && !positionInRange(returns.range.start, fn.doc.range);
  if (fromInstruction) return decodeEscapes(returns.text?.text ?? '');
  return fn.docExposed ? (returns.text?.text ?? '').trim() : '';
}

/** The object type's description: class `@AppFunctionInstruction` wins, else the KDoc when `isDescribedByKDoc = true`. */
export function serializableDescription(decl: SerializableDecl): string {
  if (decl.instruction) return instructionText(decl.annotations, decl.instruction);
  return decl.describedByDoc === true ? sanitizedKDoc(decl.doc) : '';
}

/** Property KDoc > class `@property` > class `@param` (only when the class is described by KDoc); an instruction always wins. */
export function propertyDescription(decl: SerializableDecl, property: PropertyDecl): string {
  if (property.instruction) return instructionText(property.annotations, property.instruction);
  if (decl.describedByDoc !== true) return '';
  const fromTag = (tags: DocComment['params'] | undefined) => tags?.find((t) => t.name === property.name)?.text?.text;
  return (pieceText(property.doc) || fromTag(decl.doc?.properties) || fromTag(decl.doc?.params) || '').trim();
}

import type { FileModel, FunctionDecl, SerializableDecl, TextPiece } from '../model/types';
import type { RuleReport } from './rule';

/** What a piece of agent-facing text describes. */
export type DescriptionKind = 'function' | 'parameter' | 'return' | 'type' | 'property' | 'app';

/** A piece of text an agent reads, with what it belongs to. */
export interface DescriptionTarget {
  kind: DescriptionKind;
  /** Name of the described thing (function, parameter, type or property). */
  name: string;
  piece: TextPiece;
  fn?: FunctionDecl;
  type?: SerializableDecl;
}

/** The text an agent reads as the function's description (instruction wins over the doc comment). */
export function functionDescription(fn: FunctionDecl): TextPiece | undefined {
  return nonEmpty(fn.instruction) ?? nonEmpty(fn.descriptionLiteral) ?? nonEmpty(fn.doc?.summary);
}

/**
 * Every description written in a file: functions, their parameters and results, serializable
 * types and their properties. Text rules run over this list so they cover all of them alike.
 */
export function descriptionTargets(file: FileModel): DescriptionTarget[] {
  const targets: DescriptionTarget[] = [];
  for (const fn of file.functions) {
    const description = functionDescription(fn);
    if (description) targets.push({ kind: 'function', name: fn.name, piece: description, fn });
    for (const parameter of fn.parameters) {
      const piece = nonEmpty(parameter.instruction) ?? nonEmpty(parameter.doc);
      if (piece && !parameter.isContext) targets.push({ kind: 'parameter', name: parameter.name, piece, fn });
    }
    const returns = nonEmpty(fn.doc?.returns?.text);
    if (returns) targets.push({ kind: 'return', name: fn.name, piece: returns, fn });
  }
  // The app description (res/xml app metadata): only app-description-quality runs rules on it.
  const app = nonEmpty(file.android?.appMetadata?.text);
  if (app) targets.push({ kind: 'app', name: file.android?.resourceName ?? 'app', piece: app });
  for (const type of file.serializables) {
    const description = nonEmpty(type.instruction) ?? nonEmpty(type.doc?.summary);
    if (description) targets.push({ kind: 'type', name: type.name, piece: description, type });
    for (const property of type.properties) {
      const piece =
        nonEmpty(property.instruction) ??
        nonEmpty(property.doc) ??
        nonEmpty(type.doc?.properties.find((p) => p.name === property.name)?.text) ??
        nonEmpty(type.doc?.params.find((p) => p.name === property.name)?.text);
      if (piece) targets.push({ kind: 'property', name: property.name, piece, type });
    }
  }
  return targets;
}

function nonEmpty(piece: TextPiece | undefined): TextPiece | undefined {
  return piece && piece.text.trim().length > 0 ? piece : undefined;
}

/**
 * Runs `compute` for one description and forwards its reports, or forwards what it reported for
 * the same piece before. Only for rules whose reports depend on nothing but the piece (its text
 * and where it sits in the source): a piece is an immutable part of a file model, and while a big
 * file is edited its unchanged functions keep their pieces, so their text checks run once.
 */
export function reportOnPiece(ruleId: string, piece: TextPiece, report: (report: RuleReport) => void, compute: (report: (report: RuleReport) => void) => void): void {
  let byRule = pieceReports.get(piece);
  const known = byRule?.get(ruleId);
  if (known) {
    for (const made of known) report(made);
    return;
  }
  const made: RuleReport[] = [];
  compute((one) => {
    made.push(one);
    report(one);
  });
  // Reached only when the check ran to the end: a partial list is never replayed.
  if (!byRule) {
    // Bounded, oldest out: enough for the files being edited, while a cold run over a large
    // workspace (where no piece is seen twice) does not keep every report it made.
    if (pieceReports.size >= REMEMBERED_PIECES) pieceReports.delete(pieceReports.keys().next().value!);
    pieceReports.set(piece, (byRule = new Map()));
  }
  byRule.set(ruleId, made);
}

const pieceReports = new Map<TextPiece, Map<string, RuleReport[]>>();
const REMEMBERED_PIECES = 2_000;

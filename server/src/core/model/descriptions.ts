import type { FunctionDecl, SerializableDecl } from './declarations';
import type { FileModel } from './file-model';
import type { TextPiece } from './text-pieces';

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

/**
 * The description as the author wrote it in the source (instruction, tool literal or KDoc summary,
 * in that order), with source positions. What the agent actually receives, which for Kotlin also
 * depends on `isDescribedByKDoc`, is `deliveredDescription` in the schema layer.
 */
export function sourceDescription(fn: FunctionDecl): TextPiece | undefined {
  return nonEmpty(fn.instruction) ?? nonEmpty(fn.descriptionLiteral) ?? nonEmpty(fn.doc?.summary);
}

/**
 * Every description written in a file: functions, their parameters and results, serializable
 * types and their properties. Text rules run over this list so they cover all of them alike.
 */
export function descriptionTargets(file: FileModel): DescriptionTarget[] {
  const targets: DescriptionTarget[] = [];
  for (const fn of file.functions) {
    const description = sourceDescription(fn);
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

/**
 * The app descriptions written in a TypeScript file: the `instructions` of each MCP server
 * (`McpServer` or the low-level `Server`) whose text is known. The Android app description is the
 * `app` target of its XML file in {@link descriptionTargets}.
 */
export function appDescriptionTargets(file: FileModel): DescriptionTarget[] {
  const targets: DescriptionTarget[] = [];
  for (const server of file.mcpServers ?? []) {
    const piece = nonEmpty(server.instructions);
    if (piece) targets.push({ kind: 'app', name: server.name ?? 'server', piece });
  }
  return targets;
}

/** The piece when it has any text, else undefined. */
export function nonEmpty(piece: TextPiece | undefined): TextPiece | undefined {
  return piece && piece.text.trim().length > 0 ? piece : undefined;
}

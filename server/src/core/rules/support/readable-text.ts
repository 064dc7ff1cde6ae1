// The descriptions as the text rules read them: within the limits of text/limits.ts. The rules
// import these in place of the model's own lists, so that no text rule reads past a limit.
import type { FunctionDecl } from '../../model/declarations';
import {
  appDescriptionTargets as allAppTargets,
  descriptionTargets as allTargets,
  sourceDescription as writtenDescription,
  type DescriptionTarget,
} from '../../model/descriptions';
import type { FileModel } from '../../model/file-model';
import type { TextPiece } from '../../model/text-pieces';
import { readableText } from '../../text/limits';

/**
 * Per piece, what the rules read of it (the same piece when it is within the limits). Weak, and a
 * pure function of the piece: pieces are immutable, and the rules' per-piece caches need the same
 * object each time.
 */
const readablePieces = new WeakMap<TextPiece, TextPiece | null>();
const openingUnread = new WeakSet<TextPiece>();

/**
 * The piece as the text rules read it: cut at the length limit, with over-long lines blanked (the
 * source positions of the rest are unchanged). Undefined when nothing readable is left.
 */
export function readable(piece: TextPiece): TextPiece | undefined {
  let found = readablePieces.get(piece);
  if (found === undefined) {
    const bounded = readableText(piece.text);
    found = !bounded ? piece : /\S/.test(bounded.text) ? { ...piece, text: bounded.text } : null;
    if (found && bounded?.openingUnread) openingUnread.add(found);
    readablePieces.set(piece, found);
  }
  return found ?? undefined;
}

/** Whether the rules read the piece's opening (its first line with words was not over the limit). */
export function openingRead(piece: TextPiece): boolean {
  return !openingUnread.has(piece);
}

/** {@link writtenDescription} as the text rules read it. */
export function sourceDescription(fn: FunctionDecl): TextPiece | undefined {
  const piece = writtenDescription(fn);
  return piece && readable(piece);
}

/** The model's description targets as the text rules read them. */
export function descriptionTargets(file: FileModel): readonly DescriptionTarget[] {
  let targets = targetsByFile.get(file);
  if (!targets) targetsByFile.set(file, (targets = withReadablePieces(allTargets(file))));
  return targets;
}

/** The model's app description targets (MCP instructions) as the text rules read them. */
export function appDescriptionTargets(file: FileModel): readonly DescriptionTarget[] {
  let targets = appTargetsByFile.get(file);
  if (!targets) appTargetsByFile.set(file, (targets = withReadablePieces(allAppTargets(file))));
  return targets;
}

/**
 * The lists above, once per model: a dozen text rules ask for them on every analysis, and a model is
 * replaced, never changed, so its lists stay true while it lives.
 */
const targetsByFile = new WeakMap<FileModel, readonly DescriptionTarget[]>();
const appTargetsByFile = new WeakMap<FileModel, readonly DescriptionTarget[]>();

function withReadablePieces(targets: DescriptionTarget[]): DescriptionTarget[] {
  const result: DescriptionTarget[] = [];
  for (const target of targets) {
    const piece = readable(target.piece);
    if (piece === target.piece) result.push(target);
    else if (piece) result.push({ ...target, piece });
  }
  return result;
}

export type { DescriptionTarget } from '../../model/descriptions';

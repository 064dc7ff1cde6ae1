/**
 * Agent-facing text with the source position of every character, and the doc comments (KDoc,
 * JSDoc) it comes from.
 */

import type { Position, Range } from './positions';

/** One contiguous run of source characters that contributes to a {@link TextPiece}. */
export interface TextSegment {
  /** Offset of this segment in the normalised text. */
  textOffset: number;
  /** Length in the normalised text (equals the source length: segments are verbatim). */
  length: number;
  /** Where the segment starts in the file. */
  start: Position;
}

/**
 * Text as a reader sees it (comment markers and line breaks normalised away) together with the
 * exact source location of every character, so a rule can point at a single word inside a KDoc.
 */
export interface TextPiece {
  text: string;
  range: Range;
  segments: TextSegment[];
}

/** A parsed documentation comment (KDoc or JSDoc), split into the pieces agents receive. */
export interface DocComment {
  range: Range;
  /** Everything before the first block tag. */
  summary?: TextPiece;
  params: DocTag[];
  /** `@property` tags (class docs). */
  properties: DocTag[];
  returns?: DocTag;
  /** Any other block tag (`@throws`, `@see`, ...). */
  otherTags: DocTag[];
}

export interface DocTag {
  tag: string;
  /** The subject name for `@param name`/`@property name`, when present. */
  name?: string;
  nameRange?: Range;
  /** The whole tag, from `@` to the end of its last line. */
  range: Range;
  text?: TextPiece;
}

// Doc attachment: which KDoc belongs to which declaration. A KDoc is a declaration's when only white
// space separates the two; a declaration starts at its dangling annotations when the grammar left
// some before it (see AnnotationReader.dangling).
import type { Node } from 'web-tree-sitter';
import type { DocComment, TextPiece } from '../../model/text-pieces';
import type { SourceText } from '../../text/source-text';
import type { AnnotationReader } from './annotations';
import { funKeywordBefore } from './fun-interface';
import { parseDocComment } from './kdoc';
import { changedSpan, editTouches } from '../../text/changed-span';

/** The KDoc comments of one tree and the declarations they document. */
export class DocAttachment {
  /** Every KDoc of the file, by start offset. */
  readonly #comments: { start: number; end: number }[] = [];
  /** Per node id (unique within the tree being read), where the declaration starts. */
  readonly #starts = new Map<number, number>();
  /** Per declaration node id, its previous named sibling, as the declaration walk saw it. */
  readonly #previous = new Map<number, Node | null>();

  constructor(
    private readonly source: SourceText,
    root: Node,
    private readonly annotations: AnnotationReader,
    /** The KDoc spans of the file's previous text, when it parsed without errors (see {@link kdocSpansAfterEdit}). */
    previous?: KdocSpans,
  ) {
    const text = source.text;
    const moved = previous && !root.hasError ? kdocSpansAfterEdit(previous, text) : undefined;
    if (moved) {
      this.#comments.push(...moved);
      return;
    }
    // Every `/**` in the text that the tree says starts a comment (not one inside a string or
    // another comment). A look-up per candidate costs far less than visiting every node of a big file.
    for (let at = text.indexOf('/**'); at >= 0; at = text.indexOf('/**', at + 1)) {
      const comment = root.descendantForIndex(at, at + 3);
      if (comment?.type !== 'multiline_comment' || comment.startIndex !== at) continue;
      this.#comments.push({ start: at, end: comment.endIndex });
      at = Math.max(at, comment.endIndex - 1);
    }
    this.#comments.sort((a, b) => a.start - b.start);
  }

  /** The KDoc spans found, with the text and whether its tree had errors, for the next text's {@link kdocSpansAfterEdit}. */
  spans(root: Node): KdocSpans | undefined {
    return root.hasError ? undefined : { text: this.source.text, comments: this.#comments };
  }

  /** The KDoc that directly precedes `node` (only whitespace between), if any. */
  docFor(node: Node): DocComment | undefined {
    const span = this.#docSpan(node);
    return span ? parseDocComment(this.source, span.start, span.end) : undefined;
  }

  /** Where a declaration starts with its KDoc (or its dangling annotations) included. */
  docStart(node: Node): number {
    return this.#docSpan(node)?.start ?? this.startWithDangling(node);
  }

  /**
   * Records the previous named sibling of a declaration, seen while walking its container's
   * children: tree-sitter finds a previous sibling by walking the parent's children from the first,
   * which is quadratic over the thousands of declarations of one class.
   */
  rememberPrevious(node: Node, previousNamed: Node | null): void {
    this.#previous.set(node.id, previousNamed);
  }

  /** The previous named sibling recorded for `node`, or undefined when none was recorded. */
  previousOf(node: Node): Node | null | undefined {
    return this.#previous.get(node.id);
  }

  /** Where a declaration starts with its dangling annotations included. */
  startWithDangling(node: Node): number {
    // Asked several times per declaration (range, KDoc, suppression scope, cache key); each look
    // at the previous sibling is a call into the parser.
    let start = this.#starts.get(node.id);
    if (start === undefined) {
      start = this.annotations.dangling(node, this.#previous.get(node.id))?.start ?? node.startIndex;
      // A `fun interface` without modifiers starts at its blanked `fun` (fun-interface.ts).
      if (start === node.startIndex && node.type === 'class_declaration' && node.firstChild?.type === 'interface') {
        start = funKeywordBefore(this.source.text, start) ?? start;
      }
      this.#starts.set(node.id, start);
    }
    return start;
  }

  #docSpan(node: Node): { start: number; end: number } | undefined {
    const nodeStart = this.startWithDangling(node);
    const comments = this.#comments;
    let low = 0;
    let high = comments.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      // 0 <= low <= mid <= high < comments.length, so the comment exists.
      if (comments[mid]!.end <= nodeStart) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    const candidate = comments[found];
    if (candidate === undefined) return undefined;
    const between = this.source.text.slice(candidate.end, nodeStart);
    return /^\s*$/.test(between) ? candidate : undefined;
  }
}

/** The KDoc comments of a text whose tree had no syntax error. */
export interface KdocSpans {
  text: string;
  comments: readonly { start: number; end: number }[];
}

/**
 * Characters that can open, close or hide a comment or a string, or end a line comment: an edit
 * near none of them leaves every comment of the file a comment, and nothing else becomes one.
 */
const LEXICAL = '/*"\'`${}\\\n\r';

/**
 * The KDoc spans of `text` from those of the file's previous text, when the edit between them (one
 * changed span, `changed-span.ts`) neither removes nor types, nor sits next to, a character that
 * could make or unmake a comment or a string: typing words into a description or a string literal.
 * The spans before the edit stay, those after it move by its length, the one around it grows or
 * shrinks. Undefined when that cannot be said (the caller asks the tree again).
 */
export function kdocSpansAfterEdit(previous: KdocSpans, text: string): { start: number; end: number }[] | undefined {
  if (editTouches(previous.text, text, LEXICAL)) return undefined;
  const { start, oldEnd, newEnd } = changedSpan(previous.text, text);
  const delta = newEnd - oldEnd;
  return previous.comments.map((comment) => {
    if (comment.end <= start) return comment;
    if (comment.start >= oldEnd) return { start: comment.start + delta, end: comment.end + delta };
    return { start: comment.start, end: comment.end + delta };
  });
}

/** A property's own KDoc: its summary, or the whole comment when it is a one-liner. */
export function propertyDoc(doc: DocComment): TextPiece | undefined {
  return doc.summary;
}

// Doc attachment: which KDoc belongs to which declaration. A KDoc is a declaration's when only white
// space separates the two; a declaration starts at its dangling annotations when the grammar left
// some before it (see AnnotationReader.dangling).
import type { Node } from 'web-tree-sitter';
import type { DocComment, TextPiece } from '../../model/text-pieces';
import type { SourceText } from '../../text/source-text';
import type { AnnotationReader } from './annotations';
import { funKeywordBefore } from './fun-interface';
import { parseDocComment } from './kdoc';

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
  ) {
    // Every `/**` in the text that the tree says starts a comment (not one inside a string or
    // another comment). A look-up per candidate costs far less than visiting every node of a big file.
    const text = source.text;
    for (let at = text.indexOf('/**'); at >= 0; at = text.indexOf('/**', at + 1)) {
      const comment = root.descendantForIndex(at, at + 3);
      if (comment?.type !== 'multiline_comment' || comment.startIndex !== at) continue;
      this.#comments.push({ start: at, end: comment.endIndex });
      at = Math.max(at, comment.endIndex - 1);
    }
    this.#comments.sort((a, b) => a.start - b.start);
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

/** A property's own KDoc: its summary, or the whole comment when it is a one-liner. */
export function propertyDoc(doc: DocComment): TextPiece | undefined {
  return doc.summary;
}

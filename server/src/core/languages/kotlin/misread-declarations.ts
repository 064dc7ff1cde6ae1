// A grammar quirk: at the top level of a file, a class with two or more annotations and a body
// (`@A\n@B\nclass T { … }`) that another declaration follows is read as an annotated expression
// (`class T { … }` as an infix call with a lambda), with no syntax error, so the class and every
// function in it would silently vanish. Such a declaration is parsed again on its own, where the
// grammar reads it right (about 1 file in 650 of a large Android app has one).
import type { Node, Parser, Tree } from 'web-tree-sitter';
import type { ParserText } from './parser-text';

/**
 * Declaration keywords, after modifiers, that an annotated expression should never start with
 * (`fun` as written before `interface`: the parser saw it blanked).
 */
const DECLARATION_START =
  /^(?:(?:public|private|internal|protected|abstract|open|sealed|data|enum|inner|final|annotation|value|expect|actual|fun)\s+)*(?:class|interface|object)\s+[\p{L}_`]/u;

/**
 * Whether `node`, a top-level child of the file `text`, is a declaration the grammar misread: an
 * expression whose annotations are followed by `class`, `interface` or `object` and a name. Read
 * from the file's text, not the node's: a misread expression may span a megabyte.
 */
export function isMisreadDeclaration(node: Node, text: string): boolean {
  if (node.type !== 'prefix_expression') return false;
  let rest: Node | null = node;
  while (rest?.type === 'prefix_expression' && rest.namedChildren[0]?.type === 'annotation') rest = rest.namedChildren.at(-1) ?? null;
  return !!rest && rest !== node && DECLARATION_START.test(text.slice(rest.startIndex, rest.startIndex + 300));
}

/**
 * At most this many declarations of one file are read again. Each costs its own region (0.15 ms
 * for a small class) and the reading deadline bounds them all; this bounds the trees held.
 */
export const MAX_REREADS_PER_FILE = 10_000;

/**
 * Re-reads misread declarations: the file is parsed again with only the declaration's region
 * included (split as the whole file's ranges are), so the tree's offsets and positions are the
 * file's own and the cost is the region's.
 * The trees made live until {@link dispose}.
 */
export class DeclarationRereader {
  readonly #trees: Tree[] = [];

  constructor(
    private readonly parser: Parser,
    private readonly text: ParserText,
  ) {}

  /** The class or object declaration the region of `node` holds when parsed alone, if any. */
  reread(node: Node): Node | undefined {
    if (this.#trees.length >= MAX_REREADS_PER_FILE) return undefined;
    const includedRanges = this.text.rangesWithin(node.startIndex, node.endIndex, node.startPosition, node.endPosition);
    const tree = this.parser.parse(this.text.text, null, { includedRanges });
    if (!tree) return undefined;
    this.#trees.push(tree);
    const declarations = tree.rootNode.namedChildren.filter((c) => c?.type === 'class_declaration' || c?.type === 'object_declaration');
    const only = declarations.length === 1 ? declarations[0] : undefined;
    return only && !only.hasError && only.startIndex === node.startIndex ? only : undefined;
  }

  /** Deletes the trees made: their nodes must not be read after this. */
  dispose(): void {
    for (const tree of this.#trees) tree.delete();
    this.#trees.length = 0;
  }
}

// Where tree-sitter recovered from a syntax error, for every grammar.
import type { Node } from 'web-tree-sitter';
import { NO_DEADLINE, type Deadline } from '../../model/parse-budget';

/**
 * The ERROR and MISSING nodes under `root`, in document order, at most `limit` of them. Only
 * subtrees that hold an error are entered, but every child of those is looked at: an ERROR node
 * nested in another can report `hasError` false (web-tree-sitter 0.25), so it is found by its own
 * `isError`. A tree cursor, not recursion (error recovery nests deeper than the call stack goes)
 * and not `node.children`, which builds an array of every child at once: an ERROR node of 330,000
 * children made the walk of a megabyte of broken C# take as long as its parse, and its garbage
 * raised the server's peak by 150 MB.
 */
export function syntaxErrorNodes(root: Node, limit = Number.POSITIVE_INFINITY, deadline: Deadline = NO_DEADLINE): Node[] {
  const found: Node[] = [];
  if (limit <= 0 || !(root.hasError || root.isError)) return found;
  const cursor = root.walk();
  try {
    for (;;) {
      deadline.tick();
      const node = cursor.currentNode;
      if (node.isError || node.isMissing) {
        found.push(node);
        if (found.length >= limit) return found;
      }
      if ((node.hasError || node.isError) && cursor.gotoFirstChild()) continue;
      // The next node in document order: a sibling, or the sibling of the nearest ancestor that has one.
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return found;
    }
  } finally {
    cursor.delete();
  }
}

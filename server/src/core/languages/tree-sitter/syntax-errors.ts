// Where tree-sitter recovered from a syntax error, for every grammar.
import type { Node } from 'web-tree-sitter';
import { NO_DEADLINE, type Deadline } from '../../model/parse-budget';

/**
 * The ERROR and MISSING nodes under `root`, in document order, at most `limit` of them. Only
 * subtrees that hold an error are entered, but every child of those is looked at: an ERROR node
 * nested in another can report `hasError` false (web-tree-sitter 0.25), so it is found by its own
 * `isError`. An explicit stack, not recursion: error recovery nests deeper than the call stack goes.
 */
export function syntaxErrorNodes(root: Node, limit = Number.POSITIVE_INFINITY, deadline: Deadline = NO_DEADLINE): Node[] {
  const found: Node[] = [];
  const pending: Node[] = root.hasError || root.isError ? [root] : [];
  while (pending.length > 0 && found.length < limit) {
    deadline.tick();
    const node = pending.pop() as Node;
    if (node.isError || node.isMissing) found.push(node);
    if (!node.hasError && !node.isError) continue;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child && (child.hasError || child.isError || child.isMissing)) pending.push(child);
    }
  }
  return found;
}

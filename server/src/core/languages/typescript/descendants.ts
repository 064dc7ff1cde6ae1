// Walking a TypeScript tree without recursion. ts-morph's getDescendants() and
// getDescendantsOfKind() recurse per level, and error recovery nests nodes deeper than the call
// stack goes: a megabyte of "etc. etc. …" after a string is one property access chain 200,000
// levels deep, which overflowed it.
import { ts, type Node, type SourceFile } from 'ts-morph';
import { wrap } from './units';

/**
 * Calls `visit` for every node below `node` (not `node` itself), JSDoc included, in the order
 * ts-morph's getDescendants() visits them, without creating a wrapper per node. Tokens are left
 * out: a node's JSDoc comes first, then its parsed children.
 */
export function forEachDescendant(node: ts.Node, visit: (node: ts.Node) => void): void {
  const pending: ts.Node[] = [];
  const pushChildrenOf = (parent: ts.Node) => {
    const children: ts.Node[] = [];
    const docs = (parent as { jsDoc?: ts.Node[] }).jsDoc;
    if (docs) children.push(...docs);
    ts.forEachChild(parent, (child) => {
      children.push(child);
    });
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  };
  pushChildrenOf(node);
  for (let current = pending.pop(); current; current = pending.pop()) {
    visit(current);
    pushChildrenOf(current);
  }
}

/** The descendants of `node` of one kind, in document order, as ts-morph nodes (getDescendantsOfKind without recursion). */
export function descendantsOfKind<T extends Node>(node: Node, kind: ts.SyntaxKind): T[] {
  const sf: SourceFile = node.getSourceFile();
  const found: T[] = [];
  forEachDescendant(node.compilerNode, (child) => {
    if (child.kind === kind) found.push(wrap<T>(sf, child));
  });
  return found;
}

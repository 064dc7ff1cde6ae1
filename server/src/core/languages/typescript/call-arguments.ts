import { Node, ts } from 'ts-morph';

/**
 * How many of a call's arguments extraction reads. No API read here takes more than a handful;
 * the bound is for calls that error recovery, or a runaway generator, filled with a hundred
 * thousand arguments: ts-morph's `getArguments()` wrapped every one each time it was asked for
 * the first (a megabyte of `, and` took half a second of wrapping).
 */
export const MAX_READ_ARGUMENTS = 64;

/** The compiler's argument list of a call, a `new`, or the call a decorator makes (`@Tool({...})`). */
function rawArguments(call: Node): readonly ts.Expression[] {
  const node = call.compilerNode;
  if (ts.isCallExpression(node)) return node.arguments;
  if (ts.isNewExpression(node)) return node.arguments ?? [];
  if (ts.isDecorator(node) && ts.isCallExpression(node.expression)) return node.expression.arguments;
  return [];
}

/** Wraps one compiler node of the same tree as `near` (ts-morph keeps one wrapper per node). */
function wrap(near: Node, node: ts.Node): Node {
  // How ts-morph's own getters wrap a child; only left out of its published typings.
  return (near as unknown as { _getNodeFromCompilerNode(node: ts.Node): Node })._getNodeFromCompilerNode(node);
}

/** Argument `index` of a call (a `new`, a decorator call), wrapped alone; undefined past the last one. */
export function argumentAt(call: Node, index: number): Node | undefined {
  const raw = rawArguments(call)[index];
  return raw ? wrap(call, raw) : undefined;
}

/** The first {@link MAX_READ_ARGUMENTS} arguments of a call (a `new`, a decorator call), wrapped. */
export function leadingArguments(call: Node): Node[] {
  return rawArguments(call)
    .slice(0, MAX_READ_ARGUMENTS)
    .map((raw) => wrap(call, raw));
}

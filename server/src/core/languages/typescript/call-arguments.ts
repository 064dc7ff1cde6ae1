import { Node, ts } from 'ts-morph';
import { wrapCompilerNode } from './object-literal';

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

/** Argument `index` of a call (a `new`, a decorator call), wrapped alone; undefined past the last one. */
export function argumentAt(call: Node, index: number): Node | undefined {
  const raw = rawArguments(call)[index];
  return raw ? wrapCompilerNode(call, raw) : undefined;
}

/** The first {@link MAX_READ_ARGUMENTS} arguments of a call (a `new`, a decorator call), wrapped. */
export function leadingArguments(call: Node): Node[] {
  return rawArguments(call)
    .slice(0, MAX_READ_ARGUMENTS)
    .map((raw) => wrapCompilerNode(call, raw));
}

import { Node, type ArrowFunction, type FunctionDeclaration, type FunctionExpression, type MethodDeclaration } from 'ts-morph';

/** A function written in the source: the kinds that take parameters and hold a body of their own. */
export type FunctionLikeNode = ArrowFunction | FunctionExpression | FunctionDeclaration | MethodDeclaration;

/** Whether a node is a function written in the source (an arrow, a function expression or declaration, a method). */
export function isFunctionLike(node: Node | undefined): node is FunctionLikeNode {
  return !!node && (Node.isArrowFunction(node) || Node.isFunctionExpression(node) || Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node));
}

import { Node, SyntaxKind, type CallExpression } from 'ts-morph';
import { argumentAt } from './call-arguments';
import { descendantsOfKind } from './descendants';

/** Array methods that return some of a list's elements, in some order. */
const SELECTIONS = new Set(['filter', 'slice', 'sort', 'toSorted', 'reverse', 'toReversed']);

/**
 * The lists a list expression is made of, when it selects from or joins others written in the
 * source: `xs.filter(…)`, `.slice()`, `.sort(…)` (read as all of `xs`), `xs.concat(ys, zs)`, and
 * `c ? xs : ys`, whose branches are alternatives (`either`: an element of both counts once).
 * Undefined for any other expression. Loops over tool objects and literal tools/list handlers
 * read their lists through it, each with its own element reader.
 */
export function listSources(value: Node): { parts: Node[]; either: boolean } | undefined {
  if (Node.isConditionalExpression(value)) return { parts: [value.getWhenTrue(), value.getWhenFalse()], either: true };
  if (!Node.isCallExpression(value)) return undefined;
  const callee = value.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  if (SELECTIONS.has(callee.getName())) return { parts: [callee.getExpression()], either: false };
  if (callee.getName() === 'concat') return { parts: [callee.getExpression(), ...value.getArguments()], either: false };
  return undefined;
}

/** The parts read by `read`, joined: undefined when one cannot be read; alternatives' shared elements (by `same`) once. */
export function joinSources<T>(sources: { parts: Node[]; either: boolean }, read: (part: Node) => T[] | undefined, same: (a: T, b: T) => boolean): T[] | undefined {
  const out: T[] = [];
  for (const part of sources.parts) {
    const items = read(part);
    if (!items) return undefined;
    out.push(...(sources.either ? items.filter((item) => !out.some((kept) => same(kept, item))) : items));
  }
  return out;
}

/** Array methods that add or replace elements in place. */
const FILLING_METHODS = new Set(['push', 'unshift', 'splice']);

/**
 * Whether an array or object literal initialises a variable that the code around it fills or
 * changes afterwards (`tools.push(…)`, `tools[key] = …`, `Object.assign(tools, …)`): its elements
 * are then not all written in it, and reading it as the whole list would drop tools unseen. Any
 * such use of the name in the declaration's block counts (a shadowing name too: unread is the
 * safe side).
 */
export function filledLater(literal: Node): boolean {
  const declaration = literal.getParent();
  if (declaration && Node.isPropertyDeclaration(declaration) && declaration.getInitializer() === literal) return fieldFilledLater(declaration);
  if (!declaration || !Node.isVariableDeclaration(declaration) || declaration.getInitializer() !== literal) return false;
  const nameNode = declaration.getNameNode();
  if (!Node.isIdentifier(nameNode)) return false;
  const name = nameNode.getText();
  const scope = declaration.getFirstAncestor((a) => Node.isBlock(a) || Node.isSourceFile(a)) ?? declaration.getSourceFile();
  return filledIn(scope, (node) => node.getText() === name, false);
}

/**
 * {@link filledLater} for a class field (`tools = […]`, `static tools = […]`): anywhere in the class,
 * a filling method called on it (`this.tools.push(…)`, `Registry.tools.push(…)`) or any assignment
 * to it or into it.
 */
function fieldFilledLater(field: Node): boolean {
  if (!Node.isPropertyDeclaration(field)) return false;
  const cls = field.getParent();
  const name = field.getName();
  const owners = new Set(['this', ...(Node.isClassDeclaration(cls) && cls.getName() ? [cls.getName()!] : [])]);
  return filledIn(cls, (node) => Node.isPropertyAccessExpression(node) && node.getName() === name && owners.has(node.getExpression().getText()), true);
}

/**
 * Whether code in `scope` fills or changes what `isTarget` names: a filling method called on it,
 * `Object.assign(it, …)`, an assignment into it (`it[key] = …`, `it.key = …`), and when
 * `reassigned` counts, an assignment to it.
 */
function filledIn(scope: Node, isTarget: (node: Node) => boolean, reassigned: boolean): boolean {
  for (const call of descendantsOfKind<CallExpression>(scope, SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (Node.isPropertyAccessExpression(callee) && FILLING_METHODS.has(callee.getName()) && isTarget(callee.getExpression())) return true;
    const first = argumentAt(call, 0);
    if (callee.getText() === 'Object.assign' && first && isTarget(first)) return true;
  }
  for (const binary of descendantsOfKind(scope, SyntaxKind.BinaryExpression)) {
    if (!Node.isBinaryExpression(binary) || binary.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
    const left = binary.getLeft();
    if (((Node.isElementAccessExpression(left) || Node.isPropertyAccessExpression(left)) && isTarget(left.getExpression())) || (reassigned && isTarget(left))) return true;
  }
  return false;
}

import { ts } from 'ts-morph';

/**
 * A project may put its own function in place of a server's method: a `new Proxy(server, { get })`
 * whose trap tests the property's name (`if (prop !== 'tool') return Reflect.get(…)`) and returns
 * a function that registers the tool itself. Calls of that method then run the project's code,
 * not the SDK's, and the registration inside the trap only forwards the intercepted call's
 * arguments: it is not a tool of its own.
 */

/** The get traps of `new Proxy(target, { get … })` expressions in a file, with the method names each tests for. */
export interface ProxyTrap {
  trap: ts.FunctionLikeDeclaration;
  /** String literals the trap compares its property parameter with (`'tool'`). */
  methods: string[];
}

/** Every Proxy get trap written as a function in the handler literal (none without the words `new Proxy`). */
export function proxyTraps(sf: ts.SourceFile): ProxyTrap[] {
  if (!/\bnew\s+Proxy\b/.test(sf.text)) return [];
  const traps: ProxyTrap[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Proxy') {
      const handler = node.arguments?.[1];
      const trap = handler && ts.isObjectLiteralExpression(handler) ? getTrap(handler) : undefined;
      if (trap) traps.push({ trap, methods: testedNames(trap) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return traps;
}

/** Whether `node` sits inside one of `traps` (a registration there forwards the intercepted call). */
export function insideTrap(node: ts.Node, traps: readonly ProxyTrap[]): boolean {
  if (traps.length === 0) return false;
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (traps.some((t) => t.trap === current)) return true;
  }
  return false;
}

function getTrap(handler: ts.ObjectLiteralExpression): ts.FunctionLikeDeclaration | undefined {
  for (const property of handler.properties) {
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (name !== 'get') continue;
    if (ts.isMethodDeclaration(property)) return property;
    if (ts.isPropertyAssignment(property) && (ts.isArrowFunction(property.initializer) || ts.isFunctionExpression(property.initializer))) return property.initializer;
  }
  return undefined;
}

/** The strings the trap's second parameter (the property's name) is compared with, by `===`, `!==` or `case`. */
function testedNames(trap: ts.FunctionLikeDeclaration): string[] {
  const parameter = trap.parameters[1]?.name;
  if (!parameter || !ts.isIdentifier(parameter)) return [];
  const prop = parameter.text;
  const isProp = (node: ts.Node) => ts.isIdentifier(node) && node.text === prop;
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      if (isProp(node.left) && ts.isStringLiteralLike(node.right)) names.add(node.right.text);
      if (isProp(node.right) && ts.isStringLiteralLike(node.left)) names.add(node.left.text);
    } else if (ts.isSwitchStatement(node) && isProp(node.expression)) {
      for (const clause of node.caseBlock.clauses) if (ts.isCaseClause(clause) && ts.isStringLiteralLike(clause.expression)) names.add(clause.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  if (trap.body) visit(trap.body);
  return [...names];
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

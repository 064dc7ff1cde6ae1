import { isFunctionLike } from './function-like';
import { Node, ts } from 'ts-morph';
import type { BodyFacts } from '../../model/body-facts';
import type { ParameterDecl } from '../../model/declarations';
import { compilerRangeOf, compilerSnippet, rangeOf, type FileContext } from './context';
import { MAX_READ_ARGUMENTS } from './call-arguments';
import { forEachDescendant } from './descendants';

// Facts about tool callbacks and TypeScript AppFunction bodies, for behaviour rules.

/** Facts about a tool's callback (an inline function or a function declared in the file). */
export function callbackBody(ctx: FileContext, cb: Node | undefined, parameters: ParameterDecl[]): BodyFacts {
  let fnNode = cb ? ctx.resolver.unwrap(cb) : undefined;
  if (fnNode && Node.isIdentifier(fnNode)) fnNode = ctx.sf.getFunction(fnNode.getText());
  if (!isFunctionLike(fnNode)) {
    return { calls: [], throws: [], identifiers: new Set(parameters.map((p) => p.name)), notNullAssertions: [] };
  }
  const body = fnNode.getBody();
  const facts = bodyFacts(ctx, body);
  // `(args) => save(args)`: the whole input is used, so every parameter is.
  const first = fnNode.getParameters()[0];
  if (body && first && Node.isIdentifier(first.getNameNode())) {
    const name = first.getName();
    const sf = ctx.sf.compilerNode;
    let wholeUse = false;
    forEachDescendant(body.compilerNode, (node) => {
      if (wholeUse || node.kind !== ts.SyntaxKind.Identifier || node.getText(sf) !== name) return;
      // `args.x` uses one field, not the whole input.
      if (!(ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node)) wholeUse = true;
    });
    if (wholeUse) for (const p of parameters) facts.identifiers.add(p.name);
  }
  return facts;
}

/**
 * Calls, throws, identifiers and locals of a function body, read from the compiler's nodes: a
 * body of a few statements has dozens of nodes, and wrapping each call in a ts-morph node cost
 * more than the parse (2,000 tool callbacks: 0.9 s of 3.4 s of reading).
 */
export function bodyFacts(ctx: FileContext, body: Node | undefined): BodyFacts {
  const facts: BodyFacts = { range: body ? rangeOf(ctx, body) : undefined, calls: [], throws: [], identifiers: new Set(), notNullAssertions: [], locals: new Set() };
  if (!body) return facts;
  // A callback imported from another file is read in its own file (its ranges are the anchor, see rangeOf).
  const sf = body.getSourceFile().compilerNode;
  const range = (node: ts.Node) => compilerRangeOf(ctx, node, sf);
  const snip = (node: ts.Node) => compilerSnippet(ctx, node, sf);
  const read = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      facts.identifiers.add(node.getText(sf));
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const member = ts.isPropertyAccessExpression(callee);
      const parent = node.parent;
      facts.calls.push({
        name: member ? callee.name.getText(sf) : callee.getText(sf),
        receiver: member ? callee.expression.getText(sf) : undefined,
        range: range(node),
        args: node.arguments.slice(0, MAX_READ_ARGUMENTS).map(snip),
        isStatement: ts.isExpressionStatement(parent) || (ts.isAwaitExpression(parent) && ts.isExpressionStatement(parent.parent)),
      });
    } else if (ts.isThrowStatement(node)) {
      const thrown = node.expression;
      const type = ts.isNewExpression(thrown) ? thrown.expression.getText(sf) : undefined;
      facts.throws.push({ text: node.getText(sf), exceptionType: type, range: range(node), thrown: snip(thrown) });
    } else if (ts.isVariableDeclaration(node)) {
      // Every name a destructuring pattern binds, and the plain name.
      forEachDescendant(node.name, (child) => {
        if (ts.isIdentifier(child)) facts.locals!.add(child.getText(sf));
      });
      if (ts.isIdentifier(node.name)) facts.locals!.add(node.name.getText(sf));
    } else if (ts.isParameter(node)) {
      // A callback's parameter (`notes.map((note) => …)`) holds a value the body already has.
      forEachDescendant(node.name, (child) => {
        if (ts.isIdentifier(child)) facts.locals!.add(child.getText(sf));
      });
      if (ts.isIdentifier(node.name)) facts.locals!.add(node.name.getText(sf));
    } else if (ts.isNonNullExpression(node)) {
      facts.notNullAssertions.push(range(node));
    }
  };
  read(body.compilerNode);
  forEachDescendant(body.compilerNode, read);
  return facts;
}

import { Node, SyntaxKind, ts } from 'ts-morph';
import type { BodyFacts, CallFact } from '../../model/body-facts';
import type { ParameterDecl } from '../../model/declarations';
import { rangeOf, snippet, type FileContext } from './context';
import { wrap } from './units';
import { leadingArguments } from './call-arguments';
import { descendantsOfKind, forEachDescendant } from './descendants';

// Facts about tool callbacks and TypeScript AppFunction bodies, for behaviour rules.

/** Facts about a tool's callback (an inline function or a function declared in the file). */
export function callbackBody(ctx: FileContext, cb: Node | undefined, parameters: ParameterDecl[]): BodyFacts {
  let fnNode = cb ? ctx.resolver.unwrap(cb) : undefined;
  if (fnNode && Node.isIdentifier(fnNode)) fnNode = ctx.sf.getFunction(fnNode.getText());
  if (!fnNode || !(Node.isArrowFunction(fnNode) || Node.isFunctionExpression(fnNode) || Node.isFunctionDeclaration(fnNode) || Node.isMethodDeclaration(fnNode))) {
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

/** Calls, throws, identifiers and locals of a function body. */
export function bodyFacts(ctx: FileContext, body: Node | undefined): BodyFacts {
  const facts: BodyFacts = { range: body ? rangeOf(ctx, body) : undefined, calls: [], throws: [], identifiers: new Set(), notNullAssertions: [], locals: new Set() };
  if (!body) return facts;
  const sf = ctx.sf.compilerNode;
  // Identifiers are read from the compiler's nodes; the few other nodes of interest are wrapped.
  const read = (raw: ts.Node) => {
    if (raw.kind === ts.SyntaxKind.Identifier) {
      facts.identifiers.add(raw.getText(sf));
      return;
    }
    if (
      raw.kind !== ts.SyntaxKind.CallExpression &&
      raw.kind !== ts.SyntaxKind.ThrowStatement &&
      raw.kind !== ts.SyntaxKind.VariableDeclaration &&
      raw.kind !== ts.SyntaxKind.NonNullExpression
    )
      return;
    const node = raw === body.compilerNode ? body : wrap<Node>(ctx.sf, raw);
    if (Node.isCallExpression(node)) {
      const callee = node.getExpression();
      const call: CallFact = {
        name: Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText(),
        receiver: Node.isPropertyAccessExpression(callee) ? callee.getExpression().getText() : undefined,
        range: rangeOf(ctx, node),
        args: leadingArguments(node).map((a) => snippet(ctx, a)),
        isStatement: Node.isExpressionStatement(node.getParent()) || (Node.isAwaitExpression(node.getParent()) && Node.isExpressionStatement(node.getParentOrThrow().getParent())),
      };
      facts.calls.push(call);
    } else if (Node.isThrowStatement(node)) {
      const thrown = node.getExpression();
      const type = Node.isNewExpression(thrown) ? thrown.getExpression().getText() : undefined;
      facts.throws.push({ text: node.getText(), exceptionType: type, range: rangeOf(ctx, node), thrown: snippet(ctx, thrown) });
    } else if (Node.isVariableDeclaration(node)) {
      for (const id of descendantsOfKind(node.getNameNode(), SyntaxKind.Identifier)) facts.locals!.add(id.getText());
      if (Node.isIdentifier(node.getNameNode())) facts.locals!.add(node.getName());
    } else if (Node.isNonNullExpression(node)) {
      facts.notNullAssertions.push(rangeOf(ctx, node));
    }
  };
  read(body.compilerNode);
  forEachDescendant(body.compilerNode, read);
  return facts;
}

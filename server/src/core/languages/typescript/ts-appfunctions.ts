import { Node, SyntaxKind, type FunctionDeclaration, type MethodDeclaration, type SourceFile } from 'ts-morph';
import { descendantsOfKind } from './descendants';
import type { FunctionDecl, ParameterDecl } from '../../model/declarations';
import { parseDocComment } from '../kotlin/kdoc';
import { bodyFacts } from './callback-body';
import { baseDecl, rangeOf, type FileContext } from './context';
import { propertyValue } from './resolve';
import { argumentAt } from './call-arguments';

// TypeScript AppFunctions: `@AppFunction(...)` methods and exported functions tagged `@appFunction`.

/** A TypeScript AppFunction: a decorated method or an exported function tagged `@appFunction`. */
export function tsAppFunction(ctx: FileContext, node: Node, className: string | undefined): FunctionDecl {
  if (!(Node.isMethodDeclaration(node) || Node.isFunctionDeclaration(node))) throw new Error('not a function');
  const nameNode = node.getNameNode() ?? node;
  const name = node.getName() ?? '';
  const decorator = Node.isMethodDeclaration(node) ? node.getDecorators().find((d) => d.getName() === 'AppFunction') : undefined;
  const options = decorator && argumentAt(decorator, 0) ? ctx.resolver.unwrap(argumentAt(decorator, 0)!) : undefined;
  const explicitId = options
    ? (ctx.resolver.stringValue(options) ?? ctx.resolver.stringValue(propertyValue(options, 'name')) ?? ctx.resolver.stringValue(propertyValue(options, 'id')))
    : undefined;
  const fn = baseDecl(ctx, 'ts-appfunction', explicitId ?? name, nameNode, node, { api: decorator ? 'decorator' : 'jsdoc', nameResolved: true, nameText: name });
  fn.name = name;
  const jsDocs = node.getJsDocs();
  const jsDoc = jsDocs[jsDocs.length - 1];
  if (jsDoc) {
    fn.doc = parseDocComment(ctx.source, jsDoc.getStart(), jsDoc.getEnd());
    // JSDoc spells it `@returns`; the model (and kdoc-complete) reads `returns`.
    const returnsTag = fn.doc.otherTags.find((t) => t.tag === 'returns');
    if (returnsTag && !fn.doc.returns) fn.doc.returns = returnsTag;
    fn.doc.otherTags = fn.doc.otherTags.filter((t) => t.tag !== 'appFunction' && t !== returnsTag);
    fn.range = ctx.source.range(jsDoc.getStart(), node.getEnd());
  }
  fn.declarationRange = ctx.source.range((decorator ?? node).getStart(), node.getEnd());
  if (decorator) {
    fn.annotation = { name: 'AppFunction', range: rangeOf(ctx, decorator), args: {} };
    fn.annotations = [fn.annotation];
    const enabled = options ? ctx.resolver.json(propertyValue(options, 'isEnabled') ?? propertyValue(options, 'enabled')) : undefined;
    if (enabled === false) fn.isEnabled = false;
  }
  fn.isDeprecated = jsDocs.some((d) => d.getTags().some((t) => t.getTagName() === 'deprecated'));
  fn.isSuspend = node.isAsync();
  fn.typeParameters = node.getTypeParameters().map((t) => t.getName());
  fn.parameters = node.getParameters().map((p) => {
    const typeNode = p.getTypeNode();
    const typeText = typeNode?.getText() ?? '';
    const nullable = p.hasQuestionToken() || /\bnull\b|\bundefined\b/.test(typeText) || p.hasInitializer();
    const init = p.getInitializer();
    return {
      name: p.getName(),
      nameRange: rangeOf(ctx, p.getNameNode()),
      range: rangeOf(ctx, p),
      type: typeNode
        ? {
            text: typeText,
            name: typeText
              .replace(/<.*$/s, '')
              .replace(/\s*\|.*$/s, '')
              .trim(),
            nullable,
            args: [],
            range: rangeOf(ctx, typeNode),
          }
        : undefined,
      defaultValue: init ? { text: init.getText(), range: rangeOf(ctx, init) } : p.hasQuestionToken() ? { text: 'undefined', range: rangeOf(ctx, p) } : undefined,
      annotations: [],
      doc: fn.doc?.params.find((t) => t.name === p.getName())?.text,
      constraints: [],
      isContext: false,
    } satisfies ParameterDecl;
  });
  const returnNode = node.getReturnTypeNode();
  if (returnNode) fn.returnType = { text: returnNode.getText(), name: returnNode.getText().replace(/<.*$/s, ''), nullable: false, args: [], range: rangeOf(ctx, returnNode) };
  fn.body = bodyFacts(ctx, node.getBody());
  if (className) {
    fn.enclosingClass = {
      name: className,
      qualifiedName: className,
      nameRange: rangeOf(ctx, node.getParentOrThrow()),
      range: rangeOf(ctx, node.getParentOrThrow()),
      annotations: [],
      isAbstract: false,
      isInterface: false,
      superTypes: [],
      isEntryPoint: false,
    };
  }
  return fn;
}

/** The method or function a TypeScript AppFunction was read from (for the type checker). */
export function findFunctionNode(sf: SourceFile, fn: FunctionDecl): Node | undefined {
  const line = fn.nameRange.start.line;
  const candidates = [...descendantsOfKind<MethodDeclaration>(sf, SyntaxKind.MethodDeclaration), ...descendantsOfKind<FunctionDeclaration>(sf, SyntaxKind.FunctionDeclaration)];
  return candidates.find((c) => c.getName() === fn.name && sf.getLineAndColumnAtPos(c.getNameNode()!.getStart()).line - 1 === line);
}

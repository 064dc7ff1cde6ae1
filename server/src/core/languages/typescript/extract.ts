import * as path from 'node:path';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { Node, SyntaxKind, ts, type CallExpression, type NewExpression, type SourceFile } from 'ts-morph';
import type { BodyFacts, CallFact, SourceSnippet } from '../../model/body-facts';
import type { FunctionDecl, ParameterDecl, ToolFunctionDecl, TypeRef } from '../../model/declarations';
import type { FileModel, Suppression } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { TextPiece } from '../../model/text-pieces';
import type { McpServerDecl, PackageVersion, ToolInfo, ToolSchemaSource } from '../../model/tool-facts';
import { SourceText } from '../../text/source-text';
import { parseDocComment } from '../kotlin/kdoc';
import { packageVersion } from './packages';
import { propertyKey, propertyValue, Resolver, type ModuleLoader } from './resolve';
import { typeSchemas } from './type-schema';
import { findRegistrations, UnitCache, wrap } from './units';

export { UnitCache };

const ZOD_MODULE = /^zod(?:\/(v3|v4|v4-mini|mini))?$/;
const SDK_V1 = /^@modelcontextprotocol\/sdk(?:\/|$)/;
const SDK_V2 = /^@modelcontextprotocol\/server(?:\/|$)/;

interface FileContext {
  sf: SourceFile;
  source: SourceText;
  resolver: Resolver;
  zodNames: Set<string>;
  zod?: PackageVersion;
  sdk?: PackageVersion;
  dir: string;
}

/** Reads one TypeScript/JavaScript file's tool registrations into the model; never throws per declaration. */
export function extractTypeScriptFile(
  uri: string,
  sf: SourceFile,
  loadModule: ModuleLoader,
  units?: UnitCache,
  internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
): FileModel {
  const text = sf.getFullText();
  const source = new SourceText(text);
  const dir = path.dirname(sf.getFilePath());
  const ctx: FileContext = { sf, source, resolver: new Resolver(sf, source, loadModule), zodNames: new Set(), dir };
  const imports: string[] = [];
  for (const imp of sf.getImportDeclarations()) {
    const spec = imp.getModuleSpecifierValue();
    imports.push(spec);
    const zodMatch = ZOD_MODULE.exec(spec);
    if (zodMatch) {
      const local = [imp.getNamespaceImport()?.getText(), imp.getDefaultImport()?.getText(), ...imp.getNamedImports().filter((n) => n.getName() === 'z').map((n) => n.getAliasNode()?.getText() ?? 'z')];
      for (const name of local) if (name) ctx.zodNames.add(name);
      const sub = zodMatch[1];
      if (sub === 'v3') ctx.zod = { name: 'zod', major: 3, source: 'import' };
      else if (sub) ctx.zod = { name: 'zod', major: 4, source: 'import' };
      else ctx.zod ??= packageVersion(dir, 'zod') ?? { name: 'zod', major: 4, source: 'default' };
    }
    if (SDK_V2.test(spec)) ctx.sdk = packageVersion(dir, '@modelcontextprotocol/server') ?? { name: '@modelcontextprotocol/server', major: 2, source: 'import' };
    else if (SDK_V1.test(spec) && !ctx.sdk) ctx.sdk = packageVersion(dir, '@modelcontextprotocol/sdk') ?? { name: '@modelcontextprotocol/sdk', major: 1, source: 'import' };
  }
  // `const { z } = require('zod')` is rare in tool code; `z` without an import is still zod by convention.
  if (ctx.zodNames.size === 0 && /\bz\.(?:object|string|number)\(/.test(text)) {
    ctx.zodNames.add('z');
    ctx.zod = packageVersion(dir, 'zod') ?? { name: 'zod', major: 4, source: 'default' };
  }

  const functions: FunctionDecl[] = [];
  const mcpServers: McpServerDecl[] = [];
  const attempt = (f: () => void) => {
    try {
      f();
    } catch (error) {
      // One unreadable registration must not hide the others.
      internalError({ phase: 'extract', uri, error });
    }
  };

  // One walk over the raw syntax tree finds what to read; only those nodes get ts-morph wrappers.
  const found = findRegistrations(sf.compilerNode);
  const extractCalls = (calls: ts.CallExpression[]): FunctionDecl[] => {
    const out: FunctionDecl[] = [];
    for (const raw of calls) {
      const call = wrap<CallExpression>(sf, raw);
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee)) continue;
      const method = callee.getName();
      const receiver = callee.getExpression().getText().replace(/\s+/g, '');
      if (method === 'registerTool' && /(?:^|\.)modelContext$/.test(receiver)) attempt(() => pushAll(out, webMcpTool(ctx, call, receiver)));
      else if (method === 'registerTool' && ctx.sdk) attempt(() => pushAll(out, mcpRegisterTool(ctx, call)));
      else if (method === 'tool' && ctx.sdk && ctx.sdk.major < 2 && call.getArguments().length >= 2 && mayBeMcpServer(ctx, callee.getExpression())) attempt(() => pushAll(out, mcpLegacyTool(ctx, call)));
      else if (method === 'setRequestHandler' && ctx.sdk) attempt(() => out.push(...literalToolsList(ctx, call)));
    }
    return out;
  };
  // The declarations of a statement depend on the zod and SDK facts too: part of the cache's context.
  const session = units?.begin(sf.compilerNode, source, found.groups, JSON.stringify([ctx.sdk, ctx.zod, [...ctx.zodNames]]));
  for (const group of found.groups) {
    if (!group.unit || !session) {
      functions.push(...extractCalls(group.calls));
      continue;
    }
    functions.push(...session.get(group.unit, () => extractCalls(group.calls)));
  }
  session?.end();
  for (const raw of found.newExpressions) {
    const expr = wrap<NewExpression>(sf, raw);
    if (expr.getExpression().getText() !== 'McpServer' && expr.getExpression().getText() !== 'Server') continue;
    attempt(() => pushAll(mcpServers, mcpServer(ctx, expr)));
  }
  const tsFunctions: FunctionDecl[] = [];
  // Neither kind of TypeScript AppFunction can be declared without these words.
  for (const cls of /AppFunction/.test(text) ? sf.getDescendantsOfKind(SyntaxKind.ClassDeclaration) : []) {
    for (const member of cls.getMethods()) {
      if (!member.getDecorators().some((d) => d.getName() === 'AppFunction')) continue;
      attempt(() => tsFunctions.push(tsAppFunction(ctx, member, cls.getName())));
    }
  }
  for (const fnDecl of /appFunction/.test(text) ? sf.getFunctions() : []) {
    if (!fnDecl.isExported() || !fnDecl.getJsDocs().some((d) => d.getTags().some((t) => t.getTagName() === 'appFunction'))) continue;
    attempt(() => tsFunctions.push(tsAppFunction(ctx, fnDecl, undefined)));
  }
  if (tsFunctions.length > 0) {
    attempt(() => {
      const nodes = tsFunctions.map((fn) => findFunctionNode(sf, fn)).filter((n): n is Node => !!n);
      const schemas = typeSchemas(nodes);
      tsFunctions.forEach((fn, i) => {
        if (fn.tool && schemas[i]) fn.tool.typeSchemas = schemas[i];
      });
    });
    functions.push(...tsFunctions);
  }
  functions.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);

  return {
    uri,
    language: 'typescript',
    imports,
    functions,
    serializables: [],
    classes: [],
    suppressions: suppressions(sf, source),
    fileAnnotations: [],
    syntaxErrors: syntaxErrors(sf, source),
    lineCount: source.lineCount,
    mcpServers: mcpServers.length > 0 ? mcpServers : undefined,
  };
}

/** False when the receiver is plainly something else (an object literal, another class's instance). */
function mayBeMcpServer(ctx: FileContext, receiver: Node): boolean {
  const value = ctx.resolver.unwrap(receiver);
  if (!value) return true;
  if (Node.isObjectLiteralExpression(value)) return false;
  if (Node.isNewExpression(value)) return value.getExpression().getText() === 'McpServer';
  return true;
}

function pushAll<T>(list: T[], item: T | undefined): void {
  if (item) list.push(item);
}

function rangeOf(ctx: FileContext, node: Node): Range {
  return ctx.source.range(node.getStart(), node.getEnd());
}

function snippet(ctx: FileContext, node: Node): SourceSnippet {
  return { text: node.getText(), range: rangeOf(ctx, node), kind: node.getKindName() };
}

/** The statement a registration call stands in (what a suppression above it covers). */
function statementOf(node: Node): Node {
  let current: Node = node;
  while (current.getParent() && !Node.isStatement(current) && !Node.isSourceFile(current.getParentOrThrow())) {
    const parent = current.getParentOrThrow();
    if (Node.isBlock(parent) || Node.isSourceFile(parent)) break;
    current = parent;
  }
  return current;
}

function baseDecl(ctx: FileContext, kind: ToolFunctionDecl['kind'], id: string, nameNode: Node, whole: Node, tool: ToolInfo): ToolFunctionDecl {
  return {
    language: 'typescript',
    kind,
    id,
    name: id,
    nameRange: rangeOf(ctx, nameNode),
    range: rangeOf(ctx, whole),
    declarationRange: rangeOf(ctx, whole),
    isEnabled: true,
    docExposed: true,
    parameters: [],
    returnConstraints: [],
    isSuspend: false,
    isDeprecated: false,
    annotations: [],
    body: { calls: [], throws: [], identifiers: new Set(), notNullAssertions: [] },
    tool,
  };
}

// ---------------------------------------------------------------------------------------------
// MCP

function mcpRegisterTool(ctx: FileContext, call: CallExpression): FunctionDecl | undefined {
  const [nameArg, configArg, cbArg] = call.getArguments();
  if (!nameArg) return undefined;
  const config = configArg ? ctx.resolver.unwrap(configArg) : undefined;
  const fn = mcpBase(ctx, call, nameArg, 'registerTool');
  if (config && Node.isObjectLiteralExpression(config)) {
    fn.descriptionLiteral = ctx.resolver.text(propertyValue(config, 'description'));
    fn.tool!.title = ctx.resolver.stringValue(propertyValue(config, 'title'));
    const input = propertyValue(config, 'inputSchema');
    if (input) fn.tool!.inputSchema = zodSchemaSource(ctx, input);
    const output = propertyValue(config, 'outputSchema');
    if (output) fn.tool!.outputSchema = zodSchemaSource(ctx, output);
    fn.tool!.annotations = annotations(ctx, propertyValue(config, 'annotations'));
    fn.tool!.keys = config.getProperties().map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? propertyKey(p.getNameNode()) ?? '' : '')).filter(Boolean);
    fn.parameters = input ? shapeParameters(ctx, input) : [];
  }
  fn.body = callbackBody(ctx, cbArg, fn.parameters);
  return fn;
}

/** `tool(name, [description], [paramsSchema], [annotations], cb)`: the v1 legacy overloads, read as the SDK reads them at run time. */
function mcpLegacyTool(ctx: FileContext, call: CallExpression): FunctionDecl | undefined {
  const args = call.getArguments();
  const nameArg = args[0];
  if (ctx.resolver.stringValue(nameArg) === undefined && !Node.isIdentifier(nameArg)) return undefined;
  const fn = mcpBase(ctx, call, nameArg, 'tool');
  const rest = args.slice(1, -1);
  let index = 0;
  if (rest[index] && ctx.resolver.stringValue(rest[index]) !== undefined) {
    fn.descriptionLiteral = ctx.resolver.text(rest[index]);
    index++;
  }
  if (rest[index]) {
    const value = ctx.resolver.unwrap(rest[index]);
    if (value && isRawShape(ctx, value)) {
      fn.tool!.inputSchema = zodSchemaSource(ctx, rest[index]);
      fn.parameters = shapeParameters(ctx, rest[index]);
      index++;
      if (rest[index]) fn.tool!.annotations = annotations(ctx, rest[index]);
    } else {
      fn.tool!.annotations = annotations(ctx, rest[index]);
    }
  }
  fn.body = callbackBody(ctx, args[args.length - 1], fn.parameters);
  return fn;
}

function mcpBase(ctx: FileContext, call: CallExpression, nameArg: Node, api: ToolInfo['api']): FunctionDecl {
  const name = ctx.resolver.stringValue(nameArg);
  const callee = call.getExpression();
  return baseDecl(ctx, 'mcp-tool', name ?? nameArg.getText(), nameArg, statementOf(call), {
    api,
    sdk: ctx.sdk,
    zod: ctx.zod,
    nameResolved: name !== undefined,
    nameText: nameArg.getText(),
    call: {
      range: rangeOf(ctx, call),
      calleeNameRange: Node.isPropertyAccessExpression(callee) ? rangeOf(ctx, callee.getNameNode()) : rangeOf(ctx, callee),
      args: call.getArguments().map((a) => snippet(ctx, a)),
    },
  });
}

/** Whether an object literal is a zod raw shape (some value is a zod schema), as the SDK decides. */
function isRawShape(ctx: FileContext, node: Node): boolean {
  if (!Node.isObjectLiteralExpression(node)) return false;
  const properties = node.getProperties();
  if (properties.length === 0) return true;
  return properties.some((p) => {
    const value = Node.isPropertyAssignment(p) ? p.getInitializer() : Node.isShorthandPropertyAssignment(p) ? p.getNameNode() : undefined;
    const zod = value ? ctx.resolver.zod(value, ctx.zodNames) : undefined;
    return zod?.kind === 'zod';
  });
}

function zodSchemaSource(ctx: FileContext, node: Node): ToolSchemaSource {
  const zod = ctx.resolver.zod(node, ctx.zodNames);
  const form = zod.kind === 'object' ? 'shape' : 'zod';
  return { form, zod, resolved: fullyResolved(zod), text: node.getText(), range: rangeOf(ctx, node) };
}

function fullyResolved(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  if ((value as { kind?: string }).kind === 'unresolved') return false;
  return Object.values(value).every((v) => (Array.isArray(v) ? v.every(fullyResolved) : fullyResolved(v)));
}

function annotations(ctx: FileContext, node: Node | undefined): ToolInfo['annotations'] {
  const object = node ? ctx.resolver.unwrap(node) : undefined;
  if (!object || !Node.isObjectLiteralExpression(object)) return undefined;
  const out: NonNullable<ToolInfo['annotations']> = {};
  for (const property of object.getProperties()) {
    if (!Node.isPropertyAssignment(property)) continue;
    const key = propertyKey(property.getNameNode());
    if (key === undefined) continue;
    const value = ctx.resolver.json(property.getInitializer());
    out[key] = { value, range: rangeOf(ctx, property) };
  }
  return out;
}

/** The object literal of a shape: a raw shape, `z.object({...})` (with `.extend`), or `X.shape`. */
function shapeProperties(ctx: FileContext, node: Node | undefined, depth = 0): Node[] {
  if (!node || depth > 10) return [];
  const value = ctx.resolver.unwrap(node);
  if (!value) return [];
  if (Node.isObjectLiteralExpression(value)) {
    const out: Node[] = [];
    for (const p of value.getProperties()) {
      if (Node.isSpreadAssignment(p)) out.push(...shapeProperties(ctx, p.getExpression(), depth + 1));
      else out.push(p);
    }
    return out;
  }
  if (Node.isPropertyAccessExpression(value) && value.getName() === 'shape') return shapeProperties(ctx, value.getExpression(), depth + 1);
  if (Node.isCallExpression(value)) {
    const callee = value.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return [];
    const method = callee.getName();
    const inner = callee.getExpression();
    if (method === 'preprocess' && ctx.zodNames.has(inner.getText())) return shapeProperties(ctx, value.getArguments()[1], depth + 1);
    if (method === 'object' || method === 'strictObject' || method === 'looseObject') {
      if (ctx.zodNames.has(inner.getText())) return shapeProperties(ctx, value.getArguments()[0], depth + 1);
    }
    if (method === 'extend' || method === 'merge') {
      const extra = method === 'extend' ? shapeProperties(ctx, value.getArguments()[0], depth + 1) : shapeProperties(ctx, value.getArguments()[0], depth + 1);
      const own = shapeProperties(ctx, inner, depth + 1);
      const names = new Set(extra.map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? propertyKey(p.getNameNode()) : undefined)));
      return [...own.filter((p) => !(Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) || !names.has(propertyKey(p.getNameNode()))), ...extra];
    }
    if (['strict', 'passthrough', 'strip', 'describe', 'meta', 'optional', 'nullable', 'default'].includes(method)) return shapeProperties(ctx, inner, depth + 1);
  }
  return [];
}

function shapeParameters(ctx: FileContext, node: Node): ParameterDecl[] {
  const parameters: ParameterDecl[] = [];
  for (const property of shapeProperties(ctx, node)) {
    if (!(Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property))) continue;
    const name = propertyKey(property.getNameNode());
    if (name === undefined) continue;
    const valueNode = Node.isPropertyAssignment(property) ? property.getInitializer() : property.getNameNode();
    const facts = zodFacts(ctx, valueNode);
    const typeRange = valueNode ? rangeOf(ctx, valueNode) : rangeOf(ctx, property);
    const type: TypeRef = { text: valueNode?.getText() ?? '', name: facts.type, nullable: facts.nullable || facts.optional, args: [], range: typeRange };
    parameters.push({
      name,
      nameRange: rangeOf(ctx, property.getNameNode()),
      range: rangeOf(ctx, property),
      type,
      defaultValue: facts.defaultNode ? { text: facts.defaultNode.getText(), range: rangeOf(ctx, facts.defaultNode) } : facts.optional ? { text: 'undefined', range: typeRange } : undefined,
      annotations: [],
      doc: facts.descriptionNode ? ctx.resolver.text(facts.descriptionNode) : undefined,
      constraints: facts.enumValues ? [{ kind: 'string', range: typeRange, enumValues: facts.enumValues, patterns: [], allowedSchemes: [] }] : [],
      isContext: false,
    });
  }
  return parameters;
}

interface ZodFacts {
  /** The zod factory (`string`, `number`, `enum`...), as the TypeRef name. */
  type: string;
  optional: boolean;
  nullable: boolean;
  defaultNode?: Node;
  descriptionNode?: Node;
  enumValues?: string[];
}

/** What a property's zod chain says: the base type, optional/nullable/default, and the description (outermost wins). */
function zodFacts(ctx: FileContext, node: Node | undefined): ZodFacts {
  const facts: ZodFacts = { type: '', optional: false, nullable: false };
  let current = node ? ctx.resolver.unwrap(node) : undefined;
  for (let i = 0; current && i < 40; i++) {
    if (!Node.isCallExpression(current)) break;
    const callee = current.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) break;
    const method = callee.getName();
    const args = current.getArguments();
    const inner = callee.getExpression();
    if (ctx.zodNames.has(inner.getText()) || (Node.isPropertyAccessExpression(inner) && ctx.zodNames.has(inner.getExpression().getText()))) {
      facts.type = method;
      if (method === 'enum') {
        const values = ctx.resolver.json(args[0]);
        if (Array.isArray(values) && values.every((v) => typeof v === 'string')) facts.enumValues = values as string[];
      }
      if (method === 'optional') facts.optional = true;
      if (method === 'nullable') facts.nullable = true;
      if (method === 'nullish') facts.optional = facts.nullable = true;
      break;
    }
    if (method === 'describe' && !facts.descriptionNode) facts.descriptionNode = args[0];
    if (method === 'meta' && !facts.descriptionNode && args[0]) {
      const meta = ctx.resolver.unwrap(args[0]);
      const description = meta ? propertyValue(meta, 'description') : undefined;
      if (description) facts.descriptionNode = description;
    }
    if (method === 'optional') facts.optional = true;
    if (method === 'nullable') facts.nullable = true;
    if (method === 'nullish') facts.optional = facts.nullable = true;
    if (method === 'default' && !facts.defaultNode) {
      facts.defaultNode = args[0];
      facts.optional = true;
    }
    current = ctx.resolver.unwrap(inner);
  }
  return facts;
}

/** Facts about a tool's callback (an inline function or a function declared in the file). */
function callbackBody(ctx: FileContext, cb: Node | undefined, parameters: ParameterDecl[]): BodyFacts {
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
    forEachDescendant(body.compilerNode, sf, (node) => {
      if (wholeUse || node.kind !== ts.SyntaxKind.Identifier || node.getText(sf) !== name) return;
      // `args.x` uses one field, not the whole input.
      if (!(ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node)) wholeUse = true;
    });
    if (wholeUse) for (const p of parameters) facts.identifiers.add(p.name);
  }
  return facts;
}

/**
 * Calls `visit` for every node below `node` (not `node` itself), JSDoc included, in the order
 * ts-morph's getDescendants() visits them, without creating a wrapper per node. Tokens are left
 * out (no token is an identifier or any node read here), so no child lists are built either:
 * a node's JSDoc comes first, then its parsed children.
 */
function forEachDescendant(node: ts.Node, sf: ts.SourceFile, visit: (node: ts.Node) => void): void {
  const each = (child: ts.Node): void => {
    visit(child);
    forEachDescendant(child, sf, visit);
  };
  const docs = (node as { jsDoc?: ts.Node[] }).jsDoc;
  if (docs) for (const doc of docs) each(doc);
  ts.forEachChild(node, each);
}

function bodyFacts(ctx: FileContext, body: Node | undefined): BodyFacts {
  const facts: BodyFacts = { range: body ? rangeOf(ctx, body) : undefined, calls: [], throws: [], identifiers: new Set(), notNullAssertions: [], locals: new Set() };
  if (!body) return facts;
  const sf = ctx.sf.compilerNode;
  // Identifiers are read from the compiler's nodes; the few other nodes of interest are wrapped.
  const read = (raw: ts.Node) => {
    if (raw.kind === ts.SyntaxKind.Identifier) {
      facts.identifiers.add(raw.getText(sf));
      return;
    }
    if (raw.kind !== ts.SyntaxKind.CallExpression && raw.kind !== ts.SyntaxKind.ThrowStatement && raw.kind !== ts.SyntaxKind.VariableDeclaration && raw.kind !== ts.SyntaxKind.NonNullExpression) return;
    const node = raw === body.compilerNode ? body : wrap<Node>(ctx.sf, raw);
    if (Node.isCallExpression(node)) {
      const callee = node.getExpression();
      const call: CallFact = {
        name: Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText(),
        receiver: Node.isPropertyAccessExpression(callee) ? callee.getExpression().getText() : undefined,
        range: rangeOf(ctx, node),
        args: node.getArguments().map((a) => snippet(ctx, a)),
        isStatement: Node.isExpressionStatement(node.getParent()) || (Node.isAwaitExpression(node.getParent()) && Node.isExpressionStatement(node.getParentOrThrow().getParent())),
      };
      facts.calls.push(call);
    } else if (Node.isThrowStatement(node)) {
      const thrown = node.getExpression();
      const type = Node.isNewExpression(thrown) ? thrown.getExpression().getText() : undefined;
      facts.throws.push({ text: node.getText(), exceptionType: type, range: rangeOf(ctx, node), thrown: snippet(ctx, thrown) });
    } else if (Node.isVariableDeclaration(node)) {
      for (const id of node.getNameNode().getDescendantsOfKind(SyntaxKind.Identifier)) facts.locals!.add(id.getText());
      if (Node.isIdentifier(node.getNameNode())) facts.locals!.add(node.getName());
    } else if (Node.isNonNullExpression(node)) {
      facts.notNullAssertions.push(rangeOf(ctx, node));
    }
  };
  read(body.compilerNode);
  forEachDescendant(body.compilerNode, sf, read);
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Low-level tools/list handlers

function literalToolsList(ctx: FileContext, call: CallExpression): FunctionDecl[] {
  const [schemaArg, handler] = call.getArguments();
  if (!schemaArg || !handler) return [];
  const isList = schemaArg.getText() === 'ListToolsRequestSchema' || ctx.resolver.stringValue(schemaArg) === 'tools/list';
  if (!isList) return [];
  const fnNode = ctx.resolver.unwrap(handler);
  if (!fnNode || !(Node.isArrowFunction(fnNode) || Node.isFunctionExpression(fnNode))) return [];
  const returned: Node[] = [];
  const body = fnNode.getBody();
  if (!Node.isBlock(body)) returned.push(body);
  else for (const ret of body.getDescendantsOfKind(SyntaxKind.ReturnStatement)) if (ret.getExpression()) returned.push(ret.getExpression()!);
  const out: FunctionDecl[] = [];
  for (const expr of returned) {
    const result = ctx.resolver.unwrap(expr);
    const tools = result ? ctx.resolver.unwrap(propertyValue(result, 'tools')) : undefined;
    if (!tools || !Node.isArrayLiteralExpression(tools)) continue;
    for (const element of tools.getElements()) {
      const tool = ctx.resolver.unwrap(element);
      if (!tool || !Node.isObjectLiteralExpression(tool)) continue;
      const nameNode = propertyValue(tool, 'name');
      if (!nameNode) continue;
      const name = ctx.resolver.stringValue(nameNode);
      const input = propertyValue(tool, 'inputSchema');
      const output = propertyValue(tool, 'outputSchema');
      const fn = baseDecl(ctx, 'mcp-tool', name ?? nameNode.getText(), nameNode, element, {
        api: 'tools/list',
        sdk: ctx.sdk,
        nameResolved: name !== undefined,
        nameText: nameNode.getText(),
        title: ctx.resolver.stringValue(propertyValue(tool, 'title')),
        inputSchema: input ? jsonSource(ctx, input) : undefined,
        outputSchema: output ? jsonSource(ctx, output) : undefined,
        annotations: annotations(ctx, propertyValue(tool, 'annotations')),
        keys: tool.getProperties().map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? propertyKey(p.getNameNode()) ?? '' : '')).filter(Boolean),
      });
      fn.descriptionLiteral = ctx.resolver.text(propertyValue(tool, 'description'));
      fn.parameters = input ? jsonParameters(ctx, input) : [];
      fn.body = { calls: [], throws: [], identifiers: new Set(fn.parameters.map((p) => p.name)), notNullAssertions: [] };
      out.push(fn);
    }
  }
  return out;
}

function jsonSource(ctx: FileContext, node: Node): ToolSchemaSource {
  const json = ctx.resolver.json(node);
  return { form: 'json', json, resolved: json !== undefined, text: node.getText(), range: rangeOf(ctx, node) };
}

/** Parameters from a literal JSON Schema's `properties` (with `description` texts as docs). */
function jsonParameters(ctx: FileContext, node: Node): ParameterDecl[] {
  const schema = ctx.resolver.unwrap(node);
  const properties = schema ? ctx.resolver.unwrap(propertyValue(schema, 'properties')) : undefined;
  if (!properties || !Node.isObjectLiteralExpression(properties)) return [];
  const required = ctx.resolver.json(propertyValue(schema!, 'required'));
  const out: ParameterDecl[] = [];
  for (const property of properties.getProperties()) {
    if (!Node.isPropertyAssignment(property)) continue;
    const name = propertyKey(property.getNameNode());
    if (name === undefined) continue;
    const value = ctx.resolver.unwrap(property.getInitializer());
    const typeNode = value ? propertyValue(value, 'type') : undefined;
    const typeName = String(ctx.resolver.json(typeNode) ?? '');
    const isRequired = Array.isArray(required) && required.includes(name);
    const enumValues = value ? ctx.resolver.json(propertyValue(value, 'enum')) : undefined;
    const defaultNode = value ? propertyValue(value, 'default') : undefined;
    out.push({
      name,
      nameRange: rangeOf(ctx, property.getNameNode()),
      range: rangeOf(ctx, property),
      type: { text: value?.getText() ?? '', name: typeName, nullable: !isRequired, args: [], range: rangeOf(ctx, property) },
      defaultValue: defaultNode ? { text: defaultNode.getText(), range: rangeOf(ctx, defaultNode) } : !isRequired ? { text: 'undefined', range: rangeOf(ctx, property) } : undefined,
      annotations: [],
      doc: value ? ctx.resolver.text(propertyValue(value, 'description')) : undefined,
      constraints: Array.isArray(enumValues) ? [{ kind: 'string', range: rangeOf(ctx, property), enumValues: enumValues.map(String), patterns: [], allowedSchemes: [] }] : [],
      isContext: false,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// WebMCP

function webMcpTool(ctx: FileContext, call: CallExpression, receiver: string): FunctionDecl | undefined {
  const arg = call.getArguments()[0];
  const tool = arg ? ctx.resolver.unwrap(arg) : undefined;
  if (!tool || !Node.isObjectLiteralExpression(tool)) return undefined;
  const nameNode = propertyValue(tool, 'name');
  const name = nameNode ? ctx.resolver.stringValue(nameNode) : undefined;
  const input = propertyValue(tool, 'inputSchema');
  const execute = propertyValue(tool, 'execute');
  const host = receiver.replace(/\.?modelContext$/, '');
  const fn = baseDecl(ctx, 'webmcp-tool', name ?? nameNode?.getText() ?? '', nameNode ?? call.getExpression(), statementOf(call), {
    api: 'webmcp',
    webmcpHost: host === 'document' ? 'document' : host === 'navigator' ? 'navigator' : host === 'window.navigator' ? 'window.navigator' : 'other',
    nameResolved: name !== undefined,
    nameText: nameNode?.getText() ?? '',
    title: ctx.resolver.stringValue(propertyValue(tool, 'title')),
    inputSchema: input ? jsonSource(ctx, input) : undefined,
    annotations: annotations(ctx, propertyValue(tool, 'annotations')),
    hasExecute: !!execute,
    keys: tool.getProperties().map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) || Node.isMethodDeclaration(p) ? propertyKey(p.getNameNode()) ?? '' : '')).filter(Boolean),
    call: { range: rangeOf(ctx, call), calleeNameRange: rangeOf(ctx, call.getExpression()), args: call.getArguments().map((a) => snippet(ctx, a)) },
  });
  fn.descriptionLiteral = ctx.resolver.text(propertyValue(tool, 'description'));
  fn.parameters = input ? jsonParameters(ctx, input) : [];
  fn.body = callbackBody(ctx, execute, fn.parameters);
  return fn;
}

// ---------------------------------------------------------------------------------------------
// MCP server instructions (the app description)

function mcpServer(ctx: FileContext, expr: Node): McpServerDecl | undefined {
  if (!Node.isNewExpression(expr) || !ctx.sdk) return undefined;
  const [infoArg, optionsArg] = expr.getArguments();
  const info = infoArg ? ctx.resolver.unwrap(infoArg) : undefined;
  const options = optionsArg ? ctx.resolver.unwrap(optionsArg) : undefined;
  const nameNode = info ? propertyValue(info, 'name') : undefined;
  return {
    name: nameNode ? ctx.resolver.stringValue(nameNode) : undefined,
    version: info ? ctx.resolver.stringValue(propertyValue(info, 'version')) : undefined,
    nameRange: rangeOf(ctx, nameNode ?? expr),
    range: rangeOf(ctx, expr),
    instructions: options ? ctx.resolver.text(propertyValue(options, 'instructions')) : undefined,
    sdk: ctx.sdk,
  };
}

// ---------------------------------------------------------------------------------------------
// TypeScript AppFunctions

function tsAppFunction(ctx: FileContext, node: Node, className: string | undefined): FunctionDecl {
  if (!(Node.isMethodDeclaration(node) || Node.isFunctionDeclaration(node))) throw new Error('not a function');
  const nameNode = node.getNameNode() ?? node;
  const name = node.getName() ?? '';
  const decorator = Node.isMethodDeclaration(node) ? node.getDecorators().find((d) => d.getName() === 'AppFunction') : undefined;
  const options = decorator?.getArguments()[0] ? ctx.resolver.unwrap(decorator.getArguments()[0]) : undefined;
  const explicitId = options ? (ctx.resolver.stringValue(options) ?? ctx.resolver.stringValue(propertyValue(options, 'name')) ?? ctx.resolver.stringValue(propertyValue(options, 'id'))) : undefined;
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
      type: typeNode ? { text: typeText, name: typeText.replace(/<.*$/s, '').replace(/\s*\|.*$/s, '').trim(), nullable, args: [], range: rangeOf(ctx, typeNode) } : undefined,
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

function findFunctionNode(sf: SourceFile, fn: FunctionDecl): Node | undefined {
  const line = fn.nameRange.start.line;
  const candidates = [...sf.getDescendantsOfKind(SyntaxKind.MethodDeclaration), ...sf.getDescendantsOfKind(SyntaxKind.FunctionDeclaration)];
  return candidates.find((c) => c.getName() === fn.name && sf.getLineAndColumnAtPos(c.getNameNode()!.getStart()).line - 1 === line);
}

// ---------------------------------------------------------------------------------------------
// Suppressions and syntax errors

const SUPPRESSION = /\/\/\s*appfunctions-disable-next-line\s+([\w\-, ]+?)(?:\s+--.*)?$/gm;

/** `// appfunctions-disable-next-line rule-a, rule-b -- reason`: covers the statement on the next line. */
function suppressions(sf: SourceFile, source: SourceText): Suppression[] {
  const text = source.text;
  const out: Suppression[] = [];
  for (const match of text.matchAll(SUPPRESSION)) {
    const listStart = match.index! + match[0].indexOf(match[1]);
    const line = source.positionAt(match.index!).line;
    const nextLineStart = source.lineStarts[line + 1];
    if (nextLineStart === undefined) continue;
    const firstChar = nextLineStart + (/^\s*/.exec(text.slice(nextLineStart))?.[0].length ?? 0);
    let scopeEnd = text.indexOf('\n', nextLineStart);
    if (scopeEnd < 0) scopeEnd = text.length;
    let node = sf.getDescendantAtPos(firstChar);
    while (node && node.getParent() && node.getParent()!.getStart() === firstChar && !Node.isSourceFile(node.getParent())) node = node.getParent();
    if (node && node.getStart() === firstChar) scopeEnd = Math.max(scopeEnd, node.getEnd());
    let offset = 0;
    for (const id of match[1].split(/[\s,]+/)) {
      const at = match[1].indexOf(id, offset);
      offset = at + id.length;
      if (!id) continue;
      out.push({ ruleId: id, range: source.range(listStart + at, listStart + at + id.length), scope: source.range(nextLineStart, scopeEnd) });
    }
  }
  return out;
}

function syntaxErrors(sf: SourceFile, source: SourceText): Range[] {
  const diagnostics = (sf.compilerNode as unknown as { parseDiagnostics?: { start?: number; length?: number }[] }).parseDiagnostics ?? [];
  return diagnostics.map((d) => source.range(d.start ?? 0, (d.start ?? 0) + (d.length ?? 0)));
}

export type { TextPiece };

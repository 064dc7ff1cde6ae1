import * as fs from 'node:fs';
import { descendantsOfKind } from './descendants';
import * as path from 'node:path';
import { Node, SyntaxKind, type CallExpression, type ClassDeclaration, type MethodDeclaration, type ReturnStatement } from 'ts-morph';
import type { FunctionDecl } from '../../model/declarations';
import type { TextPiece } from '../../model/text-pieces';
import type { McpServerDecl, PackageVersion, ToolInfo, ToolSchemaSource, UnresolvedPart } from '../../model/tool-facts';
import { literalKeys } from './object-literal';
import { callbackBody } from './callback-body';
import { baseDecl, rangeOf, snippet, statementOf, writtenElsewhere, type FileContext } from './context';
import { parameterBindings, propertyValue, type Resolver } from './resolve';
import { annotations, convertedZodSchema, jsonParameters, jsonSource } from './tool-fields';
import { shapeParameters } from './zod-shapes';
import { filledLater, joinSources, listSources } from './list-sources';
import { argumentAt, leadingArguments } from './call-arguments';
import { isFunctionLike, type FunctionLikeNode } from './function-like';

// MCP SDK registrations: registerTool, the legacy tool() overloads, literal tools/list handlers,
// and the servers whose instructions are the app description.

/** False when the receiver is plainly something else (an object literal, another class's instance). */
export function mayBeMcpServer(ctx: FileContext, receiver: Node): boolean {
  const value = ctx.resolver.unwrap(receiver);
  if (!value) return true;
  if (Node.isObjectLiteralExpression(value)) return false;
  if (Node.isNewExpression(value)) return value.getExpression().getText() === 'McpServer';
  return true;
}

/** `registerTool(name, config, cb)` (SDK v1 and v2), and `experimental.tasks.registerToolTask(name, config, handler)`. */
export function mcpRegisterTool(ctx: FileContext, call: CallExpression, api: 'registerTool' | 'registerToolTask' = 'registerTool'): FunctionDecl | undefined {
  const [nameArg, configArg, cbArg] = leadingArguments(call);
  if (!nameArg) return undefined;
  const config = configArg ? ctx.resolver.unwrap(configArg) : undefined;
  const fn = mcpBase(ctx, call, nameArg, api);
  if (api === 'registerToolTask') {
    // The SDK sends `{ taskSupport: 'required', ...config.execution }`.
    const execution = config ? ctx.resolver.json(propertyValue(config, 'execution')) : undefined;
    fn.tool!.execution = { taskSupport: 'required', ...(execution && typeof execution === 'object' ? (execution as Record<string, unknown>) : {}) };
  }
  if (config && Node.isObjectLiteralExpression(config)) {
    const description = propertyValue(config, 'description');
    fn.descriptionLiteral = ctx.resolver.text(description);
    if (description && !fn.descriptionLiteral) unresolvedPart(ctx, fn, 'description', description);
    fn.tool!.title = ctx.resolver.stringValue(propertyValue(config, 'title'));
    const input = propertyValue(config, 'inputSchema');
    if (input) fn.tool!.inputSchema = zodSchemaSource(ctx, input);
    const output = propertyValue(config, 'outputSchema');
    if (output) fn.tool!.outputSchema = zodSchemaSource(ctx, output);
    fn.tool!.annotations = annotations(ctx, propertyValue(config, 'annotations'));
    fn.tool!.keys = literalKeys(config, { methods: false });
    fn.parameters = input ? shapeParameters(ctx, input) : [];
  }
  fn.body = callbackBody(ctx, cbArg, fn.parameters);
  return fn;
}

/** `tool(name, [description], [paramsSchema], [annotations], cb)`: the v1 legacy overloads, read as the SDK reads them at run time. */
export function mcpLegacyTool(ctx: FileContext, call: CallExpression): FunctionDecl | undefined {
  const args = leadingArguments(call);
  const nameArg = args[0];
  if (nameArg === undefined) return undefined;
  if (ctx.resolver.stringValue(nameArg) === undefined && !(Node.isIdentifier(nameArg) || Node.isPropertyAccessExpression(nameArg) || Node.isBinaryExpression(nameArg)))
    return undefined;
  const fn = mcpBase(ctx, call, nameArg, 'tool');
  const rest = args.slice(1, -1);
  let index = 0;
  const description = rest[index];
  if (description && ctx.resolver.stringValue(description) !== undefined) {
    fn.descriptionLiteral = ctx.resolver.text(description);
    index++;
  } else if (description && rest.length >= 2 && mayBeString(ctx, description)) {
    // `tool(name, tool.description, shape, cb)` with a description the reader cannot compute.
    unresolvedPart(ctx, fn, 'description', description);
    index++;
  }
  const schemaOrAnnotations = rest[index];
  if (schemaOrAnnotations) {
    const value = ctx.resolver.unwrap(schemaOrAnnotations);
    if (value && (isRawShape(ctx, value) || isShapeOfSchema(ctx, schemaOrAnnotations))) {
      fn.tool!.inputSchema = zodSchemaSource(ctx, schemaOrAnnotations);
      fn.parameters = shapeParameters(ctx, schemaOrAnnotations);
      const annotationsArg = rest[index + 1];
      if (annotationsArg) fn.tool!.annotations = annotations(ctx, annotationsArg);
    } else if (rest[index + 1] && !(value && Node.isObjectLiteralExpression(value))) {
      // Two arguments before the callback, the first one not readable: the SDK takes an object
      // followed by annotations for the shape, so this is a schema the reader could not see.
      fn.tool!.inputSchema = zodSchemaSource(ctx, schemaOrAnnotations);
      fn.tool!.annotations = annotations(ctx, rest[index + 1]);
    } else {
      fn.tool!.annotations = annotations(ctx, schemaOrAnnotations);
    }
  }
  fn.body = callbackBody(ctx, args[args.length - 1], fn.parameters);
  return fn;
}

function mcpBase(ctx: FileContext, call: CallExpression, nameArg: Node, api: ToolInfo['api']): FunctionDecl {
  const name = ctx.resolver.stringValue(nameArg);
  const callee = call.getExpression();
  const fn = baseDecl(ctx, 'mcp-tool', name ?? nameArg.getText(), nameArg, statementOf(call), {
    api,
    sdk: ctx.sdk,
    zod: ctx.zod,
    nameResolved: name !== undefined,
    nameText: nameArg.getText(),
    call: {
      range: rangeOf(ctx, call),
      calleeNameRange: Node.isPropertyAccessExpression(callee) ? rangeOf(ctx, callee.getNameNode()) : rangeOf(ctx, callee),
      args: leadingArguments(call).map((a) => snippet(ctx, a)),
    },
  });
  if (name === undefined) unresolvedPart(ctx, fn, 'name', nameArg);
  return fn;
}

/** Records a part of a registration the reader could not compute, with why. */
export function unresolvedPart(ctx: FileContext, fn: FunctionDecl, what: UnresolvedPart['what'], node: Node, reason?: UnresolvedPart['reason']): void {
  const value = ctx.resolver.unwrap(node);
  const why: UnresolvedPart['reason'] =
    reason ?? (value && Node.isIdentifier(value) && isParameter(value) ? 'parameter' : value && Node.isCallExpression(value) ? 'call' : 'runtime');
  (fn.tool!.unresolved ??= []).push({ what, text: node.getText().replace(/\s+/g, ' ').slice(0, 80), range: rangeOf(ctx, node), reason: why });
}

/** Whether an identifier names a parameter of an enclosing function. */
export function isParameter(id: Node): boolean {
  const name = id.getText();
  for (let scope: Node | undefined = id.getParent(); scope; scope = scope.getParent()) {
    if (isFunctionLike(scope)) {
      if (scope.getParameters().some((p) => p.getName() === name)) return true;
    }
  }
  return false;
}

/** Whether a value may be a string at run time (not a zod shape, an object or a function). */
function mayBeString(ctx: FileContext, node: Node): boolean {
  const value = ctx.resolver.unwrap(node);
  if (!value) return false;
  if (Node.isObjectLiteralExpression(value) || Node.isArrowFunction(value) || Node.isFunctionExpression(value)) return false;
  if (isShapeOfSchema(ctx, node)) return false;
  const zod = ctx.resolver.zod(node, ctx.zodNames);
  return zod.kind === 'unresolved' || zod.kind === 'literal';
}

/** `Schema.shape` of a zod object: a raw shape the SDK accepts as the parameters. */
function isShapeOfSchema(ctx: FileContext, node: Node): boolean {
  const zod = ctx.resolver.zod(node, ctx.zodNames);
  if (zod.kind === 'object') return zod.entries.length > 0 && zod.entries.every((e) => e.value.kind === 'zod');
  return zod.kind === 'zod' && zod.chain.at(-1)?.kind === 'prop' && zod.chain.at(-1)?.name === 'shape';
}

/** Whether an object literal is a zod raw shape (some value is a zod schema), as the SDK decides. */
export function isRawShape(ctx: FileContext, node: Node): boolean {
  if (!Node.isObjectLiteralExpression(node)) return false;
  const properties = node.getProperties();
  if (properties.length === 0) return true;
  return properties.some((p) => {
    const value = Node.isPropertyAssignment(p) ? p.getInitializer() : Node.isShorthandPropertyAssignment(p) ? p.getNameNode() : undefined;
    const zod = value ? ctx.resolver.zod(value, ctx.zodNames) : undefined;
    return zod?.kind === 'zod';
  });
}

/** A zod schema or raw shape as written, with what the reader could resolve of it. */
export function zodSchemaSource(ctx: FileContext, node: Node): ToolSchemaSource {
  const zod = ctx.resolver.zod(node, ctx.zodNames);
  const form = zod.kind === 'object' ? 'shape' : 'zod';
  return { form, zod, resolved: fullyResolved(zod), text: node.getText(), range: rangeOf(ctx, node) };
}

function fullyResolved(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  if ((value as { kind?: string }).kind === 'unresolved') return false;
  return Object.values(value).every((v) => (Array.isArray(v) ? v.every(fullyResolved) : fullyResolved(v)));
}

// ---------------------------------------------------------------------------------------------
// Low-level tools/list handlers

/** The tool objects a literal `tools/list` handler returns (low-level `Server`). */
export function literalToolsList(ctx: FileContext, call: CallExpression): FunctionDecl[] {
  const [schemaArg, handler] = leadingArguments(call);
  if (!schemaArg || !handler) return [];
  const isList = schemaArg.getText() === 'ListToolsRequestSchema' || ctx.resolver.stringValue(schemaArg) === 'tools/list';
  if (!isList) return [];
  const fnNode = handlerFunction(ctx, handler);
  // A handler the reader cannot see (a function of another module, a value made at run time) still registers tools.
  if (!fnNode) return [unreadableRegistration(ctx, call, handler, 'tools/list')];
  const returned: Node[] = [];
  const body = fnNode.getBody();
  // A declaration without a body (an overload): nothing to read.
  if (!body) return [unreadableRegistration(ctx, call, handler, 'tools/list')];
  if (!Node.isBlock(body)) returned.push(body);
  else for (const ret of descendantsOfKind<ReturnStatement>(body, SyntaxKind.ReturnStatement)) if (ret.getExpression()) returned.push(ret.getExpression()!);
  const out: FunctionDecl[] = [];
  // A handler declared in another module is shown where this file names it.
  const here = (node: Node) => (node.getSourceFile() === ctx.sf ? node : handler);
  // Whether some return gives a `tools` list, and the first of the handler's own returns that gives
  // something else unreadable (`return listTools(request)`): a handler with no readable list is
  // one unread registration, never none.
  let listed = false;
  let unread: Node | undefined;
  for (const expr of returned) {
    const result = resolvedValue(ctx, expr);
    const toolsNode = result ? propertyValue(result, 'tools') : undefined;
    if (!toolsNode) {
      // A return of a function nested in the handler (`list.map((t) => { return … })`) is not the handler's answer.
      const own = Node.isBlock(body) ? expr.getFirstAncestor(isFunctionLike) === fnNode : expr === body;
      // An answer made elsewhere, or an object spread from one (`{ ...cached }`), may hold the tools.
      const opaque = result && (!Node.isObjectLiteralExpression(result) || result.getProperties().some((p) => Node.isSpreadAssignment(p)));
      if (!unread && own && opaque) unread = expr;
      continue;
    }
    listed = true;
    // `const tools = []` filled by `tools.push(…)` in the handler: its literal is not the list.
    // Spread parts of the list that cannot be read stand as unresolved entries beside the tools that can.
    const unreadParts: Node[] = [];
    const objects = filledAtRunTime(toolsNode, body) ? undefined : toolObjects(ctx, toolsNode, here(toolsNode), 0, unreadParts);
    // The answer of a project registry (see collectorOf): its tools are read at the calls that register them.
    if (!objects && answersCollector(ctx, call)) continue;
    if (!objects) {
      out.push(unreadableRegistration(ctx, call, here(toolsNode), 'tools/list'));
      continue;
    }
    for (const part of new Set(unreadParts)) out.push(unreadableRegistration(ctx, call, here(part), 'tools/list'));
    for (const { tool, at, keys, key, resolver } of objects) out.push(...literalTool(toolReader(ctx, tool, at, resolver), tool, at, keys, key));
  }
  if (!listed && unread) out.push(unreadableRegistration(ctx, call, here(unread), 'tools/list'));
  return out;
}

/** What a handler returns, through `Promise.resolve(value)` (an async answer written by hand). */
function resolvedValue(ctx: FileContext, expr: Node): Node | undefined {
  const value = ctx.resolver.unwrap(expr);
  if (value && Node.isCallExpression(value) && value.getExpression().getText() === 'Promise.resolve') {
    const inner = argumentAt(value, 0);
    return inner ? ctx.resolver.unwrap(inner) : value;
  }
  return value;
}

/**
 * The function a tools/list handler argument is: written in place, held in a constant, or wrapped
 * by middleware (`log.wrapHandler('ListTools', withMetrics(async () => ({ tools }), …))`), whose
 * function arguments are searched a few calls deep.
 */
function handlerFunction(ctx: FileContext, handler: Node, depth = 0): FunctionLikeNode | undefined {
  const value = ctx.resolver.unwrap(handler);
  if (!value || depth > 3) return undefined;
  if (Node.isArrowFunction(value) || Node.isFunctionExpression(value)) return value;
  // A function declared by name, here or in a module of the workspace (`setRequestHandler(ListToolsRequestSchema, listTools)`).
  if (Node.isIdentifier(value)) {
    const declared = ctx.resolver.functionOf(value);
    return isFunctionLike(declared) && declared.getBody() ? declared : undefined;
  }
  if (!Node.isCallExpression(value)) return undefined;
  for (const arg of value.getArguments()) {
    const inner = handlerFunction(ctx, arg, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Whether a list named in the handler is changed there after it is made (`push`, `unshift`,
 * `splice`, an indexed assignment): then what its declaration holds is not what is returned.
 */
function filledAtRunTime(list: Node, body: Node): boolean {
  if (!Node.isIdentifier(list)) return false;
  const name = list.getText().replace(/[$]/g, '\\$');
  return new RegExp(String.raw`(?<![\w$.])${name}\s*(?:\.\s*(?:push|unshift|splice)\s*\(|\[[^\]\n]*\]\s*=(?!=))`).test(body.getText());
}

/**
 * A tool object as a tools/list answer gives it: `tool`, an object literal written in the source,
 * listed at `at`; `keys`, when the answer re-shapes each object (`tools.map((t) => ({ name: t.name,
 * … }))`), tells which key of `tool` gives each key of the answer (undefined: the answer has none).
 */
interface ListedTool {
  tool: Node;
  at: Node;
  keys?: KeyMap;
  /** The property's key, for an entry of `Object.entries(tools)`: the name a projection may take (`([name, tool]) => ({ name, … })`). */
  key?: Node;
  /** What the tool is read with: the bindings of the factory call that made it (`defineTool(ctx, { … })`). */
  resolver?: Resolver;
}
/**
 * Where a projection takes a key of the answer from: a key of the tool object (`key`), with the
 * converter call it passes that value through (`zodToJsonSchema(t.inputSchema)`); the entry's key
 * (`entryKey`); or a value the projection writes itself, the same for every tool (`literal`).
 * Undefined: nowhere.
 */
type KeySource = { key?: string; via?: CallExpression; entryKey?: true; literal?: Node };
type KeyMap = (answerKey: string) => KeySource | undefined;

/**
 * The tool objects a `tools` value lists: an array literal (with spreads), `Object.values(obj)`,
 * constants of either, `X.parse({...})` wrappers (a schema validating a literal returns it),
 * re-shaping `.map` callbacks, and calls of a function of the workspace that returns one of these.
 * Undefined when the list is computed at run time; given `unread`, a spread part that cannot be
 * read (`...extraTools()` filled by `push`) is added there, and the rest of the list is still read.
 */
function toolObjects(ctx: FileContext, node: Node, at: Node, depth = 0, unread?: Node[]): ListedTool[] | undefined {
  if (depth > 8) return undefined;
  const value = ctx.resolver.unwrap(node);
  if (!value) return undefined;
  if (Node.isArrayLiteralExpression(value)) {
    if (filledLater(value)) return undefined;
    const out: ListedTool[] = [];
    for (const element of value.getElements()) {
      const here = element.getSourceFile() === ctx.sf ? element : at;
      if (Node.isSpreadElement(element)) {
        const inner = toolObjects(ctx, element.getExpression(), here, depth + 1, unread);
        // With somewhere to say so, a spread that cannot be read is one unread part, not the whole list.
        if (!inner && unread) {
          unread.push(here === at ? at : element);
          continue;
        }
        if (!inner) return undefined;
        out.push(...inner);
        continue;
      }
      const made = toolObject(ctx, element);
      if (made) out.push({ ...made, at: here });
      // An entry that is no object written in the source (`makeTool(cfg)` of a package): never dropped in silence.
      else if (unread && !Node.isOmittedExpression(element)) unread.push(here === at ? at : element);
    }
    return out;
  }
  // `readOnly ? READ_TOOLS : ALL_TOOLS`, `allTools.filter(isEnabled)`, `.concat(MORE)`: the tools written in the lists.
  const sources = listSources(value);
  if (sources)
    return joinSources(
      sources,
      (part) => toolObjects(ctx, part, at, depth + 1, unread),
      (a, b) => a.tool === b.tool,
    );
  if (Node.isCallExpression(value)) {
    const callee = value.getExpression();
    if (callee.getText() === 'Object.values' && argumentAt(value, 0)) {
      const object = ctx.resolver.unwrap(argumentAt(value, 0));
      if (!object || !Node.isObjectLiteralExpression(object) || filledLater(object)) return undefined;
      const out: ListedTool[] = [];
      for (const property of object.getProperties()) {
        const init = Node.isPropertyAssignment(property) ? property.getInitializer() : Node.isShorthandPropertyAssignment(property) ? property.getNameNode() : undefined;
        if (!init) return undefined;
        const made = toolObject(ctx, init);
        if (made) out.push({ ...made, at: init.getSourceFile() === ctx.sf ? init : at });
      }
      return out;
    }
    // `Object.entries(tools)`: each property a [key, tool] pair, for a projection that names the tool by its key.
    if (callee.getText() === 'Object.entries' && argumentAt(value, 0)) return toolEntries(ctx, argumentAt(value, 0)!, at, depth + 1, unread);
    // `listTools()`, `buildTools(registry)`, `forProfile(allTools)`: a function of the workspace
    // that returns a list, read with its parameters bound to the call's arguments (a selection of
    // the list it is given is read as that list, like `filter` written in place).
    const made = returnedLists(ctx, value);
    if (made) {
      const inner = { ...ctx, resolver: ctx.resolver.bind(made.names) };
      return joinSources(
        { parts: made.returns, either: true },
        (part) => toolObjects(inner, part, part.getSourceFile() === ctx.sf ? part : at, depth + 1, unread),
        (a, b) => a.tool === b.tool,
      );
    }
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const list = callee.getExpression();
    if (callee.getName() === 'map') {
      const callback = argumentAt(value, 0);
      // `tools.map((t) => ({ name: t.name, description: t.description, inputSchema: toJson(t.schema) }))`.
      const projection = projectedKeys(callback);
      if (projection) return toolObjects(ctx, list, at, depth + 1, unread)?.map((item) => ({ ...item, keys: composeKeys(item.keys, projection) }));
      // `tools.map((tool) => tool.schema)`: each tool's object held under one key.
      const key = mappedKey(callback);
      const items = key === undefined ? undefined : toolObjects(ctx, list, at, depth + 1);
      if (!items) return undefined;
      const out: ListedTool[] = [];
      for (const item of items) {
        const held = item.keys ? item.keys(key!)?.key : key!;
        const made = toolObject(ctx, (held === undefined ? undefined : propertyValue(item.tool, held)) ?? item.tool);
        if (!made || made.tool === item.tool) return undefined;
        out.push({ ...made, at: item.at });
      }
      return out;
    }
  }
  return undefined;
}

/**
 * The [key, tool] pairs of an object of tools (`Object.entries(allTools)`): its properties, those
 * of the objects it spreads (imported constants, or objects that workspace functions return, read
 * with their parameters bound), each value a tool object as {@link toolObject} reads it. Given
 * `unread`, a spread or a value that cannot be read is added there and the rest is still read.
 */
function toolEntries(ctx: FileContext, node: Node, at: Node, depth: number, unread?: Node[]): ListedTool[] | undefined {
  if (depth > 8) return undefined;
  const value = ctx.resolver.unwrap(node);
  if (value && Node.isCallExpression(value)) {
    const made = returnedLists(ctx, value);
    if (!made) return undefined;
    const inner = { ...ctx, resolver: ctx.resolver.bind(made.names) };
    return joinSources(
      { parts: made.returns, either: true },
      (part) => toolEntries(inner, part, part.getSourceFile() === ctx.sf ? part : at, depth + 1, unread),
      (a, b) => a.tool === b.tool,
    );
  }
  if (!value || !Node.isObjectLiteralExpression(value) || filledLater(value)) return undefined;
  const out: ListedTool[] = [];
  for (const property of value.getProperties()) {
    const here = property.getSourceFile() === ctx.sf ? property : at;
    if (Node.isSpreadAssignment(property)) {
      const inner = toolEntries(ctx, property.getExpression(), here, depth + 1, unread);
      if (inner) out.push(...inner);
      else if (unread) unread.push(here);
      else return undefined;
      continue;
    }
    const key = Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property) ? property.getNameNode() : undefined;
    const init = Node.isPropertyAssignment(property) ? property.getInitializer() : Node.isShorthandPropertyAssignment(property) ? property.getNameNode() : undefined;
    // A computed key or a method: no tool whose name can be read.
    const made = key && init && (Node.isIdentifier(key) || Node.isStringLiteral(key)) ? toolObject(ctx, init) : undefined;
    if (made) out.push({ ...made, at: key!.getSourceFile() === ctx.sf ? key! : at, key });
    else if (unread) unread.push(here);
    else return undefined;
  }
  return out;
}

/** Keys of a tools/list entry that the agent reads. */
const ENTRY_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'];
/** Of those, the keys a projection must take from the tool object: one it computes makes the entries unreadable. */
const PROJECTED_KEYS = new Set(['name', 'description', 'inputSchema', 'outputSchema']);
/** Keys whose value a projection may pass through a converter (`zodToJsonSchema(t.inputSchema)`). */
const CONVERTED_KEYS = new Set(['inputSchema', 'outputSchema']);

/**
 * What a `.map` callback that re-shapes each tool object takes from it: `(t) => ({ name: t.name,
 * description: t.description, inputSchema: zodToJsonSchema(t.inputSchema) })`, `({ name,
 * description }) => ({ name, description })`, `(t) => ({ ...t, handler: undefined })`. Undefined
 * for any other callback, or when a key the agent reads is computed (`description: fmt(t)`).
 */
function projectedKeys(callback: Node | undefined): KeyMap | undefined {
  if (!callback || !(Node.isArrowFunction(callback) || Node.isFunctionExpression(callback))) return undefined;
  const params = callback.getParameters();
  if (params.length === 0 || params.length > 2) return undefined;
  const param = params[0]!.getNameNode();
  // The key each destructured name is bound to (`{ name, description: text }`).
  const bound = new Map<string, string>();
  // `([name, tool]) => …` over `Object.entries(tools)`: the entry's key and the tool object.
  let entryKeyName: string | undefined;
  let paramName: string | undefined;
  if (Node.isObjectBindingPattern(param)) {
    for (const element of param.getElements()) {
      if (element.getDotDotDotToken()) return undefined;
      bound.set(element.getName(), element.getPropertyNameNode()?.getText() ?? element.getName());
    }
  } else if (Node.isArrayBindingPattern(param)) {
    const [key, tool, ...rest] = param.getElements();
    const local = (element: Node | undefined) =>
      element && Node.isBindingElement(element) && !element.getDotDotDotToken() && Node.isIdentifier(element.getNameNode()) ? element.getName() : undefined;
    entryKeyName = local(key);
    paramName = local(tool);
    if (rest.length > 0 || (!entryKeyName && !paramName)) return undefined;
  } else if (Node.isIdentifier(param)) paramName = param.getText();
  else return undefined;
  let body: Node | undefined = callback.getBody();
  if (body && Node.isBlock(body)) {
    // `{ const json = convert(tool.schema); return { name: tool.name, … } }`: constants, then the answer.
    const statements = body.getStatements();
    const last = statements.at(-1);
    const constantsFirst = statements.slice(0, -1).every((statement) => Node.isVariableStatement(statement));
    body = constantsFirst && last && Node.isReturnStatement(last) ? last.getExpression() : undefined;
  }
  while (body && (Node.isParenthesizedExpression(body) || Node.isAsExpression(body) || Node.isSatisfiesExpression(body))) body = body.getExpression();
  if (!body || !Node.isObjectLiteralExpression(body)) return undefined;
  const locals = new Set([...bound.keys(), ...(entryKeyName ? [entryKeyName] : []), ...(paramName ? [paramName] : [])]);
  /** Where an expression's value comes from (`t.name`, a destructured `name`, the entry's key), or undefined. */
  const readKey = (expr: Node | undefined): KeySource | undefined => {
    while (expr && (Node.isParenthesizedExpression(expr) || Node.isAsExpression(expr) || Node.isNonNullExpression(expr))) expr = expr.getExpression();
    if (!expr) return undefined;
    // `(tool as { description?: string }).description ?? ""`: the default is for a tool without one.
    if (Node.isBinaryExpression(expr) && ['??', '||'].includes(expr.getOperatorToken().getText()) && isLiteralValue(expr.getRight(), locals)) return readKey(expr.getLeft());
    if (paramName && Node.isPropertyAccessExpression(expr)) {
      let owner: Node = expr.getExpression();
      while (Node.isParenthesizedExpression(owner) || Node.isAsExpression(owner) || Node.isNonNullExpression(owner)) owner = owner.getExpression();
      if (owner.getText() === paramName) return { key: expr.getName() };
    }
    if (Node.isIdentifier(expr)) {
      if (entryKeyName && expr.getText() === entryKeyName) return { entryKey: true };
      const key = bound.get(expr.getText());
      return key === undefined ? undefined : { key };
    }
    return undefined;
  };
  const keys = new Map<string, KeySource | undefined>();
  let spread = false;
  for (const property of body.getProperties()) {
    if (Node.isSpreadAssignment(property)) {
      // `...t`: every key of the tool object that the projection does not write itself.
      if (!paramName || property.getExpression().getText() !== paramName) return undefined;
      spread = true;
    } else if (Node.isShorthandPropertyAssignment(property)) {
      keys.set(property.getName(), readKey(property.getNameNode()));
    } else if (Node.isPropertyAssignment(property)) {
      const name = property.getName().replace(/^['"]|['"]$/g, '');
      const init = property.getInitializer();
      const key = readKey(init);
      const converted = !key && CONVERTED_KEYS.has(name) && init && Node.isCallExpression(init) ? readKey(init.getArguments()[0]) : undefined;
      // A value the projection writes itself (`inputSchema: { type: 'object', properties: {} }`): every tool
      // gets it. A schema it computes is read as far as it can be: its unread parts are said, the
      // tool's name and description are still read.
      const literal = !key && !converted && init && (isLiteralValue(init, locals) || CONVERTED_KEYS.has(name)) ? { literal: init } : undefined;
      keys.set(name, key ?? (converted?.key !== undefined && init && Node.isCallExpression(init) ? { key: converted.key, via: init } : literal));
    }
  }
  if (!keys.has('name') && !spread) return undefined;
  for (const key of PROJECTED_KEYS) if (keys.has(key) && keys.get(key) === undefined) return undefined;
  return (answerKey) => (keys.has(answerKey) ? keys.get(answerKey) : spread ? { key: answerKey } : undefined);
}

/** Whether an expression is a value written out (literals, objects and arrays of them) that names none of `locals`. */
function isLiteralValue(expr: Node, locals: ReadonlySet<string>): boolean {
  const literalKinds = (node: Node): boolean =>
    Node.isStringLiteral(node) ||
    Node.isNoSubstitutionTemplateLiteral(node) ||
    Node.isNumericLiteral(node) ||
    Node.isTrueLiteral(node) ||
    Node.isFalseLiteral(node) ||
    Node.isNullLiteral(node) ||
    (Node.isAsExpression(node) && literalKinds(node.getExpression())) ||
    (Node.isArrayLiteralExpression(node) && node.getElements().every(literalKinds)) ||
    (Node.isObjectLiteralExpression(node) && node.getProperties().every((p) => Node.isPropertyAssignment(p) && !!p.getInitializer() && literalKinds(p.getInitializer()!)));
  return literalKinds(expr) && !descendantsOfKind(expr, SyntaxKind.Identifier).some((id) => locals.has(id.getText()) && !isPropertyNameNode(id));
}

function isPropertyNameNode(id: Node): boolean {
  const parent = id.getParent();
  return !!parent && Node.isPropertyAssignment(parent) && parent.getNameNode() === id;
}

/** A projection applied to tool objects that an earlier projection already re-shaped. */
function composeKeys(inner: KeyMap | undefined, outer: KeyMap): KeyMap {
  if (!inner) return outer;
  return (answerKey) => {
    const middle = outer(answerKey);
    // The entry's key or a value the outer projection writes: nothing of the inner one to follow.
    if (!middle || middle.key === undefined) return middle;
    const source = inner(middle.key);
    if (!source || source.key === undefined) return source;
    // One converter is enough: a second would convert JSON, which no converter takes.
    return middle.via && source.via ? undefined : { key: source.key, via: middle.via ?? source.via };
  };
}

/**
 * What a call of a function of the workspace (a static method too: `ForecastTool.schema()`) may
 * return: the expressions of its own returns (or its expression body), each an alternative
 * (`if (!filtered) return [...tools]; return tools.filter(…)`), and the names its parameters bind
 * to the call's arguments or defaults.
 */
function returnedLists(ctx: FileContext, call: CallExpression): { returns: Node[]; names: Map<string, Node> } | undefined {
  const callee = call.getExpression();
  const fn = Node.isIdentifier(callee)
    ? ctx.resolver.functionOf(callee)
    : Node.isPropertyAccessExpression(callee) && Node.isIdentifier(callee.getExpression())
      ? ctx.resolver.classOf(callee.getExpression())?.getStaticMethod(callee.getName())
      : undefined;
  if (!isFunctionLike(fn)) return undefined;
  const returns = ownReturns(fn);
  if (!returns || returns.length === 0 || returns.some((r) => r === undefined)) return undefined;
  return { returns: returns as Node[], names: parameterBindings(fn, call) };
}

/**
 * What a function's own `return`s give (not those of functions inside it; undefined for a bare
 * `return;`), or its expression body; undefined for a declaration without a body.
 */
function ownReturns(fn: FunctionLikeNode): (Node | undefined)[] | undefined {
  const body = fn.getBody();
  if (!body) return undefined;
  if (!Node.isBlock(body)) return [body];
  return descendantsOfKind<ReturnStatement>(body, SyntaxKind.ReturnStatement)
    .filter((r) => r.getFirstAncestor(isFunctionLike) === fn)
    .map((r) => r.getExpression());
}

/** The key a `.map` callback reads from each element: `(tool) => tool.schema`; undefined for any other callback. */
function mappedKey(callback: Node | undefined): string | undefined {
  if (!callback || !Node.isArrowFunction(callback)) return undefined;
  const [param] = callback.getParameters();
  const body = callback.getBody();
  if (!param || !Node.isPropertyAccessExpression(body) || body.getExpression().getText() !== param.getName()) return undefined;
  return body.getName();
}

/**
 * One tool object, through constants, `Schema.parse({...})` and a workspace function that returns
 * one (`createSearchTool(registry)`, `defineTool(ctx, { description, … })`), with the resolver that
 * reads it: the function's parameters bound to the call's arguments.
 */
function toolObject(ctx: FileContext, node: Node): { tool: Node; resolver?: Resolver } | undefined {
  let value = ctx.resolver.unwrap(node);
  let resolver: Resolver | undefined;
  for (let i = 0; value && i < 4 && Node.isCallExpression(value); i++) {
    const callee = value.getExpression();
    if (Node.isIdentifier(callee) || (Node.isPropertyAccessExpression(callee) && !['parse', 'strictParse'].includes(callee.getName()))) {
      const made = returnedLists({ ...ctx, resolver: resolver ?? ctx.resolver }, value);
      if (made?.returns.length !== 1) return undefined;
      resolver = (resolver ?? ctx.resolver).bind(made.names);
      value = resolver.unwrap(made.returns[0]);
      break;
    }
    if (!Node.isPropertyAccessExpression(callee) || !['parse', 'strictParse'].includes(callee.getName())) break;
    value = (resolver ?? ctx.resolver).unwrap(argumentAt(value, 0));
  }
  return value && Node.isObjectLiteralExpression(value) ? { tool: value, resolver } : undefined;
}

/**
 * A project's own tool registry: a class whose method keeps its parameter in a field
 * (`registerTool(config) { this.tools.set(config.name, config) }`) and whose tools/list handler
 * answers that field's values, through a `.map` projection (`keys`) or as they are. A call of the
 * method registers the tool object it is given.
 */
export interface Collector {
  method: MethodDeclaration;
  parameterIndex: number;
  keys?: KeyMap;
}

const COLLECTORS = new WeakMap<ClassDeclaration, Map<string, Collector | null>>();

/** The collector a call's receiver and method stand for: `new Registry()` of a workspace class, or `this` inside one. */
export function collectorOf(ctx: FileContext, receiver: Node, method: string): Collector | undefined {
  let cls: ClassDeclaration | undefined;
  if (Node.isThisExpression(receiver)) cls = receiver.getFirstAncestorByKind(SyntaxKind.ClassDeclaration);
  else {
    const value = ctx.resolver.unwrap(receiver);
    const className = value && Node.isNewExpression(value) ? value.getExpression() : undefined;
    if (!className || !Node.isIdentifier(className)) return undefined;
    // A class of a package (`new McpServer(…)`) is never looked up: only the workspace's own.
    const sf = className.getSourceFile();
    const name = className.getText();
    const local = sf.getClass(name);
    const imported = local ? undefined : sf.getImportDeclarations().find((imp) => imp.getNamedImports().some((n) => (n.getAliasNode() ?? n.getNameNode()).getText() === name));
    if (!local && !imported?.getModuleSpecifierValue().startsWith('.')) return undefined;
    cls = local ?? ctx.resolver.classOf(className);
  }
  return cls && cachedCollector(ctx, cls, method);
}

/** {@link classCollector}, once per class and method. */
function cachedCollector(ctx: FileContext, cls: ClassDeclaration, method: string): Collector | undefined {
  let byMethod = COLLECTORS.get(cls);
  if (!byMethod) COLLECTORS.set(cls, (byMethod = new Map()));
  if (!byMethod.has(method)) byMethod.set(method, classCollector(ctx, cls, method) ?? null);
  return byMethod.get(method) ?? undefined;
}

function classCollector(ctx: FileContext, cls: ClassDeclaration, name: string): Collector | undefined {
  const method = cls.getInstanceMethod(name);
  if (!method) return undefined;
  const params = method.getParameters().map((p) => p.getName());
  // `this.tools.set(key, config)`, `this.tools.push(config)`: the field and the parameter it keeps.
  let field: string | undefined;
  let parameterIndex = -1;
  for (const call of descendantsOfKind<CallExpression>(method, SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || !['set', 'push'].includes(callee.getName())) continue;
    const target = callee.getExpression();
    if (!Node.isPropertyAccessExpression(target) || !Node.isThisExpression(target.getExpression())) continue;
    let kept: Node | undefined = callee.getName() === 'set' ? argumentAt(call, 1) : argumentAt(call, 0);
    while (kept && (Node.isAsExpression(kept) || Node.isParenthesizedExpression(kept) || Node.isSatisfiesExpression(kept))) kept = kept.getExpression();
    const index = kept && Node.isIdentifier(kept) ? params.indexOf(kept.getText()) : -1;
    if (index < 0) continue;
    field = target.getName();
    parameterIndex = index;
    break;
  }
  if (field === undefined) return undefined;
  // The class's tools/list handler, answering that field.
  for (const call of descendantsOfKind<CallExpression>(cls, SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'setRequestHandler') continue;
    const [schemaArg, handler] = leadingArguments(call);
    if (!schemaArg || !handler || !(schemaArg.getText() === 'ListToolsRequestSchema' || ctx.resolver.stringValue(schemaArg) === 'tools/list')) continue;
    if (!(Node.isArrowFunction(handler) || Node.isFunctionExpression(handler))) continue;
    for (const answer of ownReturns(handler) ?? []) {
      const object = answer ? ctx.resolver.unwrap(answer) : undefined;
      const tools = object && Node.isObjectLiteralExpression(object) ? ctx.resolver.unwrap(propertyValue(object, 'tools')) : undefined;
      if (!tools || !tools.getText().includes(`this.${field}`)) continue;
      const mapper = Node.isCallExpression(tools) ? tools.getExpression() : undefined;
      const mapped = !!mapper && Node.isPropertyAccessExpression(mapper) && mapper.getName() === 'map';
      if (!mapped) return { method, parameterIndex };
      const keys = projectedKeys(argumentAt(tools, 0));
      return keys ? { method, parameterIndex, keys } : undefined;
    }
  }
  return undefined;
}

/** Whether a tools/list handler is the one of a collector class, answering the tools its method keeps. */
function answersCollector(ctx: FileContext, handlerCall: CallExpression): boolean {
  const cls = handlerCall.getFirstAncestorByKind(SyntaxKind.ClassDeclaration);
  return !!cls && cls.getInstanceMethods().some((method) => cachedCollector(ctx, cls, method.getName()) !== undefined);
}

/** The tool a call of a collector registers: the object it is given, as the collector's tools/list answer shows it. */
export function collectedTool(ctx: FileContext, call: CallExpression, collector: Collector): FunctionDecl[] {
  const arg = leadingArguments(call)[collector.parameterIndex];
  if (!arg) return [];
  const made = toolObject(ctx, arg);
  if (!made) return [unreadableRegistration(ctx, call, arg, 'tools/list')];
  return literalTool(toolReader(ctx, made.tool, arg, made.resolver), made.tool, arg, collector.keys);
}

/**
 * The context a tool object is read with: the resolver that made it (a factory's parameters
 * bound) or the file's; a tool object of another file (an imported constant) is shown at `at`,
 * the place that lists it.
 */
function toolReader(ctx: FileContext, tool: Node, at: Node, resolver: Resolver | undefined): FileContext {
  const base = resolver ?? ctx.resolver;
  return { ...ctx, resolver: tool.getSourceFile() === ctx.sf ? base : base.bind(new Map(), rangeOf(ctx, at)) };
}

/**
 * A registration whose tools cannot be read (a list computed at run time): kept as one
 * declaration that says so, never dropped.
 */
export function unreadableRegistration(ctx: FileContext, call: CallExpression, node: Node, api: ToolInfo['api']): FunctionDecl {
  const callee = call.getExpression();
  const fn = baseDecl(ctx, 'mcp-tool', node.getText().replace(/\s+/g, ' ').slice(0, 60), node, statementOf(call), {
    api,
    sdk: api === 'addTool' ? ctx.fastmcp : ctx.sdk,
    zod: ctx.zod,
    nameResolved: false,
    nameText: node.getText(),
    // The call as written: rules about the API itself (a deprecated `tool()`) still apply to it.
    call: {
      range: rangeOf(ctx, call),
      calleeNameRange: Node.isPropertyAccessExpression(callee) ? rangeOf(ctx, callee.getNameNode()) : rangeOf(ctx, callee),
      args: leadingArguments(call).map((a) => snippet(ctx, a)),
    },
  });
  unresolvedPart(ctx, fn, 'registration', node, api === 'tools/list' ? undefined : 'loop');
  return fn;
}

/** One literal tools/list entry (`element` is where it is written, for its range). */
function literalTool(ctx: FileContext, tool: Node, element: Node, keys?: KeyMap, entryKey?: Node): FunctionDecl[] {
  if (!Node.isObjectLiteralExpression(tool)) return [];
  // Through a projection, a key of the answer is another key of the object, the entry's key, a
  // value the projection writes, or none.
  const valueOf = (key: string): Node | undefined => {
    const source = keys ? keys(key) : { key };
    if (source?.entryKey) return entryKey;
    if (source?.literal) return source.literal;
    return source?.key === undefined ? undefined : propertyValue(tool, source.key);
  };
  const via = (key: string) => keys?.(key)?.via;
  const nameNode = valueOf('name');
  if (!nameNode) return [];
  // A key written as a word (`addAppointment: …`) is its own text, not a variable's.
  const name = nameNode === entryKey && Node.isIdentifier(nameNode) ? nameNode.getText() : ctx.resolver.stringValue(nameNode);
  const input = valueOf('inputSchema');
  const output = valueOf('outputSchema');
  const fn = baseDecl(ctx, 'mcp-tool', name ?? nameNode.getText(), nameNode, element, {
    api: 'tools/list',
    sdk: ctx.sdk,
    zod: ctx.zod,
    nameResolved: name !== undefined,
    nameText: nameNode.getText(),
    title: ctx.resolver.stringValue(valueOf('title')),
    inputSchema: input ? jsonSource(ctx, input, via('inputSchema')) : undefined,
    outputSchema: output ? jsonSource(ctx, output, via('outputSchema')) : undefined,
    annotations: annotations(ctx, valueOf('annotations')),
    keys: keys ? ENTRY_KEYS.filter((key) => valueOf(key) !== undefined) : literalKeys(tool, { methods: false }),
  });
  const description = valueOf('description');
  fn.descriptionLiteral = ctx.resolver.text(description);
  // A description the reader cannot compute (a template with a call in it) is said, never silently empty.
  if (description && !fn.descriptionLiteral) unresolvedPart(ctx, fn, 'description', description);
  if (name === undefined) unresolvedPart(ctx, fn, 'name', nameNode);
  const converted = input ? convertedZodSchema(ctx, input, via('inputSchema')) : undefined;
  fn.parameters = converted ? shapeParameters(ctx, converted) : input ? jsonParameters(ctx, input) : [];
  fn.body = { calls: [], throws: [], identifiers: new Set(fn.parameters.map((p) => p.name)), notNullAssertions: [] };
  // An entry imported from another module: its findings belong where it is written.
  const writtenIn = writtenElsewhere(ctx, nameNode);
  if (writtenIn && fn.tool) fn.tool.writtenIn = writtenIn;
  return [fn];
}

// ---------------------------------------------------------------------------------------------
// MCP server instructions (the app description)

/** `new McpServer(info, options)` / `new Server(info, options)`: the server and its instructions. */
export function mcpServer(ctx: FileContext, expr: Node, api: 'McpServer' | 'Server'): McpServerDecl | undefined {
  if (!(Node.isNewExpression(expr) || Node.isCallExpression(expr)) || !ctx.sdk) return undefined;
  const [infoArg, optionsArg] = leadingArguments(expr);
  return serverDecl(ctx, expr, infoArg, optionsArg, api, ctx.sdk);
}

/**
 * A server construction: its name and version from the info argument, its instructions from the
 * options argument (one object for FastMCP, two for the SDK).
 */
export function serverDecl(ctx: FileContext, expr: Node, infoArg: Node | undefined, optionsArg: Node | undefined, api: McpServerDecl['api'], sdk: PackageVersion): McpServerDecl {
  const info = infoArg ? ctx.resolver.unwrap(infoArg) : undefined;
  const options = optionsArg ? ctx.resolver.unwrap(optionsArg) : undefined;
  const nameNode = info ? propertyValue(info, 'name') : undefined;
  const { instructions, instructionsState, instructionsRange } = instructionsOf(ctx, optionsArg, options);
  return {
    name: nameNode ? ctx.resolver.stringValue(nameNode) : undefined,
    version: info ? ctx.resolver.stringValue(propertyValue(info, 'version')) : undefined,
    // A name written in another module (`new McpServer(serverMeta)`, imported) has no position here: the construction stands in.
    nameRange: rangeOf(ctx, nameNode && nameNode.getSourceFile() === ctx.sf ? nameNode : expr),
    range: rangeOf(ctx, expr),
    instructions,
    instructionsState,
    instructionsRange,
    api,
    sdk,
  };
}

/** Whether a branch of server options is `undefined` or an object written out without instructions (nor spreads). */
function holdsNoInstructions(ctx: FileContext, branch: Node): boolean {
  const value = ctx.resolver.unwrap(branch);
  if (!value) return false;
  if (value.getKind() === SyntaxKind.UndefinedKeyword || (Node.isIdentifier(value) && value.getText() === 'undefined')) return true;
  return (
    Node.isObjectLiteralExpression(value) &&
    !value.getProperties().some((p) => Node.isSpreadAssignment(p)) &&
    propertyValue(value, 'instructions') === undefined &&
    !filledLater(value)
  );
}

/**
 * A server's instructions from its options argument, and what is known of them: `literal` (a
 * literal, constants, or a text file the code reads), `computed` (set to a run-time value),
 * `absent`, or `unknown` (options held or spread from elsewhere may carry them).
 */
function instructionsOf(
  ctx: FileContext,
  optionsArg: Node | undefined,
  options: Node | undefined,
): Pick<McpServerDecl, 'instructions' | 'instructionsState' | 'instructionsRange'> {
  const instructionsNode = options ? propertyValue(options, 'instructions') : undefined;
  let instructions = instructionsNode ? ctx.resolver.text(instructionsNode) : undefined;
  // `instructions: readInstructions()` reading a text file of the workspace: read the file (as data).
  if (instructionsNode && !instructions) instructions = instructionsFile(ctx, instructionsNode);
  let instructionsState: McpServerDecl['instructionsState'];
  if (instructions) instructionsState = 'literal';
  else if (instructionsNode) instructionsState = 'computed';
  else if (!optionsArg) instructionsState = 'absent';
  // `dynamic ? undefined : { cacheHints }`: options in two forms, neither with instructions.
  else if (options && Node.isConditionalExpression(options) && [options.getWhenTrue(), options.getWhenFalse()].every((branch) => holdsNoInstructions(ctx, branch)))
    instructionsState = 'absent';
  // Options held elsewhere, spread from another object, or held in a variable the code adds to
  // (`if (text) options.instructions = text`) may still carry instructions: say nothing.
  else if (
    !options ||
    !Node.isObjectLiteralExpression(options) ||
    options.getProperties().some((p) => Node.isSpreadAssignment(p)) ||
    ctx.resolver.mayBeWrittenAfterDeclaration(optionsArg)
  )
    instructionsState = 'unknown';
  else instructionsState = 'absent';
  return { instructions, instructionsState, ...(instructionsState === 'computed' && instructionsNode ? { instructionsRange: rangeOf(ctx, instructionsNode) } : {}) };
}

/** Files larger than this are not read as instructions (no server sends a book). */
const MAX_INSTRUCTIONS_BYTES = 64 * 1024;

/**
 * Instructions a helper reads from a text file next to the code (`readFileSync(join(__dirname,
 * '..', 'docs', 'instructions.md'), 'utf8')`): the file's text, shown at the expression here.
 * Only literal path parts and the helper's own folder are followed; nothing is run.
 */
function instructionsFile(ctx: FileContext, node: Node): TextPiece | undefined {
  let value = ctx.resolver.unwrap(node);
  let scope: Node | undefined;
  if (value && Node.isCallExpression(value) && Node.isIdentifier(value.getExpression())) {
    const fn = ctx.resolver.functionOf(value.getExpression());
    scope = fn?.getBody();
    value = (scope ? descendantsOfKind<CallExpression>(scope, SyntaxKind.CallExpression) : []).find((c) => /(?:^|\.)readFileSync$/.test(c.getExpression().getText()));
  }
  if (!value || !Node.isCallExpression(value) || !/(?:^|\.)readFileSync$/.test(value.getExpression().getText())) return undefined;
  const dir = path.dirname(value.getSourceFile().getFilePath());
  const file = literalPath(ctx, argumentAt(value, 0), dir, 0);
  if (!file || !/\.(?:md|txt|markdown)$/i.test(file)) return undefined;
  try {
    if (fs.statSync(file).size > MAX_INSTRUCTIONS_BYTES) return undefined;
    return { text: fs.readFileSync(file, 'utf8'), range: rangeOf(ctx, node), segments: [] };
  } catch {
    return undefined;
  }
}

/** A path built from literals and the module's folder (`__dirname`, `dirname(fileURLToPath(import.meta.url))`). */
function literalPath(ctx: FileContext, node: Node | undefined, dir: string, depth: number): string | undefined {
  if (!node || depth > 6) return undefined;
  const text = ctx.resolver.stringValue(node);
  if (text !== undefined) return path.resolve(dir, text);
  const value = ctx.resolver.unwrap(node);
  if (!value) return undefined;
  if (Node.isIdentifier(value) && value.getText() === '__dirname') return dir;
  if (!Node.isCallExpression(value)) return undefined;
  const callee = value.getExpression().getText();
  if (/(?:^|\.)dirname$/.test(callee) && /import\.meta\.url|__filename/.test(value.getText())) return dir;
  if (/(?:^|\.)(?:join|resolve)$/.test(callee)) {
    let out = '';
    for (const [i, arg] of leadingArguments(value).entries()) {
      const part = i === 0 ? literalPath(ctx, arg, dir, depth + 1) : ctx.resolver.stringValue(arg);
      if (part === undefined) return undefined;
      out = i === 0 ? part : path.join(out, part);
    }
    return out || undefined;
  }
  return undefined;
}

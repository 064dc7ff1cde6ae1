import { Node, SyntaxKind, type CallExpression } from 'ts-morph';
import type { FunctionDecl, McpServerDecl, ToolInfo, ToolSchemaSource } from '../../model/types';
import { callbackBody } from './callback-body';
import { baseDecl, rangeOf, snippet, statementOf, type FileContext } from './context';
import { propertyKey, propertyValue } from './resolve';
import { annotations, jsonParameters, jsonSource } from './tool-fields';
import { shapeParameters } from './zod-shapes';

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

/** `registerTool(name, config, cb)` (SDK v1 and v2). */
export function mcpRegisterTool(ctx: FileContext, call: CallExpression): FunctionDecl | undefined {
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
export function mcpLegacyTool(ctx: FileContext, call: CallExpression): FunctionDecl | undefined {
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
  const fn = baseDecl(ctx, 'mcp-tool', name ?? nameArg.getText(), nameArg, statementOf(call));
  const callee = call.getExpression();
  fn.tool = {
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
  };
  return fn;
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

// ---------------------------------------------------------------------------------------------
// Low-level tools/list handlers

/** The tool objects a literal `tools/list` handler returns (low-level `Server`). */
export function literalToolsList(ctx: FileContext, call: CallExpression): FunctionDecl[] {
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
      const fn = baseDecl(ctx, 'mcp-tool', name ?? nameNode.getText(), nameNode, element);
      fn.descriptionLiteral = ctx.resolver.text(propertyValue(tool, 'description'));
      const input = propertyValue(tool, 'inputSchema');
      const output = propertyValue(tool, 'outputSchema');
      fn.tool = {
        api: 'tools/list',
        sdk: ctx.sdk,
        nameResolved: name !== undefined,
        nameText: nameNode.getText(),
        title: ctx.resolver.stringValue(propertyValue(tool, 'title')),
        inputSchema: input ? jsonSource(ctx, input) : undefined,
        outputSchema: output ? jsonSource(ctx, output) : undefined,
        annotations: annotations(ctx, propertyValue(tool, 'annotations')),
        keys: tool.getProperties().map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? propertyKey(p.getNameNode()) ?? '' : '')).filter(Boolean),
      };
      fn.parameters = input ? jsonParameters(ctx, input) : [];
      fn.body = { calls: [], throws: [], identifiers: new Set(fn.parameters.map((p) => p.name)), notNullAssertions: [] };
      out.push(fn);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// MCP server instructions (the app description)

/** `new McpServer(info, options)` / `new Server(info, options)`: the server and its instructions. */
export function mcpServer(ctx: FileContext, expr: Node): McpServerDecl | undefined {
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

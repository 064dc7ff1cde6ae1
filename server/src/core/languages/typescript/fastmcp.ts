import { Node, type CallExpression } from 'ts-morph';
import type { FunctionDecl } from '../../model/declarations';
import type { McpServerDecl, PackageVersion } from '../../model/tool-facts';
import { callbackBody } from './callback-body';
import { argumentAt, leadingArguments } from './call-arguments';
import { baseDecl, rangeOf, snippet, statementOf, type FileContext } from './context';
import { serverDecl, unreadableRegistration, unresolvedPart, zodSchemaSource } from './mcp';
import { literalKeys } from './object-literal';
import { propertyValue } from './resolve';
import { annotations } from './tool-fields';
import { shapeParameters } from './zod-shapes';

// FastMCP (the `fastmcp` package): `server.addTool({ name, description, parameters, execute })`,
// `server.addTools([...])` and `new FastMCP({ name, version, instructions })`. Its tools/list is
// computed from the tool object alone, so one object is one declaration wherever it is written.

/** The FastMCP module: the package, or a path inside it. */
export const FASTMCP_MODULE = /^fastmcp(?:\/|$)/;

/** `addTool(tool)` or `addTools([tool, …])` of a FastMCP server: one declaration per tool object. */
export function fastMcpTools(ctx: FileContext, call: CallExpression, method: 'addTool' | 'addTools'): FunctionDecl[] {
  const arg = argumentAt(call, 0);
  if (!arg) return [];
  if (method === 'addTool') return toolsOf(ctx, call, arg);
  const list = ctx.resolver.unwrap(arg);
  if (!list || !Node.isArrayLiteralExpression(list)) return [unreadableRegistration(ctx, call, arg, 'addTool')];
  const out: FunctionDecl[] = [];
  for (const element of list.getElements()) {
    // A spread of a list held elsewhere cannot be counted: one unread entry stands for it.
    if (Node.isSpreadElement(element)) out.push(unreadableRegistration(ctx, call, element, 'addTool'));
    else out.push(...toolsOf(ctx, call, element));
  }
  return out;
}

/**
 * Whether a call may be a FastMCP registration in a file that does not import `fastmcp` (a
 * helper handed the server): its argument is a tool object with a name and an `execute`.
 */
export function fastMcpShaped(ctx: FileContext, call: CallExpression): boolean {
  const callee = call.getExpression();
  // An instance of another class (`new Toolbox()`) is plainly no FastMCP server.
  const receiver = Node.isPropertyAccessExpression(callee) ? ctx.resolver.unwrap(callee.getExpression()) : undefined;
  if (receiver && Node.isNewExpression(receiver) && receiver.getExpression().getText() !== 'FastMCP') return false;
  const arg = argumentAt(call, 0);
  const value = arg ? ctx.resolver.unwrap(arg) : undefined;
  const tool = value && Node.isArrayLiteralExpression(value) ? value.getElements()[0] : value;
  const object = tool ? ctx.resolver.unwrap(tool) : undefined;
  return !!object && Node.isObjectLiteralExpression(object) && !!propertyValue(object, 'name') && !!propertyValue(object, 'execute');
}

/** One tool object (written here, held in a constant, imported), or one unread entry when it is not an object the reader can see. */
function toolsOf(ctx: FileContext, call: CallExpression, element: Node): FunctionDecl[] {
  const object = ctx.resolver.unwrap(element);
  if (!object || !Node.isObjectLiteralExpression(object)) return [unreadableRegistration(ctx, call, element, 'addTool')];
  // A tool object of another file is shown where this file names it.
  const here = object.getSourceFile() === ctx.sf || ctx.resolver.anchor ? ctx : { ...ctx, resolver: ctx.resolver.bind(new Map(), rangeOf(ctx, element)) };
  const nameNode = propertyValue(object, 'name');
  if (!nameNode) {
    // `{ ...common, execute }`: the name may come from the spread; never a silent drop.
    return object.getProperties().some((p) => Node.isSpreadAssignment(p)) ? [unreadableRegistration(ctx, call, element, 'addTool')] : [];
  }
  const name = here.resolver.stringValue(nameNode);
  const nameAnchor = nameNode.getSourceFile() === ctx.sf ? nameNode : element;
  const fn = baseDecl(
    here,
    'mcp-tool',
    name ?? nameNode.getText(),
    nameAnchor,
    element.getSourceFile() === ctx.sf && element !== argumentAt(call, 0) ? element : statementOf(call),
    {
      api: 'addTool',
      sdk: ctx.fastmcp,
      zod: ctx.zod,
      nameResolved: name !== undefined,
      nameText: nameNode.getText(),
      annotations: annotations(here, propertyValue(object, 'annotations')),
      keys: literalKeys(object, { methods: false }),
      call: { range: rangeOf(ctx, call), calleeNameRange: rangeOf(ctx, call.getExpression()), args: leadingArguments(call).map((a) => snippet(ctx, a)) },
    },
  );
  if (name === undefined) unresolvedPart(here, fn, 'name', nameNode);
  const description = propertyValue(object, 'description');
  fn.descriptionLiteral = here.resolver.text(description);
  if (description && !fn.descriptionLiteral) unresolvedPart(here, fn, 'description', description);
  const parameters = propertyValue(object, 'parameters');
  if (parameters) fn.tool!.inputSchema = zodSchemaSource(here, parameters);
  const output = propertyValue(object, 'outputSchema');
  if (output) fn.tool!.outputSchema = zodSchemaSource(here, output);
  fn.parameters = parameters ? shapeParameters(here, parameters) : [];
  fn.body = callbackBody(here, propertyValue(object, 'execute'), fn.parameters);
  return [fn];
}

/** `new FastMCP({ name, version, instructions })`: the server whose instructions are the app description. */
export function fastMcpServer(ctx: FileContext, expr: Node): McpServerDecl | undefined {
  if (!Node.isNewExpression(expr) || !ctx.fastmcp) return undefined;
  // FastMCP takes one options object: its name, version and instructions sit together.
  const options = argumentAt(expr, 0);
  return serverDecl(ctx, expr, options, options, 'FastMCP', ctx.fastmcp);
}

/** The FastMCP a file runs against: the installed or declared version, else the newest major. */
export function fastMcpVersion(found: PackageVersion | undefined): PackageVersion {
  return found ?? { name: 'fastmcp', major: 4, source: 'import' };
}

import { Node, type CallExpression } from 'ts-morph';
import type { FunctionDecl } from '../../model/declarations';
import { callbackBody } from './callback-body';
import { baseDecl, rangeOf, snippet, statementOf, type FileContext } from './context';
import { literalKeys } from './object-literal';
import { propertyValue } from './resolve';
import { annotations, convertedZodSchema, jsonParameters, jsonSource } from './tool-fields';
import { argumentAt, leadingArguments } from './call-arguments';
import { unresolvedPart } from './mcp';
import { shapeParameters } from './zod-shapes';

// WebMCP: document.modelContext.registerTool(Ellipsis) (and the older navigator.modelContext).

/** `modelContext.registerTool({...})`: one WebMCP tool. */
export function webMcpTool(ctx: FileContext, call: CallExpression, receiver: string): FunctionDecl | undefined {
  const arg = argumentAt(call, 0);
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
    keys: literalKeys(tool),
    call: { range: rangeOf(ctx, call), calleeNameRange: rangeOf(ctx, call.getExpression()), args: leadingArguments(call).map((a) => snippet(ctx, a)) },
  });
  const description = propertyValue(tool, 'description');
  fn.descriptionLiteral = ctx.resolver.text(description);
  if (description && !fn.descriptionLiteral) unresolvedPart(ctx, fn, 'description', description);
  const converted = input ? convertedZodSchema(ctx, input) : undefined;
  fn.parameters = converted ? shapeParameters(ctx, converted) : input ? jsonParameters(ctx, input) : [];
  fn.body = callbackBody(ctx, execute, fn.parameters);
  return fn;
}

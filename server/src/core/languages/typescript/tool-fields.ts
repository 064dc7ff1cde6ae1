import { Node, type CallExpression } from 'ts-morph';
import { argumentAt } from './call-arguments';
import type { ParameterDecl } from '../../model/declarations';
import type { ToolInfo, ToolSchemaSource } from '../../model/tool-facts';
import { rangeOf, type FileContext } from './context';
import { propertyKey, propertyValue } from './resolve';
import { filledLater } from './list-sources';

// Fields that MCP and WebMCP tool objects share: annotations and literal JSON Schemas.

/** A tool's `annotations` object: the literal values, with where each is written. */
export function annotations(ctx: FileContext, node: Node | undefined): ToolInfo['annotations'] {
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

/**
 * The converter a call hands a zod schema to where a JSON Schema is expected: zod-to-json-schema's
 * `zodToJsonSchema(schema, options?)`, or zod 4's `z.toJSONSchema(schema, options?)`.
 */
function converterCall(ctx: FileContext, node: Node): { name: NonNullable<ToolSchemaSource['converter']>['name']; call: CallExpression } | undefined {
  const call = ctx.resolver.unwrap(node);
  if (!call || !Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  if (Node.isIdentifier(callee) && callee.getText() === 'zodToJsonSchema') return { name: 'zod-to-json-schema', call };
  if (Node.isIdentifier(callee) && callee.getText() === 'toJSONSchema') return { name: 'toJSONSchema', call };
  if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'toJSONSchema' && ctx.zodNames.has(callee.getExpression().getText())) return { name: 'toJSONSchema', call };
  return undefined;
}

/**
 * The zod schema a converter call converts, when the node is one (see {@link converterCall}); or
 * the node itself when `via`, the call that converts it elsewhere (a tools/list projection's
 * `zodToJsonSchema(t.inputSchema)`), is one.
 */
export function convertedZodSchema(ctx: FileContext, node: Node, via?: CallExpression): Node | undefined {
  if (via) return converterCall(ctx, via) ? node : undefined;
  const converter = converterCall(ctx, node);
  return converter ? argumentAt(converter.call, 0) : undefined;
}

/**
 * A literal JSON Schema (or a zod schema the code converts in place, or through `via`: see
 * {@link convertedZodSchema}) as the model's schema source.
 */
export function jsonSource(ctx: FileContext, node: Node, via?: CallExpression): ToolSchemaSource {
  const converter = converterCall(ctx, via ?? node);
  const schema = converter ? (via ? node : argumentAt(converter.call, 0)) : undefined;
  if (converter && schema) {
    const zod = ctx.resolver.zod(schema, ctx.zodNames);
    const optionsNode = argumentAt(converter.call, 1);
    const options = optionsNode ? ctx.resolver.json(optionsNode) : undefined;
    return {
      form: 'zod',
      zod,
      resolved: zod.kind !== 'unresolved',
      text: node.getText(),
      range: rangeOf(ctx, node),
      converter: { name: converter.name, ...(options !== undefined ? { options } : {}), ...(optionsNode && options === undefined ? { optionsUnread: true } : {}) },
    };
  }
  const json = ctx.resolver.json(node);
  const source: ToolSchemaSource = { form: 'json', json, resolved: json !== undefined, text: node.getText(), range: rangeOf(ctx, node) };
  if (json === undefined) {
    const partial = partialJsonSchema(ctx, node);
    if (partial) Object.assign(source, partial);
  }
  return source;
}

/**
 * A JSON Schema literal with some non-literal parts: every literal field and property is kept, a
 * property that is not a literal stands as `{}` (accepts anything) and is named in `unresolved`.
 */
function partialJsonSchema(ctx: FileContext, node: Node): { json: Record<string, unknown>; unresolved: string[] } | undefined {
  const schema = ctx.resolver.unwrap(node);
  if (!schema || !Node.isObjectLiteralExpression(schema)) return undefined;
  const json: Record<string, unknown> = {};
  const unresolved: string[] = [];
  for (const property of schema.getProperties()) {
    const key = Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property) ? propertyKey(property.getNameNode()) : undefined;
    if (key === undefined) {
      unresolved.push(property.getText().slice(0, 40));
      continue;
    }
    const valueNode = Node.isPropertyAssignment(property) ? property.getInitializer() : Node.isShorthandPropertyAssignment(property) ? property.getNameNode() : undefined;
    const value = ctx.resolver.json(valueNode);
    if (value !== undefined) {
      json[key] = value;
      continue;
    }
    const properties = key === 'properties' ? ctx.resolver.unwrap(valueNode) : undefined;
    if (!properties || !Node.isObjectLiteralExpression(properties)) {
      unresolved.push(key);
      continue;
    }
    const out: Record<string, unknown> = {};
    for (const p of properties.getProperties()) {
      const name = Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? propertyKey(p.getNameNode()) : undefined;
      if (name === undefined) {
        unresolved.push(p.getText().slice(0, 40));
        continue;
      }
      const v = ctx.resolver.json(Node.isPropertyAssignment(p) ? p.getInitializer() : Node.isShorthandPropertyAssignment(p) ? p.getNameNode() : undefined);
      out[name] = v ?? {};
      if (v === undefined) unresolved.push(name);
    }
    json.properties = out;
    // Properties the code adds after the literal (`properties.format = …`): more than it writes.
    if (filledLater(properties)) unresolved.push(`${valueNode?.getText() ?? 'properties'}[…] = …`);
  }
  return { json, unresolved };
}

/** Parameters from a literal JSON Schema's `properties` (with `description` texts as docs). */
export function jsonParameters(ctx: FileContext, node: Node): ParameterDecl[] {
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
      defaultValue: defaultNode
        ? { text: defaultNode.getText(), range: rangeOf(ctx, defaultNode) }
        : !isRequired
          ? { text: 'undefined', range: rangeOf(ctx, property) }
          : undefined,
      annotations: [],
      doc: value ? ctx.resolver.text(propertyValue(value, 'description')) : undefined,
      constraints: Array.isArray(enumValues) ? [{ kind: 'string', range: rangeOf(ctx, property), enumValues: enumValues.map(String), patterns: [], allowedSchemes: [] }] : [],
      isContext: false,
    });
  }
  return out;
}

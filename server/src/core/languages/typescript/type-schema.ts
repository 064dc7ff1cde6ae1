import { Node, type Symbol as MorphSymbol, type Type } from 'ts-morph';

type Json = Record<string, unknown>;

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/**
 * JSON Schema 2020-12 for TypeScript AppFunctions, from the checker's types: string-literal unions
 * as `enum`, optional parameters and properties out of `required`, `| null` as a `null` type,
 * `Date` as a date-time string, interfaces, classes and object type aliases under `$defs`.
 * One entry per function node, in order.
 */
export function typeSchemas(nodes: Node[]): { input: unknown; output?: unknown; problems: string[] }[] {
  return nodes.map((node) => {
    if (!(Node.isMethodDeclaration(node) || Node.isFunctionDeclaration(node))) return { input: { type: 'object' }, problems: [] };
    const builder = new SchemaBuilder();
    const properties: Json = {};
    const required: string[] = [];
    const docs = new Map<string, string>();
    for (const doc of node.getJsDocs()) {
      for (const tag of doc.getTags()) {
        if (tag.getTagName() !== 'param') continue;
        const m = /^@param\s+(?:\{[^}]*\}\s+)?(\w+)\s*([\s\S]*)$/.exec(
          tag
            .getText()
            .trim()
            .replace(/\s*\*\/?\s*$/g, ''),
        );
        if (m?.[1] !== undefined && m[2] !== undefined) docs.set(m[1], m[2].replace(/\s*\n\s*\*\s?/g, ' ').trim());
      }
    }
    for (const parameter of node.getParameters()) {
      const schema = builder.schema(parameter.getType(), parameter);
      const optional = parameter.hasQuestionToken() || parameter.hasInitializer();
      const description = docs.get(parameter.getName());
      properties[parameter.getName()] = description ? { ...schema, description } : schema;
      if (!optional) required.push(parameter.getName());
    }
    const input: Json = { $schema: DRAFT_2020_12, type: 'object', properties };
    if (required.length > 0) input.required = required;
    let returnType = node.getReturnType();
    if (returnType.getSymbol()?.getName() === 'Promise') returnType = returnType.getTypeArguments()[0] ?? returnType;
    const output = returnType.isVoid() || returnType.isUndefined() ? undefined : builder.schema(returnType, node);
    if (builder.defs.size > 0) input.$defs = Object.fromEntries(builder.defs);
    const result: { input: unknown; output?: unknown; problems: string[] } = { input, problems: builder.problems };
    if (output) result.output = builder.defs.size > 0 ? { $schema: DRAFT_2020_12, ...output, $defs: Object.fromEntries(builder.defs) } : { $schema: DRAFT_2020_12, ...output };
    return result;
  });
}

class SchemaBuilder {
  readonly defs = new Map<string, Json>();
  readonly problems: string[] = [];
  private readonly building = new Set<string>();

  schema(type: Type, at: Node, depth = 0): Json {
    if (depth > 12) return {};
    if (type.isString() || type.isTemplateLiteral()) return { type: 'string' };
    if (type.isNumber()) return { type: 'number' };
    if (type.isBoolean()) return { type: 'boolean' };
    if (type.isNull()) return { type: 'null' };
    if (type.isStringLiteral()) return { type: 'string', const: type.getLiteralValue() };
    if (type.isNumberLiteral()) return { type: 'number', const: type.getLiteralValue() };
    if (type.isBooleanLiteral()) return { type: 'boolean', const: type.getText() === 'true' };
    if (type.isAny() || type.isUnknown()) return {};
    if (type.isUnion()) return this.union(type, at, depth);
    if (type.isArray()) return { type: 'array', items: this.schema(type.getArrayElementTypeOrThrow(), at, depth + 1) };
    if (type.isTuple()) return { type: 'array', prefixItems: type.getTupleElements().map((t) => this.schema(t, at, depth + 1)) };
    const symbol = type.getSymbol() ?? type.getAliasSymbol();
    const name = symbol?.getName();
    if (name === 'Date') return { type: 'string', format: 'date-time' };
    if (name === 'URL') return { type: 'string', format: 'uri' };
    if (name === 'Promise') return this.schema(type.getTypeArguments()[0] ?? type, at, depth + 1);
    if (type.isEnum() || type.isEnumLiteral()) {
      const values = type.isUnion() ? type.getUnionTypes().map((t) => t.getLiteralValue()) : [type.getLiteralValue()];
      return enumSchema(values);
    }
    if (type.isObject()) {
      const index = type.getStringIndexType();
      if (index && type.getProperties().length === 0) return { type: 'object', additionalProperties: this.schema(index, at, depth + 1) };
      const defName = this.defName(type);
      if (defName) {
        if (!this.defs.has(defName) && !this.building.has(defName)) {
          this.building.add(defName);
          this.defs.set(defName, this.objectSchema(type, at, depth + 1));
          this.building.delete(defName);
        }
        return { $ref: `#/$defs/${defName}` };
      }
      return this.objectSchema(type, at, depth + 1);
    }
    this.problems.push(`Type '${type.getText(at)}' has no JSON Schema form; the agent sees an unconstrained value.`);
    return {};
  }

  private union(type: Type, at: Node, depth: number): Json {
    const members = type.getUnionTypes();
    const nullable = members.some((t) => t.isNull());
    const rest = members.filter((t) => !t.isNull() && !t.isUndefined());
    let schema: Json;
    if (rest.length > 0 && rest.every((t) => t.isStringLiteral())) schema = { type: 'string', enum: rest.map((t) => t.getLiteralValue()) };
    else if (rest.length > 0 && rest.every((t) => t.isNumberLiteral())) schema = { type: 'number', enum: rest.map((t) => t.getLiteralValue()) };
    else if (rest.length > 0 && rest.every((t) => t.isBooleanLiteral())) schema = { type: 'boolean' };
    else if (rest.length > 0 && rest.every((t) => t.isEnumLiteral())) schema = enumSchema(rest.map((t) => t.getLiteralValue()));
    else if (rest.length === 1 && rest[0] !== undefined) schema = this.schema(rest[0], at, depth + 1);
    else schema = { anyOf: rest.map((t) => this.schema(t, at, depth + 1)) };
    if (!nullable) return schema;
    if (typeof schema.type === 'string' && !schema.$ref) {
      const out: Json = { ...schema, type: [schema.type, 'null'] };
      if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
      return out;
    }
    return { anyOf: [schema, { type: 'null' }] };
  }

  private objectSchema(type: Type, at: Node, depth: number): Json {
    const properties: Json = {};
    const required: string[] = [];
    for (const property of type.getProperties()) {
      const decl = property.getValueDeclaration() ?? property.getDeclarations()[0];
      const propType = decl ? property.getTypeAtLocation(decl) : property.getDeclaredType();
      if (propType.getCallSignatures().length > 0) continue;
      const schema = this.schema(propType, decl ?? at, depth + 1);
      const description = docOf(property);
      properties[property.getName()] = description ? { ...schema, description } : schema;
      if (!property.isOptional()) required.push(property.getName());
    }
    const out: Json = { type: 'object', properties };
    if (required.length > 0) out.required = required;
    const description = docOf(type.getSymbol());
    if (description) out.description = description;
    return out;
  }

  private defName(type: Type): string | undefined {
    const symbol = type.getAliasSymbol() ?? type.getSymbol();
    const name = symbol?.getName();
    if (!name || name === '__type' || name === '__object') return undefined;
    return name;
  }
}

function enumSchema(values: unknown[]): Json {
  if (values.every((v) => typeof v === 'string')) return { type: 'string', enum: values };
  if (values.every((v) => typeof v === 'number')) return { type: 'number', enum: values };
  return { enum: values };
}

function docOf(symbol: MorphSymbol | undefined): string | undefined {
  if (!symbol) return undefined;
  for (const decl of symbol.getDeclarations()) {
    const docs = Node.isJSDocable(decl) ? decl.getJsDocs() : [];
    const text = docs
      .map((d) => d.getDescription().trim())
      .filter(Boolean)
      .join('\n');
    if (text) return text;
  }
  return undefined;
}

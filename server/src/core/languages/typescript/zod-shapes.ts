import { Node } from 'ts-morph';
import type { ParameterDecl, TypeRef } from '../../model/declarations';
import { rangeOf, type FileContext } from './context';
import { propertyKey, propertyValue, zodImportNames, type Resolver } from './resolve';
import { argumentAt, leadingArguments } from './call-arguments';

// The parameters of a zod shape, as the model's ParameterDecl (names, types, docs, defaults).

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
  if (Node.isPropertyAccessExpression(value)) {
    // `config.inputSchema` of an object written elsewhere (a wrapper's bound parameter, a const).
    const owner = ctx.resolver.unwrap(value.getExpression());
    if (owner && Node.isObjectLiteralExpression(owner)) return shapeProperties(ctx, propertyValue(owner, value.getName()), depth + 1);
  }
  if (Node.isCallExpression(value)) {
    const callee = value.getExpression();
    // `withConversationId({ query: z.string() })`: a helper returning a shape, read with its
    // parameters bound to the arguments (its own properties and the ones it spreads in).
    // `Args.forUser()`: the same for a helper an object of the workspace holds.
    if (Node.isIdentifier(callee) || (Node.isPropertyAccessExpression(callee) && !Node.isThisExpression(callee.getExpression()))) {
      const made = ctx.resolver.returnedByCall(value);
      if (made) return shapeProperties({ ...ctx, resolver: ctx.resolver.bind(made.names) }, made.returned, depth + 1);
      if (Node.isIdentifier(callee)) return [];
    }
    if (!Node.isPropertyAccessExpression(callee)) return [];
    // `this.inputSchema()` of a tool class: the schema the method builds.
    if (Node.isThisExpression(callee.getExpression())) {
      const built = ctx.resolver.schemaBuiltBy(callee.getName());
      return built ? shapeProperties(ctx, built, depth + 1) : [];
    }
    const method = callee.getName();
    const inner = callee.getExpression();
    // A schema written in another file names zod as that file imports it.
    const zodNames = value.getSourceFile() === ctx.sf ? ctx.zodNames : zodImportNames(value.getSourceFile());
    if (method === 'preprocess' && zodNames.has(inner.getText())) return shapeProperties(ctx, argumentAt(value, 1), depth + 1);
    if (method === 'object' || method === 'strictObject' || method === 'looseObject') {
      if (zodNames.has(inner.getText())) return shapeProperties(ctx, argumentAt(value, 0), depth + 1);
    }
    if (method === 'extend' || method === 'merge') {
      const extra = method === 'extend' ? shapeProperties(ctx, argumentAt(value, 0), depth + 1) : shapeProperties(ctx, argumentAt(value, 0), depth + 1);
      const own = shapeProperties(ctx, inner, depth + 1);
      const names = new Set(extra.map((p) => (Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p) ? propertyKey(p.getNameNode()) : undefined)));
      return [...own.filter((p) => !(Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) || !names.has(propertyKey(p.getNameNode()))), ...extra];
    }
    if (['strict', 'passthrough', 'strip', 'describe', 'meta', 'optional', 'nullable', 'default'].includes(method)) return shapeProperties(ctx, inner, depth + 1);
  }
  return [];
}

/**
 * The branches of a `z.discriminatedUnion('action', [z.object({ action: z.literal('a'), … }), …])`
 * and the key that tells them apart; undefined for any other schema.
 */
function unionBranches(ctx: FileContext, node: Node): { key: string; branches: Node[] } | undefined {
  const value = ctx.resolver.unwrap(node);
  if (!value || !Node.isCallExpression(value)) return undefined;
  const callee = value.getExpression();
  if (!Node.isPropertyAccessExpression(callee) || callee.getName() !== 'discriminatedUnion') return undefined;
  const zodNames = value.getSourceFile() === ctx.sf ? ctx.zodNames : zodImportNames(value.getSourceFile());
  if (!zodNames.has(callee.getExpression().getText())) return undefined;
  const key = ctx.resolver.stringValue(argumentAt(value, 0));
  const list = ctx.resolver.unwrap(argumentAt(value, 1) ?? value);
  if (key === undefined || !list || !Node.isArrayLiteralExpression(list)) return undefined;
  return { key, branches: list.getElements() };
}

/**
 * The parameters of a discriminated union: every branch's, once each (as the first branch that
 * has it writes it; optional unless every branch has it), the key given the values of all
 * branches (`action`: one of 'a', 'b', …), as an agent reads the `oneOf` the SDK sends.
 */
function unionParameters(outer: FileContext, union: { key: string; branches: Node[] }): ParameterDecl[] {
  const byName = new Map<string, { parameter: ParameterDecl; branches: number }>();
  const values: string[] = [];
  for (const branch of union.branches) {
    for (const parameter of shapeParameters(outer, branch)) {
      if (parameter.name === union.key) values.push(...parameter.constraints.flatMap((c) => c.enumValues));
      const seen = byName.get(parameter.name);
      if (seen) seen.branches++;
      else byName.set(parameter.name, { parameter, branches: 1 });
    }
  }
  return [...byName.values()].map(({ parameter, branches }) => {
    const optional = branches < union.branches.length && !parameter.defaultValue ? { defaultValue: { text: 'undefined', range: parameter.type?.range ?? parameter.range } } : {};
    if (parameter.name !== union.key || values.length === 0) return { ...parameter, ...optional };
    const range = parameter.type?.range ?? parameter.range;
    return { ...parameter, ...optional, constraints: [{ kind: 'string', range, enumValues: [...new Set(values)], patterns: [], allowedSchemes: [] }] };
  });
}

/** The parameters of a zod shape (raw shape, `z.object`, `.shape`, `.extend`, a discriminated union of objects). */
export function shapeParameters(outer: FileContext, node: Node): ParameterDecl[] {
  const union = unionBranches(outer, node);
  // SDK v1 sends an empty object for a schema that is no zod object: no parameter reaches the agent.
  if (union) return outer.sdk?.name === '@modelcontextprotocol/sdk' && outer.sdk.major < 2 && !outer.fastmcp ? [] : unionParameters(outer, union);
  // Properties of a schema imported from another file are shown at the schema expression here.
  const ctx = outer.resolver.anchor || node.getSourceFile() !== outer.sf ? outer : { ...outer, resolver: outer.resolver.bind(new Map(), rangeOf(outer, node)) };
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
      defaultValue: facts.defaultNode
        ? { text: facts.defaultNode.getText(), range: rangeOf(ctx, facts.defaultNode) }
        : facts.optional
          ? { text: 'undefined', range: typeRange }
          : undefined,
      annotations: [],
      doc: facts.descriptionNode ? (facts.descriptionResolver ?? ctx.resolver).text(facts.descriptionNode) : undefined,
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
  /** What reads the description: a helper's parameters bound (`field('Servings.')` writing `.describe(what)`). */
  descriptionResolver?: Resolver;
  enumValues?: string[];
}

/** What a property's zod chain says: the base type, optional/nullable/default, and the description (outermost wins). */
function zodFacts(outer: FileContext, node: Node | undefined): ZodFacts {
  const facts: ZodFacts = { type: '', optional: false, nullable: false };
  let ctx = outer;
  let current = node ? ctx.resolver.unwrap(node) : undefined;
  for (let i = 0; current && i < 40; i++) {
    if (!Node.isCallExpression(current)) break;
    const callee = current.getExpression();
    const isZod = (n: Node) => ctx.zodNames.has(n.getText()) || (Node.isPropertyAccessExpression(n) && ctx.zodNames.has(n.getExpression().getText()));
    // `Args.recipeId()`, `looseString()`: a helper of the workspace; its schema's facts, the steps
    // written after the call first (an outer `.describe()` is the one the agent gets).
    if (Node.isIdentifier(callee) || (Node.isPropertyAccessExpression(callee) && Node.isIdentifier(callee.getExpression()) && !isZod(callee.getExpression()))) {
      const made = ctx.resolver.returnedByCall(current);
      if (made) {
        const file = made.fn.getSourceFile();
        ctx = { ...ctx, resolver: ctx.resolver.bind(made.names), zodNames: file === ctx.sf ? ctx.zodNames : zodImportNames(file) };
        current = ctx.resolver.unwrap(made.returned);
        continue;
      }
    }
    if (!Node.isPropertyAccessExpression(callee)) break;
    const method = callee.getName();
    const args = leadingArguments(current);
    const inner = callee.getExpression();
    if (isZod(inner)) {
      // `z.preprocess(fn, z.string())`: the schema the value is checked against after the function.
      if (method === 'preprocess' && args[1]) {
        current = ctx.resolver.unwrap(args[1]);
        continue;
      }
      facts.type = method;
      if (method === 'enum') {
        const values = ctx.resolver.json(args[0]);
        if (Array.isArray(values) && values.every((v) => typeof v === 'string')) facts.enumValues = values as string[];
      }
      // `z.literal('archive')`: the one value it takes (a discriminated union's branch key).
      if (method === 'literal') {
        const value = ctx.resolver.stringValue(args[0]);
        if (value !== undefined) facts.enumValues = [value];
      }
      if (method === 'optional') facts.optional = true;
      if (method === 'nullable') facts.nullable = true;
      if (method === 'nullish') facts.optional = facts.nullable = true;
      break;
    }
    if (method === 'describe' && !facts.descriptionNode) {
      facts.descriptionNode = args[0];
      facts.descriptionResolver = ctx.resolver;
    }
    if (method === 'meta' && !facts.descriptionNode && args[0]) {
      const meta = ctx.resolver.unwrap(args[0]);
      const description = meta ? propertyValue(meta, 'description') : undefined;
      if (description) {
        facts.descriptionNode = description;
        facts.descriptionResolver = ctx.resolver;
      }
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

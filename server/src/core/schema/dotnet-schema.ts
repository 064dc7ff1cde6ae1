// What an agent receives for a .NET AppFunction (Shiny.AppFunctions): the descriptor the source
// generator builds (id, title, description, parameters with their wire names and types) and the
// JSON Schema `AppFunctionDescriptor.GetParametersJsonSchema()` writes from it. Built from the
// generator's own rules (languages/csharp/generator-model.ts) and the workspace's types.
import type { DotnetFunctionDecl, TypeRef } from '../model/declarations';
import type { DotnetPropertyDecl, DotnetTypeDecl } from '../model/dotnet';
import type { WorkspaceView } from '../model/workspace-view';
import type { MemoSource } from '../model/analysis-caches';
import {
  candidateProperties,
  constructorChoice,
  dotnetParameters,
  ENTITY_SEARCH,
  entityHasId,
  isRequiredParameter,
  jsonCamelCase,
  nameWords,
} from '../languages/csharp/generator-model';

import type { JsonSchema } from './json-schema';

/** The generator's value kinds, plus what the analysis cannot map. */
export type DotnetValueKind = 'void' | 'string' | 'int32' | 'int64' | 'double' | 'boolean' | 'date-time' | 'enum' | 'entity' | 'object' | 'array' | 'unsupported' | 'unresolved';

/** A type as the generator maps it. */
export interface DotnetValueType {
  kind: DotnetValueKind;
  nullable: boolean;
  /** As written, for messages. */
  written: string;
  enumValues?: string[];
  entityId?: string;
  items?: DotnetValueType;
  properties?: { name: string; type: DotnetValueType }[];
  /** Why the type is `unsupported` (the generator's words) or `unresolved`. */
  reason?: string;
}

/** One parameter of the descriptor. */
export interface DotnetParameterView {
  /** The wire name (System.Text.Json camel case of the property name). */
  name: string;
  property: DotnetPropertyDecl;
  title: string;
  /** `[AppParameter].Description`, when written (null in the descriptor otherwise). */
  description?: string;
  isRequired: boolean;
  type: DotnetValueType;
}

/** The descriptor of one function and the schema of its parameters. */
export interface DotnetDescriptor {
  id: string;
  title: string;
  description: string;
  opensApp: boolean;
  parameters: DotnetParameterView[];
  result: DotnetValueType;
  /** `GetParametersJsonSchema()` as a value. */
  inputSchema: JsonSchema;
  /** The same text the library returns (compact, escaped as System.Text.Json escapes by default). */
  inputSchemaText: string;
  /** The result's shape in the same notation; absent for a function without a result. */
  outputSchema?: JsonSchema;
  /** What the analysis could not read or the library would not accept. */
  problems: string[];
}

/** The C# types the generator maps to scalars, by every way they are written. */
const SCALARS: Record<string, DotnetValueKind> = {
  string: 'string',
  String: 'string',
  'System.String': 'string',
  int: 'int32',
  Int32: 'int32',
  'System.Int32': 'int32',
  long: 'int64',
  Int64: 'int64',
  'System.Int64': 'int64',
  double: 'double',
  Double: 'double',
  'System.Double': 'double',
  bool: 'boolean',
  Boolean: 'boolean',
  'System.Boolean': 'boolean',
  DateTimeOffset: 'date-time',
  'System.DateTimeOffset': 'date-time',
};

/**
 * The framework types Roslyn gives a special type (the built-in numbers, `char`, `object`,
 * `DateTime`): the generator refuses them as parameters and as results.
 */
const SPECIAL_TYPES = new Set(
  ['short', 'ushort', 'byte', 'sbyte', 'uint', 'ulong', 'float', 'decimal', 'char', 'object', 'nint', 'nuint', 'dynamic', 'IntPtr', 'UIntPtr']
    .concat(['Int16', 'UInt16', 'Byte', 'SByte', 'UInt32', 'UInt64', 'Single', 'Decimal', 'Char', 'Object', 'DateTime'])
    .flatMap((name) => [name, `System.${name}`]),
);

/**
 * Types every .NET app can name and the generator refuses as parameters: the special types, and
 * framework structs and classes (which as results it writes as objects of their public
 * properties). Anything not here, not a scalar and not declared in the workspace is `unresolved`
 * (it may be an enum of a referenced library, which the generator accepts), never guessed.
 */
const KNOWN_FRAMEWORK_TYPES = new Set([
  ...SPECIAL_TYPES,
  ...['Half', 'Int128', 'UInt128', 'BigInteger', 'DateOnly', 'TimeOnly', 'TimeSpan', 'Guid', 'Uri', 'Version', 'JsonElement', 'JsonNode', 'JsonObject', 'Stream'].flatMap(
    (name) => [name, `System.${name}`],
  ),
  'byte[]',
]);

/** Collections a property may be written as (all map to an array for results, all refused as parameters). */
const COLLECTIONS = new Set([
  'List',
  'IList',
  'IReadOnlyList',
  'ICollection',
  'IReadOnlyCollection',
  'IEnumerable',
  'HashSet',
  'ISet',
  'IReadOnlySet',
  'Collection',
  'ObservableCollection',
  'ImmutableArray',
  'ImmutableList',
  '[]',
]);

/** The generator's error texts (SHAF003), in its words. */
export const UNSUPPORTED_PARAMETER = 'parameters can be string, int, long, double, bool, DateTimeOffset, an enum or an [AppEntity] (optionally nullable)';
export const UNSUPPORTED_RESULT = 'results can be string, int, long, double, bool, DateTimeOffset, an enum, a class/record of those, or a list of them';
export const RESULT_TOO_DEEP = 'results can be nested at most 4 levels deep';

/** Types of the workspace's C# files by simple name (the first declaration wins), built once per facts version. */
export function dotnetTypes(workspace: Pick<WorkspaceView, 'files' | 'caches'> & Partial<MemoSource>): ReadonlyMap<string, DotnetTypeDecl> {
  const build = () => {
    const byName = new Map<string, DotnetTypeDecl>();
    for (const file of workspace.files()) {
      if (file.language !== 'csharp') continue;
      for (const type of file.dotnetTypes ?? []) {
        if (!byName.has(type.name)) byName.set(type.name, type);
        if (!byName.has(type.qualifiedName)) byName.set(type.qualifiedName, type);
      }
    }
    return byName;
  };
  return workspace.factsVersion === undefined ? build() : workspace.caches.memo(workspace as MemoSource, 'dotnet-types', build);
}

/** The type a reference names in the workspace: by qualified name, else by its last segment. */
export function findDotnetType(ref: string, types: ReadonlyMap<string, DotnetTypeDecl>): DotnetTypeDecl | undefined {
  const name = ref.replace(/^global::/, '');
  return types.get(name) ?? types.get(name.slice(name.lastIndexOf('.') + 1));
}

/** How the generator maps a parameter's type. */
export function parameterType(ref: TypeRef | undefined, types: ReadonlyMap<string, DotnetTypeDecl>): DotnetValueType {
  if (!ref) return { kind: 'unresolved', nullable: false, written: '', reason: 'no type' };
  const { inner, nullable } = unwrapNullable(ref);
  const written = ref.text;
  const scalar = SCALARS[inner.name];
  if (scalar && inner.args.length === 0) return { kind: scalar, nullable, written };
  if (inner.args.length > 0 || COLLECTIONS.has(inner.name) || KNOWN_FRAMEWORK_TYPES.has(inner.name))
    return { kind: 'unsupported', nullable, written, reason: UNSUPPORTED_PARAMETER };
  const declared = findDotnetType(inner.name, types);
  if (!declared) return { kind: 'unresolved', nullable, written, reason: `'${inner.name}' is not declared in the workspace (an enum of a referenced library is accepted)` };
  if (declared.keyword === 'enum') return { kind: 'enum', nullable, written, enumValues: declared.enumMembers ?? [] };
  if (declared.entity && entityHasId(declared)) return { kind: 'entity', nullable, written, entityId: declared.entity.id };
  return { kind: 'unsupported', nullable, written, reason: UNSUPPORTED_PARAMETER };
}

/** How the generator maps a result type (`IAppFunction<TResult>`), depth-first as it does. */
export function resultType(ref: TypeRef | undefined, types: ReadonlyMap<string, DotnetTypeDecl>, depth = 0, seen: Set<DotnetTypeDecl> = new Set()): DotnetValueType {
  if (!ref) return { kind: 'void', nullable: false, written: '' };
  if (depth > 4) return { kind: 'unsupported', nullable: false, written: ref.text, reason: RESULT_TOO_DEEP };
  const { inner, nullable } = unwrapNullable(ref);
  const written = ref.text;
  const scalar = SCALARS[inner.name];
  if (scalar && inner.args.length === 0) return { kind: scalar, nullable, written };
  if (COLLECTIONS.has(inner.name) && inner.args.length === 1) {
    const item = inner.args[0]!;
    if (COLLECTIONS.has(unwrapNullable(item).inner.name)) return { kind: 'unsupported', nullable, written, reason: UNSUPPORTED_RESULT };
    const items = resultType(item, types, depth + 1, seen);
    return items.kind === 'unsupported' ? { ...items, written } : { kind: 'array', nullable, written, items };
  }
  if (inner.args.length > 0 || SPECIAL_TYPES.has(inner.name) || COLLECTIONS.has(inner.name)) return { kind: 'unsupported', nullable, written, reason: UNSUPPORTED_RESULT };
  // A framework struct or class (Guid, TimeSpan, Uri…) the generator writes as an object of its
  // public properties, which the analysis does not know: its shape is unknown, not refused.
  if (KNOWN_FRAMEWORK_TYPES.has(inner.name))
    return { kind: 'unresolved', nullable, written, reason: `'${inner.name}' is written as an object of its public properties, which the analysis does not know` };
  const declared = findDotnetType(inner.name, types);
  if (!declared) return { kind: 'unresolved', nullable, written, reason: `'${inner.name}' is not declared in the workspace` };
  if (declared.keyword === 'enum') return { kind: 'enum', nullable, written, enumValues: declared.enumMembers ?? [] };
  if (declared.keyword === 'interface' || declared.typeParameters.length > 0) return { kind: 'unsupported', nullable, written, reason: UNSUPPORTED_RESULT };
  if (seen.has(declared)) return { kind: 'unsupported', nullable, written, reason: RESULT_TOO_DEEP };
  const properties: { name: string; type: DotnetValueType }[] = [];
  const inside = new Set(seen).add(declared);
  for (const property of candidateProperties(declared)) {
    const type = resultType(property.type, types, depth + 1, inside);
    if (type.kind === 'unsupported') return { kind: 'unsupported', nullable, written, reason: `${declared.name}.${property.name}: ${type.reason ?? UNSUPPORTED_RESULT}` };
    properties.push({ name: jsonCamelCase(property.name), type });
  }
  return { kind: 'object', nullable, written, properties };
}

/** The parts of a result the analysis could not map, with where they are (`Result.lines[]`). */
function unresolvedParts(type: DotnetValueType, path: string): { path: string; type: DotnetValueType }[] {
  if (type.kind === 'unresolved') return [{ path, type }];
  if (type.kind === 'array' && type.items) return unresolvedParts(type.items, `${path}[]`);
  if (type.kind === 'object') return (type.properties ?? []).flatMap((p) => unresolvedParts(p.type, `${path}.${p.name}`));
  return [];
}

function unwrapNullable(ref: TypeRef): { inner: TypeRef; nullable: boolean } {
  if (ref.name === 'Nullable' || ref.name === 'System.Nullable') {
    const inner = ref.args[0];
    if (inner) return { inner, nullable: true };
  }
  return { inner: ref, nullable: ref.nullable };
}

/** The descriptor and schema of a .NET function, as the generator and `GetParametersJsonSchema()` make them. */
export function describeDotnet(fn: DotnetFunctionDecl, workspace: Pick<WorkspaceView, 'files' | 'caches'> & Partial<MemoSource>): DotnetDescriptor {
  const types = dotnetTypes(workspace);
  const problems: string[] = fn.dotnet.unresolved.map((u) => `The ${u.what} is not a string literal the analysis can read: ${u.text}`);
  if (fn.dotnet.origin === 'entity-search') return entitySearchDescriptor(fn, problems);
  const type = fn.dotnet.requestType;
  const title = fn.dotnet.title?.text ?? nameWords(fn.name);
  const description = fn.descriptionLiteral?.text ?? title;
  const parameters: DotnetParameterView[] = [];
  if (type) {
    const { facts } = dotnetParameters(type, constructorChoice(type));
    for (const fact of facts) {
      const property = fact.property;
      const valueType = parameterType(property.type, types);
      if (valueType.kind === 'unresolved') problems.push(`Parameter '${property.name}': ${valueType.reason}; its schema is not known.`);
      problems.push(...unreadableAppParameterTexts(property));
      parameters.push({
        name: jsonCamelCase(property.name),
        property,
        title: property.title?.text ?? nameWords(property.name),
        ...(property.description ? { description: property.description.text } : {}),
        isRequired: isRequiredParameter(fact),
        type: valueType,
      });
    }
  }
  const result = resultType(fn.returnType, types);
  for (const { path, type: part } of unresolvedParts(result, 'Result')) problems.push(`${path}: ${part.reason}; its shape is not known.`);
  const inputSchema = parametersJsonSchema(parameters);
  return {
    id: fn.id,
    title,
    description,
    opensApp: fn.dotnet.opensApp,
    parameters,
    result,
    inputSchema,
    inputSchemaText: libraryJson(inputSchema),
    ...(result.kind !== 'void' ? { outputSchema: valueSchema(result, undefined) } : {}),
    problems,
  };
}

/**
 * `[AppParameter(Title = ..., Description = ...)]` arguments that are not string literals the
 * analysis can read (a constant, an interpolation): the schema shows the fallback instead.
 */
function unreadableAppParameterTexts(property: DotnetPropertyDecl): string[] {
  const attribute = property.attributes.find((a) => a.name === 'AppParameter');
  if (!attribute) return [];
  const out: string[] = [];
  for (const [key, what] of [
    ['Title', 'title'],
    ['Description', 'description'],
  ] as const) {
    const arg = attribute.args[key];
    if (arg && !arg.piece && arg.text !== 'null') out.push(`Parameter '${property.name}': the ${what} is not a string literal the analysis can read: ${arg.text}`);
  }
  return out;
}

function entitySearchDescriptor(fn: DotnetFunctionDecl, problems: string[]): DotnetDescriptor {
  const type = fn.dotnet.entityType;
  const entityId = fn.dotnet.searchesEntity ?? '';
  const entityTitle = type?.entity?.title?.text ?? nameWords(type?.name ?? '');
  const query: DotnetParameterView = {
    name: ENTITY_SEARCH.parameter,
    property: {
      name: ENTITY_SEARCH.parameter,
      nameRange: fn.nameRange,
      range: fn.nameRange,
      positional: false,
      isPublic: true,
      isStatic: false,
      hasGetter: true,
      setter: 'public',
      isRequired: true,
      attributes: [],
    },
    title: ENTITY_SEARCH.parameterTitle,
    description: ENTITY_SEARCH.parameterDescription,
    isRequired: true,
    type: { kind: 'string', nullable: false, written: 'string' },
  };
  const item: DotnetValueType = {
    kind: 'object',
    nullable: false,
    written: 'AppEntityItem',
    properties: [
      { name: 'id', type: { kind: 'string', nullable: false, written: 'string' } },
      { name: 'title', type: { kind: 'string', nullable: false, written: 'string' } },
    ],
  };
  const result: DotnetValueType = { kind: 'array', nullable: false, written: 'IReadOnlyList<AppEntityItem>', items: item };
  const inputSchema = parametersJsonSchema([query]);
  return {
    id: fn.id,
    title: ENTITY_SEARCH.title(entityTitle),
    description: ENTITY_SEARCH.description(entityTitle, entityId),
    opensApp: false,
    parameters: [query],
    result,
    inputSchema,
    inputSchemaText: libraryJson(inputSchema),
    outputSchema: valueSchema(result, undefined),
    problems,
  };
}

/** `GetParametersJsonSchema()`: type, properties, required (always written), additionalProperties false. */
function parametersJsonSchema(parameters: readonly DotnetParameterView[]): JsonSchema {
  const properties: JsonSchema = {};
  for (const parameter of parameters) properties[parameter.name] = valueSchema(parameter.type, parameter.description ?? parameter.title);
  return {
    type: 'object',
    properties,
    required: parameters.filter((p) => p.isRequired).map((p) => p.name),
    additionalProperties: false,
  };
}

/** One value's schema as the library writes it: type first, the kind's keys, the description last. */
function valueSchema(type: DotnetValueType, description: string | undefined): JsonSchema {
  const schema: JsonSchema = {};
  let text = description;
  switch (type.kind) {
    case 'string':
      schema.type = 'string';
      break;
    case 'int32':
    case 'int64':
      schema.type = 'integer';
      break;
    case 'double':
      schema.type = 'number';
      break;
    case 'boolean':
      schema.type = 'boolean';
      break;
    case 'date-time':
      schema.type = 'string';
      schema.format = 'date-time';
      break;
    case 'enum':
      schema.type = 'string';
      schema.enum = type.enumValues ?? [];
      break;
    case 'entity':
      schema.type = 'string';
      text = `${description ?? ''} (the id of a ${type.entityId}; find one with ${ENTITY_SEARCH.idPrefix}${type.entityId})`;
      break;
    case 'array':
      schema.type = 'array';
      schema.items = type.items ? valueSchema(type.items, undefined) : {};
      break;
    case 'object': {
      schema.type = 'object';
      const properties: JsonSchema = {};
      for (const property of type.properties ?? []) properties[property.name] = valueSchema(property.type, undefined);
      schema.properties = properties;
      break;
    }
    case 'unsupported':
    case 'unresolved':
      // Never shown as an empty schema that looks whole: the marker says what it stands for.
      schema['x-unresolved'] = `${type.written}: ${type.reason ?? 'not known'}`;
      break;
    case 'void':
      break;
  }
  if (text !== undefined && text.trim() !== '') schema.description = text;
  return schema;
}

/**
 * Compact JSON escaped as System.Text.Json's default encoder escapes: HTML-sensitive characters
 * (`"` `&` `'` `+` `<` `>` and the backtick), control characters and everything outside ASCII as
 * `\uXXXX` (upper case hex, each half of a surrogate pair on its own), the backslash as `\\` and
 * the short escapes for `\b \f \n \r \t`.
 */
export function libraryJson(value: unknown): string {
  if (typeof value === 'string') return `"${value.replace(LIBRARY_ESCAPED, (ch) => SHORT_ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)}"`;
  if (Array.isArray(value)) return `[${value.map((item) => libraryJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${libraryJson(key)}:${libraryJson(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Everything outside printable ASCII, and the characters the default encoder escapes inside it. */
const LIBRARY_ESCAPED = /[^\x20-\x7e]|["\\&'+<>`]/g;
const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

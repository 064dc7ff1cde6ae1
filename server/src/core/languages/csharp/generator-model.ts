// What the Shiny.AppFunctions source generator derives from a type, read from the type alone: which
// constructor builds the request, which properties are parameters and whether each is required, the
// words of a name, and the JSON name of a property. The front end, the schema and the generator-*
// rules all answer from here, so they agree.
import type { TypeRef } from '../../model/declarations';
import type { DotnetConstructor, DotnetPropertyDecl, DotnetTypeDecl } from '../../model/dotnet';

/** The generated entity search: its id prefix, parameter and texts. */
export const ENTITY_SEARCH = {
  idPrefix: 'search_',
  parameter: 'query',
  parameterTitle: 'Query',
  parameterDescription: 'Text to search for',
  title: (entityTitle: string) => `Find ${entityTitle}`,
  description: (entityTitle: string, entityId: string) => `Finds ${entityTitle} items by text. Returns their ids (for other functions' ${entityId} parameters) and titles.`,
};

/** The id pattern the generator checks for functions and entities (SHAF001). */
export const DOTNET_ID_PATTERN = /^[a-z][a-z0-9_]*$/;

/**
 * The properties the generator may bind: declared on the type itself (never inherited), public,
 * not static, readable.
 */
export function candidateProperties(type: DotnetTypeDecl): DotnetPropertyDecl[] {
  return type.properties.filter((p) => p.isPublic && !p.isStatic && p.hasGetter && p.name !== 'EqualityContract');
}

/**
 * The public instance constructors the generator may call, the implicit parameterless one when none
 * is written (a struct always has it). A record's copy constructor is never written in source.
 */
export function publicConstructors(type: DotnetTypeDecl): Pick<DotnetConstructor, 'parameterNames' | 'isPrimary'>[] {
  const instance = type.constructors.filter((c) => !c.isStatic);
  const written = instance.filter((c) => c.isPublic);
  if (instance.length === 0 || type.keyword === 'struct') return [...written, { parameterNames: [], isPrimary: false }];
  return written;
}

/**
 * The constructor that builds the request: among the public ones whose every parameter names a
 * candidate property (ignoring case), the one with the most parameters; undefined when none does
 * (SHAF004).
 */
export function constructorChoice(type: DotnetTypeDecl): { parameterNames: string[] } | undefined {
  const names = new Set(candidateProperties(type).map((p) => p.name.toLowerCase()));
  let best: { parameterNames: string[] } | undefined;
  for (const constructor of publicConstructors(type)) {
    if (!constructor.parameterNames.every((n) => names.has(n.toLowerCase()))) continue;
    if (!best || constructor.parameterNames.length > best.parameterNames.length) best = constructor;
  }
  return best;
}

/** A parameter as the generator makes it from a property. */
export interface DotnetParameterFacts {
  property: DotnetPropertyDecl;
  /** Set by the chosen constructor (its position there), else by a public setter. */
  inConstructor: boolean;
}

/**
 * The parameters of a request type, in declaration order: the candidate properties the chosen
 * constructor sets or that have a public `set`/`init`. Without a usable constructor, the ones with
 * a public setter (the generator stops there; the schema still shows what the code declares).
 */
export function dotnetParameters(type: DotnetTypeDecl, constructor: { parameterNames: string[] } | undefined): { parameters: DotnetPropertyDecl[]; facts: DotnetParameterFacts[] } {
  const inConstructor = new Set((constructor?.parameterNames ?? []).map((n) => n.toLowerCase()));
  const facts: DotnetParameterFacts[] = [];
  for (const property of candidateProperties(type)) {
    const byConstructor = inConstructor.has(property.name.toLowerCase());
    if (byConstructor || property.setter === 'public') facts.push({ property, inConstructor: byConstructor });
  }
  return { parameters: facts.map((f) => f.property), facts };
}

/**
 * Whether the generator marks a parameter required: not nullable, and set by the constructor or
 * declared `required`. A default value of a constructor parameter does not make it optional.
 */
export function isRequiredParameter(fact: DotnetParameterFacts): boolean {
  return !isNullableType(fact.property.type) && (fact.inConstructor || fact.property.isRequired);
}

/** `T?`, or `Nullable<T>` written out (`System.Nullable<T>` too). */
export function isNullableType(type: TypeRef | undefined): boolean {
  return !!type && (type.nullable || ((type.name === 'Nullable' || type.name === 'System.Nullable') && type.args.length === 1));
}

/**
 * The words of a type or property name, as the generator writes titles: a space between a lower
 * case letter or digit and an upper case one, and before the last capital of a run followed by a
 * lower case letter; underscores become spaces. `CreateOrder` → `Create Order`, `HTTPStatus` →
 * `HTTP Status`.
 */
export function nameWords(name: string): string {
  return name
    .replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, ' ')
    .replace(/_/g, ' ')
    .trim();
}

/**
 * System.Text.Json's camel case: the leading run of upper case letters is lowered, except the last
 * one of the run when a lower case letter follows it (`URLPath` → `urlPath`, `ID` → `id`,
 * `Name` → `name`); a name starting with a lower case letter is unchanged.
 */
export function jsonCamelCase(name: string): string {
  if (!name || !isUpper(name.charAt(0))) return name;
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    if (i === 1 && !isUpper(chars[i]!)) break;
    const hasNext = i + 1 < chars.length;
    // Stop at the last upper case letter of the run when the next one is lower case (a space ends it too).
    if (i > 0 && hasNext && !isUpper(chars[i + 1]!)) {
      if (chars[i + 1] === ' ') chars[i] = chars[i]!.toLowerCase();
      break;
    }
    chars[i] = chars[i]!.toLowerCase();
  }
  return chars.join('');
}

function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

/** The ways `string` is written. */
const STRING_TYPES = new Set(['string', 'String', 'System.String']);

/**
 * Whether an entity type passes the generator's check that keeps it: a public, readable string `Id`
 * declared on the type itself (SHAF007). Without it the entity and its search are not generated.
 */
export function entityHasId(type: DotnetTypeDecl): boolean {
  return candidateProperties(type).some((p) => p.name === 'Id' && !!p.type && STRING_TYPES.has(p.type.name));
}

/**
 * The simple name of a type or attribute as written: without type arguments, namespace or alias
 * (`global::Shiny.AppFunctions.IAppFunctionHandler<A, B>` → `IAppFunctionHandler`).
 */
export function simpleTypeName(name: string): string {
  const plain = name.replace(/<.*$/s, '');
  return plain.slice(Math.max(plain.lastIndexOf('.'), plain.lastIndexOf(':')) + 1);
}

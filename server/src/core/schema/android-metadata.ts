import * as l10n from '@vscode/l10n';
import type { ClassInfo, FunctionDecl, MemberFunctionInfo, PropertyDecl, SerializableDecl, TypeRef, ValueConstraint } from '../model/declarations';
import type { FileModel, LibraryVersion } from '../model/file-model';
import { workspaceIndex, type ClassEntry } from '../kotlin-types/class-index';
import type { WorkspaceView } from '../model/workspace-view';
import { classOf, declaringFile, packageOf, scopeOf, type Scope } from '../kotlin-types/declaration-scope';
import { schemesRegex, writesSchemesAsRegex } from '../kotlin-types/library-releases';
import { jvmName } from '../kotlin-types/jvm-names';
import { LIBRARY_CAPABILITIES, TYPE, URI } from '../kotlin-types/supported-types';
import { schemaCapabilities, type SchemaCapability } from '../kotlin-types/schema-capabilities';
import {
  isListName,
  kotlinType,
  libraryParcelable,
  librarySerializable,
  proxyType,
  qualifiedTypeText,
  qualifiedCandidates,
  resolveSerializable,
  serializableTypeParameters,
  stripKotlin,
} from '../kotlin-types/written-types';
import { deliveredDescription, parameterDescription, propertyDescription, responseDescription, serializableDescription } from './delivered-description';

/**
 * The AppFunction metadata the appfunctions compiler (KSP) generates for a Kotlin function, built
 * from the model: the same ids, descriptions, parameters, data types and components the compiler
 * writes to its v2 XML and the runtime hands to agents as `AppFunctionMetadata`. Which types the
 * compiler supports and how written names resolve come from `core/kotlin-types`, the table the
 * compiler-* rules judge with; descriptions from `delivered-description.ts`; the XML from
 * `android-metadata-xml.ts`.
 * Facts: shared/reference/androidx-appfunctions.md §2, §4, §5 and §10, and the compiler's goldens
 * (`appfunctions-compiler/src/test/test-data/output/xml/*.xml`).
 */

/** `android.os.PatternMatcher` types, as `@AppFunctionPatternMatcher.type` uses them. */
export const PATTERN = { LITERAL: 0, PREFIX: 1, SIMPLE_GLOB: 2, ADVANCED_GLOB: 3, SUFFIX: 4 } as const;

export interface PatternMatcherMetadata {
  pattern: string;
  type: number;
}

/** One `AppFunctionDataTypeMetadata`; which fields are set depends on `type`. */
export interface DataTypeMetadata {
  type: number;
  isNullable: boolean;
  description?: string;
  /** REFERENCE: the JVM qualified name of the component (nested classes use `$`). */
  dataTypeReference?: string;
  /** OBJECT / ALL_OF / PARCELABLE: the qualified name of the class. */
  objectQualifiedName?: string;
  /** ARRAY: the item type. */
  itemType?: DataTypeMetadata;
  /** OBJECT: properties in declaration order. */
  properties?: PropertyMetadata[];
  /** OBJECT: names of the properties without a default value, in declaration order. */
  required?: string[];
  /** ALL_OF: the supertypes' references plus an object with the subclass's own properties. */
  allOf?: DataTypeMetadata[];
  /** ONE_OF: a reference to each subclass of a sealed serializable (or of `@AppFunctionOneOfType`). */
  oneOf?: DataTypeMetadata[];
  /** INT / STRING: from `@AppFunctionIntValueConstraint` / `@AppFunctionStringValueConstraint`. */
  enumValues?: (string | number)[];
  /** STRING: a regular expression (the intermediate `pattern = "…"` form of the constraint). */
  pattern?: string;
  /** STRING: `@AppFunctionPatternMatcher`s, and the PREFIX matchers of `allowedSchemes` on a Uri. */
  patternMatchers?: PatternMatcherMetadata[];
  /** STRING: e.g. `uri` or a constraint's `format`. */
  format?: string;
}

export interface PropertyMetadata {
  name: string;
  dataType: DataTypeMetadata;
}

export interface ParameterMetadata {
  name: string;
  isRequired: boolean;
  dataType: DataTypeMetadata;
  /** `@AppFunctionInstruction` on the parameter, else the `@param` text when the KDoc is exposed. */
  description: string;
}

export interface ResponseMetadata {
  valueType: DataTypeMetadata;
  description: string;
}

export interface ComponentMetadata {
  name: string;
  dataType: DataTypeMetadata;
}

export interface AndroidFunctionMetadata {
  id: string;
  enabled: boolean;
  description: string;
  parameters: ParameterMetadata[];
  response: ResponseMetadata;
  /** Every referenced object type, once, sorted by name as the compiler writes them. */
  components: ComponentMetadata[];
  /** The `<id>` of the component document: the entry-point class, or `unused` outside one. */
  componentsId: string;
  /**
   * An `@AppFunctionSignature` function: registered at run time in `scope` (undefined when the
   * written scope is not known here), so it has a scope instead of `enabledByDefault`.
   */
  signature?: { scope?: 'global' | 'activity' };
  /** `@AppFunctionAccessLevel`: the level's name as the compiler writes it, and the compat flag when written. */
  accessLevel?: { level: string; isCompatEnforcementEnabled?: boolean };
  /** The `@AppFunctionSchemaDefinition` of the interface method the function implements. */
  schema?: { category: string; name: string; version: string };
  deprecation?: { message: string };
  /**
   * The androidx.appfunctions release this metadata is written for, and the Gradle file that names
   * it; without one the newest release's forms are written.
   */
  release?: LibraryVersion;
  /** Types the compiler would reject or that could not be resolved in the workspace (not part of the metadata). */
  problems: string[];
}

/** What the schema builders need from the workspace; `WorkspaceRegistry` provides both. */
export type SchemaRegistry = Pick<WorkspaceView, 'findSerializable' | 'files' | 'get' | 'version' | 'caches'>;

interface BuildContext {
  registry: SchemaRegistry;
  /** The androidx.appfunctions release the function is compiled with, when the Gradle files write one. */
  release?: string;
  components: Map<string, DataTypeMetadata>;
  problems: string[];
}

function parsePatternMatcher(element: string): PatternMatcherMetadata | undefined {
  if (!/PatternMatcher\s*\(/.test(element)) return undefined;
  const named = /pattern\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(element);
  const positional = /\(\s*"((?:[^"\\]|\\.)*)"/.exec(element);
  const raw = named?.[1] ?? positional?.[1];
  if (raw === undefined) return undefined;
  const pattern = raw.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c);
  const typeText = /type\s*=\s*([\w.]+)/.exec(element)?.[1] ?? /,\s*([\w.]+)\s*\)\s*$/.exec(element)?.[1] ?? '0';
  let type: number = Number(typeText);
  if (!Number.isInteger(type)) {
    const upper = typeText.toUpperCase();
    type = upper.includes('SIMPLE_GLOB')
      ? PATTERN.SIMPLE_GLOB
      : upper.includes('ADVANCED_GLOB')
        ? PATTERN.ADVANCED_GLOB
        : upper.includes('PREFIX')
          ? PATTERN.PREFIX
          : upper.includes('SUFFIX')
            ? PATTERN.SUFFIX
            : PATTERN.LITERAL;
  }
  return { pattern, type };
}

/** Applies `@AppFunction…ValueConstraint`s written at the use site to a primitive data type. */
function applyConstraints(dataType: DataTypeMetadata, constraints: ValueConstraint[]): void {
  for (const constraint of constraints) {
    if (constraint.kind === 'int' && dataType.type === TYPE.INT && constraint.enumValues.length) {
      dataType.enumValues = constraint.enumValues.map((v) => (/^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v));
    }
    if (constraint.kind === 'string' && dataType.type === TYPE.STRING) {
      if (constraint.enumValues.length) dataType.enumValues = [...constraint.enumValues];
      for (const element of constraint.patterns) {
        // A trailing comma in the array literal leaves an empty element behind.
        if (!element.trim()) continue;
        const matcher = parsePatternMatcher(element);
        if (matcher) (dataType.patternMatchers ??= []).push(matcher);
        else dataType.pattern = element;
      }
      if (constraint.format) dataType.format = constraint.format;
    }
  }
}

/**
 * The Uri form (§5, §10.6): an inline object with a `uri` string, `format="uri"`, and the allowed
 * schemes as PREFIX matchers, or as one anchored regex in the releases before pattern matchers.
 */
function uriObject(nullable: boolean, constraints: ValueConstraint[], release: string | undefined): DataTypeMetadata {
  const uri: DataTypeMetadata = { type: TYPE.STRING, isNullable: false, format: 'uri' };
  const schemes = constraints.filter((c) => c.kind === 'uri').flatMap((c) => c.allowedSchemes);
  if (schemes.length && writesSchemesAsRegex(release)) uri.pattern = schemesRegex(schemes);
  else if (schemes.length) uri.patternMatchers = schemes.map((scheme) => ({ pattern: `${scheme}:`, type: PATTERN.PREFIX }));
  return { type: TYPE.OBJECT, isNullable: nullable, objectQualifiedName: URI, properties: [{ name: 'uri', dataType: uri }], required: ['uri'] };
}

/** Type arguments of a generic serializable, by type parameter name, with the scope they were written in. */
type Substitution = Map<string, { type: TypeRef; scope: Scope }>;

function typeOf(ref: TypeRef | undefined, constraints: ValueConstraint[], scope: Scope, ctx: BuildContext, isItem = false, substitution?: Substitution): DataTypeMetadata {
  if (!ref) return { type: TYPE.UNIT, isNullable: false };
  const bound = substitution?.get(ref.name);
  if (bound) return typeOf({ ...bound.type, nullable: bound.type.nullable || ref.nullable }, constraints, bound.scope, ctx, isItem);
  const nullable = ref.nullable;
  const name = stripKotlin(ref.name);

  const kotlin = kotlinType(name);
  if (kotlin?.kind === 'primitive') {
    const dataType: DataTypeMetadata = { type: kotlin.code, isNullable: nullable };
    applyConstraints(dataType, constraints);
    return dataType;
  }
  if (kotlin?.kind === 'primitive-array') {
    return { type: TYPE.ARRAY, isNullable: nullable, itemType: { type: kotlin.code, isNullable: false } };
  }
  if (isListName(name)) {
    const item = ref.args[0];
    if (isItem || !item) {
      ctx.problems.push(l10n.t("Type '{0}' is not supported: only List<String>, lists of @AppFunctionSerializable types and lists of Uri or java.time types are.", ref.text));
      return { type: TYPE.ARRAY, isNullable: nullable, itemType: { type: TYPE.UNIT, isNullable: false } };
    }
    const itemType = typeOf(item, name === 'List' ? constraints : [], scope, ctx, true, substitution);
    const itemName = stripKotlin(item.name);
    if (itemType.type !== TYPE.STRING && itemType.type !== TYPE.REFERENCE && itemType.type !== TYPE.OBJECT && itemType.type !== TYPE.PARCELABLE) {
      ctx.problems.push(l10n.t("Type '{0}' is not supported: lists may hold String or @AppFunctionSerializable types only, not {1}.", ref.text, itemName));
    }
    return { type: TYPE.ARRAY, isNullable: nullable, itemType };
  }
  const proxy = proxyType(name, scope);
  if (proxy?.kind === 'uri') return uriObject(nullable, constraints, ctx.release);
  if (proxy?.kind === 'proxy') {
    addProxyComponent(proxy.name, proxy.fields, ctx);
    return { type: TYPE.REFERENCE, isNullable: nullable, dataTypeReference: proxy.name };
  }
  const parcelable = libraryParcelable(name, scope);
  if (parcelable) return { type: TYPE.PARCELABLE, isNullable: nullable, objectQualifiedName: parcelable };
  const decl = resolveSerializable(name, scope, ctx.registry);
  if (decl) {
    let reference = jvmName(decl, packageOf(ctx.registry, decl));
    let parameters: Substitution | undefined;
    if (ref.args.length > 0) {
      // A parameterised serializable is referenced by its parameterised name (§10.7), e.g.
      // `com.example.SetField<kotlin.String?>`, and stored once per parameterisation.
      const args = ref.args.map((arg) => resolveBound(arg, scope, substitution));
      reference = `${reference}<${args.map((a) => qualifiedTypeText(a.type, a.scope, ctx.registry)).join(', ')}>`;
      const names = serializableTypeParameters(decl, ctx.registry);
      parameters = new Map(
        names.flatMap((typeParameter, i) => {
          const arg = args[i];
          return arg ? [[typeParameter, arg] as const] : [];
        }),
      );
    }
    addSerializableComponent(decl, reference, ctx, parameters);
    return { type: TYPE.REFERENCE, isNullable: nullable, dataTypeReference: reference };
  }
  const library = librarySerializable(name, scope);
  if (library) {
    const qualified = library.qualifiedName;
    if (!ctx.components.has(qualified)) {
      const object: DataTypeMetadata = { type: TYPE.OBJECT, isNullable: true, objectQualifiedName: qualified, properties: [], required: [] };
      ctx.components.set(qualified, object);
      const libraryScope = { imports: [URI], packageName: 'androidx.appfunctions' };
      for (const [propertyName, typeName] of library.properties) {
        object.properties!.push({ name: propertyName, dataType: typeOf({ text: typeName, name: typeName, nullable: false, args: [], range: ref.range }, [], libraryScope, ctx) });
        object.required!.push(propertyName);
      }
    }
    return { type: TYPE.REFERENCE, isNullable: nullable, dataTypeReference: qualified };
  }
  ctx.problems.push(l10n.t("Type '{0}' is not a supported AppFunction type or an @AppFunctionSerializable class in the workspace; the compiler rejects it.", ref.text));
  return { type: TYPE.REFERENCE, isNullable: nullable, dataTypeReference: name };
}

function resolveBound(arg: TypeRef, scope: Scope, substitution: Substitution | undefined): { type: TypeRef; scope: Scope } {
  const bound = substitution?.get(arg.name);
  return bound ? { type: { ...bound.type, nullable: bound.type.nullable || arg.nullable }, scope: bound.scope } : { type: arg, scope };
}

function addProxyComponent(qualified: string, fields: readonly (readonly [string, number])[], ctx: BuildContext): void {
  if (ctx.components.has(qualified)) return;
  ctx.components.set(qualified, {
    type: TYPE.OBJECT,
    isNullable: true,
    objectQualifiedName: qualified,
    properties: fields.map(([name, type]) => ({ name, dataType: { type, isNullable: false } })),
    required: fields.map(([name]) => name),
  });
}

/**
 * The properties of the class a component is being built for that no part has taken yet, read as
 * that class declares them. The compiler passes one such pool down its serializable supertypes:
 * each takes its own names from it, and a supertype with parts of its own keeps whatever is left,
 * so in a chain of three the leaf's new property lands on the middle class (its goldens show it).
 */
interface PropertyPool {
  owner: SerializableDecl;
  scope: Scope;
  substitution?: Substitution;
  left: PropertyDecl[];
}

/** The object (or ALL_OF, with supertypes and capabilities) the compiler stores once in the components. */
function addSerializableComponent(decl: SerializableDecl, reference: string, ctx: BuildContext, substitution?: Substitution, pool?: PropertyPool): void {
  const own = decl.properties.filter((p) => p.hasValOrVar);
  const takeOwnNames = () => {
    if (pool) pool.left = pool.left.filter((p) => !own.some((o) => o.name === p.name));
  };
  if (ctx.components.has(reference)) {
    takeOwnNames();
    return;
  }
  const object: DataTypeMetadata = { type: TYPE.OBJECT, isNullable: true, objectQualifiedName: reference };
  // Registered before the properties are read, so a recursive type refers to itself and stops.
  ctx.components.set(reference, object);
  const scope = scopeOf(ctx.registry, decl);
  const description = serializableDescription(decl);
  const classInfo = classOf(ctx.registry, decl);
  /** An object part of the pool's properties named `names` (all of them when omitted), which leave the pool. */
  const part = (from: PropertyPool, qualifiedName: string, names?: readonly string[]): DataTypeMetadata => {
    const taken = names ? names.flatMap((name) => from.left.filter((p) => p.name === name)) : [...from.left];
    from.left = from.left.filter((p) => !taken.includes(p));
    const result: DataTypeMetadata = { type: TYPE.OBJECT, isNullable: true, objectQualifiedName: qualifiedName };
    if (description) result.description = description;
    result.properties = taken.map((property) => {
      const dataType = typeOf(property.type, property.constraints, from.scope, ctx, false, from.substitution);
      const text = propertyDescription(from.owner, property);
      if (text) dataType.description = text;
      return { name: property.name, dataType };
    });
    result.required = taken.filter((p) => !p.defaultValue).map((p) => p.name);
    return result;
  };
  const members = classInfo ? oneOfMembers(decl, classInfo, scope, ctx.registry) : undefined;
  if (members) {
    // A sealed (or one-of) type is one of its subclasses; its own properties live in theirs.
    object.type = TYPE.ONE_OF;
    object.oneOf = members.map((m) => ({ type: TYPE.REFERENCE, isNullable: true, dataTypeReference: m.reference }));
    if (description) object.description = description;
    for (const member of members) addSerializableComponent(member.decl, member.reference, ctx);
    return;
  }
  const supers: { decl: SerializableDecl; reference: string }[] = [];
  for (const superType of classInfo?.superTypes ?? []) {
    const superDecl = resolveSerializable(superType.replace(/\(.*$/s, '').trim(), scope, ctx.registry);
    // A one-of supertype is not a part: the subclass is one of its alternatives.
    if (superDecl && superDecl !== decl && !isOneOfType(superDecl, ctx.registry))
      supers.push({ decl: superDecl, reference: jvmName(superDecl, packageOf(ctx.registry, superDecl)) });
  }
  const declaredIn = declaringFile(ctx.registry, decl);
  const capabilities = classInfo && declaredIn ? capabilitiesOf(classInfo, declaredIn, ctx.registry) : [];
  if (supers.length === 0 && capabilities.length === 0) {
    Object.assign(object, part({ owner: decl, scope, substitution, left: own }, reference));
    takeOwnNames();
    return;
  }
  const shared = pool ?? { owner: decl, scope, substitution, left: own };
  for (const s of supers) addSerializableComponent(s.decl, s.reference, ctx, undefined, shared);
  object.type = TYPE.ALL_OF;
  // Serializable supertypes by reference, then each capability inline (its properties as the
  // class declares them), then what is left of the properties.
  object.allOf = supers.map((s) => ({ type: TYPE.REFERENCE, isNullable: true, dataTypeReference: s.reference }));
  for (const capability of capabilities) object.allOf.push(part(shared, capability.qualifiedName, capability.properties));
  // A subclass that only overrides what its supertypes declare has no part of its own.
  if (shared.left.length > 0) object.allOf.push(part(shared, reference));
  if (description) object.description = description;
}

/** Whether a serializable is a one-of type: sealed, or annotated `@AppFunctionOneOfType`. */
function isOneOfType(decl: SerializableDecl, registry: SchemaRegistry): boolean {
  if (decl.annotations.some((a) => a.name === 'AppFunctionOneOfType')) return true;
  return (classOf(registry, decl)?.modifiers ?? []).includes('sealed');
}

/**
 * The alternatives of a one-of type, or undefined for any other serializable: the classes listed
 * by `@AppFunctionOneOfType(matchOneOf = [...])`, else the direct subclasses of a sealed one that
 * are serializable (workspace order; an unannotated one is compiler-serializable's to report).
 */
function oneOfMembers(decl: SerializableDecl, info: ClassInfo, scope: Scope, registry: SchemaRegistry): { decl: SerializableDecl; reference: string }[] | undefined {
  const listed = decl.annotations.find((a) => a.name === 'AppFunctionOneOfType');
  let members: SerializableDecl[];
  if (listed) {
    const written = listed.args.matchOneOf ?? listed.args._0;
    const names = written?.elements ?? (written ? [written.text] : []);
    members = names.map((name) => resolveSerializable(name.replace(/::\s*class\s*$/, '').trim(), scope, registry)).filter((m): m is SerializableDecl => !!m);
  } else if ((info.modifiers ?? []).includes('sealed')) {
    members = [];
    for (const file of registry.files()) {
      const fileScope = { imports: file.imports, packageName: file.packageName };
      for (const candidate of file.serializables) {
        const cls = file.classes.find((c) => c.qualifiedName === candidate.qualifiedName);
        if (cls?.superTypes.some((superType) => resolveSerializable(superType.replace(/[(<].*$/s, '').trim(), fileScope, registry) === decl)) members.push(candidate);
      }
    }
  } else {
    return undefined;
  }
  return members.map((m) => ({ decl: m, reference: jvmName(m, packageOf(registry, m)) }));
}

/**
 * The schema capabilities a serializable class implements (see `kotlin-types/schema-capabilities.ts`),
 * names read through each file's imports and package; a name no workspace class has may be one
 * of the library's own capabilities.
 */
function capabilitiesOf(info: ClassInfo, file: FileModel, registry: SchemaRegistry): SchemaCapability[] {
  const index = workspaceIndex(registry, file);
  const candidates = (superType: string, owner: ClassEntry) =>
    qualifiedCandidates(superType.replace(/[(<].*$/s, '').trim(), { imports: owner.file.imports, packageName: owner.file.packageName });
  return schemaCapabilities(
    { file, info },
    (superType, owner) =>
      candidates(superType, owner)
        .map((candidate) => index.get(candidate))
        .find((entry) => !!entry),
    (superType, owner) => {
      const qualifiedName = candidates(superType, owner).find((candidate) => LIBRARY_CAPABILITIES[candidate]);
      return qualifiedName ? { qualifiedName, properties: LIBRARY_CAPABILITIES[qualifiedName] ?? [] } : undefined;
    },
  );
}

function sortedComponents(components: Map<string, DataTypeMetadata>): ComponentMetadata[] {
  return [...components.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, dataType]) => ({ name, dataType }));
}

/** Builds the metadata the compiler generates for one annotated function. */
export function buildAndroidMetadata(fn: FunctionDecl, registry: SchemaRegistry): AndroidFunctionMetadata {
  const library = declaringFile(registry, fn)?.appFunctionsLibrary;
  const ctx: BuildContext = { registry, release: library?.version, components: new Map(), problems: [] };
  const scope = scopeOf(registry, fn);
  const implemented = implementedSchemaMethod(fn, scope, registry);
  const inheritedDefaults = new Set(implemented?.method.parametersWithDefaults ?? []);
  const parameters: ParameterMetadata[] = [];
  for (const parameter of fn.parameters) {
    // The AppFunctionContext parameter (service era) is not part of the metadata (§10.7).
    if (parameter.isContext) continue;
    parameters.push({
      name: parameter.name,
      // A default value makes a parameter optional, also one the implemented schema method declares
      // (an override inherits it); nullable without a default is still required.
      isRequired: !parameter.defaultValue && !inheritedDefaults.has(parameter.name),
      dataType: typeOf(parameter.type, parameter.constraints, scope, ctx),
      description: parameterDescription(fn, parameter.name),
    });
  }
  const valueType = typeOf(fn.returnType, fn.returnConstraints, scope, ctx);
  if (fn.returnTypeInference === 'unknown') {
    ctx.problems.push(
      l10n.t("The response type of '{0}' is inferred by the compiler from its expression body, which is not read here: write the return type to see the response.", fn.name),
    );
  }
  const metadata: AndroidFunctionMetadata = {
    id: fn.id,
    enabled: fn.isEnabled,
    description: deliveredDescription(fn).text,
    parameters,
    response: { valueType, description: responseDescription(fn) },
    components: sortedComponents(ctx.components),
    componentsId: fn.enclosingClass?.isEntryPoint ? fn.enclosingClass.qualifiedName : 'unused',
    problems: [...new Set(ctx.problems)],
  };
  if (fn.signature) {
    metadata.signature = fn.signature.scope ? { scope: fn.signature.scope } : {};
    if (!fn.signature.scope)
      metadata.problems.push(l10n.t("The scope of '{0}' is not AppFunctionMetadata.SCOPE_GLOBAL or SCOPE_ACTIVITY: the metadata shown leaves it out.", fn.name));
  }
  const accessLevel = accessLevelOf(fn, metadata.problems);
  if (accessLevel) metadata.accessLevel = accessLevel;
  const schema = implemented && schemaFields(fn, implemented, metadata.problems);
  if (schema) metadata.schema = schema;
  if (library) metadata.release = library;
  if (fn.isDeprecated) {
    const deprecated = fn.annotations.find((a) => a.name === 'Deprecated');
    metadata.deprecation = { message: deprecated?.args.message?.stringValue ?? deprecated?.args._0?.stringValue ?? '' };
  }
  return metadata;
}

/** The component of one serializable class, plus everything it references. */
export function buildSerializableComponents(decl: SerializableDecl, registry: SchemaRegistry): { name: string; components: ComponentMetadata[]; problems: string[] } {
  const ctx: BuildContext = { registry, release: declaringFile(registry, decl)?.appFunctionsLibrary?.version, components: new Map(), problems: [] };
  const name = jvmName(decl, packageOf(registry, decl));
  addSerializableComponent(decl, name, ctx);
  return { name, components: sortedComponents(ctx.components), problems: [...new Set(ctx.problems)] };
}

/**
 * Every workspace serializable a function's schema can depend on (parameter, return, property and
 * supertype types, transitively). Used for cache keys, so it may over-approximate, never miss.
 */
export function referencedSerializables(roots: { types: (TypeRef | undefined)[]; scope: Scope }, registry: SchemaRegistry): SerializableDecl[] {
  const found = new Set<SerializableDecl>();
  const pending: { type: TypeRef; scope: Scope }[] = roots.types.filter((t): t is TypeRef => !!t).map((type) => ({ type, scope: roots.scope }));
  const visitDecl = (decl: SerializableDecl) => {
    if (found.has(decl)) return;
    found.add(decl);
    const scope = scopeOf(registry, decl);
    for (const property of decl.properties) if (property.type) pending.push({ type: property.type, scope });
    const classInfo = classOf(registry, decl);
    for (const superType of classInfo?.superTypes ?? []) {
      const superDecl = resolveSerializable(superType.replace(/\(.*$/s, '').trim(), scope, registry);
      if (superDecl) visitDecl(superDecl);
    }
  };
  while (pending.length) {
    const { type, scope } = pending.pop()!;
    pending.push(...type.args.map((arg) => ({ type: arg, scope })));
    const decl = resolveSerializable(stripKotlin(type.name), scope, registry);
    if (decl) visitDecl(decl);
  }
  return [...found];
}

/** `AppFunctionMetadata.ACCESS_LEVEL_*`: the constants, their values, and the names the XML writes. */
const ACCESS_LEVELS: readonly { constant: string; value: string; name: string }[] = [
  { constant: 'ACCESS_LEVEL_SELF', value: '100', name: 'self' },
  { constant: 'ACCESS_LEVEL_SYSTEM', value: '200', name: 'system' },
  { constant: 'ACCESS_LEVEL_ANDROID_TRUSTED', value: '300', name: 'androidTrusted' },
];

/**
 * The level an `@AppFunctionAccessLevel(level = …)` argument names, as the XML writes it: one of
 * the library's constants or its integer value. `unsupported` for any other integer (the compiler
 * rejects it); undefined for anything this analysis cannot read (an app constant, an expression).
 */
export function accessLevelOfArgument(written: string): { name: string } | 'unsupported' | undefined {
  const text = written.trim();
  const level = ACCESS_LEVELS.find((l) => l.value === text || l.constant === text.slice(text.lastIndexOf('.') + 1));
  if (level) return { name: level.name };
  return /^-?\d+$/.test(text) ? 'unsupported' : undefined;
}

/** `@AppFunctionAccessLevel(level = …, isCompatEnforcementEnabled = …)` on the function, when its level is known. */
function accessLevelOf(fn: FunctionDecl, problems: string[]): AndroidFunctionMetadata['accessLevel'] {
  const isAccessLevel = (a: { name: string }) => a.name === 'AppFunctionAccessLevel';
  // A signature's function has no annotations of its own to carry it: the fun interface does.
  const annotation = fn.annotations.find(isAccessLevel) ?? (fn.signature ? fn.enclosingClass?.annotations.find(isAccessLevel) : undefined);
  if (!annotation) return undefined;
  const written = (annotation.args.level ?? annotation.args._0)?.text.trim() ?? '';
  const read = accessLevelOfArgument(written);
  const level = typeof read === 'object' ? read.name : undefined;
  if (!level) {
    problems.push(l10n.t("The access level '{0}' is not one this analysis knows: the metadata shown leaves it out.", written));
    return undefined;
  }
  const compat = (annotation.args.isCompatEnforcementEnabled ?? annotation.args._1)?.text.trim();
  return compat === 'true' || compat === 'false' ? { level, isCompatEnforcementEnabled: compat === 'true' } : { level };
}

/** The method of an `@AppFunctionSchemaDefinition` interface, listed as a supertype of the function's class, that the function implements. */
function implementedSchemaMethod(fn: FunctionDecl, scope: Scope, registry: SchemaRegistry): SchemaMethod | undefined {
  const owner = fn.enclosingClass;
  const file = owner && owner.superTypes.length > 0 ? declaringFile(registry, fn) : undefined;
  if (!owner || !file) return undefined;
  const index = workspaceIndex(registry, file);
  for (const superType of owner.superTypes) {
    const definition = qualifiedCandidates(superType.replace(/[(<].*$/s, '').trim(), scope)
      .map((candidate) => index.get(candidate))
      .find((entry) => entry?.info.isInterface && entry.info.annotations.some((a) => a.name === 'AppFunctionSchemaDefinition'));
    const method = definition?.info.memberFunctions?.find((m) => m.name === fn.name);
    if (definition && method) return { definition, method, file };
  }
  return undefined;
}

/** A schema method a function implements: the interface as the class index has it, and the function's own file. */
interface SchemaMethod {
  definition: ClassEntry;
  method: MemberFunctionInfo;
  file: FileModel;
}

/**
 * The schema fields of a function that implements a schema method: the interface annotation's
 * category, name and version, read from literals or from `const val`s of the interface's or the
 * function's file. A value that cannot be read leaves all three out, with a problem that says so,
 * rather than half of them.
 */
function schemaFields(fn: FunctionDecl, { definition, file }: SchemaMethod, problems: string[]): AndroidFunctionMetadata['schema'] {
  const annotation = definition.info.annotations.find((a) => a.name === 'AppFunctionSchemaDefinition');
  const constants = { ...file.constants, ...definition.file.constants };
  const value = (key: string): string | undefined => {
    const arg = annotation?.args[key];
    if (!arg) return undefined;
    if (arg.stringValue !== undefined) return arg.stringValue;
    const text = arg.text.trim();
    if (/^\d+$/.test(text)) return text;
    return constants[text.slice(text.lastIndexOf('.') + 1)];
  };
  const [category, name, version] = [value('category'), value('name'), value('version')];
  if (category === undefined || name === undefined || version === undefined) {
    problems.push(
      l10n.t("The schema of '{0}' ({1}) names a value this analysis cannot read: its schemaCategory, schemaName and schemaVersion are left out.", fn.name, definition.info.name),
    );
    return undefined;
  }
  return { category, name, version };
}

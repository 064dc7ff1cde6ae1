import * as l10n from '@vscode/l10n';
import type { ClassInfo, AnnotationUse, FunctionDecl, PropertyDecl, SerializableDecl, TypeRef, ValueConstraint } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { DocComment, TextPiece } from '../model/text-pieces';
import { positionInRange } from '../text/ranges';
import type { WorkspaceView } from '../model/workspace-view';

/**
 * The AppFunction metadata the appfunctions compiler (KSP) generates for a Kotlin function, built
 * from the model: the same ids, descriptions, parameters, data types and components the compiler
 * writes to its v2 XML and the runtime hands to agents as `AppFunctionMetadata`.
 * Facts: shared/reference/androidx-appfunctions.md §2, §4, §5 and §10, and the compiler's goldens
 * (`appfunctions-compiler/src/test/test-data/output/xml/*.xml`).
 */

/** `AppFunctionDataTypeMetadata` type codes (compiler core/metadata/AppFunctionDataTypeMetadata.kt). */
export const TYPE = {
  UNIT: 0,
  BOOLEAN: 1,
  BYTES: 2,
  OBJECT: 3,
  DOUBLE: 4,
  FLOAT: 5,
  LONG: 6,
  INT: 7,
  STRING: 8,
  ARRAY: 10,
  REFERENCE: 11,
  ALL_OF: 12,
  PARCELABLE: 13,
  ONE_OF: 14,
} as const;

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
  deprecation?: { message: string };
  /** Types the compiler would reject or that could not be resolved in the workspace (not part of the metadata). */
  problems: string[];
}

/** Where a description came from, and why it is empty when it is. */
export interface DescriptionInfo {
  text: string;
  source: 'instruction' | 'kdoc' | 'none';
  /** Set when `text` is empty: why the agent receives no description. */
  reason?: string;
}

/** What the schema builders need from the workspace; `WorkspaceRegistry` provides both. */
export type SchemaRegistry = Pick<WorkspaceView, 'findSerializable' | 'files' | 'version'>;

/**
 * A piece's text with its line structure restored: the model joins a KDoc's lines with one `\n`
 * and drops blank lines, while the compiler keeps them (paragraphs stay `\n\n`).
 */
export function pieceText(piece: TextPiece | undefined): string {
  if (!piece) return '';
  if (piece.segments.length < 2) return piece.text;
  let out = '';
  piece.segments.forEach((segment, i) => {
    if (i > 0) out += '\n'.repeat(Math.max(1, segment.start.line - piece.segments[i - 1].start.line));
    out += piece.text.slice(segment.textOffset, segment.textOffset + segment.length);
  });
  return out;
}

/** The agent-facing text of an `@AppFunctionInstruction`: the decoded string literal when there is one. */
function instructionText(annotations: AnnotationUse[], piece: TextPiece): string {
  const annotation = annotations.find((a) => a.name === 'AppFunctionInstruction');
  const arg = annotation?.args.instruction ?? annotation?.args._0;
  return arg?.stringValue ?? decodeEscapes(piece.text);
}

function decodeEscapes(text: string): string {
  return text.replace(/\\(["\\$nt])/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch));
}

const KOTLIN_BLOCK_TAGS = new Set(['param', 'return', 'constructor', 'receiver', 'property', 'throws', 'exception', 'sample', 'see', 'author', 'since', 'suppress']);

/**
 * The KDoc as the compiler's `sanitizeKDoc` leaves it: every Kotlin block tag (and its continuation
 * lines) removed, other `@tags` kept, trimmed.
 */
export function sanitizedKDoc(doc: DocComment | undefined): string {
  if (!doc) return '';
  const lines = [pieceText(doc.summary)];
  for (const tag of doc.otherTags) {
    if (KOTLIN_BLOCK_TAGS.has(tag.tag)) continue;
    lines.push(`@${tag.tag} ${tag.text?.text ?? ''}`.trimEnd());
  }
  return lines.join('\n').trim();
}

/** The function's description exactly as the agent receives it. */
export function deliveredDescription(fn: FunctionDecl): DescriptionInfo {
  if (fn.instruction) return { text: instructionText(fn.annotations, fn.instruction), source: 'instruction' };
  if (fn.descriptionLiteral) return { text: fn.descriptionLiteral.text, source: 'instruction' };
  if (!fn.docExposed) {
    const reason = fn.doc
      ? l10n.t('isDescribedByKDoc is not true, so the agent receives no description: the KDoc stays in the source.')
      : l10n.t('The function has no @AppFunctionInstruction and isDescribedByKDoc is not true, so the agent receives no description.');
    return { text: '', source: 'none', reason };
  }
  const text = sanitizedKDoc(fn.doc);
  if (text) return { text, source: 'kdoc' };
  return {
    text: '',
    source: 'none',
    reason: fn.doc
      ? l10n.t('isDescribedByKDoc is true but the KDoc has no text besides block tags, so the description is empty.')
      : l10n.t('isDescribedByKDoc is true but the function has no KDoc, so the description is empty.'),
  };
}

/** `@AppFunctionInstruction` on the parameter wins; the `@param` text counts only when the KDoc is exposed. */
export function parameterDescription(fn: FunctionDecl, name: string): string {
  const parameter = fn.parameters.find((p) => p.name === name);
  if (parameter?.instruction) return instructionText(parameter.annotations, parameter.instruction);
  if (!fn.docExposed) return '';
  return (parameter?.doc?.text ?? fn.doc?.params.find((p) => p.name === name)?.text?.text ?? '').trim();
}

/** An instruction on the return type wins (the front end stores it as `doc.returns`), else `@return` when exposed. */
export function responseDescription(fn: FunctionDecl): string {
  const returns = fn.doc?.returns;
  if (!returns) return '';
  const fromInstruction = fn.doc && !positionInRange(returns.range.start, fn.doc.range);
  if (fromInstruction) return decodeEscapes(returns.text?.text ?? '');
  return fn.docExposed ? (returns.text?.text ?? '').trim() : '';
}

/** The object type's description: class `@AppFunctionInstruction` wins, else the KDoc when `isDescribedByKDoc = true`. */
export function serializableDescription(decl: SerializableDecl): string {
  if (decl.instruction) return instructionText(decl.annotations, decl.instruction);
  return decl.describedByDoc === true ? sanitizedKDoc(decl.doc) : '';
}

/** Property KDoc > class `@property` > class `@param` (only when the class is described by KDoc); an instruction always wins. */
export function propertyDescription(decl: SerializableDecl, property: PropertyDecl): string {
  if (property.instruction) return instructionText(property.annotations, property.instruction);
  if (decl.describedByDoc !== true) return '';
  const fromTag = (tags: DocComment['params'] | undefined) => tags?.find((t) => t.name === property.name)?.text?.text;
  return (pieceText(property.doc) || fromTag(decl.doc?.properties) || fromTag(decl.doc?.params) || '').trim();
}


// ---------------------------------------------------------------------------------------------
// Types

const PRIMITIVES: Record<string, number> = {
  Unit: TYPE.UNIT,
  Boolean: TYPE.BOOLEAN,
  ByteArray: TYPE.BYTES,
  Double: TYPE.DOUBLE,
  Float: TYPE.FLOAT,
  Long: TYPE.LONG,
  Int: TYPE.INT,
  String: TYPE.STRING,
};
const PRIMITIVE_ARRAYS: Record<string, number> = {
  IntArray: TYPE.INT,
  LongArray: TYPE.LONG,
  FloatArray: TYPE.FLOAT,
  DoubleArray: TYPE.DOUBLE,
  BooleanArray: TYPE.BOOLEAN,
};

/** `java.time` types the library serialises through proxies, with the proxy's fields (androidx …/internal/serializableproxies). */
export const JAVA_TIME_PROXIES: Record<string, [string, number][]> = {
  'java.time.LocalDateTime': [
    ['year', TYPE.INT],
    ['month', TYPE.INT],
    ['dayOfMonth', TYPE.INT],
    ['hour', TYPE.INT],
    ['minute', TYPE.INT],
    ['second', TYPE.INT],
    ['nanoOfSecond', TYPE.INT],
  ],
  'java.time.LocalDate': [
    ['year', TYPE.INT],
    ['month', TYPE.INT],
    ['dayOfMonth', TYPE.INT],
  ],
  'java.time.LocalTime': [
    ['hour', TYPE.INT],
    ['minute', TYPE.INT],
    ['second', TYPE.INT],
    ['nanoOfSecond', TYPE.INT],
  ],
  'java.time.Instant': [
    ['epochSecond', TYPE.LONG],
    ['nanoAdjustment', TYPE.INT],
  ],
  'java.time.ZoneId': [['zoneID', TYPE.STRING]],
};

export const URI_CLASS = 'android.net.Uri';

/** `@AppFunctionSerializable` classes that ship with the library (current.txt). */
const LIBRARY_SERIALIZABLES: Record<string, { properties: [string, string][] }> = {
  'androidx.appfunctions.AppFunctionUriGrant': { properties: [['uri', 'Uri'], ['modeFlags', 'Int']] },
  'androidx.appfunctions.AppFunctionTextResource': { properties: [['mimeType', 'String'], ['content', 'String']] },
};

const PARCELABLES = new Set(['android.app.PendingIntent', 'android.content.Intent', 'android.os.Bundle']);

interface BuildContext {
  registry: SchemaRegistry;
  components: Map<string, DataTypeMetadata>;
  problems: string[];
}

export interface Scope {
  imports: string[];
  packageName?: string;
}

/**
 * The file each declaration of the workspace came from. Models never change once built, so a
 * model's declarations are registered once, the first time a look-up meets it; after an edit only
 * the new model is read, where scanning every file for every look-up made a schema cost a pass
 * over the workspace for each type it reaches.
 */
const declaredIn = new WeakMap<object, FileModel>();
const registeredModels = new WeakSet<FileModel>();

function fileOf(registry: SchemaRegistry, decl: FunctionDecl | SerializableDecl): FileModel | undefined {
  const known = declaredIn.get(decl);
  if (known) return known;
  for (const model of registry.files()) {
    if (registeredModels.has(model)) continue;
    registeredModels.add(model);
    for (const fn of model.functions) declaredIn.set(fn, model);
    for (const serializable of model.serializables) declaredIn.set(serializable, model);
  }
  return declaredIn.get(decl);
}

/** The imports and package of the file a declaration came from. */
function scopeOf(registry: SchemaRegistry, decl: FunctionDecl | SerializableDecl): Scope {
  const model = fileOf(registry, decl);
  return model ? { imports: model.imports, packageName: model.packageName } : { imports: [] };
}

/** The class behind a serializable: in its own file, else (a declaration split oddly) anywhere. */
function classOf(registry: SchemaRegistry, decl: SerializableDecl): ClassInfo | undefined {
  const own = fileOf(registry, decl)?.classes.find((c) => c.qualifiedName === decl.qualifiedName);
  if (own) return own;
  for (const model of registry.files()) {
    const found = model.classes.find((c) => c.qualifiedName === decl.qualifiedName);
    if (found) return found;
  }
  return undefined;
}

/** The JVM name the compiler uses: package, then classes joined by `$`. */
export function jvmName(decl: SerializableDecl, packageName: string | undefined): string {
  if (packageName && decl.qualifiedName.startsWith(`${packageName}.`)) {
    return `${packageName}.${decl.qualifiedName.slice(packageName.length + 1).split('.').join('$')}`;
  }
  // Without the package: classes conventionally start upper-case, packages lower-case.
  const parts = decl.qualifiedName.split('.');
  const firstClass = parts.findIndex((p) => /^[A-Z]/.test(p));
  if (firstClass <= 0) return parts.join('$').replace(/^\$/, '');
  return `${parts.slice(0, firstClass).join('.')}.${parts.slice(firstClass).join('$')}`;
}

function packageOf(registry: SchemaRegistry, decl: SerializableDecl): string | undefined {
  return scopeOf(registry, decl).packageName;
}

/** The qualified name a written type name refers to, if it is one of the well-known ones. */
function wellKnown(name: string, scope: Scope, qualified: string): boolean {
  if (name === qualified) return true;
  const simple = qualified.slice(qualified.lastIndexOf('.') + 1);
  if (name !== simple) return false;
  const imported = scope.imports.find((i) => i.endsWith(`.${simple}`));
  return !imported || imported === qualified;
}

/** Resolves a written type name to a workspace serializable, preferring imports and the same package. */
export function resolveSerializable(name: string, scope: Scope, registry: SchemaRegistry): SerializableDecl | undefined {
  const first = name.split('.')[0];
  const candidates: string[] = [];
  const imported = scope.imports.find((i) => i.endsWith(`.${first}`));
  if (imported) candidates.push(`${imported}${name.slice(first.length)}`);
  if (scope.packageName) candidates.push(`${scope.packageName}.${name}`);
  candidates.push(name, name.slice(name.lastIndexOf('.') + 1));
  for (const candidate of candidates) {
    const found = registry.findSerializable(candidate);
    if (found) return found;
  }
  return undefined;
}

function stripKotlin(name: string): string {
  return name.replace(/^kotlin\.(collections\.)?/, '');
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
    type = upper.includes('SIMPLE_GLOB') ? PATTERN.SIMPLE_GLOB : upper.includes('ADVANCED_GLOB') ? PATTERN.ADVANCED_GLOB : upper.includes('PREFIX') ? PATTERN.PREFIX : upper.includes('SUFFIX') ? PATTERN.SUFFIX : PATTERN.LITERAL;
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

/** The newest Uri form (§5, §10.6): an inline object with a `uri` string, `format="uri"`, PREFIX matchers for allowed schemes. */
function uriObject(nullable: boolean, constraints: ValueConstraint[]): DataTypeMetadata {
  const uri: DataTypeMetadata = { type: TYPE.STRING, isNullable: false, format: 'uri' };
  const schemes = constraints.filter((c) => c.kind === 'uri').flatMap((c) => c.allowedSchemes);
  if (schemes.length) uri.patternMatchers = schemes.map((scheme) => ({ pattern: `${scheme}:`, type: PATTERN.PREFIX }));
  return { type: TYPE.OBJECT, isNullable: nullable, objectQualifiedName: URI_CLASS, properties: [{ name: 'uri', dataType: uri }], required: ['uri'] };
}

/** Type arguments of a generic serializable, by type parameter name, with the scope they were written in. */
type Substitution = Map<string, { type: TypeRef; scope: Scope }>;

function typeOf(ref: TypeRef | undefined, constraints: ValueConstraint[], scope: Scope, ctx: BuildContext, isItem = false, substitution?: Substitution): DataTypeMetadata {
  if (!ref) return { type: TYPE.UNIT, isNullable: false };
  const bound = substitution?.get(ref.name);
  if (bound) return typeOf({ ...bound.type, nullable: bound.type.nullable || ref.nullable }, constraints, bound.scope, ctx, isItem);
  const nullable = ref.nullable;
  const name = stripKotlin(ref.name);

  if (name in PRIMITIVES) {
    const dataType: DataTypeMetadata = { type: PRIMITIVES[name], isNullable: nullable };
    applyConstraints(dataType, constraints);
    return dataType;
  }
  if (name in PRIMITIVE_ARRAYS) {
    return { type: TYPE.ARRAY, isNullable: nullable, itemType: { type: PRIMITIVE_ARRAYS[name], isNullable: false } };
  }
  if (name === 'List' || name === 'java.util.List' || name === 'MutableList') {
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
  if (wellKnown(name, scope, URI_CLASS)) return uriObject(nullable, constraints);
  for (const qualified of Object.keys(JAVA_TIME_PROXIES)) {
    if (wellKnown(name, scope, qualified)) {
      addProxyComponent(qualified, ctx);
      return { type: TYPE.REFERENCE, isNullable: nullable, dataTypeReference: qualified };
    }
  }
  for (const qualified of PARCELABLES) {
    if (wellKnown(name, scope, qualified)) return { type: TYPE.PARCELABLE, isNullable: nullable, objectQualifiedName: qualified };
  }
  const decl = resolveSerializable(name, scope, ctx.registry);
  if (decl) {
    let reference = jvmName(decl, packageOf(ctx.registry, decl));
    let parameters: Substitution | undefined;
    if (ref.args.length > 0) {
      // A parameterised serializable is referenced by its parameterised name (§10.7), e.g.
      // `com.example.SetField<kotlin.String?>`, and stored once per parameterisation.
      const args = ref.args.map((arg) => resolveBound(arg, scope, substitution));
      reference = `${reference}<${args.map((a) => qualifiedTypeText(a.type, a.scope, ctx.registry)).join(', ')}>`;
      const names = typeParametersOf(decl, ctx.registry);
      parameters = new Map(names.map((typeParameter, i) => [typeParameter, args[i]] as const).filter(([, a]) => !!a));
    }
    addSerializableComponent(decl, reference, ctx, parameters);
    return { type: TYPE.REFERENCE, isNullable: nullable, dataTypeReference: reference };
  }
  for (const [qualified, library] of Object.entries(LIBRARY_SERIALIZABLES)) {
    if (!wellKnown(name, scope, qualified)) continue;
    if (!ctx.components.has(qualified)) {
      const object: DataTypeMetadata = { type: TYPE.OBJECT, isNullable: true, objectQualifiedName: qualified, properties: [], required: [] };
      ctx.components.set(qualified, object);
      const libraryScope = { imports: [URI_CLASS], packageName: 'androidx.appfunctions' };
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

const KOTLIN_NAMES = new Set([...Object.keys(PRIMITIVES), ...Object.keys(PRIMITIVE_ARRAYS)]);

/** A type as the compiler prints it in a parameterised name: `kotlin.Int?`, `com.example.Note`. */
function qualifiedTypeText(ref: TypeRef, scope: Scope, registry: SchemaRegistry): string {
  const name = stripKotlin(ref.name);
  let qualified: string;
  if (KOTLIN_NAMES.has(name)) qualified = `kotlin.${name}`;
  else if (name === 'List') qualified = 'kotlin.collections.List';
  else {
    const decl = resolveSerializable(name, scope, registry);
    qualified = decl ? jvmName(decl, packageOf(registry, decl)) : (scope.imports.find((i) => i.endsWith(`.${name}`)) ?? name);
  }
  const args = ref.args.length ? `<${ref.args.map((a) => qualifiedTypeText(a, scope, registry)).join(', ')}>` : '';
  return `${qualified}${args}${ref.nullable ? '?' : ''}`;
}

/**
 * The type parameters of a generic serializable. The model does not record them, so they are read
 * off the properties: names that are neither a known type nor a workspace class, in order of first
 * use. Exact for the usual one-parameter wrapper (`SetField<T>(val value: T)`).
 */
function typeParametersOf(decl: SerializableDecl, registry: SchemaRegistry): string[] {
  const scope = scopeOf(registry, decl);
  const names: string[] = [];
  const visit = (ref: TypeRef | undefined) => {
    if (!ref) return;
    const name = stripKotlin(ref.name);
    const known =
      KOTLIN_NAMES.has(name) ||
      name === 'List' ||
      name.includes('.') ||
      wellKnown(name, scope, URI_CLASS) ||
      Object.keys(JAVA_TIME_PROXIES).some((q) => wellKnown(name, scope, q)) ||
      scope.imports.some((i) => i.endsWith(`.${name}`)) ||
      !!resolveSerializable(name, scope, registry);
    if (!known && /^[A-Z]\w*$/.test(name) && !names.includes(name)) names.push(name);
    ref.args.forEach(visit);
  };
  for (const property of decl.properties) visit(property.type);
  return names;
}

function addProxyComponent(qualified: string, ctx: BuildContext): void {
  if (ctx.components.has(qualified)) return;
  const fields = JAVA_TIME_PROXIES[qualified];
  ctx.components.set(qualified, {
    type: TYPE.OBJECT,
    isNullable: true,
    objectQualifiedName: qualified,
    properties: fields.map(([name, type]) => ({ name, dataType: { type, isNullable: false } })),
    required: fields.map(([name]) => name),
  });
}

/** The object (or ALL_OF, with serializable supertypes) the compiler stores once in the components. */
function addSerializableComponent(decl: SerializableDecl, reference: string, ctx: BuildContext, substitution?: Substitution): void {
  if (ctx.components.has(reference)) return;
  const object: DataTypeMetadata = { type: TYPE.OBJECT, isNullable: true, objectQualifiedName: reference };
  // Registered before the properties are read, so a recursive type refers to itself and stops.
  ctx.components.set(reference, object);
  const scope = scopeOf(ctx.registry, decl);
  const description = serializableDescription(decl);
  const classInfo = classOf(ctx.registry, decl);
  const supers: { decl: SerializableDecl; reference: string }[] = [];
  for (const superType of classInfo?.superTypes ?? []) {
    const superDecl = resolveSerializable(superType.replace(/\(.*$/s, '').trim(), scope, ctx.registry);
    if (superDecl && superDecl !== decl) supers.push({ decl: superDecl, reference: jvmName(superDecl, packageOf(ctx.registry, superDecl)) });
  }
  const inherited = new Set(supers.flatMap((s) => s.decl.properties.map((p) => p.name)));
  const own = decl.properties.filter((p) => p.hasValOrVar && !inherited.has(p.name));
  const properties = own.map((property) => {
    const dataType = typeOf(property.type, property.constraints, scope, ctx, false, substitution);
    const text = propertyDescription(decl, property);
    if (text) dataType.description = text;
    return { name: property.name, dataType };
  });
  const required = own.filter((p) => !p.defaultValue).map((p) => p.name);
  if (supers.length === 0) {
    if (description) object.description = description;
    object.properties = properties;
    object.required = required;
    return;
  }
  for (const s of supers) addSerializableComponent(s.decl, s.reference, ctx);
  const ownObject: DataTypeMetadata = { type: TYPE.OBJECT, isNullable: true, objectQualifiedName: reference };
  if (description) ownObject.description = description;
  ownObject.properties = properties;
  ownObject.required = required;
  object.type = TYPE.ALL_OF;
  object.allOf = [...supers.map((s) => ({ type: TYPE.REFERENCE, isNullable: true, dataTypeReference: s.reference })), ownObject];
  if (description) object.description = description;
}

function sortedComponents(components: Map<string, DataTypeMetadata>): ComponentMetadata[] {
  return [...components.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, dataType]) => ({ name, dataType }));
}

/** Builds the metadata the compiler generates for one annotated function. */
export function buildAndroidMetadata(fn: FunctionDecl, registry: SchemaRegistry): AndroidFunctionMetadata {
  const ctx: BuildContext = { registry, components: new Map(), problems: [] };
  const scope = scopeOf(registry, fn);
  const parameters: ParameterMetadata[] = [];
  for (const parameter of fn.parameters) {
    // The AppFunctionContext parameter (service era) is not part of the metadata (§10.7).
    if (parameter.isContext) continue;
    parameters.push({
      name: parameter.name,
      // A default value makes a parameter optional; nullable without a default is still required.
      isRequired: !parameter.defaultValue,
      dataType: typeOf(parameter.type, parameter.constraints, scope, ctx),
      description: parameterDescription(fn, parameter.name),
    });
  }
  const valueType = typeOf(fn.returnType, fn.returnConstraints, scope, ctx);
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
  if (fn.isDeprecated) {
    const deprecated = fn.annotations.find((a) => a.name === 'Deprecated');
    metadata.deprecation = { message: deprecated?.args.message?.stringValue ?? deprecated?.args._0?.stringValue ?? '' };
  }
  return metadata;
}

/** The component of one serializable class, plus everything it references. */
export function buildSerializableComponents(decl: SerializableDecl, registry: SchemaRegistry): { name: string; components: ComponentMetadata[]; problems: string[] } {
  const ctx: BuildContext = { registry, components: new Map(), problems: [] };
  const name = jvmName(decl, packageOf(registry, decl));
  addSerializableComponent(decl, name, ctx);
  return { name, components: sortedComponents(ctx.components), problems: [...new Set(ctx.problems)] };
}

// ---------------------------------------------------------------------------------------------
// XML (the v2 "dynamic schema" shape of §5.2, elements in the goldens' order)

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function element(name: string, value: string | number | boolean, indent: string): string {
  return `${indent}<${name}>${escapeXml(String(value))}</${name}>\n`;
}

function dataTypeXml(tag: string, dataType: DataTypeMetadata, indent: string): string {
  const inner = `${indent}    `;
  let out = `${indent}<${tag}>\n`;
  for (const part of dataType.allOf ?? []) out += dataTypeXml('allOf', part, inner);
  if (dataType.dataTypeReference !== undefined) out += element('dataTypeReference', dataType.dataTypeReference, inner);
  out += element('id', 'unused', inner);
  out += element('isNullable', dataType.isNullable, inner);
  if (dataType.objectQualifiedName !== undefined) out += element('objectQualifiedName', dataType.objectQualifiedName, inner);
  if (dataType.itemType) out += dataTypeXml('itemType', dataType.itemType, inner);
  if (dataType.description) out += element('description', dataType.description, inner);
  for (const value of dataType.enumValues ?? []) out += element('enumValues', value, inner);
  for (const property of dataType.properties ?? []) {
    out += `${inner}<properties>\n${dataTypeXml('dataTypeMetadata', property.dataType, `${inner}    `)}${element('id', 'unused', `${inner}    `)}${element('name', property.name, `${inner}    `)}${inner}</properties>\n`;
  }
  for (const name of dataType.required ?? []) out += element('required', name, inner);
  if (dataType.pattern !== undefined) out += element('pattern', dataType.pattern, inner);
  for (const matcher of dataType.patternMatchers ?? []) {
    out += `${inner}<patternMatchers>\n${element('pattern', matcher.pattern, `${inner}    `)}${element('type', matcher.type, `${inner}    `)}${inner}</patternMatchers>\n`;
  }
  if (dataType.format !== undefined) out += element('format', dataType.format, inner);
  out += element('type', dataType.type, inner);
  return `${out}${indent}</${tag}>\n`;
}

/**
 * Renders functions as the compiler's v2 XML (`assets/<appFunctionXmlFileName>`): functions sorted
 * by id, then one component document with every referenced type once, sorted by name.
 */
export function renderAndroidMetadataXml(input: AndroidFunctionMetadata | AndroidFunctionMetadata[]): string {
  const functions = (Array.isArray(input) ? [...input] : [input]).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const components = new Map<string, DataTypeMetadata>();
  for (const fn of functions) for (const component of fn.components) if (!components.has(component.name)) components.set(component.name, component.dataType);
  const ids = [...new Set(functions.map((f) => f.componentsId))];
  const i1 = '    ';
  const i2 = '        ';
  let out = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<appfunctions>\n';
  for (const fn of functions) {
    out += `${i1}<appfunction>\n`;
    out += element('id', fn.id, i2);
    out += element('enabledByDefault', fn.enabled, i2);
    if (fn.description) out += element('description', fn.description, i2);
    for (const parameter of fn.parameters) {
      out += `${i2}<parameters>\n${dataTypeXml('dataTypeMetadata', parameter.dataType, `${i2}    `)}`;
      out += element('id', 'unused', `${i2}    `) + element('isRequired', parameter.isRequired, `${i2}    `) + element('name', parameter.name, `${i2}    `);
      if (parameter.description) out += element('description', parameter.description, `${i2}    `);
      out += `${i2}</parameters>\n`;
    }
    out += `${i2}<response>\n${element('id', 'unused', `${i2}    `)}${dataTypeXml('valueType', fn.response.valueType, `${i2}    `)}`;
    if (fn.response.description) out += element('description', fn.response.description, `${i2}    `);
    out += `${i2}</response>\n`;
    if (fn.deprecation) out += `${i2}<deprecation>\n${element('message', fn.deprecation.message, `${i2}    `)}${i2}</deprecation>\n`;
    out += element('functionId', fn.id, i2);
    out += `${i1}</appfunction>\n`;
  }
  if (components.size > 0) {
    out += `${i1}<AppFunctionComponentMetadataDocument>\n`;
    for (const [name, dataType] of [...components.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      out += `${i2}<dataTypes>\n${dataTypeXml('dataTypeMetadata', dataType, `${i2}    `)}${element('id', 'unused', `${i2}    `)}${element('name', name, `${i2}    `)}${i2}</dataTypes>\n`;
    }
    out += element('id', ids.length === 1 ? ids[0] : 'unused', i2);
    out += `${i1}</AppFunctionComponentMetadataDocument>\n`;
  }
  return `${out}</appfunctions>\n`;
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

/** The imports and package of the file that declares a function. */
export function functionScope(fn: FunctionDecl, registry: SchemaRegistry): Scope {
  return scopeOf(registry, fn);
}

/** The imports and package of the file that declares a serializable. */
export function serializableScope(decl: SerializableDecl, registry: SchemaRegistry): Scope {
  return scopeOf(registry, decl);
}

import type { ClassInfo, FunctionDecl, KotlinEra, ParameterDecl, TypeRef } from '../../model/declarations';
import type { FileModel } from '../../model/file-model';
import type { WorkspaceView } from '../../model/workspace-view';
import { DeclarationsByName } from '../../registry/declarations-by-name';

/**
 * What the appfunctions KSP compiler knows about types, and how we resolve the names written in a
 * Kotlin file to the qualified names it prints. Shared by the compiler-* rules; facts from
 * reference/androidx-appfunctions.md §2 and the compiler's AppFunctionTypeReference.kt.
 */

const SINGLE_PRIMITIVES = ['kotlin.Int', 'kotlin.Long', 'kotlin.Float', 'kotlin.Double', 'kotlin.Boolean', 'kotlin.String', 'kotlin.Unit', 'kotlin.ByteArray'];
const PRIMITIVE_ARRAYS = ['kotlin.IntArray', 'kotlin.LongArray', 'kotlin.FloatArray', 'kotlin.DoubleArray', 'kotlin.BooleanArray'];
const PROXIES = ['java.time.LocalDateTime', 'android.net.Uri', 'java.time.ZoneId', 'java.time.Instant', 'java.time.LocalDate', 'java.time.LocalTime'];

/** `SUPPORTED_TYPES_STRING` exactly as the newest compiler prints it inside its messages. */
export const SUPPORTED_TYPES_STRING = [...SINGLE_PRIMITIVES, ...PRIMITIVE_ARRAYS, ...PROXIES].join(',\n') + '\nLists of kotlin.String';

const SUPPORTED = new Set([...SINGLE_PRIMITIVES, ...PRIMITIVE_ARRAYS, ...PROXIES]);
const LIST = 'kotlin.collections.List';
export const URI = 'android.net.Uri';
const PARCELABLE = 'android.os.Parcelable';
/** A Parcelable the compiler accepted from alpha01 on (then as a primitive, later as a Parcelable). */
const PENDING_INTENT = 'android.app.PendingIntent';

/** `TYPE_TO_DEFAULT_VALUE_MAP` keys: the only non-null types that may have a default value. */
const OPTIONAL_ALLOWED = new Set(['kotlin.Int', 'kotlin.Long', 'kotlin.Double', 'kotlin.Float', 'kotlin.Boolean', 'kotlin.IntArray', 'kotlin.LongArray', 'kotlin.ByteArray', 'kotlin.DoubleArray', 'kotlin.FloatArray', 'kotlin.BooleanArray', LIST]);

/** Names every Kotlin/JVM file sees without an import (the ones that matter for signatures). */
const DEFAULT_IMPORTS: Record<string, string> = Object.fromEntries([
  ...['Int', 'Long', 'Float', 'Double', 'Boolean', 'String', 'Unit', 'Byte', 'Short', 'Char', 'Any', 'Nothing', 'Number', 'Array', 'Pair', 'Triple', 'Result', 'Enum', 'Comparable', 'CharSequence', 'Throwable', 'UInt', 'ULong', 'UByte', 'UShort']
    .map((n) => [n, `kotlin.${n}`]),
  ...['ByteArray', 'IntArray', 'LongArray', 'FloatArray', 'DoubleArray', 'BooleanArray', 'CharArray', 'ShortArray'].map((n) => [n, `kotlin.${n}`]),
  ...['List', 'MutableList', 'Map', 'MutableMap', 'Set', 'MutableSet', 'Collection', 'MutableCollection', 'Iterable', 'MutableIterable', 'Iterator', 'Sequence']
    .map((n) => [n, n === 'Sequence' ? 'kotlin.sequences.Sequence' : `kotlin.collections.${n}`]),
  // Type aliases the compiler sees expanded to their JVM classes.
  ['ArrayList', 'java.util.ArrayList'],
  ['HashMap', 'java.util.HashMap'],
  ['HashSet', 'java.util.HashSet'],
  ['LinkedHashMap', 'java.util.LinkedHashMap'],
  ['LinkedHashSet', 'java.util.LinkedHashSet'],
  ['Object', 'java.lang.Object'],
  ['Integer', 'java.lang.Integer'],
]);

/** Library classes a wildcard import can bring in that we know by name. */
const KNOWN_LIBRARY_CLASSES = new Set([
  ...PROXIES, PENDING_INTENT, PARCELABLE, 'java.time.ZonedDateTime', 'java.time.OffsetDateTime', 'java.time.Duration', 'java.util.Date', 'java.util.UUID',
  'android.app.Service', 'androidx.appfunctions.AppFunctionService', 'androidx.appfunctions.ExtensionsAppFunctionService', 'androidx.appfunctions.AppFunctionContext',
]);

/**
 * Packages whose classes can never be AppFunction types beyond the supported ones: they are not
 * `@AppFunctionSerializable` and not Parcelable. A class from any other library is judged unknown.
 */
const CLOSED_PACKAGES = ['kotlin.', 'kotlinx.', 'java.', 'javax.'];

/** A class declared in the workspace, with the file whose imports resolve its own references. */
export interface ClassEntry {
  file: FileModel;
  info: ClassInfo;
}

/**
 * Every class of the workspace by qualified name; a name declared twice resolves to the first
 * declaration in file order. Kept per workspace and patched where file models were replaced (an
 * edit replaces one), so resolving names after a keystroke does not re-read every file.
 */
class ClassIndex {
  files: readonly FileModel[] = [];
  readonly #byName = new DeclarationsByName<ClassEntry>();

  constructor(files: readonly FileModel[]) {
    this.update(files);
  }

  /** Brings the index to these files; a list of another length (files added, removed) is read afresh. */
  update(files: readonly FileModel[]): void {
    if (files === this.files) return;
    if (files.length !== this.files.length) {
      this.#byName.clear();
      files.forEach((model, i) => this.#add(i, model));
    } else {
      const replaced: number[] = [];
      for (let i = 0; i < files.length; i++) if (files[i] !== this.files[i]) replaced.push(i);
      // All removals first: a model that moved to another place is removed, then added there.
      for (const i of replaced) this.#remove(this.files[i]);
      for (const i of replaced) this.#add(i, files[i]);
    }
    this.files = files;
  }

  get(qualifiedName: string): ClassEntry | undefined {
    return this.#byName.first(qualifiedName);
  }

  has(qualifiedName: string): boolean {
    return this.#byName.has(qualifiedName);
  }

  #add(fileIndex: number, model: FileModel): void {
    if (model.language !== 'kotlin') return;
    model.classes.forEach((info, position) => this.#byName.add(info.qualifiedName, fileIndex, position, { file: model, info }));
  }

  #remove(model: FileModel): void {
    if (model.language !== 'kotlin') return;
    for (const info of model.classes) this.#byName.remove(info.qualifiedName, (entry) => entry.file === model);
  }
}

const indexCache = new WeakMap<object, ClassIndex>();

/** Every class of the workspace by qualified name (see {@link ClassIndex}), `file`'s included. */
export function workspaceIndex(workspace: WorkspaceView, file: FileModel): ClassIndex {
  const files = workspace.files();
  const indexed = workspace.files !== undefined && (workspace.get ? workspace.get(file.uri) === file : files.includes(file));
  // A candidate text outside the workspace (a fix being checked) gets an index of its own,
  // leaving the shared one alone.
  if (!indexed) return new ClassIndex([...files, file]);
  let index = indexCache.get(workspace);
  if (index) index.update(files);
  else indexCache.set(workspace, (index = new ClassIndex(files)));
  return index;
}

export type Resolved = { kind: 'class'; qualifiedName: string; entry?: ClassEntry } | { kind: 'type-parameter' } | { kind: 'unresolved' };

/** Resolves names written in one file the way the Kotlin compiler does, as far as the workspace tells. */
export class TypeResolver {
  readonly index: ClassIndex;

  constructor(
    readonly file: FileModel,
    readonly workspace: WorkspaceView,
  ) {
    this.index = workspaceIndex(workspace, file);
  }

  /** A resolver for another file of the same workspace (for a class declared there). */
  forFile(file: FileModel): TypeResolver {
    return file === this.file ? this : new TypeResolver(file, this.workspace);
  }

  /**
   * Resolves `name` (`Note`, `Outer.Inner`, `android.net.Uri`) seen inside `scope` (the class the
   * reference is written in, for nested names) with `typeParameters` in view.
   */
  resolve(name: string, scope?: ClassInfo, typeParameters: readonly string[] = []): Resolved {
    const parts = name.split('.');
    if (parts.length === 1 && typeParameters.includes(name)) return { kind: 'type-parameter' };
    const first = this.#resolveFirst(parts[0], scope);
    if (!first) {
      // `android.net.Uri` written out in full.
      if (parts.length > 1 && /^[a-z]/.test(parts[0])) return this.#cls(name);
      return { kind: 'unresolved' };
    }
    return this.#cls([first, ...parts.slice(1)].join('.'));
  }

  #cls(qualifiedName: string): Resolved {
    return { kind: 'class', qualifiedName, entry: this.index.get(qualifiedName) };
  }

  #resolveFirst(simple: string, scope?: ClassInfo): string | undefined {
    // Nested classes of the enclosing classes, innermost first.
    for (let owner = scope?.qualifiedName; owner; owner = this.index.has(parent(owner)) ? parent(owner) : undefined) {
      if (this.index.has(`${owner}.${simple}`)) return `${owner}.${simple}`;
    }
    const explicit = this.file.imports.find((i) => !i.endsWith('.*') && i.endsWith(`.${simple}`));
    if (explicit) return explicit;
    const samePackage = this.file.packageName ? `${this.file.packageName}.${simple}` : simple;
    if (this.index.has(samePackage)) return samePackage;
    for (const star of this.file.imports.filter((i) => i.endsWith('.*'))) {
      const candidate = `${star.slice(0, -2)}.${simple}`;
      if (this.index.has(candidate) || KNOWN_LIBRARY_CLASSES.has(candidate)) return candidate;
    }
    return DEFAULT_IMPORTS[simple];
  }

  /** The type as KotlinPoet's `toTypeName()` prints it: qualified names, arguments and `?`. */
  render(type: TypeRef, scope?: ClassInfo, typeParameters: readonly string[] = []): string {
    const resolved = this.resolve(type.name, scope, typeParameters);
    const base = resolved.kind === 'class' ? resolved.qualifiedName : type.name;
    const args = type.args.length > 0 ? `<${type.args.map((a) => this.render(a, scope, typeParameters)).join(', ')}>` : '';
    return `${base}${args}${type.nullable ? '?' : ''}`;
  }
}

function parent(qualifiedName: string): string {
  return qualifiedName.slice(0, Math.max(0, qualifiedName.lastIndexOf('.')));
}

/** How the compiler will judge a type used in a signature or as a serializable property. */
export type TypeVerdict =
  | { status: 'ok' }
  /** We cannot know (a library class we have not seen, a type parameter, an unresolved name). */
  | { status: 'unknown' }
  /** The bare `android.os.Parcelable`. */
  | { status: 'bare-parcelable' }
  | {
      status: 'unsupported';
      /** The qualified name of the whole type (`kotlin.collections.List` for `List<Int>`). */
      self: string;
      /** The list's item type for lists, else the type itself: what the parameter message prints. */
      item: string;
      /** Why, for the plain-language half of the message. */
      reason: UnsupportedReason;
    };

export type UnsupportedReason = 'primitive-list' | 'array' | 'map-or-set' | 'enum' | 'not-annotated' | 'small-number' | 'any' | 'date-time' | 'other';

/**
 * Judges `type` as `isSupportedType` does (nullability ignored). Conservative: a class from a
 * library we cannot see is `unknown`, never `unsupported`.
 */
export function judgeType(resolver: TypeResolver, type: TypeRef, scope?: ClassInfo, typeParameters: readonly string[] = []): TypeVerdict {
  const outer = resolver.resolve(type.name, scope, typeParameters);
  if (outer.kind !== 'class') return { status: 'unknown' };
  const self = outer.qualifiedName;
  if (self === LIST) {
    const item = type.args[0];
    if (!item) return { status: 'unknown' };
    const resolvedItem = resolver.resolve(item.name, scope, typeParameters);
    if (resolvedItem.kind !== 'class') return { status: 'unknown' };
    const itemName = resolvedItem.qualifiedName;
    if (itemName === 'kotlin.String' || PROXIES.includes(itemName)) return { status: 'ok' };
    if (SUPPORTED.has(itemName)) return { status: 'unsupported', self, item: itemName, reason: 'primitive-list' };
    const verdict = judgeClass(resolver, resolvedItem);
    if (verdict.status === 'unsupported') return { ...verdict, self };
    return verdict;
  }
  if (SUPPORTED.has(self) || self === PENDING_INTENT) return { status: 'ok' };
  return judgeClass(resolver, outer);
}

function judgeClass(resolver: TypeResolver, resolved: Extract<Resolved, { kind: 'class' }>): TypeVerdict {
  const name = resolved.qualifiedName;
  if (name === PARCELABLE) return { status: 'bare-parcelable' };
  if (name === PENDING_INTENT || PROXIES.includes(name)) return { status: 'ok' };
  const unsupported = (reason: UnsupportedReason): TypeVerdict => ({ status: 'unsupported', self: name, item: name, reason });
  if (resolved.entry) {
    const { info, file } = resolved.entry;
    if (info.annotations.some((a) => SERIALIZABLE_LIKE.has(a.name))) return { status: 'ok' };
    // Error recovery can drop a class's annotations (half-typed code, grammar gaps): claim nothing then.
    if (file.syntaxErrors.length > 0) return { status: 'unknown' };
    const parcelable = extendsParcelable(resolver.forFile(file), info, new Set());
    if (parcelable !== false) return { status: parcelable === true ? 'ok' : 'unknown' };
    return unsupported(info.modifiers?.includes('enum') ? 'enum' : 'not-annotated');
  }
  if (!CLOSED_PACKAGES.some((p) => name.startsWith(p))) return { status: 'unknown' };
  if (SUPPORTED.has(name)) return { status: 'ok' };
  return unsupported(reasonFor(name));
}

/** Annotations that make the compiler accept a class as an object type. */
const SERIALIZABLE_LIKE = new Set(['AppFunctionSerializable', 'AppFunctionSerializableInterface', 'AppFunctionSerializableProxy']);

/** True when the class implements Parcelable, false when it certainly does not, undefined when unknown. */
function extendsParcelable(resolver: TypeResolver, info: ClassInfo, seen: Set<string>): boolean | undefined {
  if (seen.has(info.qualifiedName)) return false;
  seen.add(info.qualifiedName);
  let unknown = false;
  for (const superType of info.superTypes) {
    const resolved = resolver.resolve(superType, info);
    if (resolved.kind !== 'class') {
      unknown = true;
      continue;
    }
    if (resolved.qualifiedName === PARCELABLE) return true;
    if (resolved.entry) {
      const inner = extendsParcelable(resolver.forFile(resolved.entry.file), resolved.entry.info, seen);
      if (inner === true) return true;
      if (inner === undefined) unknown = true;
    } else if (!CLOSED_PACKAGES.some((p) => resolved.qualifiedName.startsWith(p))) {
      unknown = true;
    }
  }
  return unknown ? undefined : false;
}

function reasonFor(name: string): UnsupportedReason {
  if (name === 'kotlin.Array' || /^kotlin\.(Char|Short)Array$/.test(name)) return 'array';
  if (/^(kotlin\.collections\.(Mutable)?(Map|Set)|java\.util\.(Linked)?Hash(Map|Set))$/.test(name)) return 'map-or-set';
  if (/^kotlin\.(Byte|Short|Char|UInt|ULong|UByte|UShort|Number)$/.test(name)) return 'small-number';
  if (name === 'kotlin.Any' || name === 'java.lang.Object') return 'any';
  if (/^java\.(time\.(ZonedDateTime|OffsetDateTime)|util\.Date)$/.test(name)) return 'date-time';
  return 'other';
}

/** True when the parser recovered from an error at or above `line`: declarations there may be incomplete. */
export function syntaxErrorAtOrAbove(file: FileModel, line: number): boolean {
  return file.syntaxErrors.some((e) => e.start.line <= line);
}

/** Whether a non-null type with this qualified name may have a default value. */
export function mayBeOptional(qualifiedName: string): boolean {
  return OPTIONAL_ALLOWED.has(qualifiedName);
}

/** The annotated functions of a Kotlin file (the ones the compiler processes). */
export function appFunctions(file: FileModel): FunctionDecl[] {
  return file.language === 'kotlin' ? file.functions.filter((fn) => fn.kind === 'android-appfunction') : [];
}

/**
 * The parameters the compiler validates: all of them inside an entry point; all but the first
 * (the context) elsewhere. A context parameter is never judged as a type (see docs/compiler-parity.md).
 */
export function checkedParameters(fn: FunctionDecl): ParameterDecl[] {
  const inEntryPoint = fn.enclosingClass?.isEntryPoint === true;
  return fn.parameters.filter((p, i) => !p.isContext && (inEntryPoint || i > 0 || !fn.enclosingClass));
}

/** The era the compiler messages follow for a declaration (undefined: the file names none). */
export function eraOf(file: FileModel, fn?: FunctionDecl): KotlinEra | undefined {
  return fn?.era ?? file.era;
}

/** `com.example.Outer.Inner` -> `Outer$Inner`: the JVM class name the compiler prints. */
export function jvmClassName(info: ClassInfo, packageName: string | undefined): string {
  const withoutPackage = packageName && info.qualifiedName.startsWith(`${packageName}.`) ? info.qualifiedName.slice(packageName.length + 1) : info.qualifiedName;
  return withoutPackage.replace(/\./g, '$');
}

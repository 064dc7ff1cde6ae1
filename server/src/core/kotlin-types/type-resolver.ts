import type { ClassInfo, TypeRef } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import { workspaceIndex, type ClassEntry, type ClassIndex } from './class-index';
import { PARCELABLE, PENDING_INTENT, SUPPORTED_TYPES } from './supported-types';
import { ownEntry } from '../model/own-entry';

/** Names every Kotlin/JVM file sees without an import (the ones that matter for signatures). */
const DEFAULT_IMPORTS: Record<string, string> = Object.fromEntries([
  ...[
    'Int',
    'Long',
    'Float',
    'Double',
    'Boolean',
    'String',
    'Unit',
    'Byte',
    'Short',
    'Char',
    'Any',
    'Nothing',
    'Number',
    'Array',
    'Pair',
    'Triple',
    'Result',
    'Enum',
    'Comparable',
    'CharSequence',
    'Throwable',
    'UInt',
    'ULong',
    'UByte',
    'UShort',
  ].map((n) => [n, `kotlin.${n}`]),
  ...['ByteArray', 'IntArray', 'LongArray', 'FloatArray', 'DoubleArray', 'BooleanArray', 'CharArray', 'ShortArray'].map((n) => [n, `kotlin.${n}`]),
  ...['List', 'MutableList', 'Map', 'MutableMap', 'Set', 'MutableSet', 'Collection', 'MutableCollection', 'Iterable', 'MutableIterable', 'Iterator', 'Sequence'].map((n) => [
    n,
    n === 'Sequence' ? 'kotlin.sequences.Sequence' : `kotlin.collections.${n}`,
  ]),
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
  ...SUPPORTED_TYPES.filter((t) => t.kind === 'uri' || t.kind === 'proxy').map((t) => t.name),
  PENDING_INTENT,
  PARCELABLE,
  'java.time.ZonedDateTime',
  'java.time.OffsetDateTime',
  'java.time.Duration',
  'java.util.Date',
  'java.util.UUID',
  'android.app.Service',
  'androidx.appfunctions.AppFunctionService',
  'androidx.appfunctions.ExtensionsAppFunctionService',
  'androidx.appfunctions.AppFunctionContext',
]);

/** What a written type name refers to. */
export type Resolved = { kind: 'class'; qualifiedName: string; entry?: ClassEntry } | { kind: 'type-parameter' } | { kind: 'unresolved' };

/**
 * Resolves names written in one file the way the Kotlin compiler does, as far as the workspace
 * tells: through the enclosing classes, explicit imports, the package, star imports and Kotlin's
 * default imports. The compiler-* rules judge what it finds.
 */
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
    // `split` returns one part at least.
    const head = parts[0] ?? name;
    if (parts.length === 1 && typeParameters.includes(name)) return { kind: 'type-parameter' };
    const first = this.#resolveFirst(head, scope);
    if (!first) {
      // `android.net.Uri` written out in full.
      if (parts.length > 1 && /^[a-z]/.test(head)) return this.#cls(name);
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
    return ownEntry(DEFAULT_IMPORTS, simple);
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

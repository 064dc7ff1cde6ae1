import type { SerializableDecl, TypeRef } from '../model/declarations';
import { packageOf, scopeOf, type DeclarationSource, type Scope } from './declaration-scope';
import { jvmName } from './jvm-names';
import { LIBRARY_PARCELABLES, LIBRARY_SERIALIZABLES, SUPPORTED_TYPES, type SupportedType } from './supported-types';

/**
 * Type names as the Android metadata builder reads them: written names looked up in the table of
 * supported types by their Kotlin simple name, library types by the file's imports, and classes
 * among the workspace's serializables. Unlike `TypeResolver` it never gives up on a name:
 * the metadata shows something for every type, and lists the names it could not place.
 */

/** `kotlin.collections.List` -> `List`: the builder compares Kotlin names without their package. */
export function stripKotlin(name: string): string {
  return name.replace(/^kotlin\.(collections\.)?/, '');
}

type KotlinType = Extract<SupportedType, { kind: 'primitive' | 'primitive-array' }>;
type ProxyType = Extract<SupportedType, { kind: 'uri' | 'proxy' }>;

const KOTLIN_BY_SIMPLE_NAME = new Map(SUPPORTED_TYPES.filter((t): t is KotlinType => t.kind === 'primitive' || t.kind === 'primitive-array').map((t) => [stripKotlin(t.name), t]));
const PROXIES = SUPPORTED_TYPES.filter((t): t is ProxyType => t.kind === 'uri' || t.kind === 'proxy');

/** The primitive or primitive array a name (without `kotlin.`) stands for. */
export function kotlinType(name: string): KotlinType | undefined {
  return KOTLIN_BY_SIMPLE_NAME.get(name);
}

/** Whether a written name (without `kotlin.`) is a list. */
export function isListName(name: string): boolean {
  return name === 'List' || name === 'java.util.List' || name === 'MutableList';
}

/**
 * Whether a written name refers to the library class `qualified`: written in full, or by its
 * simple name when no import brings in another class of that name.
 */
export function namesType(name: string, scope: Scope, qualified: string): boolean {
  if (name === qualified) return true;
  const simple = qualified.slice(qualified.lastIndexOf('.') + 1);
  if (name !== simple) return false;
  const imported = scope.imports.find((i) => i.endsWith(`.${simple}`));
  return !imported || imported === qualified;
}

/** The proxied type (Uri or a java.time type) a written name refers to. */
export function proxyType(name: string, scope: Scope): ProxyType | undefined {
  return PROXIES.find((type) => namesType(name, scope, type.name));
}

/** The library Parcelable a written name refers to. */
export function libraryParcelable(name: string, scope: Scope): string | undefined {
  return LIBRARY_PARCELABLES.find((qualified) => namesType(name, scope, qualified));
}

/** The library serializable class a written name refers to, with its properties. */
export function librarySerializable(name: string, scope: Scope): { qualifiedName: string; properties: readonly (readonly [string, string])[] } | undefined {
  for (const [qualifiedName, library] of Object.entries(LIBRARY_SERIALIZABLES)) {
    if (namesType(name, scope, qualifiedName)) return { qualifiedName, properties: library.properties };
  }
  return undefined;
}

/** The qualified names a written name may stand for, in order: through its import, in the file's package, as written. */
export function qualifiedCandidates(name: string, scope: Scope): string[] {
  // `split` returns one part at least.
  const first = name.split('.')[0] ?? name;
  const candidates: string[] = [];
  const imported = scope.imports.find((i) => i.endsWith(`.${first}`));
  if (imported) candidates.push(`${imported}${name.slice(first.length)}`);
  if (scope.packageName) candidates.push(`${scope.packageName}.${name}`);
  candidates.push(name);
  return candidates;
}

/** Resolves a written type name to a workspace serializable, preferring imports and the same package. */
export function resolveSerializable(name: string, scope: Scope, source: DeclarationSource): SerializableDecl | undefined {
  for (const candidate of [...qualifiedCandidates(name, scope), name.slice(name.lastIndexOf('.') + 1)]) {
    const found = source.findSerializable(candidate);
    if (found) return found;
  }
  return undefined;
}

/** A type as the compiler prints it in a parameterised name: `kotlin.Int?`, `com.example.Note`. */
export function qualifiedTypeText(ref: TypeRef, scope: Scope, source: DeclarationSource): string {
  const name = stripKotlin(ref.name);
  let qualified: string;
  if (kotlinType(name)) qualified = `kotlin.${name}`;
  else if (name === 'List') qualified = 'kotlin.collections.List';
  else {
    const decl = resolveSerializable(name, scope, source);
    qualified = decl ? jvmName(decl, packageOf(source, decl)) : (scope.imports.find((i) => i.endsWith(`.${name}`)) ?? name);
  }
  const args = ref.args.length ? `<${ref.args.map((a) => qualifiedTypeText(a, scope, source)).join(', ')}>` : '';
  return `${qualified}${args}${ref.nullable ? '?' : ''}`;
}

/**
 * The type parameters of a generic serializable. The model does not record them, so they are read
 * off the properties: names that are neither a known type nor a workspace class, in order of first
 * use. Exact for the usual one-parameter wrapper (`SetField<T>(val value: T)`).
 */
export function serializableTypeParameters(decl: SerializableDecl, source: DeclarationSource): string[] {
  const scope = scopeOf(source, decl);
  const names: string[] = [];
  const visit = (ref: TypeRef | undefined) => {
    if (!ref) return;
    const name = stripKotlin(ref.name);
    const known =
      !!kotlinType(name) ||
      name === 'List' ||
      name.includes('.') ||
      !!proxyType(name, scope) ||
      scope.imports.some((i) => i.endsWith(`.${name}`)) ||
      !!resolveSerializable(name, scope, source);
    if (!known && /^[A-Z]\w*$/.test(name) && !names.includes(name)) names.push(name);
    ref.args.forEach(visit);
  };
  for (const property of decl.properties) visit(property.type);
  return names;
}

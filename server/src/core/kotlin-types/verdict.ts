import type { ClassInfo, TypeRef } from '../model/declarations';
import { inClosedPackage, isProxy, LIST, PARCELABLE, PENDING_INTENT, SERIALIZABLE_LIKE, supportedType } from './supported-types';
import type { Resolved, TypeResolver } from './type-resolver';

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

/** Why the compiler rejects a type, for the advice that follows its message. */
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
    if (itemName === 'kotlin.String' || isProxy(itemName)) return { status: 'ok' };
    if (supportedType(itemName)) return { status: 'unsupported', self, item: itemName, reason: 'primitive-list' };
    const verdict = judgeClass(resolver, resolvedItem);
    if (verdict.status === 'unsupported') return { ...verdict, self };
    return verdict;
  }
  if (supportedType(self) || self === PENDING_INTENT) return { status: 'ok' };
  return judgeClass(resolver, outer);
}

function judgeClass(resolver: TypeResolver, resolved: Extract<Resolved, { kind: 'class' }>): TypeVerdict {
  const name = resolved.qualifiedName;
  if (name === PARCELABLE) return { status: 'bare-parcelable' };
  if (name === PENDING_INTENT || isProxy(name)) return { status: 'ok' };
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
  if (!inClosedPackage(name)) return { status: 'unknown' };
  if (supportedType(name)) return { status: 'ok' };
  return unsupported(reasonFor(name));
}

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
    } else if (!inClosedPackage(resolved.qualifiedName)) {
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

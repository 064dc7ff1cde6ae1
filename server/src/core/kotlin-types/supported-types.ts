/**
 * The one table of what the appfunctions compiler knows about Kotlin types: the types it maps to a
 * data type of its own, the library types it treats specially (Uri, the java.time proxies,
 * Parcelables, the library's serializable classes) and which of them may have a default value.
 * The compiler-* rules judge types against it and the Android metadata builder maps types with it,
 * so a rule and a hover cannot disagree about which types the compiler supports.
 * Facts: reference/androidx-appfunctions.md §2 and §4, the compiler's AppFunctionTypeReference.kt
 * and AppFunctionDataTypeMetadata.kt.
 */

/** `AppFunctionDataTypeMetadata` type codes: what the compiler maps a type to in the metadata. */
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

/** One supported type, as the compiler maps it. */
export type SupportedType =
  /** A single value: `code` is its data type. */
  | { name: string; kind: 'primitive'; code: number; mayBeOptional: boolean }
  /** A primitive array: an ARRAY whose items are `code`. */
  | { name: string; kind: 'primitive-array'; code: number; mayBeOptional: boolean }
  /** `android.net.Uri`: an inline object holding a `uri` string. */
  | { name: string; kind: 'uri'; mayBeOptional: false }
  /** A java.time type the library serialises through a proxy object with these fields (…/internal/serializableproxies). */
  | { name: string; kind: 'proxy'; fields: readonly (readonly [string, number])[]; mayBeOptional: false };

export const URI = 'android.net.Uri';
export const LIST = 'kotlin.collections.List';
export const PARCELABLE = 'android.os.Parcelable';
/** A Parcelable the compiler accepted from alpha01 on (then as a primitive, later as a Parcelable). */
export const PENDING_INTENT = 'android.app.PendingIntent';

/**
 * `SUPPORTED_TYPES` in the order the newest compiler prints them; `mayBeOptional` marks the keys
 * of `TYPE_TO_DEFAULT_VALUE_MAP` (with List, the only non-null types that may have a default value).
 */
export const SUPPORTED_TYPES: readonly SupportedType[] = [
  { name: 'kotlin.Int', kind: 'primitive', code: TYPE.INT, mayBeOptional: true },
  { name: 'kotlin.Long', kind: 'primitive', code: TYPE.LONG, mayBeOptional: true },
  { name: 'kotlin.Float', kind: 'primitive', code: TYPE.FLOAT, mayBeOptional: true },
  { name: 'kotlin.Double', kind: 'primitive', code: TYPE.DOUBLE, mayBeOptional: true },
  { name: 'kotlin.Boolean', kind: 'primitive', code: TYPE.BOOLEAN, mayBeOptional: true },
  { name: 'kotlin.String', kind: 'primitive', code: TYPE.STRING, mayBeOptional: false },
  { name: 'kotlin.Unit', kind: 'primitive', code: TYPE.UNIT, mayBeOptional: false },
  { name: 'kotlin.ByteArray', kind: 'primitive', code: TYPE.BYTES, mayBeOptional: true },
  { name: 'kotlin.IntArray', kind: 'primitive-array', code: TYPE.INT, mayBeOptional: true },
  { name: 'kotlin.LongArray', kind: 'primitive-array', code: TYPE.LONG, mayBeOptional: true },
  { name: 'kotlin.FloatArray', kind: 'primitive-array', code: TYPE.FLOAT, mayBeOptional: true },
  { name: 'kotlin.DoubleArray', kind: 'primitive-array', code: TYPE.DOUBLE, mayBeOptional: true },
  { name: 'kotlin.BooleanArray', kind: 'primitive-array', code: TYPE.BOOLEAN, mayBeOptional: true },
  {
    name: 'java.time.LocalDateTime',
    kind: 'proxy',
    fields: [
      ['year', TYPE.INT],
      ['month', TYPE.INT],
      ['dayOfMonth', TYPE.INT],
      ['hour', TYPE.INT],
      ['minute', TYPE.INT],
      ['second', TYPE.INT],
      ['nanoOfSecond', TYPE.INT],
    ],
    mayBeOptional: false,
  },
  { name: URI, kind: 'uri', mayBeOptional: false },
  { name: 'java.time.ZoneId', kind: 'proxy', fields: [['zoneID', TYPE.STRING]], mayBeOptional: false },
  {
    name: 'java.time.Instant',
    kind: 'proxy',
    fields: [
      ['epochSecond', TYPE.LONG],
      ['nanoAdjustment', TYPE.INT],
    ],
    mayBeOptional: false,
  },
  {
    name: 'java.time.LocalDate',
    kind: 'proxy',
    fields: [
      ['year', TYPE.INT],
      ['month', TYPE.INT],
      ['dayOfMonth', TYPE.INT],
    ],
    mayBeOptional: false,
  },
  {
    name: 'java.time.LocalTime',
    kind: 'proxy',
    fields: [
      ['hour', TYPE.INT],
      ['minute', TYPE.INT],
      ['second', TYPE.INT],
      ['nanoOfSecond', TYPE.INT],
    ],
    mayBeOptional: false,
  },
];

/** `SUPPORTED_TYPES_STRING` exactly as the newest compiler prints it inside its messages. */
export const SUPPORTED_TYPES_STRING = SUPPORTED_TYPES.map((t) => t.name).join(',\n') + '\nLists of kotlin.String';

const BY_NAME = new Map(SUPPORTED_TYPES.map((t) => [t.name, t]));

/** The supported type with this qualified name, if it is one. */
export function supportedType(qualifiedName: string): SupportedType | undefined {
  return BY_NAME.get(qualifiedName);
}

/**
 * The proxied types (Uri and java.time): the compiler accepts a list of them, where among the
 * other supported types only `List<String>` is allowed.
 */
export function isProxy(qualifiedName: string): boolean {
  const kind = BY_NAME.get(qualifiedName)?.kind;
  return kind === 'uri' || kind === 'proxy';
}

const OPTIONAL_ALLOWED = new Set([...SUPPORTED_TYPES.filter((t) => t.mayBeOptional).map((t) => t.name), LIST]);

/** Whether a non-null type with this qualified name may have a default value. */
export function mayBeOptional(qualifiedName: string): boolean {
  return OPTIONAL_ALLOWED.has(qualifiedName);
}

/**
 * Library Parcelables the metadata stores as PARCELABLE. The verdict accepts PendingIntent by name
 * (the compiler has taken it since alpha01) and leaves the others unjudged, like every library
 * class outside the closed packages: it cannot see whether they implement Parcelable.
 */
export const LIBRARY_PARCELABLES: readonly string[] = [PENDING_INTENT, 'android.content.Intent', 'android.os.Bundle'];

/** `@AppFunctionSerializable` classes that ship with the library (current.txt), with their properties as written there. */
export const LIBRARY_SERIALIZABLES: Readonly<Record<string, { properties: readonly (readonly [string, string])[] }>> = {
  'androidx.appfunctions.AppFunctionUriGrant': {
    properties: [
      ['uri', 'Uri'],
      ['modeFlags', 'Int'],
    ],
  },
  'androidx.appfunctions.AppFunctionTextResource': {
    properties: [
      ['mimeType', 'String'],
      ['content', 'String'],
    ],
  },
};

/** `@AppFunctionSchemaCapability` interfaces that ship with the library, with the properties they declare. */
export const LIBRARY_CAPABILITIES: Readonly<Record<string, readonly string[]>> = {
  'androidx.appfunctions.AppFunctionResourceContainer': ['resources'],
};

/** Annotations that make the compiler accept a class as an object type. */
export const SERIALIZABLE_LIKE = new Set(['AppFunctionSerializable', 'AppFunctionSerializableInterface', 'AppFunctionSerializableProxy']);

/**
 * Packages whose classes can never be AppFunction types beyond the supported ones: they are not
 * `@AppFunctionSerializable` and not Parcelable. A class from any other library is judged unknown.
 */
export const CLOSED_PACKAGES: readonly string[] = ['kotlin.', 'kotlinx.', 'java.', 'javax.'];

/** Whether the class comes from a package that declares no serializable and no Parcelable. */
export function inClosedPackage(qualifiedName: string): boolean {
  return CLOSED_PACKAGES.some((p) => qualifiedName.startsWith(p));
}

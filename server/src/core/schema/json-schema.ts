import { TYPE, URI } from '../kotlin-types/supported-types';
import { PATTERN, type AndroidFunctionMetadata, type ComponentMetadata, type DataTypeMetadata, type PatternMatcherMetadata } from './android-metadata';
import { ownEntry } from '../model/own-entry';
import { escapeRegExp } from '../text/escape-regexp';

/**
 * JSON Schema draft 2020-12 of what the agent sees, derived from the Android metadata (never from
 * the source directly), so the two views cannot disagree. Mapping: docs/agent-schema.md.
 *
 * - nullability is a "null" alternative: `"type": ["string", "null"]` (and `null` added to an
 *   `enum`), or `anyOf: [{…}, {"type": "null"}]` around a `$ref`;
 * - `@AppFunctionSerializable` types live under `$defs`, keyed by their JVM qualified name;
 * - `java.time` types are ISO-8601 strings (`format` date-time / date / time; ZoneId a plain string)
 *   and `android.net.Uri` a `format: "uri"` string: an agent writes and reads them as text, and the
 *   AppFunctions runtime's proxy objects (year/month/…, {uri}) are kept in the Android metadata view;
 * - keys come out in one fixed order, so equal inputs give byte-equal output.
 */

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export type JsonSchema = { [key: string]: unknown };

/** The formats of the `java.time` types (RFC 3339 names as JSON Schema defines them). */
const JAVA_TIME_STRINGS: Record<string, JsonSchema> = {
  'java.time.LocalDateTime': { type: 'string', format: 'date-time' },
  'java.time.Instant': { type: 'string', format: 'date-time' },
  'java.time.LocalDate': { type: 'string', format: 'date' },
  'java.time.LocalTime': { type: 'string', format: 'time' },
  'java.time.ZoneId': { type: 'string' },
};

const KEY_ORDER = [
  '$schema',
  '$id',
  '$ref',
  'title',
  'description',
  'type',
  'format',
  'contentEncoding',
  'enum',
  'pattern',
  'items',
  'properties',
  'required',
  'allOf',
  'anyOf',
  'oneOf',
  '$comment',
  '$defs',
];

/** Returns the schema with its keys (recursively) in the fixed order; `properties`/`$defs` members keep theirs. */
export function orderKeys(schema: JsonSchema): JsonSchema {
  const ordered: JsonSchema = {};
  const keys = Object.keys(schema).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) {
    const value = schema[key];
    if (key === 'properties' || key === '$defs') {
      const members: JsonSchema = {};
      for (const [name, member] of Object.entries(value as JsonSchema)) members[name] = orderKeys(member as JsonSchema);
      ordered[key] = members;
    } else if (key === 'items') {
      ordered[key] = orderKeys(value as JsonSchema);
    } else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') {
      ordered[key] = (value as JsonSchema[]).map(orderKeys);
    } else {
      ordered[key] = value;
    }
  }
  return ordered;
}

function rank(key: string): number {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
}

/** `#/$defs/<name>`, the name escaped as a JSON pointer token inside a URI fragment. */
export function defsRef(name: string): string {
  return `#/$defs/${encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1')).replace(/%24/g, '$')}`;
}

/** An `android.os.PatternMatcher` as an ECMA-262 regular expression. */
export function patternMatcherRegex(matcher: PatternMatcherMetadata): string {
  switch (matcher.type) {
    case PATTERN.PREFIX:
      return `^${escapeRegExp(matcher.pattern)}`;
    case PATTERN.SUFFIX:
      return `${escapeRegExp(matcher.pattern)}$`;
    case PATTERN.SIMPLE_GLOB: {
      // '.' is any character, '*' repeats the previous one, '\' escapes.
      let out = '';
      for (let i = 0; i < matcher.pattern.length; i++) {
        const c = matcher.pattern.charAt(i);
        if (c === '\\' && i + 1 < matcher.pattern.length) out += escapeRegExp(matcher.pattern.charAt(++i));
        else if (c === '.') out += '.';
        else if (c === '*') out += '*';
        else out += escapeRegExp(c);
      }
      return `^${out}$`;
    }
    case PATTERN.ADVANCED_GLOB:
      return `^${matcher.pattern}$`;
    default:
      return `^${escapeRegExp(matcher.pattern)}$`;
  }
}

/**
 * A metadata `pattern` (a `java.util.regex` expression) as a JSON Schema pattern: Java's quoted
 * runs (`\Q…\E`, which `Pattern.quote` and the Uri scheme regex write) have no ECMA-262 form,
 * so their text is escaped instead. Everything else is the same in both dialects or left as written.
 */
export function ecmaPattern(javaPattern: string): string {
  let out = '';
  let at = 0;
  while (at < javaPattern.length) {
    const start = javaPattern.indexOf('\\Q', at);
    // An escaped backslash before `Q` (`\\Q`) is a backslash and a letter, not a quote.
    if (start < 0 || backslashesBefore(javaPattern, start) % 2 === 1) {
      if (start < 0) return out + javaPattern.slice(at);
      out += javaPattern.slice(at, start + 2);
      at = start + 2;
      continue;
    }
    out += javaPattern.slice(at, start);
    const end = javaPattern.indexOf('\\E', start + 2);
    out += escapeRegExp(javaPattern.slice(start + 2, end < 0 ? undefined : end));
    if (end < 0) return out;
    at = end + 2;
  }
  return out;
}

function backslashesBefore(text: string, index: number): number {
  let count = 0;
  while (index - count - 1 >= 0 && text[index - count - 1] === '\\') count++;
  return count;
}

function stringPattern(dataType: DataTypeMetadata): string | undefined {
  const patterns = [...(dataType.pattern !== undefined ? [ecmaPattern(dataType.pattern)] : []), ...(dataType.patternMatchers ?? []).map(patternMatcherRegex)];
  if (patterns.length === 0) return undefined;
  return patterns.length === 1 ? patterns[0] : patterns.map((p) => `(?:${p})`).join('|');
}

class Converter {
  readonly defs = new Map<string, JsonSchema>();
  readonly #components: Map<string, DataTypeMetadata>;

  constructor(components: ComponentMetadata[]) {
    this.#components = new Map(components.map((c) => [c.name, c.dataType]));
  }

  /** A data type as a schema; nullability becomes a "null" alternative. */
  convert(dataType: DataTypeMetadata, description?: string): JsonSchema {
    let schema = this.#base(dataType);
    if (dataType.isNullable) schema = nullable(schema);
    const text = description ?? dataType.description;
    if (text) schema.description = text;
    return schema;
  }

  #base(dataType: DataTypeMetadata): JsonSchema {
    switch (dataType.type) {
      case TYPE.UNIT:
        return { type: 'null' };
      case TYPE.BOOLEAN:
        return { type: 'boolean' };
      case TYPE.BYTES:
        return { type: 'string', contentEncoding: 'base64' };
      case TYPE.INT:
      case TYPE.LONG: {
        const schema: JsonSchema = { type: 'integer', format: dataType.type === TYPE.INT ? 'int32' : 'int64' };
        if (dataType.enumValues?.length) schema.enum = [...dataType.enumValues];
        return schema;
      }
      case TYPE.FLOAT:
      case TYPE.DOUBLE:
        return { type: 'number' };
      case TYPE.STRING: {
        const schema: JsonSchema = { type: 'string' };
        if (dataType.format) schema.format = dataType.format;
        if (dataType.enumValues?.length) schema.enum = [...dataType.enumValues];
        const pattern = stringPattern(dataType);
        if (pattern !== undefined) schema.pattern = pattern;
        return schema;
      }
      case TYPE.ARRAY:
        return { type: 'array', items: dataType.itemType ? this.convert(dataType.itemType) : {} };
      case TYPE.OBJECT:
        if (dataType.objectQualifiedName === URI) {
          const uri = dataType.properties?.find((p) => p.name === 'uri')?.dataType;
          const schema: JsonSchema = { type: 'string', format: 'uri' };
          const pattern = uri ? stringPattern(uri) : undefined;
          if (pattern !== undefined) schema.pattern = pattern;
          return schema;
        }
        return this.#object(dataType);
      case TYPE.REFERENCE:
        return this.#reference(dataType.dataTypeReference ?? '');
      case TYPE.ALL_OF:
        // The class description sits beside `allOf`, not repeated inside it.
        return { allOf: (dataType.allOf ?? []).map((part) => this.#base({ ...part, isNullable: false, description: undefined })) };
      case TYPE.ONE_OF:
        return { oneOf: (dataType.oneOf ?? []).map((part) => this.#base({ ...part, isNullable: false, description: undefined })) };
      case TYPE.PARCELABLE:
        return { type: 'object', $comment: `${dataType.objectQualifiedName ?? 'Parcelable'}: an Android Parcelable, passed as a platform object` };
      default:
        return {};
    }
  }

  #object(dataType: DataTypeMetadata): JsonSchema {
    const properties: JsonSchema = {};
    for (const property of dataType.properties ?? []) properties[property.name] = this.convert(property.dataType);
    const schema: JsonSchema = { type: 'object', properties };
    if (dataType.description) schema.description = dataType.description;
    schema.required = [...(dataType.required ?? [])];
    return schema;
  }

  #reference(name: string): JsonSchema {
    const time = ownEntry(JAVA_TIME_STRINGS, name);
    if (time) return { ...time };
    const component = this.#components.get(name);
    if (!component) return { $comment: `unsupported type ${name}: the compiler rejects it` };
    if (!this.defs.has(name)) {
      // Placeholder first, so a recursive type refers to itself instead of looping.
      this.defs.set(name, {});
      this.defs.set(name, this.componentSchema(component));
    }
    return { $ref: defsRef(name) };
  }

  /** A component (stored nullable by the compiler; the reference carries nullability) as a schema. */
  componentSchema(component: DataTypeMetadata): JsonSchema {
    const schema = this.#base({ ...component, isNullable: false });
    if (component.description) schema.description = component.description;
    return schema;
  }

  defsObject(): JsonSchema | undefined {
    if (this.defs.size === 0) return undefined;
    const out: JsonSchema = {};
    for (const name of [...this.defs.keys()].sort()) out[name] = this.defs.get(name);
    return out;
  }
}

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && schema.$ref === undefined) {
    if (schema.type === 'null') return schema;
    const result: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) result.enum = [...schema.enum, null];
    return result;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

function finish(schema: JsonSchema, converter: Converter): JsonSchema {
  const root: JsonSchema = { $schema: JSON_SCHEMA_DIALECT, ...schema };
  const defs = converter.defsObject();
  if (defs) root.$defs = defs;
  return orderKeys(root);
}

/** The parameters as one object schema, in declaration order, with `required` and descriptions. */
export function inputJsonSchema(metadata: AndroidFunctionMetadata): JsonSchema {
  const converter = new Converter(metadata.components);
  const properties: JsonSchema = {};
  for (const parameter of metadata.parameters) properties[parameter.name] = converter.convert(parameter.dataType, parameter.description || undefined);
  return finish({ type: 'object', properties, required: metadata.parameters.filter((p) => p.isRequired).map((p) => p.name) }, converter);
}

/** The response's schema with the `@return` description. */
export function outputJsonSchema(metadata: AndroidFunctionMetadata): JsonSchema {
  const converter = new Converter(metadata.components);
  return finish(converter.convert(metadata.response.valueType, metadata.response.description || undefined), converter);
}

/** One parameter's schema fragment (its `$defs` included, so it stands alone). */
export function parameterJsonSchema(metadata: AndroidFunctionMetadata, name: string): JsonSchema | undefined {
  const parameter = metadata.parameters.find((p) => p.name === name);
  if (!parameter) return undefined;
  const converter = new Converter(metadata.components);
  return finish(converter.convert(parameter.dataType, parameter.description || undefined), converter);
}

/** A component (a serializable class) as a standalone schema, and each of its own properties' fragments. */
export function componentJsonSchema(name: string, components: ComponentMetadata[]): { schema: JsonSchema; properties: Record<string, JsonSchema> } {
  const converter = new Converter(components);
  const component = components.find((c) => c.name === name)?.dataType;
  if (!component) return { schema: finish({}, converter), properties: {} };
  const schema = converter.componentSchema(component);
  const properties: Record<string, JsonSchema> = {};
  const own = component.type === TYPE.ALL_OF ? component.allOf?.find((p) => p.type === TYPE.OBJECT) : component;
  for (const property of own?.properties ?? []) {
    const fragmentConverter = new Converter(components);
    properties[property.name] = finish(fragmentConverter.convert(property.dataType), fragmentConverter);
  }
  return { schema: finish(schema, converter), properties };
}

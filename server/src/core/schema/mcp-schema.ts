import * as l10n from '@vscode/l10n';
/**
 * What an MCP client receives in `tools/list` for a tool registered in TypeScript, computed the way
 * the detected SDK computes it: the zod schema written in the source is rebuilt, step by step, with
 * the real zod package of the detected major version (literal arguments only; no workspace code
 * runs), then converted with the converter that SDK version uses:
 *
 * - SDK v1 + zod 3: `zodToJsonSchema(schema, { strictUnions: true, pipeStrategy: io })`
 * - SDK v1 + zod 4: `toJSONSchema(schema, { target: 'draft-7', io })` (zod/v4-mini's)
 * - SDK v2: `schema['~standard'].jsonSchema[io]({ target: 'draft-2020-12' })`, with `type: 'object'`
 *   forced on input (and a non-object input root refused), zod 3 refused.
 *
 * - FastMCP `addTool`: xsschema's `toJsonSchema(parameters)`: zod 4.2 and later
 *   `~standard.jsonSchema.input({ target: 'draft-07' })`, zod 4.0–4.1 `toJSONSchema(schema, { target:
 *   'draft-7' })` (output types), zod 3 `zodToJsonSchema(schema)`; made strict
 *   (`additionalProperties: false` on the root and on object properties) from FastMCP 4.3.1.
 *
 * WebMCP tools and literal tools/list handlers send their literal JSON; TypeScript AppFunctions get
 * JSON Schema 2020-12 from the checker's types (computed by the front end).
 */
import type { FunctionDecl, McpToolDecl } from '../model/declarations';
import type { PackageVersion, ToolSchemaSource, ZodStep, ZodValue } from '../model/tool-facts';
import { sourceDescription } from '../model/descriptions';
import { contentKey, SchemaCache } from './cache';
import { cacheSlot, type AnalysisCaches } from '../model/analysis-caches';
import type { JsonSchema } from './json-schema';
import { loadZodModules, type ZodModules } from './zod-modules';

/** The zod builds and the v1 converter, loaded on the first TypeScript tool described. */
let zodModules: ZodModules | undefined;
function zod(): ZodModules {
  zodModules ??= loadZodModules();
  return zodModules;
}

/** The SDK's schema for a tool without an input schema (and for a v1 non-object root). */
export const EMPTY_OBJECT_JSON_SCHEMA = { type: 'object', properties: {} } as const;

/** What one registration gives the agent. */
export interface ToolView {
  id: string;
  kind: FunctionDecl['kind'];
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  /** The `tools/list` entry as the SDK sends it (MCP), or the WebMCP tool descriptor. */
  toolsListEntry: Record<string, unknown>;
  /** Which converter produced the schemas, e.g. `SDK v1 + zod 3 (zod-to-json-schema)`. */
  converter: string;
  /** Why tools/list fails for this server, when it does (the SDK's own error message). */
  error?: string;
  /** Things the agent does not see as written (a dropped root, an unresolved part). */
  problems: string[];
  /**
   * Input properties (or parts such as `...spread`) that could not be read statically: the schema
   * shown is partial (those properties accept anything in it), never a confident guess.
   */
  unresolved?: string[];
  /**
   * Set when the input schema is not known at all: the registration itself could not be read, or
   * its whole input schema could not. `inputSchema` is then a placeholder, never to be shown as
   * "no parameters".
   */
  inputUnknown?: true;
  sizeChars: number;
  estimatedTokens: number;
}

class Unresolved extends Error {}

/** Names never looked up on zod objects: they lead out of zod's API (to `Function`, prototypes). */
const FORBIDDEN = new Set([
  'constructor',
  '__proto__',
  'prototype',
  'call',
  'apply',
  'bind',
  'caller',
  'arguments',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'then',
]);

function safeName(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]*$/.test(name) && !FORBIDDEN.has(name);
}

type ZodApi = Record<string, unknown>;

/** The zod API a schema is rebuilt with: the bundled zod of the project's major. */
function zodApi(major: number): ZodApi {
  return (major === 3 ? zod().z3.z : zod().z4.z) as unknown as ZodApi;
}

/**
 * A schema source rebuilt with zod (a raw shape property by property, see {@link buildShape}).
 * What cannot be rebuilt is said in `problems`; with `missing`, a root that cannot be read at all
 * is listed there and marked as an unread input (never shown as an empty one). Undefined when
 * nothing could be rebuilt. `rawShapes: false` rebuilds an object as a plain object.
 */
function rebuild(source: ToolSchemaSource & { zod: ZodValue }, z: ZodApi, problems: string[], missing?: string[], rawShapes = true): { schema: unknown } | undefined {
  try {
    return { schema: rawShapes && source.zod.kind === 'object' ? buildShape(source.zod, z, missing) : buildZod(source.zod, z, missing) };
  } catch (error) {
    problems.push(error instanceof Unresolved ? `Not resolved statically: ${error.message}` : `zod refused the schema: ${(error as Error).message}`);
    if (error instanceof Unresolved && missing) {
      missing.push(error.message || source.zod.kind);
      problems.push(UNREAD_INPUT);
    }
    return undefined;
  }
}

/** Zod factories whose first argument is a shape (an object of property schemas). */
const SHAPE_FACTORIES = new Set(['object', 'strictObject', 'looseObject']);
/** Zod methods whose first argument is a shape. */
const SHAPE_METHODS = new Set(['extend', 'safeExtend']);

/**
 * Rebuilds a zod schema (or a value inside one) with the given zod API. With `missing`, a shape
 * keeps every property that can be rebuilt: one that cannot (a helper not followed, a run-time
 * value) stands as `z.any()` and its name is added to `missing`, as is any part whose keys cannot
 * be known (a computed key, a spread), so the view says the schema is partial.
 */
export function buildZod(value: ZodValue, z: ZodApi, missing?: string[]): unknown {
  switch (value.kind) {
    case 'literal':
      return value.value;
    case 'undefined':
      return undefined;
    case 'regex':
      return new RegExp(value.source, value.flags);
    case 'function':
      // Transforms, refinements and preprocessors do not change the JSON Schema (io input); identity stands in.
      return (input: unknown) => input;
    case 'array':
      return value.items.map((item) => buildZod(item, z));
    case 'object':
      return Object.fromEntries(value.entries.map((e) => [e.key, buildZod(e.value, z)]));
    case 'unresolved':
      throw new Unresolved(value.text);
    case 'zod': {
      let target: unknown = z;
      for (const part of value.base.split('.')) {
        if (!safeName(part)) throw new Unresolved(value.text);
        target = (target as Record<string, unknown>)[part];
      }
      if (typeof target !== 'function') throw new Unresolved(value.text);
      const shapeFactory = SHAPE_FACTORIES.has(value.base);
      let schema: unknown = (target as (...args: unknown[]) => unknown)(...value.args.map((a, i) => (shapeFactory && i === 0 ? buildShape(a, z, missing) : buildZod(a, z))));
      for (const step of value.chain) schema = applyStep(schema, step, value.text, z, missing);
      return schema;
    }
  }
}

/** One `.method(args)` or `.property` of a chain applied to the schema built so far. */
function applyStep(schema: unknown, step: ZodStep, text: string, z: ZodApi, missing: string[] | undefined): unknown {
  if (!safeName(step.name) || schema === null || typeof schema !== 'object') throw new Unresolved(text);
  const member = (schema as Record<string, unknown>)[step.name];
  if (step.kind === 'prop') return member;
  if (typeof member !== 'function') throw new Unresolved(text);
  const shapeMethod = SHAPE_METHODS.has(step.name);
  return (member as (...args: unknown[]) => unknown).apply(
    schema,
    step.args.map((a, i) => (shapeMethod && i === 0 ? buildShape(a, z, missing) : buildZod(a, z))),
  );
}

/**
 * A property whose schema cannot be rebuilt whole, rebuilt as far as it can be: its factory (or
 * `z.any()` when that is what cannot be read) with every step of its chain that can be applied.
 * `.max(10 * MEGABYTE)` or `z.union([helperSchema()])` then costs only itself: the property keeps
 * its type, its description and whether it is optional (`.optional()` read as written, never
 * turned into a required property accepting anything). The property is still listed as unread.
 */
function buildAsFarAsKnown(value: ZodValue, z: ZodApi): unknown {
  if (value.kind !== 'zod') return (z.any as () => unknown)();
  let schema: unknown;
  try {
    schema = buildZod({ ...value, chain: [] }, z);
  } catch {
    schema = (z.any as () => unknown)();
  }
  for (const step of value.chain) {
    try {
      schema = applyStep(schema, step, value.text, z, undefined);
    } catch {
      // A step that cannot be read or applied (a constraint with a run-time bound) is left out.
    }
  }
  return schema;
}

/** A shape's properties rebuilt one by one (see {@link buildZod}'s `missing`). */
export function buildShape(value: ZodValue, z: ZodApi, missing: string[] | undefined): unknown {
  if (!missing || value.kind !== 'object') return buildZod(value, z, missing);
  const out: Record<string, unknown> = {};
  for (const entry of value.entries) {
    try {
      out[entry.key] = buildZod(entry.value, z, missing);
    } catch (error) {
      if (!(error instanceof Unresolved)) throw error;
      // The name is certain; only part of its schema is not: what can be read stays, the rest
      // accepts anything rather than vanishing.
      out[entry.key] = buildAsFarAsKnown(entry.value, z);
      missing.push(entry.key);
    }
  }
  missing.push(...(value.unknown ?? []));
  return out;
}

function isZ4(schema: unknown): boolean {
  return !!schema && typeof schema === 'object' && '_zod' in schema;
}

function isSchema(value: unknown): boolean {
  return !!value && typeof value === 'object' && ('_def' in value || '_zod' in value || typeof (value as { parse?: unknown }).parse === 'function');
}

/** The SDK v1 `normalizeObjectSchema`: a raw shape becomes an object; a non-object schema is dropped. */
function normalizeV1(schema: unknown, zodMajor: number): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  if (!isSchema(schema)) {
    const values = Object.values(schema);
    if (values.length > 0 && values.every(isSchema)) return values.every(isZ4) ? zod().z4mini.object(schema as never) : (zod().z3.z.object(schema as never) as unknown);
    if (values.length === 0) return zodMajor === 3 ? zod().z3.z.object({}) : zod().z4mini.object({});
  }
  if (isZ4(schema)) {
    const def = (schema as { _zod?: { def?: { type?: string; shape?: unknown } } })._zod?.def;
    return def && (def.type === 'object' || def.shape !== undefined) ? schema : undefined;
  }
  return (schema as { shape?: unknown }).shape !== undefined ? schema : undefined;
}

function convertV1(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (isZ4(schema)) return zod().z4mini.toJSONSchema(schema as never, { target: 'draft-7', io }) as JsonSchema;
  return zod().zodToJsonSchema(schema as never, { strictUnions: true, pipeStrategy: io }) as JsonSchema;
}

/** The SDK v2 `standardSchemaToJsonSchema`. */
function convertV2(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const std = (schema as { '~standard'?: { jsonSchema?: Record<'input' | 'output', (o: unknown) => JsonSchema>; vendor?: string } })['~standard'];
  let result: JsonSchema;
  if (std?.jsonSchema) result = std.jsonSchema[io]({ target: 'draft-2020-12' });
  else if (std?.vendor === 'zod') {
    if (!isZ4(schema))
      throw new Error('Schema appears to be from zod 3, which the SDK cannot convert to JSON Schema. Upgrade to zod >=4.2.0, or wrap your JSON Schema with fromJsonSchema().');
    result = zod().z4.toJSONSchema(schema as never, { target: 'draft-2020-12', io }) as JsonSchema;
  } else throw new Error('inputSchema/outputSchema/argsSchema must be a Standard Schema (e.g. z.object({...})) or a raw Zod shape ({ field: z.string() }).');
  if (io === 'output') {
    if (result.type !== undefined) return result;
    return isProvablyObjectShapedRoot(result) ? { type: 'object', ...result } : result;
  }
  if (result.type !== undefined && result.type !== 'object')
    throw new Error(`MCP tool and prompt schemas must describe objects (got type: ${JSON.stringify(result.type)}). Wrap your schema in z.object({...}) or equivalent.`);
  return { type: 'object', ...result };
}

const LOCAL_DEFINITION_REF = /^#\/(\$defs|definitions)\/([^/~%]+)$/;

function isProvablyObjectShapedRoot(schema: JsonSchema, root: JsonSchema = schema): boolean {
  if ('properties' in schema || 'patternProperties' in schema || 'additionalProperties' in schema || 'required' in schema) return true;
  // Both groups of the pattern match one character at least, so they are set whenever it matches.
  const [, section, name] = (typeof schema.$ref === 'string' && LOCAL_DEFINITION_REF.exec(schema.$ref)) || [];
  if (section && name && (root[section] as Record<string, JsonSchema> | undefined)?.[name]?.type === 'object') return true;
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const members = schema[key];
    if (Array.isArray(members) && members.length > 0) {
      return members.every((m: JsonSchema) => m !== null && typeof m === 'object' && (m.type === 'object' || isProvablyObjectShapedRoot(m, '$id' in m ? {} : root)));
    }
  }
  return false;
}

/** The v2 `normalizeRawShapeSchema`. */
function normalizeV2(schema: unknown): unknown {
  if (schema === undefined) return undefined;
  if (schema && typeof schema === 'object' && !isSchema(schema)) {
    const values = Object.values(schema);
    if (values.some((v) => isSchema(v) && !isZ4(v)))
      throw new TypeError(
        'Raw-shape inputSchema/outputSchema/argsSchema fields must be Zod v4 schemas. Got a Zod v3 field schema. Import from `zod/v4` (or upgrade your zod import), or wrap with `z.object({...})` yourself.',
      );
    if (values.length === 0 || values.every(isZ4)) return zod().z4.object(schema as never);
  }
  return schema;
}

interface Converted {
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  converter: string;
  error?: string;
  /** Which schema the error comes from, where the converter says. */
  errorIn?: 'input' | 'output';
  problems: string[];
  /** Input properties (or parts such as `...spread`) whose schema could not be read statically. */
  unresolved: string[];
}

/**
 * Conversions per declaration: models are replaced, never changed, and the front end keeps the
 * same declaration objects for registrations an edit did not touch, so the rule and the schema
 * view convert only what changed.
 */
interface Conversions {
  converted: WeakMap<McpToolDecl, Converted>;
  byZod: WeakMap<object, { input: unknown; output: unknown; facts: string; result: Converted }[]>;
}

/**
 * Conversions per zod value: a registration that only moved down the file is a new declaration
 * that shares its zod values with the old one. The conversion reads nothing else of the tool than
 * what each entry records.
 */
const CONVERSIONS = cacheSlot('schema: MCP conversions', (): Conversions => ({ converted: new WeakMap(), byZod: new WeakMap() }));

/**
 * Converts an MCP SDK registration's schemas as its SDK version does. `caches` are the
 * analyzer's; a one-off conversion passes `new AnalysisCaches()`.
 */
export function mcpSchemas(fn: McpToolDecl, caches: AnalysisCaches): Converted {
  const { converted, byZod } = caches.get(CONVERSIONS);
  let result = converted.get(fn);
  if (result) return result;
  const tool = fn.tool;
  const input = tool.inputSchema?.zod;
  const output = tool.outputSchema?.zod;
  const facts = `${tool.sdk?.major}|${tool.zod?.major}|${!!tool.inputSchema}|${!!tool.outputSchema}`;
  const anchor = input ?? output;
  const entries = anchor ? (byZod.get(anchor) ?? []) : undefined;
  result = entries?.find((e) => e.input === input && e.output === output && e.facts === facts)?.result;
  if (!result) {
    result = convertSchemas(fn);
    if (anchor && entries) {
      entries.push({ input, output, facts, result });
      byZod.set(anchor, entries);
    }
  }
  converted.set(fn, result);
  return result;
}

function convertSchemas(fn: McpToolDecl): Converted {
  if (fn.tool.api === 'addTool') return convertFastMcp(fn);
  const tool = fn.tool;
  const sdkMajor = tool.sdk?.major ?? 1;
  const zodMajor = tool.zod?.major ?? 4;
  const z = zodApi(zodMajor);
  const problems: string[] = [];
  const converter =
    sdkMajor >= 2
      ? `SDK v${sdkMajor} + zod ${zodMajor} (~standard.jsonSchema, draft 2020-12)`
      : zodMajor === 3
        ? 'SDK v1 + zod 3 (zod-to-json-schema, draft-07)'
        : 'SDK v1 + zod 4 (toJSONSchema, draft-07)';
  const unresolved: string[] = [];
  // Null when the source is there but cannot be rebuilt.
  const build = (source: ToolSchemaSource | undefined, missing?: string[]): unknown =>
    source?.zod ? (rebuild({ ...source, zod: source.zod }, z, problems, missing)?.schema ?? null) : undefined;
  const input = build(tool.inputSchema, unresolved);
  const output = build(tool.outputSchema);
  if (unresolved.length > 0) problems.push(`partial:${unresolved.join('\u0000')}`);
  let inputSchema: JsonSchema = { ...EMPTY_OBJECT_JSON_SCHEMA, properties: {} };
  let outputSchema: JsonSchema | undefined;
  try {
    if (sdkMajor >= 2) {
      if (tool.inputSchema && input !== null) {
        const normalized = normalizeV2(input);
        inputSchema = convertV2(normalized, 'input');
      }
      if (tool.outputSchema && output !== null) outputSchema = convertV2(normalizeV2(output), 'output');
    } else {
      if (tool.inputSchema && input !== null) {
        const obj = normalizeV1(input, zodMajor);
        if (obj) inputSchema = convertV1(obj, 'input');
        else problems.push('dropped-root');
      }
      if (tool.outputSchema && output !== null) {
        const obj = normalizeV1(output, zodMajor);
        if (obj) outputSchema = convertV1(obj, 'output');
        else problems.push('dropped-output-root');
      }
    }
  } catch (error) {
    return { inputSchema, outputSchema, converter, error: (error as Error).message, problems, unresolved };
  }
  return { inputSchema, outputSchema, converter, problems, unresolved };
}

/** The problem code of an input schema that could not be read at all (see `ToolView.inputUnknown`). */
const UNREAD_INPUT = 'unread-input';

/** What FastMCP sends for a tool without `parameters`. */
const FASTMCP_EMPTY_INPUT = { additionalProperties: false, properties: {}, type: 'object' } as const;

/**
 * Whether FastMCP makes its schemas strict (4.3.1 and later). A version from package.json is a
 * range's lower bound, and a range of major 4 installs the newest 4.x: only an installed or
 * locked version says exactly.
 */
function fastMcpStrict(fastmcp: PackageVersion | undefined): boolean {
  return atLeast(fastmcp, [4, 3, 1], true);
}

/**
 * Whether a package runs at `least` or later. A version from package.json is a range's lower
 * bound, and a range installs the newest of its major: only an installed or locked version is
 * compared below the major; unknown is `unknown`.
 */
function atLeast(found: PackageVersion | undefined, least: readonly [number, number, number], unknown: boolean): boolean {
  if (!found) return unknown;
  if (found.source !== 'installed' && found.source !== 'lock') return found.major >= least[0];
  const parts = (found.version ?? '').split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) {
    const part = parts[i] ?? 0;
    if (part !== least[i]) return part > least[i]!;
  }
  return true;
}

/** xsschema's `strictJsonSchema`: no extra properties on the root or on any property that is an object. */
function strictJsonSchema(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, unknown> | undefined;
  return {
    ...schema,
    additionalProperties: false,
    properties: properties ? Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, isObjectSchema(value) ? strictJsonSchema(value) : value])) : properties,
  };
}

function isObjectSchema(value: unknown): value is JsonSchema {
  return !!value && typeof value === 'object' && (value as JsonSchema).type === 'object';
}

/** FastMCP's tools/list schemas for `addTool({ parameters, outputSchema })` (see the module comment). */
function convertFastMcp(fn: McpToolDecl): Converted {
  const tool = fn.tool;
  const zodMajor = tool.zod?.major ?? 4;
  const z = zodApi(zodMajor);
  const strict = fastMcpStrict(tool.sdk);
  const version = tool.sdk?.version ?? (tool.sdk ? String(tool.sdk.major) : '');
  // zod 4.2 added `~standard.jsonSchema`, which xsschema prefers (input types); before, zod's own converter (output types).
  const standard = zodMajor >= 4 && atLeast(tool.zod, [4, 2, 0], true);
  const how = zodMajor === 3 ? 'zod-to-json-schema' : standard ? '~standard.jsonSchema' : 'toJSONSchema';
  const converter = `FastMCP ${version} + zod ${zodMajor} (${how}, draft-07${strict ? ', strict' : ''})`.replace('FastMCP  ', 'FastMCP ');
  const problems: string[] = [];
  const unresolved: string[] = [];
  const convert = (source: ToolSchemaSource | undefined, missing?: string[]): JsonSchema | undefined => {
    if (!source?.zod) return undefined;
    // FastMCP takes no raw shape: one is rebuilt as a plain object, which the check below refuses.
    const rebuilt = rebuild({ ...source, zod: source.zod }, z, problems, missing, false);
    if (!rebuilt) return undefined;
    const schema = rebuilt.schema;
    if (!isSchema(schema)) throw new Error('FastMCP tool parameters must be a Standard Schema such as z.object({...}); a plain object is not one.');
    const std = (schema as { '~standard'?: { jsonSchema?: { input(options: unknown): JsonSchema } } })['~standard'];
    const json = (
      !isZ4(schema)
        ? zod().zodToJsonSchema(schema as never)
        : standard && std?.jsonSchema
          ? std.jsonSchema.input({ target: 'draft-07' })
          : zod().z4.toJSONSchema(schema as never, { target: 'draft-7' })
    ) as JsonSchema;
    return strict ? strictJsonSchema(json) : json;
  };
  let inputSchema: JsonSchema = { ...FASTMCP_EMPTY_INPUT, properties: {} };
  let outputSchema: JsonSchema | undefined;
  let converting: 'input' | 'output' = 'input';
  try {
    if (tool.inputSchema) inputSchema = convert(tool.inputSchema, unresolved) ?? { type: 'object', properties: {} };
    converting = 'output';
    outputSchema = convert(tool.outputSchema);
  } catch (error) {
    return { inputSchema, outputSchema, converter, error: (error as Error).message, errorIn: converting, problems, unresolved };
  } finally {
    if (unresolved.length > 0) problems.push(`partial:${unresolved.join('\u0000')}`);
  }
  return { inputSchema, outputSchema, converter, problems, unresolved };
}

/**
 * A zod schema the code converts itself where a JSON Schema is expected (`zodToJsonSchema(Args)`,
 * `z.toJSONSchema(Args)`): rebuilt with the project's zod major and converted by the same
 * converter with the call's literal options. A property that cannot be rebuilt accepts anything
 * and is listed; a schema that cannot be rebuilt at all is unknown.
 */
function convertInCode(source: ToolSchemaSource, zodMajor: number): { schema?: JsonSchema; converter: string; problems: string[]; unresolved: string[]; error?: string } {
  const how = source.converter!;
  const converter = how.name === 'zod-to-json-schema' ? `zodToJsonSchema in the code, zod ${zodMajor}` : `toJSONSchema in the code, zod ${zodMajor}`;
  const problems: string[] = [];
  const unresolved: string[] = [];
  if (how.optionsUnread) problems.push(l10n.t('The converter options are not a literal: the schema is shown as the converter makes it without them.'));
  const z = zodApi(zodMajor);
  let schema: unknown;
  try {
    schema = buildZod(source.zod!, z, unresolved);
  } catch (error) {
    if (!(error instanceof Unresolved)) return { converter, problems: [...problems, `zod refused the schema: ${(error as Error).message}`], unresolved };
    return { converter, problems: [...problems, UNREAD_INPUT], unresolved: [...unresolved, error.message || source.zod!.kind] };
  }
  try {
    const options = how.options && typeof how.options === 'object' ? how.options : undefined;
    const json =
      how.name === 'zod-to-json-schema'
        ? zod().zodToJsonSchema(schema as never, options as never)
        : isZ4(schema)
          ? zod().z4.toJSONSchema(schema as never, options as never)
          : undefined;
    if (!json) return { converter, problems: [...problems, UNREAD_INPUT], unresolved };
    return { schema: json as JsonSchema, converter, problems, unresolved };
  } catch (error) {
    return { converter, problems, unresolved, error: (error as Error).message };
  }
}

/** Tool views per declaration object, and per content across re-parses (a small LRU). */
const TOOL_VIEWS = cacheSlot('schema: tool views', () => new SchemaCache<ToolView>());

/**
 * What the agent receives for a TypeScript registration (MCP, WebMCP or TypeScript AppFunction).
 * `caches` are the analyzer's (a rule's `caches`, `workspace.caches`): with fresh ones every call
 * rebuilds the view, which a rule did for every tool on every edit. A one-off description passes
 * `new AnalysisCaches()`.
 */
export function describeTool(fn: FunctionDecl, caches: AnalysisCaches): ToolView {
  // The view depends on the declaration alone (no other file), so one declaration object always
  // has the same view: any fixed version lets repeated hovers skip even the content key.
  return caches.get(TOOL_VIEWS).get(
    fn,
    0,
    () => contentKey('tool', fn.id, fn.kind, fn.descriptionLiteral?.text, fn.doc?.summary?.text, fn.tool),
    () => computeToolView(fn, caches),
  );
}

function computeToolView(fn: FunctionDecl, caches: AnalysisCaches): ToolView {
  const tool = fn.tool;
  const description = sourceDescription(fn)?.text ?? '';
  let inputSchema: JsonSchema = { type: 'object', properties: {} };
  let outputSchema: JsonSchema | undefined;
  let converter = '';
  let error: string | undefined;
  let problems: string[] = [];
  let unresolved: string[] = [];
  const entry: Record<string, unknown> = { name: fn.id };
  if (fn.kind === 'mcp-tool' && tool && (tool.api === 'registerTool' || tool.api === 'registerToolTask' || tool.api === 'tool')) {
    const converted = mcpSchemas(fn, caches);
    ({ inputSchema, outputSchema, converter, error, unresolved } = converted);
    problems = converted.problems.map(problemText);
    if (tool.title !== undefined) entry.title = tool.title;
    if (fn.descriptionLiteral) entry.description = fn.descriptionLiteral.text;
    entry.inputSchema = inputSchema;
    const annotations = annotationValues(fn);
    if (annotations) entry.annotations = annotations;
    if (tool.execution) entry.execution = tool.execution;
    else if ((tool.sdk?.major ?? 1) < 2) entry.execution = { taskSupport: 'forbidden' };
    if (outputSchema) entry.outputSchema = outputSchema;
  } else if (fn.kind === 'mcp-tool' && tool?.api === 'addTool') {
    const converted = mcpSchemas(fn, caches);
    ({ inputSchema, outputSchema, converter, error, unresolved } = converted);
    problems = converted.problems.map(problemText);
    // FastMCP's own key order: annotations, description, inputSchema, name, outputSchema.
    delete entry.name;
    const annotations = annotationValues(fn);
    if (annotations) entry.annotations = annotations;
    if (fn.descriptionLiteral) entry.description = fn.descriptionLiteral.text;
    entry.inputSchema = inputSchema;
    entry.name = fn.id;
    if (outputSchema) entry.outputSchema = outputSchema;
  } else if ((fn.kind === 'mcp-tool' || fn.kind === 'webmcp-tool') && tool) {
    converter = fn.kind === 'webmcp-tool' ? 'WebMCP (literal JSON Schema)' : 'tools/list handler (literal JSON)';
    const input = tool.inputSchema?.converter ? convertInCode(tool.inputSchema, tool.zod?.major ?? 4) : undefined;
    const json = input ? input.schema : tool.inputSchema?.json;
    if (input) {
      converter += `, ${input.converter}`;
      problems.push(...input.problems);
      unresolved = input.unresolved;
      if (input.error) error = input.error;
    } else unresolved = tool.inputSchema?.unresolved ?? [];
    if (json && typeof json === 'object') inputSchema = json as JsonSchema;
    // Not a literal and not a conversion this view can redo: unknown, never a tool without parameters.
    else if (tool.inputSchema) problems.push(UNREAD_INPUT);
    if (unresolved.length > 0) problems.push(problemText(`partial:${unresolved.join('\u0000')}`));
    if (tool.title !== undefined) entry.title = tool.title;
    if (fn.descriptionLiteral) entry.description = fn.descriptionLiteral.text;
    entry.inputSchema = inputSchema;
    const outputConverted = tool.outputSchema?.converter ? convertInCode(tool.outputSchema, tool.zod?.major ?? 4) : undefined;
    const out = outputConverted ? outputConverted.schema : tool.outputSchema?.json;
    if (out && typeof out === 'object') entry.outputSchema = outputSchema = out as JsonSchema;
    const annotations = annotationValues(fn);
    if (annotations) entry.annotations = annotations;
  } else if (fn.kind === 'ts-appfunction') {
    converter = 'TypeScript types (JSON Schema 2020-12)';
    inputSchema = (tool?.typeSchemas?.input as JsonSchema) ?? inputSchema;
    outputSchema = tool?.typeSchemas?.output as JsonSchema | undefined;
    problems = tool?.typeSchemas?.problems ?? [];
    entry.description = description;
    entry.inputSchema = inputSchema;
    if (outputSchema) entry.outputSchema = outputSchema;
  }
  const inputUnknown = problems.includes(UNREAD_INPUT) || !!tool?.unresolved?.some((part) => part.what === 'registration');
  problems = problems.filter((problem) => problem !== UNREAD_INPUT);
  const sizeChars = JSON.stringify({ name: fn.id, description, parameters: inputSchema, response: outputSchema ?? {} }).length;
  const view: ToolView = { id: fn.id, kind: fn.kind, description, inputSchema, toolsListEntry: entry, converter, problems, sizeChars, estimatedTokens: Math.ceil(sizeChars / 4) };
  if (inputUnknown) view.inputUnknown = true;
  if (outputSchema) view.outputSchema = outputSchema;
  if (error) view.error = error;
  if (unresolved.length > 0) view.unresolved = unresolved;
  return view;
}

function annotationValues(fn: FunctionDecl): Record<string, unknown> | undefined {
  const annotations = fn.tool?.annotations;
  if (!annotations) return undefined;
  return Object.fromEntries(Object.entries(annotations).map(([k, v]) => [k, v.value]));
}

function problemText(problem: string): string {
  if (problem.startsWith('partial:')) {
    const parts = problem.slice('partial:'.length).split('\u0000');
    const names = parts.map((p) => `'${p}'`).join(', ');
    return parts.length === 1
      ? l10n.t('Partial schema: {0} could not be read statically in full; what could not be read of it is shown as accepting anything.', names)
      : l10n.t('Partial schema: {0} could not be read statically in full; what could not be read of them is shown as accepting anything.', names);
  }
  if (problem === 'dropped-root') return l10n.t('SDK v1 sends an empty object schema: the input schema is not a zod object (or raw shape), so it is silently dropped.');
  if (problem === 'dropped-output-root') return l10n.t('SDK v1 sends no output schema: the output schema is not a zod object.');
  return problem;
}

/** The JSON Schema fragment of one parameter, from a tool view. */
export function toolParameterSchema(view: ToolView, name: string): { schema: JsonSchema; isRequired: boolean } | undefined {
  const properties = view.inputSchema.properties as Record<string, JsonSchema> | undefined;
  const schema = properties?.[name];
  if (!schema) return undefined;
  const required = Array.isArray(view.inputSchema.required) ? (view.inputSchema.required as string[]) : [];
  return { schema, isRequired: required.includes(name) };
}

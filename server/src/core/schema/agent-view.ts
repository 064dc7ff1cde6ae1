import type { FunctionDecl, Language, SerializableDecl } from '../model/declarations';
import { functionScope, serializableScope } from '../kotlin-types/declaration-scope';
import { buildAndroidMetadata, buildSerializableComponents, referencedSerializables, type AndroidFunctionMetadata, type SchemaRegistry } from './android-metadata';
import { deliveredDescription, type DescriptionInfo } from './delivered-description';
import { contentKey, SchemaCache, type ContentKey } from './cache';
import { cacheSlot } from '../model/analysis-caches';
import { componentJsonSchema, inputJsonSchema, outputJsonSchema, parameterJsonSchema, type JsonSchema } from './json-schema';
import { describeTool, toolParameterSchema } from './mcp-schema';
import { describeDotnet } from './dotnet-schema';

/** What every kind of function gives the agent; outputs read this and the kind's extras. */
interface AgentViewBase {
  id: string;
  /** The Kotlin function's name; for a TypeScript registration, the tool name the agent calls (its id). */
  name: string;
  language: Language;
  /** Whether agents can call it without the app enabling it first. */
  enabled: boolean;
  /** The description exactly as the agent receives it; "" when it receives none. */
  description: string;
  /** Why the description is empty, when the builder knows (Android). */
  descriptionReason?: string;
  inputSchema: JsonSchema;
  /** Absent when the tool declares no output schema. */
  outputSchema?: JsonSchema;
  /** Things the agent does not receive as written (unresolved types, a dropped root...). */
  problems: string[];
  /** Characters of what an agent's tool converter sends the model (see {@link measure}). */
  sizeChars: number;
  /** ceil(sizeChars / 4), the usual rule of thumb for English and JSON with BPE tokenizers. */
  estimatedTokens: number;
}

/** A Kotlin AppFunction: its schemas are derived from the metadata the compiler would generate. */
export interface AndroidFunctionView extends AgentViewBase {
  kind: 'android-appfunction';
  outputSchema: JsonSchema;
  android: {
    metadata: AndroidFunctionMetadata;
    descriptionSource: DescriptionInfo['source'];
  };
}

/** A TypeScript registration (MCP, WebMCP, TypeScript AppFunction): what tools/list or the browser sends. */
export interface ToolFunctionView extends AgentViewBase {
  kind: 'mcp-tool' | 'webmcp-tool' | 'ts-appfunction';
  tool: {
    /** Which converter produced the schemas, e.g. `SDK v1 + zod 3 (zod-to-json-schema, draft-07)`. */
    converter: string;
    /** Why tools/list fails for this server, when it does (the SDK's own error message). */
    error?: string;
    /** The `tools/list` entry as the SDK sends it (MCP), or the WebMCP tool descriptor. */
    toolsListEntry: Record<string, unknown>;
    /**
     * What a static reader could not read: input properties of a partial schema (they accept
     * anything in it), and parts of the registration (name, description, tool list) with why.
     */
    unresolved?: { schemaProperties?: string[]; parts?: { what: string; text: string; reason: string }[] };
    /** The input schema could not be read at all: `inputSchema` is a placeholder, shown as unknown (`null`), never as "no parameters". */
    inputUnknown?: true;
  };
}

/** A .NET AppFunction: the descriptor the library's generator builds and its parameters' JSON Schema. */
export interface DotnetFunctionView extends AgentViewBase {
  kind: 'dotnet-appfunction';
  dotnet: {
    title: string;
    opensApp: boolean;
    origin: 'declared' | 'entity-search';
    searchesEntity?: string;
    /** `GetParametersJsonSchema()` exactly as the library returns it (its escaping included). */
    parametersJsonSchema: string;
  };
}

/**
 * What the agent receives for one function, whatever its kind: the common fields plus the kind's
 * extras (`android`, `tool` or `dotnet`). Every output (hover, schema preview, registry tree,
 * export, `--registry`) reads this view.
 */
export type AgentView = AndroidFunctionView | ToolFunctionView | DotnetFunctionView;

/** One parameter as the agent receives it. */
export interface AgentParameterView {
  schema: JsonSchema;
  /** "" when the agent receives none. */
  description: string;
  isRequired: boolean;
}

/**
 * The one view of `fn`. The per-kind builders behind it ({@link describeForAgent},
 * `describeTool`) cache their results by content, so this costs one small object per call.
 */
export function agentView(fn: FunctionDecl, workspace: SchemaRegistry): AgentView {
  const common = { id: fn.id, language: fn.language, enabled: fn.isEnabled };
  if (fn.kind === 'android-appfunction') {
    const view = describeForAgent(fn, workspace);
    return {
      ...common,
      name: fn.name,
      kind: fn.kind,
      description: view.description,
      ...(view.descriptionReason !== undefined ? { descriptionReason: view.descriptionReason } : {}),
      inputSchema: view.inputSchema,
      outputSchema: view.outputSchema,
      problems: view.androidMetadata.problems,
      sizeChars: view.sizeChars,
      estimatedTokens: view.estimatedTokens,
      android: { metadata: view.androidMetadata, descriptionSource: view.descriptionSource },
    };
  }
  if (fn.kind === 'dotnet-appfunction') {
    const descriptor = describeDotnet(fn, workspace);
    const size = measure(fn.id, descriptor.description, descriptor.inputSchema, descriptor.outputSchema ?? {});
    return {
      ...common,
      name: fn.name,
      kind: fn.kind,
      description: descriptor.description,
      inputSchema: descriptor.inputSchema,
      ...(descriptor.outputSchema ? { outputSchema: descriptor.outputSchema } : {}),
      problems: descriptor.problems,
      ...size,
      dotnet: {
        title: descriptor.title,
        opensApp: descriptor.opensApp,
        origin: fn.dotnet.origin,
        ...(fn.dotnet.searchesEntity !== undefined ? { searchesEntity: fn.dotnet.searchesEntity } : {}),
        parametersJsonSchema: descriptor.inputSchemaText,
      },
    };
  }
  const view = describeTool(fn, workspace.caches);
  return {
    ...common,
    name: fn.id,
    kind: fn.kind,
    description: view.description,
    inputSchema: view.inputSchema,
    ...(view.outputSchema ? { outputSchema: view.outputSchema } : {}),
    problems: view.problems,
    sizeChars: view.sizeChars,
    estimatedTokens: view.estimatedTokens,
    tool: {
      converter: view.converter,
      ...(view.error ? { error: view.error } : {}),
      toolsListEntry: view.toolsListEntry,
      ...unresolvedOf(fn, view.unresolved),
      ...(view.inputUnknown ? { inputUnknown: true as const } : {}),
    },
  };
}

/** The `unresolved` marker of a tool view, when something could not be read. */
function unresolvedOf(fn: FunctionDecl, schemaProperties: string[] | undefined): Pick<ToolFunctionView['tool'], 'unresolved'> {
  const parts = fn.tool?.unresolved?.map((u) => ({ what: u.what, text: u.text, reason: u.reason }));
  if (!schemaProperties?.length && !parts?.length) return {};
  return { unresolved: { ...(schemaProperties?.length ? { schemaProperties } : {}), ...(parts?.length ? { parts } : {}) } };
}

/** One parameter of `fn` as the agent receives it; undefined when it is not part of the schema. */
export function agentParameter(fn: FunctionDecl, name: string, workspace: SchemaRegistry): AgentParameterView | undefined {
  if (fn.kind === 'android-appfunction') return describeParameter(fn, name, workspace);
  if (fn.kind === 'dotnet-appfunction') {
    const descriptor = describeDotnet(fn, workspace);
    const parameter = descriptor.parameters.find((p) => p.property.name === name || p.name === name);
    const schema = parameter && (descriptor.inputSchema.properties as Record<string, JsonSchema>)[parameter.name];
    if (!parameter || !schema) return undefined;
    return { schema, description: typeof schema.description === 'string' ? schema.description : '', isRequired: parameter.isRequired };
  }
  const found = toolParameterSchema(describeTool(fn, workspace.caches), name);
  if (!found) return undefined;
  return { schema: found.schema, description: typeof found.schema.description === 'string' ? found.schema.description : '', isRequired: found.isRequired };
}

/** Everything the Android builder computes for one function, in both views, with its size. */
export interface AndroidAgentView {
  id: string;
  /** The description exactly as the agent receives it; "" when it receives none. */
  description: string;
  descriptionSource: DescriptionInfo['source'];
  /** Why the description is empty, when it is. */
  descriptionReason?: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  androidMetadata: AndroidFunctionMetadata;
  /** Characters of what an agent's tool converter sends the model (see {@link measure}). */
  sizeChars: number;
  /** ceil(sizeChars / 4), the usual rule of thumb for English and JSON with BPE tokenizers. */
  estimatedTokens: number;
}

/** The schema of one serializable class and of each of its properties. */
export interface SerializableView {
  name: string;
  description: string;
  schema: JsonSchema;
  properties: Record<string, JsonSchema>;
  problems: string[];
}

/**
 * The size of what the agent reads: the compact JSON of `{name, description, parameters,
 * response}` (id, description, input and output schema), which is what tool converters send the
 * model. Tokens are estimated as ceil(chars / 4); real tokenizers differ by model, so this is an
 * order of magnitude to compare functions with, not a bill.
 */
export function measure(id: string, description: string, inputSchema: JsonSchema, outputSchema: JsonSchema): { sizeChars: number; estimatedTokens: number } {
  const sizeChars = JSON.stringify({ name: id, description, parameters: inputSchema, response: outputSchema }).length;
  return { sizeChars, estimatedTokens: Math.ceil(sizeChars / 4) };
}

/** Android views per declaration and version, and per content across re-parses (a small LRU). */
const FUNCTION_VIEWS = cacheSlot('schema: Android function views', () => new SchemaCache<AndroidAgentView>());
/** Serializable views, kept the same way. */
const SERIALIZABLE_VIEWS = cacheSlot('schema: serializable views', () => new SchemaCache<SerializableView>());

function functionKey(fn: FunctionDecl, registry: SchemaRegistry): ContentKey {
  const scope = functionScope(fn, registry);
  const types = [...fn.parameters.map((p) => p.type), fn.returnType];
  return contentKey('function', fn, scope, referencedSerializables({ types, scope }, registry));
}

/** The Android builder behind {@link agentView}: what the agent receives for `fn`, cached per declaration content. */
export function describeForAgent(fn: FunctionDecl, registry: SchemaRegistry): AndroidAgentView {
  return registry.caches.get(FUNCTION_VIEWS).get(
    fn,
    registry.version,
    () => functionKey(fn, registry),
    () => computeAgentView(fn, registry),
  );
}

function computeAgentView(fn: FunctionDecl, registry: SchemaRegistry): AndroidAgentView {
  const androidMetadata = buildAndroidMetadata(fn, registry);
  const description = deliveredDescription(fn);
  const inputSchema = inputJsonSchema(androidMetadata);
  const outputSchema = outputJsonSchema(androidMetadata);
  const view: AndroidAgentView = {
    id: fn.id,
    description: description.text,
    descriptionSource: description.source,
    inputSchema,
    outputSchema,
    androidMetadata,
    ...measure(fn.id, description.text, inputSchema, outputSchema),
  };
  if (description.reason) view.descriptionReason = description.reason;
  return view;
}

/** One parameter's schema fragment, with its description (from the cached view). */
export function describeParameter(fn: FunctionDecl, name: string, registry: SchemaRegistry): { schema: JsonSchema; description: string; isRequired: boolean } | undefined {
  const view = describeForAgent(fn, registry);
  const parameter = view.androidMetadata.parameters.find((p) => p.name === name);
  const schema = parameterJsonSchema(view.androidMetadata, name);
  if (!parameter || !schema) return undefined;
  return { schema, description: parameter.description, isRequired: parameter.isRequired };
}

/** The schema of a serializable class and of its properties, cached per content. */
export function describeSerializable(decl: SerializableDecl, registry: SchemaRegistry): SerializableView {
  return registry.caches.get(SERIALIZABLE_VIEWS).get(
    decl,
    registry.version,
    () => {
      const scope = serializableScope(decl, registry);
      return contentKey('serializable', decl, scope, referencedSerializables({ types: decl.properties.map((p) => p.type), scope }, registry));
    },
    () => {
      const built = buildSerializableComponents(decl, registry);
      const { schema, properties } = componentJsonSchema(built.name, built.components);
      const component = built.components.find((c) => c.name === built.name)?.dataType;
      return { name: built.name, description: component?.description ?? '', schema, properties, problems: built.problems };
    },
  );
}

/**
 * The input schema as outputs show it: `null` when it is not known at all (an unread registration
 * or input schema), so that no reader takes the placeholder for a function without parameters.
 */
export function shownInputSchema(view: AgentView): JsonSchema | null {
  return 'tool' in view && view.tool.inputUnknown ? null : view.inputSchema;
}

/** A tools/list entry as outputs show it: its `inputSchema` is `null` when not known at all (see {@link shownInputSchema}). */
export function shownToolsListEntry(view: ToolFunctionView): Record<string, unknown> {
  return view.tool.inputUnknown ? { ...view.tool.toolsListEntry, inputSchema: null } : view.tool.toolsListEntry;
}

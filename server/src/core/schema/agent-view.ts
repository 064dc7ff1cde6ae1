import type { FunctionDecl, SerializableDecl } from '../model/types';
import { functionScope, serializableScope } from '../kotlin-types/declaration-scope';
import { buildAndroidMetadata, buildSerializableComponents, referencedSerializables, type AndroidFunctionMetadata, type SchemaRegistry } from './android-metadata';
import { deliveredDescription, type DescriptionInfo } from './delivered-description';
import { contentKey, SchemaCache } from './cache';
import { componentJsonSchema, inputJsonSchema, outputJsonSchema, parameterJsonSchema, type JsonSchema } from './json-schema';

/** Everything the agent receives for one function, in both views, with its size. */
export interface AgentView {
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

const functionCache = new SchemaCache<AgentView>();
const serializableCache = new SchemaCache<SerializableView>();

function functionKey(fn: FunctionDecl, registry: SchemaRegistry): string {
  const scope = functionScope(fn, registry);
  const types = [...fn.parameters.map((p) => p.type), fn.returnType];
  return contentKey('function', fn, scope, referencedSerializables({ types, scope }, registry));
}

/** What the agent receives for `fn`, cached per declaration content. */
export function describeForAgent(fn: FunctionDecl, registry: SchemaRegistry): AgentView {
  return functionCache.get(fn, registry.version, () => functionKey(fn, registry), () => computeAgentView(fn, registry));
}

function computeAgentView(fn: FunctionDecl, registry: SchemaRegistry): AgentView {
  const androidMetadata = buildAndroidMetadata(fn, registry);
  const description = deliveredDescription(fn);
  const inputSchema = inputJsonSchema(androidMetadata);
  const outputSchema = outputJsonSchema(androidMetadata);
  const view: AgentView = {
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
  return serializableCache.get(
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

import type { JsonSchema } from './json-schema';

/** One parameter of a function's input schema, as a short line of a table. */
export interface ParameterSummary {
  name: string;
  /** A compact type: `string`, `string | null`, `Note`, `Note[]`, `"inbox" | "work"`, `any`. */
  type: string;
  isRequired: boolean;
  /** The parameter's description, "" when the agent receives none. */
  description: string;
}

/** Enum values listed in a type before it reads "one of N values". */
const MAX_LISTED_ENUM_VALUES = 4;
/** How deep a type label follows arrays and unions before it says `…`. */
const MAX_TYPE_DEPTH = 4;

/**
 * The top-level parameters of an input schema in declaration order: what a reader scans first,
 * before the full schema. A schema that is not an object with properties gives no rows.
 */
export function summarizeParameters(inputSchema: JsonSchema): ParameterSummary[] {
  const properties = inputSchema.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return [];
  const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required.filter((r): r is string => typeof r === 'string') : []);
  return Object.entries(properties as Record<string, unknown>).map(([name, value]) => {
    const schema = isSchema(value) ? value : {};
    return {
      name,
      type: typeLabel(schema, 0),
      isRequired: required.has(name),
      description: typeof schema.description === 'string' ? schema.description : '',
    };
  });
}

/** A one-line type for a schema; a reference names its last path segment's simple name. */
export function typeLabel(schema: JsonSchema, depth = 0): string {
  if (depth > MAX_TYPE_DEPTH) return '…';
  if (typeof schema.$ref === 'string') return simpleName(schema.$ref);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum;
    if (values.length === 0) return 'never';
    if (values.length > MAX_LISTED_ENUM_VALUES) return `${baseType(schema) || 'enum'} (${values.length} values)`;
    return values.map((v) => JSON.stringify(v)).join(' | ');
  }
  if ('const' in schema) return JSON.stringify(schema.const) ?? 'any';
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return options.map((o) => (isSchema(o) ? typeLabel(o, depth + 1) : 'any')).join(' | ');
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return Array.isArray(schema.allOf) && schema.allOf.length === 1 && isSchema(schema.allOf[0]) ? typeLabel(schema.allOf[0], depth + 1) : 'any';
  return types.map((type) => (type === 'array' ? `${arrayItem(schema, depth)}[]` : type)).join(' | ');
}

function arrayItem(schema: JsonSchema, depth: number): string {
  const items = schema.items;
  if (!isSchema(items)) return 'any';
  const label = typeLabel(items, depth + 1);
  return label.includes(' | ') ? `(${label})` : label;
}

function baseType(schema: JsonSchema): string {
  return typeof schema.type === 'string' ? schema.type : '';
}

/** `#/$defs/com.example.Note` → `Note`. */
function simpleName(ref: string): string {
  const last = ref.slice(ref.lastIndexOf('/') + 1);
  return last.slice(last.lastIndexOf('.') + 1) || ref;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a TypeScript registration says beyond the common model: zod schemas kept as data, the SDK
 * and zod versions, and the MCP servers a file constructs.
 */

import type { SourceSnippet } from './body-facts';
import type { Range } from './positions';
import type { TextPiece } from './text-pieces';

/**
 * A zod schema (or a value inside one) as written, resolved statically: replaying it against the
 * real zod package builds the schema the SDK would convert, without running workspace code.
 */
export type ZodValue =
  | { kind: 'zod'; base: string; args: ZodValue[]; chain: ZodStep[]; text: string }
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'undefined' }
  | { kind: 'regex'; source: string; flags: string }
  | { kind: 'function' }
  /** `unknown`: parts of the object literal whose keys cannot be read (computed keys, spreads of run-time values). */
  | { kind: 'object'; entries: { key: string; value: ZodValue }[]; unknown?: string[] }
  | { kind: 'array'; items: ZodValue[] }
  | { kind: 'unresolved'; text: string };

/** One `.method(args)` or `.property` after a zod factory call. */
export interface ZodStep {
  kind: 'call' | 'prop';
  name: string;
  args: ZodValue[];
}

/** Where a tool's input or output schema comes from. */
export interface ToolSchemaSource {
  /** `shape`: a raw shape `{ q: z.string() }`; `zod`: a zod schema; `json`: literal JSON Schema. */
  form: 'shape' | 'zod' | 'json';
  zod?: ZodValue;
  json?: unknown;
  /** Whether every part was resolved (a partially resolved schema is shown, not trusted). */
  resolved: boolean;
  /** Literal JSON Schemas: the properties (or `...parts`) that are not literals; the rest is kept. */
  unresolved?: string[];
  /**
   * A zod schema that the code itself converts where a JSON Schema is expected
   * (`inputSchema: zodToJsonSchema(Args)`, `z.toJSONSchema(Args)`): `zod` holds the schema, and
   * the call's options when they are a literal.
   */
  converter?: { name: 'zod-to-json-schema' | 'toJSONSchema'; options?: unknown; optionsUnread?: boolean };
  text: string;
  range: Range;
}

/** The SDK or zod version a registration runs against, and where that was learned. */
export interface PackageVersion {
  name: string;
  major: number;
  version?: string;
  source: 'installed' | 'lock' | 'package.json' | 'import' | 'default';
}

/** A TypeScript tool registration's facts (MCP SDK, WebMCP, TypeScript AppFunctions). */
export interface ToolInfo {
  api: 'registerTool' | 'registerToolTask' | 'tool' | 'tools/list' | 'addTool' | 'webmcp' | 'decorator' | 'jsdoc';
  /** The MCP SDK (`@modelcontextprotocol/sdk` v1 or `@modelcontextprotocol/server` v2), or `fastmcp` for its `addTool`. */
  sdk?: PackageVersion;
  zod?: PackageVersion;
  /** Where `modelContext` was reached from (WebMCP). */
  webmcpHost?: 'document' | 'navigator' | 'window.navigator' | 'other';
  /** Whether the name is a string the reader could resolve (false: a run-time value). */
  nameResolved: boolean;
  /** The expression that gives the name. */
  nameText: string;
  title?: string;
  inputSchema?: ToolSchemaSource;
  outputSchema?: ToolSchemaSource;
  /** Annotation values that resolved to literals, with where each is written. */
  annotations?: Record<string, { value: unknown; range: Range }>;
  /** The registration call (`server.tool(...)`) and its arguments, for fixes. */
  call?: { range: Range; calleeNameRange: Range; args: SourceSnippet[] };
  /** WebMCP: whether the tool object has an `execute` callback. */
  hasExecute?: boolean;
  /** Keys written in a WebMCP tool object or a literal tools/list entry. */
  keys?: string[];
  /** TypeScript AppFunctions: the input/output schemas from the checker's types (JSON Schema 2020-12). */
  typeSchemas?: { input: unknown; output?: unknown; problems: string[] };
  /** `registerToolTask`: the `execution` field tools/list sends (`taskSupport` and the config's own). */
  execution?: Record<string, unknown>;
  /**
   * Where the registration runs, as text (so it survives lines moving): the named function it is
   * in (`''` at the top level; callbacks are transparent) and the branches around it
   * (`if(readOnly):then`, `?(flag):else`, `switch(mode):case('a')`). Two registrations in the same
   * function can both run unless they sit in different branches of one condition.
   */
  site?: { scope: string; branches: string[] };
  /** How the registration was reached when not by a direct call: a loop over tool objects, a wrapper function. */
  via?: { kind: 'loop' | 'wrapper' | 'class'; text: string };
  /**
   * Where the tool is written when that is another file than its registration: the `name` of a
   * tool object a loop registers (`tools/get-item.ts`). Its findings are placed there by outputs
   * that report one location (the command line); the model's ranges stay in this file.
   */
  writtenIn?: { uri: string; nameRange: Range };
  /**
   * Parts of the registration a static reader could not read, and why: the declaration is kept
   * (never dropped), and registration-unresolved reports each part.
   */
  unresolved?: UnresolvedPart[];
}

/**
 * Whether a tool's id is its own: false for the entry that stands for registrations read as a
 * whole (`return { tools }` of a list built at run time) or for a name computed at run time. Its
 * "id" is the expression as written, so rules that compare ids, names or the app's tasks leave it
 * to registration-unresolved.
 */
export function hasKnownName(tool: { unresolved?: readonly UnresolvedPart[] } | undefined): boolean {
  return !tool?.unresolved?.some((part) => part.what === 'name' || part.what === 'registration');
}

/** A part of a registration that could not be read statically. */
export interface UnresolvedPart {
  what: 'name' | 'description' | 'registration';
  /** The expression as written. */
  text: string;
  range: Range;
  /** Why it could not be read (a run-time value, a parameter, a call of code outside the workspace...). */
  reason: 'runtime' | 'parameter' | 'call' | 'loop';
}

/** `new McpServer({ name, version }, { instructions })`: the server's instructions are the app description. */
export interface McpServerDecl {
  name?: string;
  version?: string;
  nameRange: Range;
  range: Range;
  instructions?: TextPiece;
  /**
   * `literal`: the text is known (a literal, constants, or a text file the code reads);
   * `computed`: set, but to a run-time value; `absent`: the options set none; `unknown`: options
   * held or spread from elsewhere (they may carry instructions).
   */
  instructionsState?: 'literal' | 'computed' | 'absent' | 'unknown';
  /** Where computed instructions are written (`instructionsState: 'computed'`). */
  instructionsRange?: Range;
  /** The high-level `McpServer`, the low-level `Server`, or FastMCP's `FastMCP`. */
  api?: 'McpServer' | 'Server' | 'FastMCP';
  sdk?: PackageVersion;
}

/**
 * Whether two registrations of one file can both run: the same function (or both at the top
 * level), and not in different branches of one condition. Registrations without a site (other
 * front ends) always can.
 */
export function mayRunTogether(a: ToolInfo['site'], b: ToolInfo['site']): boolean {
  if (!a || !b) return true;
  if (a.scope !== b.scope) return false;
  for (const branch of a.branches) {
    const at = branch.lastIndexOf(':');
    const condition = branch.slice(0, at);
    if (b.branches.some((other) => other !== branch && other.lastIndexOf(':') === at && other.slice(0, at) === condition)) return false;
  }
  return true;
}

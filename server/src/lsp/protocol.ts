/**
 * Messages between the client and the server beyond standard LSP. Imported by both sides, so it
 * imports nothing itself.
 */

/** Server -> client: totals for the status bar item. */
export const STATUS_NOTIFICATION = 'appfunctions/status';

export interface StatusParams {
  /** Functions found in the workspace. */
  functions: number;
  /** Findings of any severity across the workspace. */
  problems: number;
  errors: number;
  /** Files indexed. */
  files: number;
  /** True while the first workspace scan is still running. */
  indexing: boolean;
  /** While indexing: files read so far and files listed (the counts above are not final yet). */
  progress?: { read: number; total: number };
  /** False when `appfunctions.enable` is off: nothing is checked, and the counts mean nothing. */
  enabled: boolean;
}

/** The source every diagnostic carries. */
export const DIAGNOSTIC_SOURCE = 'appfunctions';

/**
 * The client command that shows a rule's page rendered and read-only (the Markdown preview). Its
 * one argument is the page's `file:` URI, which the client opens only inside the extension's docs.
 */
export const SHOW_RULE_DOCUMENTATION_COMMAND = 'appfunctions.showRuleDocumentation';

/** The client command that opens the agent-schema preview of `{ uri, id }`. */
export const SHOW_AGENT_SCHEMA_COMMAND = 'appfunctions.showAgentSchema';

/** The client command that copies a function's tool JSON (`{ uri, id }`) to the clipboard. */
export const COPY_JSON_SCHEMA_COMMAND = 'appfunctions.registry.copyJsonSchema';

/**
 * The client command a quick fix runs after its edit to select the text the user is meant to type
 * over (a suppression's reason): arguments `uri` and an LSP range in the edited document.
 */
export const SELECT_PLACEHOLDER_COMMAND = 'appfunctions.selectPlaceholder';

/** Commands the server's hovers may link to: the client trusts exactly these in hover Markdown. */
export const HOVER_COMMANDS = [SHOW_AGENT_SCHEMA_COMMAND, COPY_JSON_SCHEMA_COMMAND, SHOW_RULE_DOCUMENTATION_COMMAND] as const;

/** The settings section the server reads. */
export const SETTINGS_SECTION = 'appfunctions';

/** Client -> server: the function registry tree, app by app (result: `RegistryTree`). */
export const REGISTRY_REQUEST = 'appfunctions/registry';

/** Server -> client: the registry changed (edits, files, settings); ask again. */
export const REGISTRY_CHANGED_NOTIFICATION = 'appfunctions/registryChanged';

export interface RegistryChangedParams {
  /** The registry's version, so a client can skip a refresh it already has. */
  version: number;
  /** The tree's totals, for the view's badge: a hidden view need not load the tree for them. */
  functionCount: number;
  problemCount: number;
}

/** Client -> server: what the agent receives for one function. */
export const FUNCTION_SCHEMA_REQUEST = 'appfunctions/functionSchema';

export interface FunctionSchemaParams {
  uri: string;
  id: string;
}

/** Client -> server: the whole registry for export, in the tools/list shape and as Android metadata XML. */
export const EXPORT_REGISTRY_REQUEST = 'appfunctions/exportRegistry';

export interface ExportRegistryResult {
  /** `{ tools: [{ name, description, inputSchema, outputSchema }] }`, as an MCP `tools/list` result. */
  toolsList: { tools: { name: string; description: string; inputSchema: unknown; outputSchema?: unknown }[] };
  /** The Android metadata view of every Android function, as the compiler would generate it. */
  androidMetadataXml: string;
  /** The same, one document per XML file the compiler writes (see `ToolsListExport`). */
  androidMetadataFiles: { fileName: string; xml: string }[];
  /** The app descriptions, as `{ name, description, file }`. */
  apps: { name: string; description?: string; file?: string }[];
}

/** Client -> server: the text of the agent-schema preview for one function or a whole file. */
export const SCHEMA_PREVIEW_REQUEST = 'appfunctions/schemaPreview';

export interface SchemaPreviewParams {
  uri: string;
  /** A function id; when absent, `line` picks the function under the cursor. */
  id?: string;
  /** Zero-based line of the cursor; when no function covers it, the whole file is shown. */
  line?: number;
  /** `json`: the JSON Schemas the agent receives; `android`: the generated metadata XML. */
  view: 'json' | 'android';
}

export interface SchemaPreviewResult {
  /** What the preview covers, e.g. a function id or the file name. */
  title: string;
  text: string;
}

/** A zero-based line and UTF-16 character, as LSP counts them. */
export interface WirePosition {
  line: number;
  character: number;
}

/** A range in a document, as LSP sends it. */
export interface WireRange {
  start: WirePosition;
  end: WirePosition;
}

/**
 * The registry tree as the client receives it. The server sends the core's app tree as it is;
 * these declarations are the contract, and the server's handler is typed with them, so a change
 * on either side that breaks the other fails to compile.
 */
export interface RegistryTree {
  apps: RegistryApp[];
  functionCount: number;
  problemCount: number;
}

/** One app: a manifest's project, or a folder of tools. */
export interface RegistryApp {
  /** The project folder's name, or the manifest's label. */
  name: string;
  /** The folder the app is built from ("" when unknown). */
  root: string;
  manifestUri?: string;
  description?: RegistryAppDescription;
  groups: RegistryGroup[];
}

/** The app description and where the agent reads it from. */
export interface RegistryAppDescription {
  text: string;
  attribute: 'instructions' | 'description';
  uri: string;
  range: WireRange;
}

/** An entry point, class, MCP server or file holding functions. */
export interface RegistryGroup {
  kind: 'entry-point' | 'class' | 'mcp-server' | 'file';
  name: string;
  qualifiedName?: string;
  module: string;
  uri: string;
  range?: WireRange;
  generatedService?: string;
  functions: RegistryFunction[];
}

/** One function as the agent sees it, with its problem counts. */
export interface RegistryFunction {
  id: string;
  name: string;
  uri: string;
  range: WireRange;
  status: 'enabled' | 'disabled' | 'deprecated';
  kind: 'android-appfunction' | 'mcp-tool' | 'webmcp-tool' | 'ts-appfunction' | 'dotnet-appfunction';
  problems: number;
  errors: number;
  /** The description as the agent receives it ("" when none). */
  description: string;
  /** What could not be read statically, one line each (absent when everything was read). */
  unresolved?: string[];
  parameters: RegistryParameter[];
}

/** One parameter of a function. */
export interface RegistryParameter {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/**
 * Environment variables the server process is started with, by the extension and by every harness
 * that drives the bundled server as the extension does.
 *
 * `MALLOC_ARENA_MAX=1`: glibc gives each thread that allocates its own malloc arena, and V8's
 * compiler and garbage-collector threads allocate; memory they free stays in their arenas. Over
 * 4,000 fuzz inputs the server held 307 MB after a full collection with the default and 272 MB
 * with one arena, at the same speed (FUZZING.md).
 *
 * `MALLOC_MMAP_THRESHOLD_=65536`, `MALLOC_TRIM_THRESHOLD_=131072`: glibc raises its mmap threshold
 * each time a large mapped block is freed, so after the first megabyte document every later
 * megabyte buffer came from the heap, and the holes it left stayed resident. A fixed threshold maps
 * blocks of 64 KB and more and gives them back when freed. Over 6,000 fuzz inputs the server's
 * steady memory went from 341 to 323 MB and its peak from 472 to 451 MB, with answers on
 * megabyte inputs as fast (FUZZING.md). Other C libraries ignore these variables.
 */
export const SERVER_PROCESS_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

import type { FunctionDecl } from '../model/declarations';
import type { ReportInternalError } from '../model/internal-error';
import type { WorkspaceView } from '../model/workspace-view';
import { buildAppTree } from '../registry/app-tree';
import { agentView, shownInputSchema, shownToolsListEntry, type AgentView } from './agent-view';
import { hasKnownName } from '../model/tool-facts';
import type { AndroidFunctionMetadata, SchemaRegistry } from './android-metadata';
import { renderAndroidMetadataXml } from './android-metadata-xml';

/** What the export reads from the workspace; `WorkspaceRegistry` provides it. */
export type ExportWorkspace = SchemaRegistry & Pick<WorkspaceView, 'get'>;

/**
 * The two shapes the registry is exported in:
 * - `registry`: `appfunctions-lint --registry`, every function with what the agent receives, by file;
 * - `tools-list`: the editor's export, an MCP `tools/list` result plus the Android metadata XML, in
 *   the registry tree's order.
 */
export type RegistryExportFormat = 'registry' | 'tools-list';

export interface RegistryExportOptions {
  /** `registry`: the files whose functions are listed, in this order (default: every indexed file). */
  files?: readonly string[];
  /** `registry`: how a file is named in the output (default: as indexed). */
  displayPath?: (uri: string) => string;
  /** `tools-list`: where a function left out because its view could not be built is reported. */
  internalError?: ReportInternalError;
}

/** `--registry`'s JSON: the apps and every function; `description` is "" when the agent receives none. */
export interface RegistryJson {
  apps: {
    name: string;
    manifest?: string;
    description?: string;
    descriptionAttribute?: string;
    file?: string;
    line?: number;
  }[];
  functions: Record<string, unknown>[];
}

/** The editor's export: what an MCP client would list, and what the Android compiler would generate. */
export interface ToolsListExport {
  toolsList: { tools: { name: string; description: string; inputSchema: unknown; outputSchema?: unknown }[] };
  /** Every Android function's metadata as one XML document (`<appfunctions/>` when there is none). */
  androidMetadataXml: string;
  /**
   * The same metadata split as the compiler writes it, one document per file: an entry point's and
   * a signature's `appFunctionXmlFileName`, `app_functions_v2.xml` for functions outside both.
   */
  androidMetadataFiles: { fileName: string; xml: string }[];
  apps: { name: string; description?: string; file?: string }[];
}

/**
 * The one registry export, read from {@link agentView}: the CLI's `--registry` and the editor's
 * export request both call it, so they cannot describe a function differently.
 */
export function exportRegistry(workspace: ExportWorkspace, format: 'registry', options?: RegistryExportOptions): RegistryJson;
export function exportRegistry(workspace: ExportWorkspace, format: 'tools-list', options?: RegistryExportOptions): ToolsListExport;
export function exportRegistry(workspace: ExportWorkspace, format: RegistryExportFormat, options: RegistryExportOptions = {}): RegistryJson | ToolsListExport {
  return format === 'registry' ? registryJson(workspace, options) : toolsListExport(workspace, options);
}

function registryJson(workspace: ExportWorkspace, options: RegistryExportOptions): RegistryJson {
  const display = options.displayPath ?? ((uri: string) => uri);
  const files = options.files ?? workspace.files().map((f) => f.uri);
  const functions: Record<string, unknown>[] = [];
  for (const file of files) {
    for (const fn of workspace.get(file)?.functions ?? []) {
      const view = agentView(fn, workspace);
      functions.push({
        id: view.id,
        name: view.name,
        language: view.language,
        kind: view.kind,
        file: display(file),
        line: fn.nameRange.start.line + 1,
        enabled: view.enabled,
        description: view.description,
        inputSchema: shownInputSchema(view),
        outputSchema: view.outputSchema,
        ...kindExtras(view, display),
      });
    }
  }
  const apps = buildAppTree(workspace.files()).apps.map((app) => ({
    name: app.name,
    manifest: app.manifestUri ? display(app.manifestUri) : undefined,
    description: app.description?.text,
    descriptionAttribute: app.description?.attribute,
    file: app.description ? display(app.description.uri) : undefined,
    line: app.description ? app.description.range.start.line + 1 : undefined,
  }));
  return { apps, functions };
}

/** The kind's own part of a `--registry` entry: the Android metadata, or how the tool's schemas were made. */
function kindExtras(view: AgentView, display: (uri: string) => string): Record<string, unknown> {
  if (view.kind === 'android-appfunction') {
    const { metadata } = view.android;
    const release = metadata.release && { ...metadata.release, declaredIn: display(metadata.release.declaredIn) };
    return { androidMetadata: release ? { ...metadata, release } : metadata };
  }
  if (view.kind === 'dotnet-appfunction') return { dotnet: view.dotnet };
  return {
    converter: view.tool.converter,
    error: view.tool.error,
    toolsListEntry: shownToolsListEntry(view),
    ...(view.tool.unresolved ? { unresolved: view.tool.unresolved } : {}),
  };
}

function toolsListExport(workspace: ExportWorkspace, options: RegistryExportOptions): ToolsListExport {
  const tools: ToolsListExport['toolsList']['tools'] = [];
  // Where each function is declared: an entry point's functions are written in declaration order.
  const android: { metadata: AndroidFunctionMetadata; fileName: string; uri: string; line: number }[] = [];
  const tree = buildAppTree(workspace.files());
  for (const app of tree.apps) {
    for (const group of app.groups) {
      for (const node of group.functions) {
        const fn = workspace.get(node.uri)?.functions.find((f) => f.id === node.id && f.nameRange.start.line === node.range.start.line);
        // A registration read as a whole, or with a run-time name, is no tools/list entry: the registry JSON lists it as unread.
        if (!fn || !hasKnownName(fn.tool)) continue;
        try {
          const view = agentView(fn, workspace);
          tools.push(toolsListEntry(view));
          if (view.kind === 'android-appfunction') {
            android.push({ metadata: view.android.metadata, fileName: metadataFileName(fn), uri: node.uri, line: fn.nameRange.start.line });
          }
        } catch (error) {
          // A function the schema builder cannot read yet is left out of the export, not the whole export.
          options.internalError?.({ phase: 'export', uri: node.uri, error });
        }
      }
    }
  }
  android.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : a.line - b.line));
  const metadata = android.map((entry) => entry.metadata);
  const byFile = new Map<string, AndroidFunctionMetadata[]>();
  for (const entry of android) {
    let inFile = byFile.get(entry.fileName);
    if (!inFile) byFile.set(entry.fileName, (inFile = []));
    inFile.push(entry.metadata);
  }
  return {
    toolsList: { tools },
    androidMetadataXml: renderAndroidMetadataXml(metadata),
    androidMetadataFiles: [...byFile].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([fileName, functions]) => ({ fileName, xml: renderAndroidMetadataXml(functions) })),
    apps: tree.apps.map((app) => ({ name: app.name, description: app.description?.text, file: app.description?.uri })),
  };
}

/** A function as a `tools/list` entry: the SDK's own entry for a tool, the four agent fields for Android. */
function toolsListEntry(view: AgentView): ToolsListExport['toolsList']['tools'][number] {
  if (view.kind === 'mcp-tool' || view.kind === 'webmcp-tool' || view.kind === 'ts-appfunction') return shownToolsListEntry(view) as ToolsListExport['toolsList']['tools'][number];
  // .NET: what the library's AI tools offer (Extensions.AI): the id, the description and GetParametersJsonSchema().
  if (view.kind === 'dotnet-appfunction') return { name: view.id, description: view.description, inputSchema: view.inputSchema };
  return { name: view.id, description: view.description, inputSchema: view.inputSchema, outputSchema: view.outputSchema };
}

/**
 * The XML file the compiler lists an Android function in: the `appFunctionXmlFileName` of its
 * signature or of its entry point (with `.xml` added when it is not written), else the aggregate
 * `app_functions_v2.xml` of the older compilers. A name that is not a literal gives the class's.
 * The name comes from workspace code and becomes a file name on export: anything but letters,
 * digits, `_`, `-` and inner dots becomes `_`, so it can never leave the chosen folder.
 */
function metadataFileName(fn: FunctionDecl): string {
  const withXml = (name: string) => {
    const safe = name.replace(/[^\w.-]/g, '_').replace(/^\.+/, '_');
    return safe.endsWith('.xml') ? safe : `${safe}.xml`;
  };
  const cls = fn.enclosingClass;
  if (fn.signature) return withXml(fn.signature.xmlFileName || cls?.qualifiedName || 'app_functions_v2');
  if (cls?.isEntryPoint) {
    const annotation = cls.annotations.find((a) => a.name === 'AppFunctionServiceEntryPoint');
    const name = (annotation?.args.appFunctionXmlFileName ?? annotation?.args._1)?.stringValue;
    return withXml(name || cls.qualifiedName);
  }
  return 'app_functions_v2.xml';
}

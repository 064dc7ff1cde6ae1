import { ResponseError, type Connection } from 'vscode-languageserver';
import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../core/model/types';
import { buildAppTree, registryTotals, type AppTree } from '../core/registry/app-tree';
import { describeForAgent } from '../core/schema/agent-view';
import { describeTool } from '../core/schema/mcp-schema';
import type { AndroidFunctionMetadata } from '../core/schema/android-metadata';
import { renderAndroidMetadataXml } from '../core/schema/android-metadata-xml';
import {
  EXPORT_REGISTRY_REQUEST,
  FUNCTION_SCHEMA_REQUEST,
  REGISTRY_CHANGED_NOTIFICATION,
  REGISTRY_REQUEST,
  type ExportRegistryResult,
  type RegistryTree,
  type FunctionSchemaParams,
  type RegistryChangedParams,
} from './protocol';
import type { WorkspaceSession } from './workspace-session';

/** ErrorCodes.InvalidParams of JSON-RPC. */
const INVALID_PARAMS = -32602;

/**
 * The registry view's requests: the tree (apps -> entry points/modules -> functions ->
 * parameters), one function's agent schema, and the export; plus a notification whenever the
 * registry may have changed, debounced so a burst of edits refreshes the view once.
 */
export function registerRegistryRequests(connection: Connection, session: WorkspaceSession): void {
  connection.onRequest(REGISTRY_REQUEST, (): RegistryTree => registryTree(session));

  connection.onRequest(FUNCTION_SCHEMA_REQUEST, (params: FunctionSchemaParams) => {
    const fn = findFunction(session, params);
    if (!fn) return new ResponseError(INVALID_PARAMS, l10n.t("No function '{0}' in {1}.", params?.id ?? '', params?.uri ?? ''));
    return agentView(session, fn);
  });

  connection.onRequest(EXPORT_REGISTRY_REQUEST, (): ExportRegistryResult => exportRegistry(session));

  session.onDidSettle(async () => {
    // Settings changes do not bump the registry but change problem counts: always send. The
    // totals analyse every changed file, so they are counted in slices and give way to a newer burst.
    const version = session.registry.version;
    const params: RegistryChangedParams = { version, functionCount: 0, problemCount: 0 };
    const counted = await session.forEachFileWhileSettled((file) => {
      const totals = registryTotals([file], (uri) => session.findingsFor(uri));
      params.functionCount += totals.functionCount;
      params.problemCount += totals.problemCount;
    });
    if (counted) void connection.sendNotification(REGISTRY_CHANGED_NOTIFICATION, params);
  });
}

/** The tree with problem counts under the current settings. */
export function registryTree(session: WorkspaceSession): AppTree {
  const registry = session.registry;
  return buildAppTree(registry.files(), {
    problems: (uri) => session.findingsFor(uri),
    agentDescription: (fn) => (fn.kind === 'android-appfunction' ? describeForAgent(fn, registry).description : describeTool(fn).description),
  });
}

function findFunction(session: WorkspaceSession, params: FunctionSchemaParams | undefined): FunctionDecl | undefined {
  if (!params?.uri || !params.id) return undefined;
  const model = session.registry.get(params.uri);
  return model?.functions.find((f) => f.id === params.id);
}

/** What the agent receives for one function, or a plain description for kinds without a schema yet. */
function agentView(session: WorkspaceSession, fn: FunctionDecl): unknown {
  if (fn.kind === 'android-appfunction') {
    const view = describeForAgent(fn, session.registry);
    return { ...view, androidMetadataXml: renderAndroidMetadataXml(view.androidMetadata) };
  }
  const tool = describeTool(fn);
  return { id: fn.id, kind: fn.kind, description: tool.description, inputSchema: tool.inputSchema, outputSchema: tool.outputSchema, converter: tool.converter, error: tool.error, toolsListEntry: tool.toolsListEntry };
}

function exportRegistry(session: WorkspaceSession): ExportRegistryResult {
  const registry = session.registry;
  const tools: ExportRegistryResult['toolsList']['tools'] = [];
  const metadata: AndroidFunctionMetadata[] = [];
  const tree = registryTree(session);
  for (const app of tree.apps) {
    for (const group of app.groups) {
      for (const node of group.functions) {
        const fn = registry.get(node.uri)?.functions.find((f) => f.id === node.id && f.nameRange.start.line === node.range.start.line);
        if (!fn) continue;
        if (fn.kind !== 'android-appfunction') {
          try {
            tools.push(describeTool(fn).toolsListEntry as ExportRegistryResult['toolsList']['tools'][number]);
          } catch {
            // Left out of the export, like an unreadable Android function.
          }
          continue;
        }
        try {
          const view = describeForAgent(fn, registry);
          tools.push({ name: view.id, description: view.description, inputSchema: view.inputSchema, outputSchema: view.outputSchema });
          metadata.push(view.androidMetadata);
        } catch {
          // A function the schema builder cannot read yet is left out of the export, not the whole export.
        }
      }
    }
  }
  return {
    toolsList: { tools },
    androidMetadataXml: metadata.length > 0 ? renderAndroidMetadataXml(metadata) : '',
    apps: tree.apps.map((app) => ({ name: app.name, description: app.description?.text, file: app.description?.uri })),
  };
}

import type { Connection } from 'vscode-languageserver';
import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../core/model/declarations';
import type { ReportInternalError } from '../core/model/internal-error';
import { buildAppTree, registryTotals, type AppTree } from '../core/registry/app-tree';
import { agentView, shownInputSchema, shownToolsListEntry, type AgentView } from '../core/schema/agent-view';
import { renderAndroidMetadataXml } from '../core/schema/android-metadata-xml';
import { exportRegistry } from '../core/schema/registry-export';
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
import type { FindingsCache } from './findings-cache';
import type { WorkspaceReader } from './open-documents';
import type { Settle } from './settle';
import { invalidParams, objectParam, uriParam } from './request-params';

/** Besides the workspace, what the registry view reads: findings to count, the settled passes, where a function it cannot describe is reported. */
export interface RegistryParts {
  findings: Pick<FindingsCache, 'findingsFor'>;
  settle: Settle;
  internalError: ReportInternalError;
}

/**
 * The registry view's requests: the tree (apps -> entry points/modules -> functions ->
 * parameters), one function's agent schema, and the export; plus a notification whenever the
 * registry may have changed, debounced so a burst of edits refreshes the view once.
 */
export function registerRegistryRequests(connection: Connection, session: WorkspaceReader, parts: RegistryParts): void {
  const { findings, settle } = parts;
  connection.onRequest(REGISTRY_REQUEST, (): RegistryTree => registryTree(session, parts));

  connection.onRequest(FUNCTION_SCHEMA_REQUEST, (raw: unknown) => {
    const params = functionSchemaParams(raw);
    const fn = findFunction(session, params);
    if (!fn) throw invalidParams(l10n.t("No function '{0}' in {1}.", params.id, params.uri));
    return functionSchema(agentView(fn, session.registry));
  });

  connection.onRequest(EXPORT_REGISTRY_REQUEST, (): ExportRegistryResult => exportRegistry(session.registry, 'tools-list', { internalError: parts.internalError }));

  settle.onDidSettle(async () => {
    // Settings changes do not bump the registry but change problem counts: always send. The
    // totals analyse every changed file, so they are counted in slices and give way to a newer burst.
    const version = session.registry.version;
    const params: RegistryChangedParams = { version, functionCount: 0, problemCount: 0 };
    const counted = await settle.forEachFileWhileSettled((file) => {
      const totals = registryTotals([file], (uri) => findings.findingsFor(uri));
      params.functionCount += totals.functionCount;
      params.problemCount += totals.problemCount;
    });
    if (counted) void connection.sendNotification(REGISTRY_CHANGED_NOTIFICATION, params);
  });
}

/** The tree with problem counts under the current settings. */
export function registryTree(session: WorkspaceReader, { findings, internalError }: Omit<RegistryParts, 'settle'>): AppTree {
  const registry = session.registry;
  return buildAppTree(registry.files(), {
    problems: (uri) => findings.findingsFor(uri),
    internalError,
    agentDescription: (fn) => agentView(fn, registry).description,
    unresolvedSchemaProperties: (fn) => {
      const view = agentView(fn, registry);
      return 'tool' in view ? view.tool.unresolved?.schemaProperties : undefined;
    },
  });
}

/** One function's parameters: its file and id. */
function functionSchemaParams(raw: unknown): FunctionSchemaParams {
  const params = objectParam(raw, 'params');
  const id = params.id;
  if (typeof id !== 'string' || id === '') throw invalidParams(l10n.t("Invalid parameters: 'id' must be a function id."));
  return { uri: uriParam(params.uri, 'uri'), id };
}

function findFunction(session: WorkspaceReader, params: FunctionSchemaParams): FunctionDecl | undefined {
  const model = session.registry.get(params.uri);
  return model?.functions.find((f) => f.id === params.id);
}

/**
 * The `appfunctions/functionSchema` answer: for Android, the whole view with the generated
 * metadata as XML; for a TypeScript tool, its schemas and how they were made.
 */
function functionSchema(view: AgentView): unknown {
  if (view.kind === 'dotnet-appfunction') {
    return {
      id: view.id,
      kind: view.kind,
      description: view.description,
      inputSchema: view.inputSchema,
      outputSchema: view.outputSchema,
      dotnet: view.dotnet,
      problems: view.problems,
    };
  }
  if (view.kind !== 'android-appfunction') {
    const { converter, error } = view.tool;
    return {
      id: view.id,
      kind: view.kind,
      description: view.description,
      inputSchema: shownInputSchema(view),
      outputSchema: view.outputSchema,
      converter,
      error,
      toolsListEntry: shownToolsListEntry(view),
    };
  }
  const { metadata, descriptionSource } = view.android;
  return {
    id: view.id,
    description: view.description,
    descriptionSource,
    inputSchema: view.inputSchema,
    outputSchema: view.outputSchema,
    androidMetadata: metadata,
    sizeChars: view.sizeChars,
    estimatedTokens: view.estimatedTokens,
    ...(view.descriptionReason !== undefined ? { descriptionReason: view.descriptionReason } : {}),
    androidMetadataXml: renderAndroidMetadataXml(metadata),
  };
}

import * as l10n from '@vscode/l10n';
import type { Connection } from 'vscode-languageserver';
import type { FunctionDecl } from '../core/model/declarations';
import { agentView, shownToolsListEntry, type AgentView } from '../core/schema/agent-view';
import { renderAndroidMetadataXml } from '../core/schema/android-metadata-xml';
import { SCHEMA_PREVIEW_REQUEST, type SchemaPreviewParams, type SchemaPreviewResult } from './protocol';
import type { WorkspaceReader } from './open-documents';
import { indexParam, invalidParams, objectParam, optionalStringParam, uriParam } from './request-params';

/**
 * The "Show Agent Schema" document: what the agent receives for the function under the cursor (or
 * every function of the file), as JSON Schema or as the Android metadata the compiler generates.
 */
export function registerSchemaPreview(connection: Connection, session: WorkspaceReader): void {
  connection.onRequest(SCHEMA_PREVIEW_REQUEST, (raw: unknown): SchemaPreviewResult => {
    const params = schemaPreviewParams(raw);
    const model = session.registry.get(params.uri);
    const fileName = params.uri.split('/').pop() ?? params.uri;
    if (!model) return { title: fileName, text: l10n.t('// This file is not analysed: no AppFunctions here.') };
    const chosen = pick(model.functions, params);
    const targets = chosen ? [chosen] : model.functions;
    if (targets.length === 0) return { title: fileName, text: l10n.t('// No AppFunctions in {0}.', fileName) };
    const views = targets.map((fn) => agentView(fn, session.registry));
    const title = chosen ? chosen.id : fileName;
    // TypeScript tools have no Android metadata: they are always shown as what tools/list sends.
    if (params.view === 'android' && views.every((v) => v.kind === 'android-appfunction')) {
      return { title, text: renderAndroidMetadataXml(views.map((v) => v.android.metadata)) };
    }
    const shaped = views.map(previewEntry);
    return { title, text: `${JSON.stringify(chosen ? shaped[0] : { functions: shaped }, null, 2)}\n` };
  });
}

/**
 * One function in the JSON preview: an Android function's description and schemas (with a note
 * saying why the description is empty); a TypeScript tool's tools/list entry and the converter used.
 */
function previewEntry(view: AgentView): Record<string, unknown> {
  const size = { characters: view.sizeChars, estimatedTokens: view.estimatedTokens };
  if (view.kind === 'dotnet-appfunction') {
    const { title, opensApp, parametersJsonSchema } = view.dotnet;
    return {
      id: view.id,
      kind: view.kind,
      title,
      description: view.description,
      opensApp,
      inputSchema: view.inputSchema,
      ...(view.outputSchema ? { outputSchema: view.outputSchema } : {}),
      getParametersJsonSchema: parametersJsonSchema,
      ...(view.problems.length ? { problems: view.problems } : {}),
      size,
    };
  }
  if (view.kind !== 'android-appfunction') {
    const { converter, error } = view.tool;
    return {
      id: view.id,
      kind: view.kind,
      converter,
      ...(error ? { error } : {}),
      ...(view.problems.length ? { problems: view.problems } : {}),
      tool: shownToolsListEntry(view),
      size,
    };
  }
  return {
    id: view.id,
    description: view.description,
    ...(view.description ? {} : { note: view.descriptionReason }),
    inputSchema: view.inputSchema,
    outputSchema: view.outputSchema,
    size,
  };
}

function pick(functions: FunctionDecl[], params: SchemaPreviewParams): FunctionDecl | undefined {
  if (params.id) return functions.find((fn) => fn.id === params.id);
  if (params.line === undefined) return undefined;
  const line = params.line;
  return functions.find((fn) => fn.range.start.line <= line && line <= fn.range.end.line);
}

/** The preview's parameters: the file, and optionally a function id or the cursor's line, and the view (JSON by default). */
function schemaPreviewParams(raw: unknown): SchemaPreviewParams {
  const params = objectParam(raw, 'params');
  const view = params.view ?? 'json';
  if (view !== 'json' && view !== 'android') throw invalidParams(l10n.t("Invalid parameters: 'view' must be 'json' or 'android'."));
  return {
    uri: uriParam(params.uri, 'uri'),
    id: optionalStringParam(params.id, 'id'),
    line: params.line === undefined || params.line === null ? undefined : indexParam(params.line, 'line'),
    view,
  };
}

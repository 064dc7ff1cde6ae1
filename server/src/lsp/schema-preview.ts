import * as l10n from '@vscode/l10n';
import type { Connection } from 'vscode-languageserver';
import type { FunctionDecl } from '../core/model/types';
import { describeForAgent } from '../core/schema/agent-view';
import { describeTool } from '../core/schema/mcp-schema';
import { renderAndroidMetadataXml } from '../core/schema/android-metadata-xml';
import { SCHEMA_PREVIEW_REQUEST, type SchemaPreviewParams, type SchemaPreviewResult } from './protocol';
import type { WorkspaceSession } from './workspace-session';

/**
 * The "Show Agent Schema" document: what the agent receives for the function under the cursor (or
 * every function of the file), as JSON Schema or as the Android metadata the compiler generates.
 */
export function registerSchemaPreview(connection: Connection, session: WorkspaceSession): void {
  connection.onRequest(SCHEMA_PREVIEW_REQUEST, (params: SchemaPreviewParams): SchemaPreviewResult => {
    const model = session.registry.get(params.uri);
    const fileName = params.uri.split('/').pop() ?? params.uri;
    if (!model) return { title: fileName, text: l10n.t('// This file is not analysed: no AppFunctions here.') };
    if (model.language === 'typescript') {
      // MCP, WebMCP and TypeScript AppFunctions: what tools/list (or the browser) sends, with the converter used.
      const chosenTool = pick(model.functions, params);
      const tools = chosenTool ? [chosenTool] : model.functions;
      if (tools.length === 0) return { title: fileName, text: l10n.t('// No AppFunctions in {0}.', fileName) };
      const shapedTools = tools.map((fn) => {
        const view = describeTool(fn);
        return { id: view.id, kind: view.kind, converter: view.converter, ...(view.error ? { error: view.error } : {}), ...(view.problems.length ? { problems: view.problems } : {}), tool: view.toolsListEntry, size: { characters: view.sizeChars, estimatedTokens: view.estimatedTokens } };
      });
      return { title: chosenTool ? chosenTool.id : fileName, text: `${JSON.stringify(chosenTool ? shapedTools[0] : { functions: shapedTools }, null, 2)}\n` };
    }
    const androidFunctions = model.functions.filter((fn) => fn.kind === 'android-appfunction');
    const chosen = pick(androidFunctions, params);
    const targets = chosen ? [chosen] : androidFunctions;
    if (targets.length === 0) return { title: fileName, text: l10n.t('// No AppFunctions in {0}.', fileName) };
    const views = targets.map((fn) => describeForAgent(fn, session.registry));
    const title = chosen ? chosen.id : fileName;
    if (params.view === 'android') return { title, text: renderAndroidMetadataXml(views.map((v) => v.androidMetadata)) };
    const shaped = views.map((v) => ({
      id: v.id,
      description: v.description,
      ...(v.description ? {} : { note: v.descriptionReason }),
      inputSchema: v.inputSchema,
      outputSchema: v.outputSchema,
      size: { characters: v.sizeChars, estimatedTokens: v.estimatedTokens },
    }));
    return { title, text: `${JSON.stringify(chosen ? shaped[0] : { functions: shaped }, null, 2)}\n` };
  });
}

function pick(functions: FunctionDecl[], params: SchemaPreviewParams): FunctionDecl | undefined {
  if (params.id) return functions.find((fn) => fn.id === params.id);
  if (params.line === undefined) return undefined;
  const line = params.line;
  return functions.find((fn) => fn.range.start.line <= line && line <= fn.range.end.line);
}

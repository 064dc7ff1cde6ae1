import * as l10n from '@vscode/l10n';
import { suppressionHover } from './suppression-hover';
import { MarkupKind, type Connection, type Hover, type Position as LspPosition, type ServerCapabilities } from 'vscode-languageserver';
import type { FunctionDecl, SerializableDecl } from '../core/model/declarations';
import type { FileModel } from '../core/model/file-model';
import { agentParameter, agentView, describeSerializable, type AgentView } from '../core/schema/agent-view';
import { summarizeParameters, typeLabel, type ParameterSummary } from '../core/schema/schema-summary';
import { COPY_JSON_SCHEMA_COMMAND, SHOW_AGENT_SCHEMA_COMMAND } from './protocol';
import type { JsonSchema } from '../core/schema/json-schema';
import { nextTurn } from './cancellation';
import { objectParam, positionParam, textDocumentParam } from './request-params';
import type { WorkspaceRegistry } from '../core/registry/workspace-registry';
import type { WorkspaceReader } from './open-documents';
import { positionInRange } from '../core/text/ranges';

/**
 * "What will the agent actually get?": hovers on a function's name or AppFunction annotation show
 * its id, description, parameter and response schemas and size; on a parameter, its schema
 * fragment; on a serializable class or property, its schema. Schemas come from the core's cache,
 * so repeated hovers cost nothing.
 */
export function registerHover(connection: Connection, session: WorkspaceReader): ServerCapabilities {
  connection.onHover(async (raw, token): Promise<Hover | null> => {
    const params = hoverParams(raw);
    // A hover the client has already dropped (the pointer moved on) is not computed.
    await nextTurn();
    if (token.isCancellationRequested) return null;
    const registry = session.registryFor?.(params.uri) ?? session.registry;
    const model = registry.get(params.uri);
    if (!model) return null;
    // A position past the end of the document is over no declaration: no hover.
    return suppressionHover(model, params.position) ?? hoverAt(model, params.position, registry);
  });
  return { hoverProvider: true };
}

/** A hover's parameters: the document and a zero-based position. */
function hoverParams(raw: unknown): { uri: string; position: LspPosition } {
  const params = objectParam(raw, 'params');
  return { uri: textDocumentParam(params), position: positionParam(params.position, 'position') };
}

function hoverAt(model: FileModel, position: LspPosition, registry: WorkspaceRegistry): Hover | null {
  for (const fn of model.functions) {
    if (positionInRange(position, fn.nameRange) || (fn.annotation && positionInRange(position, fn.annotation.range))) {
      return {
        contents: { kind: MarkupKind.Markdown, value: functionMarkdown(fn, model.uri, registry) },
        range: positionInRange(position, fn.nameRange) ? fn.nameRange : fn.annotation!.range,
      };
    }
    for (const parameter of fn.parameters) {
      if (!positionInRange(position, parameter.range)) continue;
      if (parameter.isContext) {
        return {
          contents: { kind: MarkupKind.Markdown, value: l10n.t('`{0}` is the AppFunctionContext parameter: it is not part of what the agent sees.', parameter.name) },
          range: parameter.nameRange,
        };
      }
      const described = agentParameter(fn, parameter.name, registry);
      if (!described) return null;
      const lines = [l10n.t('**Parameter** `{0}` of `{1}` ({2})', parameter.name, fn.id, described.isRequired ? l10n.t('required') : l10n.t('optional'))];
      lines.push(
        described.description
          ? `${l10n.t('Description the agent receives:')}\n\n${fence(described.description, 'text')}`
          : l10n.t('The agent receives no description for this parameter.'),
      );
      lines.push(fence(json(described.schema), 'json'));
      return { contents: { kind: MarkupKind.Markdown, value: lines.join('\n\n') }, range: parameter.nameRange };
    }
  }
  for (const decl of model.serializables) {
    if (positionInRange(position, decl.nameRange)) {
      return { contents: { kind: MarkupKind.Markdown, value: serializableMarkdown(decl, registry) }, range: decl.nameRange };
    }
    for (const property of decl.properties) {
      if (!property.hasValOrVar || !positionInRange(position, property.range)) continue;
      const view = describeSerializable(decl, registry);
      const schema = view.properties[property.name];
      if (!schema) return null;
      const description = typeof schema.description === 'string' ? schema.description : '';
      const lines = [l10n.t('**Property** `{0}` of `{1}`', property.name, view.name)];
      lines.push(description ? `${l10n.t('Description the agent receives:')}\n\n${fence(description, 'text')}` : l10n.t('The agent receives no description for this property.'));
      lines.push(fence(json(schema), 'json'));
      return { contents: { kind: MarkupKind.Markdown, value: lines.join('\n\n') }, range: property.nameRange };
    }
  }
  return null;
}

/**
 * A function's hover, shortest first: kind, id and size; links to the full preview and to copy
 * the tool JSON; the description as received; the parameters as a table; then the schemas below
 * a rule. A TypeScript tool also names the converter that made its schemas (and the SDK's error
 * when tools/list fails).
 */
function functionMarkdown(fn: FunctionDecl, uri: string, registry: WorkspaceRegistry): string {
  const view = agentView(fn, registry);
  const lines = [`${title(view)} · ${l10n.t('{0} characters, about {1} tokens', view.sizeChars, view.estimatedTokens)}`];
  const target = { uri, id: fn.id };
  lines.push(`${commandLink(l10n.t('Show Agent Schema'), SHOW_AGENT_SCHEMA_COMMAND, target)} · ${commandLink(l10n.t('Copy JSON Schema'), COPY_JSON_SCHEMA_COMMAND, target)}`);
  if (view.kind === 'android-appfunction') {
    if (fn.signature) {
      // Registered by the app at run time: not in the service's metadata, and only while registered.
      lines.push(
        l10n.t(
          '`@AppFunctionSignature`: the app registers it at run time (scope {0}), so agents can call it only while it is registered; the compiler lists it in `{1}`.',
          fn.signature.scope ?? l10n.t('not known'),
          `${fn.signature.xmlFileName ?? '?'}.xml`,
        ),
      );
    } else if (!view.enabled) {
      lines.push(l10n.t('Disabled by default (`isEnabled = false`): agents cannot call it until the app enables it.'));
    }
  } else if (view.kind === 'dotnet-appfunction') {
    lines.push(l10n.t('Title: {0}', view.dotnet.title));
    if (view.dotnet.origin === 'entity-search') lines.push(l10n.t('Generated by Shiny.AppFunctions for the entity `{0}`.', view.dotnet.searchesEntity ?? ''));
    if (view.dotnet.opensApp) lines.push(l10n.t('`OpensApp = true`: iOS brings the app forward first; elsewhere the call runs only while the app is in the foreground.'));
  } else {
    lines.push(view.tool.converter);
    for (const part of view.tool.unresolved?.parts ?? []) lines.push(`⚠ ${l10n.t('Not read statically ({0}): `{1}`', part.what, part.text)}`);
    const partial = view.tool.unresolved?.schemaProperties;
    if (partial?.length) lines.push(`⚠ ${l10n.t('Partial schema: {0} could not be read statically and accept anything below.', partial.map((u) => `\`${u}\``).join(', '))}`);
    if (view.tool.error) lines.push(`⚠ ${l10n.t('tools/list fails for the whole server: {0}', view.tool.error)}`);
  }
  if (view.description) lines.push(`${l10n.t('Description the agent receives:')}\n\n${fence(view.description, 'text')}`);
  else if (view.kind === 'android-appfunction') lines.push(l10n.t('The agent receives no description. {0}', view.descriptionReason ?? ''));
  else lines.push(l10n.t('The agent receives no description.'));
  const inputUnknown = 'tool' in view && view.tool.inputUnknown;
  // An input schema that could not be read is unknown: never a table of no parameters.
  lines.push(
    inputUnknown
      ? `⚠ ${l10n.t('The parameters could not be read statically: the agent receives a schema this view cannot show.')}`
      : parameterTable(summarizeParameters(view.inputSchema)),
  );
  if (view.outputSchema) lines.push(l10n.t('Returns `{0}`.', typeLabel(view.outputSchema)));
  for (const problem of view.problems) lines.push(`⚠ ${problem}`);
  const schemas = inputUnknown ? [] : [`${l10n.t('Parameters:')}\n\n${fence(json(view.inputSchema), 'json')}`];
  if (view.kind === 'dotnet-appfunction') schemas.push(`${l10n.t('`GetParametersJsonSchema()` returns:')}\n\n${fence(view.dotnet.parametersJsonSchema, 'json')}`);
  if (view.outputSchema) schemas.push(`${l10n.t('Response:')}\n\n${fence(json(view.outputSchema), 'json')}`);
  // Below a rule: the summary above is what a reader scans, and VS Code's hover scrolls to the
  // schema. Not folded in <details>: the hover keeps its height when one opens, so the unfolded
  // schema stayed hidden.
  lines.push('---', `**${l10n.t('Full JSON schema')}**`, ...schemas);
  return lines.join('\n\n');
}

/** Parameters as a Markdown table: name, type, required or optional, the description's start. */
function parameterTable(rows: readonly ParameterSummary[]): string {
  if (rows.length === 0) return l10n.t('No parameters.');
  const header = `| ${l10n.t('Parameter')} | ${l10n.t('Type')} | | ${l10n.t('Description')} |\n|---|---|---|---|`;
  const body = rows.map(
    (row) => `| \`${codeCell(row.name)}\` | \`${codeCell(row.type)}\` | ${row.isRequired ? l10n.t('required') : l10n.t('optional')} | ${cell(shorten(row.description))} |`,
  );
  return [header, ...body].join('\n');
}

/** A code span in a table cell: one line, pipes escaped (GFM unescapes them inside code), no backticks. */
function codeCell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/`/g, "'").replace(/\|/g, '\\|');
}

/** Table cells hold one line: pipes escaped, line breaks and Markdown-active characters neutralised. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/([\\|`*_[\]<>])/g, '\\$1');
}

/** The first line of a description, cut to a table's width. */
function shorten(description: string): string {
  const firstLine = description.split('\n', 1)[0] ?? '';
  const limit = 80;
  return firstLine.length > limit ? `${firstLine.slice(0, limit - 1).trimEnd()}…` : firstLine;
}

/** A Markdown link that runs `command` with one argument; the client trusts only `HOVER_COMMANDS`. */
function commandLink(label: string, command: string, argument: unknown): string {
  return `[${label}](command:${command}?${encodeURIComponent(JSON.stringify([argument]))})`;
}

function title(view: AgentView): string {
  switch (view.kind) {
    case 'android-appfunction':
      return l10n.t('**AppFunction** `{0}`', view.id);
    case 'mcp-tool':
      return l10n.t('**MCP tool** `{0}`', view.id);
    case 'webmcp-tool':
      return l10n.t('**WebMCP tool** `{0}`', view.id);
    case 'ts-appfunction':
      return l10n.t('**TypeScript AppFunction** `{0}`', view.id);
    case 'dotnet-appfunction':
      return l10n.t('**.NET AppFunction** `{0}`', view.id);
  }
}

function serializableMarkdown(decl: SerializableDecl, registry: WorkspaceRegistry): string {
  const view = describeSerializable(decl, registry);
  const lines = [l10n.t('**AppFunctionSerializable** `{0}`', view.name)];
  if (!view.description) {
    lines.push(
      decl.describedByDoc === true
        ? l10n.t('The agent receives no description for this type: its KDoc has no text.')
        : l10n.t('The agent receives no description for this type: isDescribedByKDoc is not true.'),
    );
  }
  lines.push(fence(json(view.schema), 'json'));
  for (const problem of view.problems) lines.push(`⚠ ${problem}`);
  return lines.join('\n\n');
}

function json(schema: JsonSchema): string {
  return JSON.stringify(schema, null, 2);
}

/** A fenced block that its content cannot close early. */
function fence(text: string, language: string): string {
  // A loop, not Math.max(...runs): a megabyte of backticks is more arguments than the stack holds.
  let longest = 2;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const marker = '`'.repeat(longest + 1);
  return `${marker}${language}\n${text}\n${marker}`;
}

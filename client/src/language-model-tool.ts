import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { DocumentDiagnosticRequest, State, type Diagnostic as LspDiagnostic, type DocumentDiagnosticReport } from 'vscode-languageclient/node';

/** The tool's name, as `package.json` declares it under `languageModelTools`. */
export const CHECK_TOOL_NAME = 'appfunctions_check';

/** Files one call may check: enough for a feature, not a whole repository in one answer. */
const MAX_FILES = 50;

/** The tool's input, as its `inputSchema` declares it. */
interface CheckInput {
  files?: unknown;
}

const SEVERITY = ['', 'error', 'warning', 'info', 'hint'];

/**
 * The checks as a language-model tool: a coding agent in VS Code that writes an AppFunction or an
 * MCP tool asks for the problems of the files it touched before the user sees them. It reads what
 * the editor holds (unsaved text included) through the running language server, only inside the
 * workspace folders, and returns one line per problem with its rule id.
 */
export function registerLanguageModelTool(context: vscode.ExtensionContext, client: LanguageClient): void {
  if (typeof vscode.lm?.registerTool !== 'function') return;
  context.subscriptions.push(
    vscode.lm.registerTool<CheckInput>(CHECK_TOOL_NAME, {
      prepareInvocation(options) {
        const files = requestedFiles(options.input);
        return {
          invocationMessage:
            files.length > 0 ? vscode.l10n.t('Checking {0} files for AppFunctions problems', files.length) : vscode.l10n.t('Checking the active file for AppFunctions problems'),
        };
      },
      async invoke(options, token) {
        return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(await check(client, requestedFiles(options.input), token))]);
      },
    }),
  );
}

function requestedFiles(input: CheckInput): string[] {
  return Array.isArray(input?.files) ? input.files.filter((f): f is string => typeof f === 'string' && f.length > 0) : [];
}

async function check(client: LanguageClient, files: string[], token: vscode.CancellationToken): Promise<string> {
  const active = vscode.window.activeTextEditor?.document.uri;
  if (files.length === 0 && !active) return vscode.l10n.t('No file given and no file open: pass the paths of the files to check in "files".');
  const uris = files.length > 0 ? files.map(resolveFile) : [active];
  const lines: string[] = [];
  if (uris.length > MAX_FILES) lines.push(vscode.l10n.t('Only the first {0} of {1} files were checked.', MAX_FILES, uris.length));
  // A workspace that has not needed the server yet starts it for the agent.
  if (client.state === State.Stopped) await client.start();
  let problems = 0;
  for (const [index, uri] of uris.slice(0, MAX_FILES).entries()) {
    if (token.isCancellationRequested) break;
    const name = files[index] ?? (uri ? vscode.workspace.asRelativePath(uri) : '');
    if (!uri) {
      lines.push(vscode.l10n.t('{0}: not inside a workspace folder, not checked.', name));
      continue;
    }
    let diagnostics: LspDiagnostic[];
    try {
      // Opening it hands the editor's text to the server, so unsaved edits are what is checked.
      await vscode.workspace.openTextDocument(uri);
      const report = (await client.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: uri.toString() } }, token)) as DocumentDiagnosticReport;
      diagnostics = report.kind === 'full' ? report.items : [];
    } catch (error) {
      lines.push(vscode.l10n.t('{0}: could not be checked ({1}).', name, String((error as Error)?.message ?? error)));
      continue;
    }
    problems += diagnostics.length;
    if (diagnostics.length === 0) continue;
    lines.push(`${name}:`);
    for (const d of diagnostics) {
      lines.push(`  ${d.range.start.line + 1}:${d.range.start.character + 1} ${SEVERITY[d.severity ?? 1] ?? 'error'} ${String(d.code ?? '')}: ${d.message}`);
    }
  }
  lines.push(
    problems === 0 ? vscode.l10n.t('No AppFunctions problems.') : problems === 1 ? vscode.l10n.t('1 AppFunctions problem.') : vscode.l10n.t('{0} AppFunctions problems.', problems),
  );
  return lines.join('\n');
}

/** A workspace-relative or absolute path as a URI inside a workspace folder; undefined outside them. */
function resolveFile(file: string): vscode.Uri | undefined {
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const absolute = path.resolve(folder.uri.fsPath, file);
    const relative = path.relative(folder.uri.fsPath, absolute);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) return vscode.Uri.file(absolute);
  }
  return undefined;
}

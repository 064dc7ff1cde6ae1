/** Small helpers for the in-editor suites: waiting, documents, diagnostics, the server process. */
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import * as vscode from 'vscode';

export const EXTENSION_ID = 'appfunctions.appfunctions-vscode';
export const SOURCE = 'appfunctions';

/** Polls `probe` until it returns something truthy; fails naming `what` and the last value seen. */
export async function waitFor<T>(what: string, probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function extension(): vscode.Extension<unknown> {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} is not installed in this editor`);
  return ext;
}

export function workspaceUri(relative: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('no workspace folder is open');
  return vscode.Uri.joinPath(folder.uri, ...relative.split('/'));
}

export async function openDocument(relative: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(workspaceUri(relative));
  await vscode.window.showTextDocument(document, { preview: false });
  return document;
}

/** Our diagnostics for a document, sorted by position. */
export function diagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages
    .getDiagnostics(uri)
    .filter((d) => d.source === SOURCE)
    .sort((a, b) => a.range.start.compareTo(b.range.start));
}

export function ruleId(diagnostic: vscode.Diagnostic): string {
  const code = diagnostic.code;
  return String(typeof code === 'object' && code !== null ? code.value : code);
}

/** The sorted rule ids of our diagnostics on a document, e.g. "description-missing,no-shouting". */
export function ruleIds(uri: vscode.Uri): string {
  return diagnostics(uri).map(ruleId).sort().join(',');
}

/** Waits until the document's rule ids are exactly `expected` (sorted, any order given). */
export function waitForRuleIds(uri: vscode.Uri, expected: string[], timeoutMs?: number): Promise<true> {
  const want = [...expected].sort().join(',');
  return waitFor(`rule ids [${want}] on ${path.basename(uri.path)} (now [${ruleIds(uri)}])`, () => ruleIds(uri) === want || false, timeoutMs);
}

/** Replaces the first occurrence of `search` in the open document, without saving. */
export async function replaceText(document: vscode.TextDocument, search: string, replacement: string): Promise<void> {
  const offset = document.getText().indexOf(search);
  if (offset < 0) throw new Error(`'${search}' is not in ${document.uri.path}`);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, new vscode.Range(document.positionAt(offset), document.positionAt(offset + search.length)), replacement);
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(`the edit of ${document.uri.path} was not applied`);
}

/** Drops unsaved changes: the document is back to the text on disk. */
export async function revert(document: vscode.TextDocument): Promise<void> {
  await vscode.window.showTextDocument(document, { preview: false });
  await vscode.commands.executeCommand('workbench.action.files.revert');
  await waitFor(`${path.basename(document.uri.path)} reverted`, () => !document.isDirty);
}

/** Sets `appfunctions.rules` in the user settings (undefined removes the override). */
export async function setRules(rules: Record<string, string> | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('appfunctions').update('rules', rules, vscode.ConfigurationTarget.Global);
}

/** Process ids of this extension's language servers: node processes running its dist/server.js. */
export function serverPids(): number[] {
  const script = path.join(extension().extensionPath, 'dist', 'server.js');
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return lines
    .filter((line) => line.includes(script) && !line.includes('ps -eo'))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => Number.isInteger(pid) && pid !== process.pid);
}

/** The code actions the editor offers for a range (quick fixes, suppressions, source actions). */
export async function codeActions(uri: vscode.Uri, range: vscode.Range, kind?: string): Promise<vscode.CodeAction[]> {
  const actions = await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>('vscode.executeCodeActionProvider', uri, range, kind);
  return (actions ?? []).filter((a): a is vscode.CodeAction => typeof (a as vscode.CodeAction).title === 'string' && !('command' in a && typeof a.command === 'string'));
}

/** Waits for one of our diagnostics with `rule` on the document and returns it. */
export function diagnosticOf(uri: vscode.Uri, rule: string, timeoutMs?: number): Promise<vscode.Diagnostic> {
  return waitFor(`a ${rule} diagnostic on ${path.basename(uri.path)} (now [${ruleIds(uri)}])`, () => diagnostics(uri).find((d) => ruleId(d) === rule), timeoutMs);
}

/** The action whose title matches `title`; fails listing the titles offered. */
export async function actionFor(uri: vscode.Uri, diagnostic: vscode.Diagnostic, title: RegExp, timeoutMs = 10_000): Promise<vscode.CodeAction> {
  const started = Date.now();
  for (;;) {
    const actions = await codeActions(uri, diagnostic.range);
    const found = actions.find((a) => title.test(a.title));
    if (found) return found;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`no code action matching ${title} for '${ruleId(diagnostic)}' within ${timeoutMs} ms (offered: ${JSON.stringify(actions.map((a) => a.title))})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Applies a code action's edit as the light-bulb menu does. */
export async function applyAction(action: vscode.CodeAction): Promise<void> {
  if (!action.edit) throw new Error(`the code action '${action.title}' has no edit`);
  if (!(await vscode.workspace.applyEdit(action.edit))) throw new Error(`the edit of '${action.title}' was not applied`);
  if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
}

/** Text documents of a scheme that the editor has open, newest last. */
export function documentsOfScheme(scheme: string): vscode.TextDocument[] {
  return vscode.workspace.textDocuments.filter((d) => d.uri.scheme === scheme);
}

/** The markdown of every hover the editor collects at a position, joined. */
export async function hoverText(uri: vscode.Uri, position: vscode.Position): Promise<string> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
  return (hovers ?? [])
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
    .join('\n\n');
}

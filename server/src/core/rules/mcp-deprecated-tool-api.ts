import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import { defineRule } from './rule';
import { type Fix } from '../model/findings';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';

/**
 * `server.tool(...)` is deprecated in SDK v1 ("frozen as of protocol version 2025-03-26") and
 * removed in v2; it cannot carry a title or an output schema. The fix rewrites the call to
 * `registerTool(name, { description, inputSchema, annotations }, cb)`, which registers the same tool.
 */
export default defineRule({
  meta: {
    id: 'mcp-deprecated-tool-api',
    description: 'The legacy server.tool(...) overloads are deprecated in MCP SDK v1 and removed in v2; use registerTool.',
    guideline: 'Register tools with the supported API, so they keep working on the next SDK and can carry titles and output schemas.',
    defaultSeverity: 'warning',
    languages: ['typescript'],
    fixable: true,
  },
  check({ file, workspace, caches, report }) {
    // A package that puts its own `tool` in place of the server's (a Proxy) calls that function,
    // not the SDK's: the calls are its own API, and a rewrite would go around it.
    if (
      file.functions.some((fn) => fn.tool?.api === 'tool') &&
      interceptsTool(
        file,
        caches.memo(workspace, 'tool-interceptors', () => toolInterceptors(workspace)),
      )
    )
      return;
    for (const fn of file.functions) {
      if (fn.kind !== 'mcp-tool' || fn.tool?.api !== 'tool' || !fn.tool.call) continue;
      const fix = rewrite(fn);
      report({
        range: fn.tool.call.calleeNameRange,
        message: l10n.t("'tool(...)' is deprecated in MCP SDK v1 and removed in v2. Use 'registerTool(name, { description, inputSchema }, callback)'."),
        fixes: fix ? [fix] : [],
      });
    }
  },
});

/** The registerTool call that registers the same tool, or undefined when an argument's role is unclear. */
function rewrite(fn: FunctionDecl): Fix | undefined {
  const call = fn.tool!.call!;
  const args = call.args;
  const callback = args.at(-1);
  if (args.length < 2 || !callback) return undefined;
  const middle = args.slice(1, -1);
  const fields: string[] = [];
  let index = 0;
  let arg = middle[index];
  if (fn.descriptionLiteral && arg) {
    fields.push(field('description', arg.text));
    arg = middle[++index];
  }
  if (fn.tool!.inputSchema && arg) {
    fields.push(field('inputSchema', arg.text));
    arg = middle[++index];
  }
  if (arg) {
    if (!fn.tool!.annotations) return undefined;
    fields.push(field('annotations', arg.text));
    index++;
  }
  if (index !== middle.length) return undefined;
  const config = fields.length > 0 ? `{ ${fields.join(', ')} }` : '{}';
  const edits = [{ range: call.calleeNameRange, newText: 'registerTool' }];
  const first = middle[0];
  const last = middle.at(-1);
  if (first && last) edits.push({ range: { start: first.range.start, end: last.range.end }, newText: config });
  else edits.push({ range: { start: callback.range.start, end: callback.range.start }, newText: `${config}, ` });
  return { title: l10n.t("Rewrite to 'registerTool(...)'"), edits, safe: true };
}

/** The files of the workspace that replace the `tool` method, each with the package folders it serves (read once per workspace version). */
function toolInterceptors(workspace: WorkspaceView): { uri: string; packageUri: string }[] {
  return workspace.files().flatMap((other) => (other.interceptedMethods ?? []).filter((m) => m.method === 'tool').map((m) => ({ uri: other.uri, packageUri: m.packageUri })));
}

/** Whether one of the interceptors replaces the `tool` method for code of `file`'s package. */
function interceptsTool(file: FileModel, interceptors: readonly { uri: string; packageUri: string }[]): boolean {
  return interceptors.some((m) => file.uri === m.uri || file.uri.startsWith(`${m.packageUri}/`));
}

function field(key: string, text: string): string {
  return text === key ? key : `${key}: ${text}`;
}

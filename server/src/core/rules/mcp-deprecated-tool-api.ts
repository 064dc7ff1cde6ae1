import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import { defineRule } from './rule';
import { type Fix } from '../model/findings';

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
  check({ file, report }) {
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
  if (args.length < 2) return undefined;
  const middle = args.slice(1, -1);
  const fields: string[] = [];
  let index = 0;
  if (fn.descriptionLiteral && middle[index]) fields.push(field('description', middle[index++].text));
  if (fn.tool!.inputSchema && middle[index]) fields.push(field('inputSchema', middle[index++].text));
  if (middle[index]) {
    if (!fn.tool!.annotations) return undefined;
    fields.push(field('annotations', middle[index++].text));
  }
  if (index !== middle.length) return undefined;
  const config = fields.length > 0 ? `{ ${fields.join(', ')} }` : '{}';
  const edits = [{ range: call.calleeNameRange, newText: 'registerTool' }];
  if (middle.length > 0) edits.push({ range: { start: middle[0].range.start, end: middle[middle.length - 1].range.end }, newText: config });
  else edits.push({ range: { start: args[args.length - 1].range.start, end: args[args.length - 1].range.start }, newText: `${config}, ` });
  return { title: l10n.t("Rewrite to 'registerTool(...)'"), edits, safe: true };
}

function field(key: string, text: string): string {
  return text === key ? key : `${key}: ${text}`;
}

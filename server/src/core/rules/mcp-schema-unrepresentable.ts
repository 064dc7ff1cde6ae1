import * as l10n from '@vscode/l10n';
import { mcpSchemas } from '../schema/mcp-schema';
import { defineRule } from './rule';

/**
 * What the SDK cannot send: a schema its converter refuses makes the whole `tools/list` fail
 * (`z.date()` under zod 4 with SDK v1, zod 3 under SDK v2, a non-object input root under v2),
 * and SDK v1 silently replaces a non-object input root with an empty object, so the agent sees no
 * parameters at all. FastMCP converts with zod's own defaults, which refuse the same types.
 * Computed with the real converters, as the schema view is.
 */
export default defineRule({
  meta: {
    id: 'mcp-schema-unrepresentable',
    description: 'An MCP tool schema the detected SDK cannot send: tools/list fails, or v1 silently drops the parameters.',
    guideline: 'The agent must receive the schema the code validates against.',
    defaultSeverity: 'error',
    languages: ['typescript'],
    fixable: false,
  },
  check({ file, caches, report }) {
    for (const fn of file.functions) {
      const tool = fn.tool;
      if (fn.kind !== 'mcp-tool' || !tool || (tool.api !== 'registerTool' && tool.api !== 'registerToolTask' && tool.api !== 'tool' && tool.api !== 'addTool')) continue;
      if (!tool.inputSchema && !tool.outputSchema) continue;
      const result = mcpSchemas(fn, caches);
      if (tool.api === 'addTool') {
        if (result.error) {
          report({
            range: (result.errorIn === 'output' && tool.outputSchema ? tool.outputSchema : (tool.inputSchema ?? tool.outputSchema))!.range,
            message: l10n.t('With FastMCP and zod {0}, tools/list fails for the whole server: "{1}"', String(tool.zod?.major ?? 4), result.error),
          });
        }
        continue;
      }
      const sdk = `v${tool.sdk?.major ?? 1}`;
      const zod = String(tool.zod?.major ?? 4);
      if (result.error) {
        const source = /zod 3|Zod v3/.test(result.error) || !tool.outputSchema ? tool.inputSchema : /output/i.test(result.error) ? tool.outputSchema : tool.inputSchema;
        report({
          range: (source ?? tool.outputSchema ?? tool.inputSchema)!.range,
          message: l10n.t('With MCP SDK {0} and zod {1}, tools/list fails for the whole server: "{2}"', sdk, zod, result.error),
        });
        continue;
      }
      if (result.problems.includes('dropped-root') && tool.inputSchema) {
        report({
          range: tool.inputSchema.range,
          message: l10n.t(
            'MCP SDK v1 only sends a zod object (or a raw shape); this input schema is not one, so the agent silently receives an empty object and no parameters. Pass z.object({...}) or its shape.',
          ),
        });
      }
      if (result.problems.includes('dropped-output-root') && tool.outputSchema) {
        report({ range: tool.outputSchema.range, message: l10n.t('MCP SDK v1 only sends a zod object as the output schema; this one is silently left out of tools/list.') });
      }
    }
  },
});

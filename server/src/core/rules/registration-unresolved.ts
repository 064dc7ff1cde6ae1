import * as l10n from '@vscode/l10n';
import type { UnresolvedPart } from '../model/tool-facts';
import { describeTool } from '../schema/mcp-schema';
import { defineRule } from './rule';

/**
 * The analysis reads tool registrations statically and never runs workspace code, so a name,
 * description, tool list or schema property computed at run time cannot be known. Such a
 * registration is kept in the registry, marked unresolved, and this rule says which part could not
 * be read and why, so that what the agent sees is never under-counted or shown wrongly in silence.
 */
export default defineRule({
  meta: {
    id: 'registration-unresolved',
    description: 'A tool registration (name, description, tool list or schema property) that could not be read statically.',
    guideline: 'Agents choose tools by what tools/list sends: keep names, descriptions and schemas readable in the source.',
    defaultSeverity: 'info',
    languages: ['typescript'],
    fixable: false,
  },
  check({ file, caches, report }) {
    for (const fn of file.functions) {
      const tool = fn.tool;
      if (!tool || (fn.kind !== 'mcp-tool' && fn.kind !== 'webmcp-tool')) continue;
      for (const part of tool.unresolved ?? []) report({ range: part.range, message: message(part) });
      // The analyzer's caches: the view is the one hovers and the schema rules read, made once per declaration.
      const unresolved = describeTool(fn, caches).unresolved;
      if (unresolved?.length) {
        const range = tool.inputSchema?.range ?? fn.nameRange;
        report({
          range,
          message: l10n.t(
            "The input schema of '{0}' is partial: {1} could not be read statically, so the schema shown accepts anything there. Write it with zod or JSON Schema in the source, or in a helper of this workspace.",
            fn.id,
            unresolved.map((u) => `'${u}'`).join(', '),
          ),
        });
      }
    }
    // Instructions computed at run time: the app description the agent gets is not checked.
    for (const server of file.mcpServers ?? []) {
      if (server.instructionsState !== 'computed' || !server.instructionsRange) continue;
      report({
        range: server.instructionsRange,
        message: server.name
          ? l10n.t(
              "The instructions of the MCP server '{0}' could not be read statically (they are computed at run time): the app description the agent gets is not checked.",
              server.name,
            )
          : l10n.t('The instructions of this MCP server could not be read statically (they are computed at run time): the app description the agent gets is not checked.'),
      });
    }
  },
});

function message(part: UnresolvedPart): string {
  const why =
    part.reason === 'parameter'
      ? l10n.t('it is a parameter whose callers are not in this file')
      : part.reason === 'call'
        ? l10n.t('it is the result of a call')
        : part.reason === 'loop'
          ? l10n.t('the loop runs over values computed at run time')
          : l10n.t('it is computed at run time');
  switch (part.what) {
    case 'name':
      return l10n.t("The tool name '{0}' could not be read statically ({1}): the registry lists the tool under this expression, and name checks skip it.", part.text, why);
    case 'description':
      return l10n.t("The description '{0}' could not be read statically ({1}): its text is not checked.", part.text, why);
    default:
      return l10n.t("The tools registered by '{0}' could not be read statically ({1}): they are listed as one unresolved entry.", part.text, why);
  }
}

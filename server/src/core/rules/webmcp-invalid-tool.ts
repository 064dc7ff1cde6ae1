import * as l10n from '@vscode/l10n';
import { defineRule } from './rule';

/** WebMCP names: 1–128 of `[A-Za-z0-9_.-]` (spec `registerTool` validation). */
const WEBMCP_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const KNOWN_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'execute', 'annotations']);
const KNOWN_ANNOTATIONS = new Set(['readOnlyHint', 'untrustedContentHint']);

/**
 * `modelContext.registerTool` rejects (InvalidStateError) a tool with an empty or invalid name, an
 * empty description, a duplicate name, or no `execute`; the tool is then simply missing. Written
 * against the WebMCP draft (document.modelContext; navigator.modelContext is the older alias).
 */
export default defineRule({
  meta: {
    id: 'webmcp-invalid-tool',
    description: 'A WebMCP registerTool call the browser rejects: bad or duplicate name, empty description, no execute callback.',
    guideline: 'Register tools the browser accepts, with a name and a description the agent can use.',
    defaultSeverity: 'error',
    languages: ['typescript'],
    fixable: false,
  },
  check({ file, report }) {
    const seen = new Map<string, number>();
    for (const fn of file.functions) {
      if (fn.kind !== 'webmcp-tool' || !fn.tool) continue;
      const tool = fn.tool;
      const range = tool.call?.range ?? fn.nameRange;
      if (!tool.keys?.includes('name')) report({ range, message: l10n.t('The tool has no name: registerTool rejects it.') });
      else if (tool.nameResolved && !WEBMCP_NAME.test(fn.id)) {
        report({ range: fn.nameRange, message: l10n.t("'{0}' is not a valid WebMCP tool name (1 to 128 letters, digits, '_', '-' or '.'): registerTool rejects it.", fn.id) });
      }
      if (tool.nameResolved && fn.id) {
        if (seen.has(fn.id)) report({ range: fn.nameRange, message: l10n.t("A tool named '{0}' is already registered above: the second registerTool rejects.", fn.id) });
        seen.set(fn.id, 1);
      }
      if (!tool.keys?.includes('description'))
        report({ range: fn.nameRange, message: l10n.t('The tool has no description: the WebMCP spec requires one and registerTool rejects the tool.') });
      else if (fn.descriptionLiteral && fn.descriptionLiteral.text.trim() === '')
        report({ range: fn.descriptionLiteral.range, message: l10n.t('The description is empty: registerTool rejects the tool.') });
      if (!tool.hasExecute) report({ range: fn.nameRange, message: l10n.t('The tool has no execute callback: registerTool requires one.') });
      for (const key of tool.keys ?? []) {
        if (!KNOWN_KEYS.has(key))
          report({
            range: fn.nameRange,
            message: l10n.t("'{0}' is not a WebMCP tool field and is ignored (fields: name, title, description, inputSchema, execute, annotations).", key),
          });
      }
      for (const [key, value] of Object.entries(tool.annotations ?? {})) {
        if (!KNOWN_ANNOTATIONS.has(key))
          report({ range: value.range, message: l10n.t("'{0}' is not a WebMCP annotation (readOnlyHint, untrustedContentHint) and is ignored.", key) });
      }
      if (tool.inputSchema?.resolved) {
        const schema = tool.inputSchema.json as { type?: unknown } | undefined;
        if (schema && typeof schema === 'object' && schema.type !== undefined && schema.type !== 'object') {
          report({ range: tool.inputSchema.range, message: l10n.t('The input schema must describe an object of named arguments (type "object").') });
        }
      }
    }
  },
});

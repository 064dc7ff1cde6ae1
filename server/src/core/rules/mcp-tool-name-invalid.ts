import * as l10n from '@vscode/l10n';
import type { Range } from '../model/positions';
import type { SourceText } from '../text/source-text';
import { defineRule } from './rule';

/** The SDK's tool-name pattern (SEP-986, `validateAndWarnToolName`): 1–128 of `[A-Za-z0-9._-]`. */
export const MCP_TOOL_NAME = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The MCP SDK only prints a console warning for a name outside its pattern and registers the tool
 * anyway; clients that validate names (and providers with stricter rules) then drop or refuse it.
 */
export default defineRule({
  meta: {
    id: 'mcp-tool-name-invalid',
    description: "An MCP tool name must match the SDK's pattern: 1 to 128 letters, digits, '_', '-' or '.'.",
    guideline: 'Give tools names every client accepts: the MCP tool-name rules (SEP-986).',
    defaultSeverity: 'warning',
    languages: ['typescript'],
    fixable: true,
  },
  check({ file, source, report }) {
    for (const fn of file.functions) {
      if (fn.kind !== 'mcp-tool' || !fn.tool?.nameResolved) continue;
      const name = fn.id;
      if (name.length === 0) report({ range: fn.nameRange, message: l10n.t('The tool name is empty: clients cannot call the tool.') });
      else if (name.length > 128) report({ range: fn.nameRange, message: l10n.t('The tool name is {0} characters long; MCP allows at most 128.', name.length) });
      else if (!MCP_TOOL_NAME.test(name)) {
        const bad = [...new Set([...name].filter((c) => !/[A-Za-z0-9._-]/.test(c)))].map((c) => (c === ' ' ? l10n.t('space') : `'${c}'`)).join(', ');
        const suggestion = suggest(name);
        const literal = literalContent(source, fn.nameRange, name);
        report({
          range: fn.nameRange,
          message: l10n.t("'{0}' contains {1}: MCP tool names may only use letters, digits, '_', '-' and '.'. Use snake_case, e.g. '{2}'.", name, bad, suggestion),
          // Only where the name is written as a plain literal at the registration: a constant or an
          // expression may serve other code too. Unsafe: clients that call the old name break.
          ...(literal && MCP_TOOL_NAME.test(suggestion)
            ? { fixes: [{ title: l10n.t("Rename the tool to '{0}'", suggestion), edits: [{ range: literal, newText: suggestion }], safe: false }] }
            : {}),
        });
      } else if (/^[-.]|[-.]$/.test(name)) {
        report({ range: fn.nameRange, message: l10n.t("'{0}' starts or ends with '-' or '.', which the SDK warns about and some clients reject.", name) });
      }
    }
  },
});

/**
 * The range of a string literal's content when `range` is exactly a quoted literal (single,
 * double or a backtick template without substitutions) spelling `name` with no escapes.
 */
function literalContent(source: SourceText, range: Range, name: string): Range | undefined {
  const start = source.offsetAt(range.start);
  const end = source.offsetAt(range.end);
  const text = source.text.slice(start, end);
  const quote = text[0];
  if (text.length < 2 || (quote !== "'" && quote !== '"' && quote !== '`') || text.at(-1) !== quote) return undefined;
  if (text.slice(1, -1) !== name || name.includes('\\') || (quote === '`' && name.includes('${'))) return undefined;
  return { start: source.positionAt(start + 1), end: source.positionAt(end - 1) };
}

function suggest(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

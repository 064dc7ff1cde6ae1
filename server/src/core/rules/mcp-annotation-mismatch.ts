import * as l10n from '@vscode/l10n';
import { callText, findExternalWrite } from './support/body-writes';
import { firstWord, lowerWords, WRITE_VERBS } from './support/naming';
import { defineRule } from './rule';

/**
 * `readOnlyHint: true` tells clients the tool changes nothing, so they may call it without asking
 * the user. On a tool whose name or body writes or deletes, that promise is false.
 */
export default defineRule({
  meta: {
    id: 'mcp-annotation-mismatch',
    description: 'readOnlyHint: true on a tool whose name or body writes or deletes data.',
    guideline: 'Annotations must match what the tool does: clients skip confirmation for read-only tools.',
    defaultSeverity: 'warning',
    languages: ['typescript'],
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of file.functions) {
      if (fn.kind !== 'mcp-tool' && fn.kind !== 'webmcp-tool') continue;
      const hint = fn.tool?.annotations?.readOnlyHint;
      if (!hint || hint.value !== true) continue;
      const nameVerb = lowerWords(fn.id).find((w) => WRITE_VERBS.has(w));
      if (nameVerb && WRITE_VERBS.has(firstWord(fn.id))) {
        report({ range: hint.range, message: l10n.t("'{0}' is marked readOnlyHint: true, but its name says it {1}s: clients will run it without asking.", fn.id, nameVerb) });
        continue;
      }
      // What the body does to state outside it, never a verb prefix alone (support/body-writes.ts).
      const call = findExternalWrite(fn);
      if (call) {
        report({
          range: hint.range,
          message: l10n.t("'{0}' is marked readOnlyHint: true, but it calls '{1}', which writes or deletes: clients will run it without asking.", fn.id, callText(call)),
        });
      }
    }
  },
});

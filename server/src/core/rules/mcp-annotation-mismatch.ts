import * as l10n from '@vscode/l10n';
import { firstWord, lowerWords, WRITE_VERBS } from './support/naming';
import { defineRule } from './rule';

/** Callee names that never change stored data even though their first word is a write verb. */
const LOCAL_WRITES = new Set(['set', 'add', 'push', 'append', 'put']);

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
      const call = fn.body.calls.find((c) => {
        const verb = firstWord(c.name);
        if (!WRITE_VERBS.has(verb)) return false;
        // `map.set(k, v)` on a local collection changes nothing stored; a receiver-less `set()` neither.
        if (LOCAL_WRITES.has(c.name) && (!c.receiver || fn.body.locals?.has(c.receiver))) return false;
        return true;
      });
      if (call) {
        report({
          range: hint.range,
          message: l10n.t("'{0}' is marked readOnlyHint: true, but it calls '{1}', which writes or deletes: clients will run it without asking.", fn.id, call.receiver ? `${call.receiver}.${call.name}` : call.name),
        });
      }
    }
  },
});

import * as l10n from '@vscode/l10n';
import type { Range } from '../model/positions';
import { defineRule } from './rule';

/** Scope values of the integer API (`AppFunctionMetadata.SCOPE_GLOBAL`, `SCOPE_ACTIVITY`) and of the older string one. */
const INTEGER_SCOPES = new Set(['0', '1']);
const STRING_SCOPES = new Set(['global', 'activity']);

/**
 * `@AppFunctionSignature` declares a function an app registers at run time: the compiler accepts
 * it only on a `fun interface`, with a scope it knows and a non-empty XML file name. Reported on the
 * interface's name, where KSP reports. Only literal arguments are judged: a constant is the
 * library's own and may be right.
 */
export default defineRule({
  meta: {
    id: 'compiler-signature',
    description: '@AppFunctionSignature only on a fun interface, with a supported scope and a non-empty appFunctionXmlFileName.',
    guideline: 'Compiler parity: the appfunctions compiler rejects these @AppFunctionSignature declarations.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, report }) {
    const judgeArguments = (args: { scope?: string; fileName?: string }, range: Range) => {
      const scope = args.scope?.trim();
      if (scope !== undefined) {
        const quoted = /^"([^"\\$]*)"$/.exec(scope)?.[1];
        if (/^-?\d+$/.test(scope) && !INTEGER_SCOPES.has(scope)) {
          report({ range, message: l10n.t('{0} — use AppFunctionMetadata.SCOPE_GLOBAL or SCOPE_ACTIVITY.', `Invalid scope: "${scope}". Supported scopes are "0" and "1".`) });
        } else if (quoted !== undefined && !STRING_SCOPES.has(quoted)) {
          report({ range, message: l10n.t('{0} — scopes are case-sensitive.', `Invalid scope: "${quoted}". Supported scopes are "global" and "activity".`) });
        }
      }
      if (args.fileName?.trim() === '""') {
        report({ range, message: l10n.t('{0} — name the XML file the signature is written to.', 'appFunctionXmlFileName cannot be empty') });
      }
    };
    for (const info of file.classes) {
      const annotation = info.annotations.find((a) => a.name === 'AppFunctionSignature');
      if (!annotation) continue;
      if (!info.isInterface || !info.modifiers?.includes('fun')) {
        report({
          range: info.nameRange,
          message: l10n.t(
            "{0} — declare '{1}' as a fun interface with exactly one abstract function.",
            'Only functional interfaces (fun interface) can be annotated with @AppFunctionSignature',
            info.name,
          ),
        });
      }
      judgeArguments({ scope: annotation.args.scope?.text, fileName: annotation.args.appFunctionXmlFileName?.text }, info.nameRange);
    }
  },
});

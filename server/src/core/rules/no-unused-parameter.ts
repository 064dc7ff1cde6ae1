import * as l10n from '@vscode/l10n';
import type { SourceText } from '../text/source-text';
import type { FunctionDecl, ParameterDecl } from '../model/declarations';
import { deleteDocTag, deleteParameter } from '../fixes/kotlin-edits';
import { defineRule } from './rule';
import { type Fix, type TextEdit } from '../model/findings';

/**
 * Every parameter asks the agent for data, possibly personal. One the body never reads is data
 * collected for nothing, and a field the agent must fill for no effect. The check is purely
 * lexical: a parameter counts as used when its name appears anywhere in the body as an identifier
 * (including string templates and named arguments). Functions without a body (abstract,
 * interface) are skipped, as is the `AppFunctionContext` parameter, which the agent never sees.
 *
 * The fix removes the parameter and its `@param`. It is unsafe (offered, never applied by fix-all):
 * callers inside the app and the function's schema change with it.
 */
export default defineRule({
  meta: {
    id: 'no-unused-parameter',
    description: 'Every agent-visible parameter should be used by the function body.',
    guideline: 'Define parameters only for data the function needs; do not request information it does not use.',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: true,
    scope: 'function',
  },
  check({ file, source, report }) {
    for (const fn of file.functions) {
      if (!fn.body.range) continue;
      for (const parameter of fn.parameters) {
        if (parameter.isContext || !parameter.name || fn.body.identifiers.has(parameter.name)) continue;
        report({
          range: parameter.nameRange,
          message: l10n.t("'{0}' is never used by '{1}': the agent is asked for data that goes nowhere. Remove the parameter, or use it.", parameter.name, fn.name),
          fixes: removeFix(source, fn, parameter),
        });
      }
    }
  },
});

function removeFix(source: SourceText, fn: FunctionDecl, parameter: ParameterDecl): Fix[] {
  const edit = deleteParameter(source, fn, parameter);
  if (!edit) return [];
  const edits: TextEdit[] = [edit];
  const tag = fn.doc?.params.find((p) => p.name === parameter.name);
  if (tag) edits.push(deleteDocTag(source, tag));
  return [{ title: l10n.t("Remove the unused parameter '{0}'", parameter.name), edits, safe: false }];
}

import * as l10n from '@vscode/l10n';
import type { FunctionDecl, ParameterDecl } from '../model/declarations';
import { defineRule } from './rule';
import { isWrapperType } from './setfield-elvis';

/** First words of a function name that announce a change to an existing resource. */
const UPDATE_VERBS = new Set(['update', 'edit', 'modify', 'patch', 'change']);

/** Last words of a name that identify the resource rather than carry a new value. */
const IDENTITY_WORDS = new Set(['id', 'ids', 'key', 'uuid']);

/**
 * An update function lets the agent change some fields and leave the others. A plain nullable
 * parameter cannot say which: null is both "don't change" (the agent omitted it; the library
 * passes null) and "set to null". An optional non-null parameter is worse: omitting it passes the
 * type default (0, false, empty), which overwrites the field. The guidelines' answer is a nullable
 * wrapper per field, `SetField<T>?`: null means "don't change", `SetField(null)` means "clear".
 *
 * Update functions are recognised by name (`update…`, `edit…`, `modify…`, `patch…`, `change…`).
 * Parameters that identify the resource (`noteId`, `key`) and required non-null parameters (always
 * given, so never ambiguous) are not reported.
 */
export default defineRule({
  meta: {
    id: 'update-distinguish-null',
    description: 'An update function whose nullable or optional parameters cannot tell "set to null" from "don\'t change".',
    guideline: 'If an AppFunction updates existing resources, make sure each parameter can distinguish between "set to null" and "don\'t change".',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, workspace, report }) {
    for (const fn of file.functions) {
      if (!isUpdateFunction(fn)) continue;
      for (const parameter of fn.parameters) {
        if (parameter.isContext || !parameter.type || isIdentity(parameter)) continue;
        if (isWrapperType(parameter.type.name, file, workspace)) continue;
        const base = parameter.type.text.replace(/\?$/, '');
        if (parameter.type.nullable) {
          report({
            range: parameter.nameRange,
            message: l10n.t(
              "'{0}' of '{1}' is nullable, so null means both \"don't change\" and \"set to null\". Take 'SetField<{2}>? = null' (SetField<{2}?> if the field can be cleared): a null wrapper leaves the field unchanged.",
              parameter.name,
              fn.name,
              base,
            ),
          });
        } else if (parameter.defaultValue) {
          report({
            range: parameter.nameRange,
            message: l10n.t(
              "'{0}' of '{1}' is optional, but when the agent omits it the function receives the type's default and overwrites the field. Take 'SetField<{2}>? = null': a null wrapper leaves the field unchanged.",
              parameter.name,
              fn.name,
              base,
            ),
          });
        }
      }
    }
  },
});

function isUpdateFunction(fn: FunctionDecl): boolean {
  const first = /^[a-z]+/.exec(fn.name)?.[0] ?? '';
  return UPDATE_VERBS.has(first);
}

function isIdentity(parameter: ParameterDecl): boolean {
  const words = parameter.name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [parameter.name];
  const last = (words.at(-1) ?? '').toLowerCase();
  return IDENTITY_WORDS.has(last) || parameter.name.toLowerCase() === 'id';
}

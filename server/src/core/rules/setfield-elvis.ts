import * as l10n from '@vscode/l10n';
import type { SourceSnippet } from '../model/body-facts';
import type { FunctionDecl, ParameterDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import { defineRule } from './rule';
import { type WorkspaceView } from '../model/workspace-view';

/**
 * The guidelines' update pattern passes each field as a nullable `SetField<T>` wrapper: a null
 * wrapper means "don't change", `SetField(null)` means "set to null". Reading it with
 * `field?.value ?: old` folds both nulls together, so when T is nullable the agent can never clear
 * the field: `SetField(null)` silently keeps the old value. The fix is the guidelines' own
 * spelling, `if (field != null) field.value else old`. For a non-null T (`SetField<String>?`) the
 * elvis is exactly right and is left alone.
 *
 * A wrapper is `SetField` itself or any generic `@AppFunctionSerializable` class with one property
 * named `value` (apps name their wrapper differently). Only parameters are checked: they are vals,
 * so the rewritten `if` smart-casts.
 */
export default defineRule({
  meta: {
    id: 'setfield-elvis',
    description: '`field?.value ?: old` on a SetField<T?> parameter can never set the field to null.',
    guideline: 'Update functions must tell "set to null" from "don\'t change": a null SetField keeps the value, SetField(null) clears it.',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: true,
    scope: 'function',
  },
  check({ file, workspace, report }) {
    for (const fn of file.functions) {
      const wrappers = new Map(fn.parameters.filter((p) => isNullableValueWrapper(p, file, workspace)).map((p) => [p.name, p]));
      if (wrappers.size === 0) continue;
      for (const elvis of fn.body.elvis ?? []) {
        const name = wrappedValueReceiver(elvis.left);
        const parameter = name ? wrappers.get(name) : undefined;
        if (!parameter || isJump(elvis.right)) continue;
        // A local of the same name shadows the parameter: the elvis reads something else.
        if (fn.body.localValues?.some((local) => local.name === parameter.name)) continue;
        const replacement = `if (${parameter.name} != null) ${parameter.name}.value else ${elvis.right.text}`;
        report({
          range: elvis.range,
          message: l10n.t(
            "'{0}' is a {1}, so '{2}' keeps the old value when the agent sends {3}(null): the field can never be cleared. Test the wrapper instead: '{4}'.",
            parameter.name,
            parameter.type?.text.replace(/\?$/, '') ?? 'SetField',
            `${elvis.left.text} ?: …`,
            parameter.type?.name ?? 'SetField',
            `if (${parameter.name} != null) ${parameter.name}.value else …`,
          ),
          fixes: [
            {
              title: l10n.t("Use 'if ({0} != null) {0}.value else …' so that {1}(null) clears the field", parameter.name, parameter.type?.name ?? 'SetField'),
              edits: [{ range: elvis.range, newText: elvis.isOperand ? `(${replacement})` : replacement }],
              safe: true,
            },
          ],
        });
      }
    }
  },
});

/** `x?.value` (possibly with spaces or a line break before `?.`) -> `x`. */
function wrappedValueReceiver(left: SourceSnippet): string | undefined {
  return /^([A-Za-z_]\w*)\s*\?\.\s*value$/.exec(left.text)?.[1];
}

function isJump(snippet: SourceSnippet): boolean {
  return snippet.kind === 'jump_expression' || /^(throw|return)\b/.test(snippet.text);
}

/** A parameter of type `W<T?>` (nullable argument), where W is SetField or an app's one-value wrapper. */
function isNullableValueWrapper(parameter: ParameterDecl, file: FileModel, workspace: WorkspaceView): boolean {
  const type = parameter.type;
  if (!type || type.args.length !== 1 || !type.args[0]?.nullable) return false;
  return isWrapperType(type.name, file, workspace);
}

/** Whether a type name is a one-value wrapper the way SetField is. */
export function isWrapperType(name: string, file: FileModel, workspace: WorkspaceView): boolean {
  const simple = name.slice(name.lastIndexOf('.') + 1);
  if (simple === 'SetField') return true;
  const declared = file.serializables.find((s) => s.name === simple) ?? workspace.findSerializable(simple);
  return !!declared && declared.properties.length === 1 && declared.properties[0]?.name === 'value';
}

/** Exposed for update-distinguish-null: the parameters typed with a wrapper. */
export function wrapperParameters(fn: FunctionDecl, file: FileModel, workspace: WorkspaceView): ParameterDecl[] {
  return fn.parameters.filter((p) => p.type && isWrapperType(p.type.name, file, workspace));
}

import * as l10n from '@vscode/l10n';
import type { ClassInfo, TypeRef } from '../model/declarations';
import { mayBeOptional } from '../kotlin-types/supported-types';
import { TypeResolver } from '../kotlin-types/type-resolver';
import { judgeType } from '../kotlin-types/verdict';
import { appFunctions, checkedParameters } from './support/compiler-checks';
import { defineRule, type RuleContext } from './rule';

/**
 * A default value on a non-null type outside `TYPE_TO_DEFAULT_VALUE_MAP` (Int, Long, Double, Float,
 * Boolean, the primitive arrays, ByteArray and List). Nullable types may always have one, so
 * `String? = null` passes and `String = "x"` fails. Checked on AppFunction parameters and on
 * `@AppFunctionSerializable` constructor properties, as the compiler does.
 */
export default defineRule({
  meta: {
    id: 'compiler-cannot-be-optional',
    description: 'Only nullable types and Int, Long, Float, Double, Boolean, primitive arrays and List may have a default value.',
    guideline: 'Compiler parity: the appfunctions compiler rejects a default value on other non-null types ("Type X cannot be optional").',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check(context) {
    const { file, workspace } = context;
    if (file.language !== 'kotlin') return;
    const resolver = new TypeResolver(file, workspace);
    for (const fn of appFunctions(file)) {
      const typeParameters = [...(fn.typeParameters ?? []), ...(fn.enclosingClass?.typeParameters ?? [])];
      for (const parameter of checkedParameters(fn)) {
        if (parameter.defaultValue && parameter.type) check(context, resolver, parameter.type, fn.enclosingClass, typeParameters);
      }
    }
    for (const serializable of file.serializables) {
      const info = file.classes.find((c) => c.qualifiedName === serializable.qualifiedName);
      for (const property of serializable.properties) {
        if (property.defaultValue && property.type) check(context, resolver, property.type, info, info?.typeParameters ?? []);
      }
    }
  },
});

function check(context: RuleContext, resolver: TypeResolver, type: TypeRef, scope: ClassInfo | undefined, typeParameters: string[]): void {
  if (type.nullable) return;
  const resolved = resolver.resolve(type.name, scope, typeParameters);
  if (resolved.kind !== 'class' || mayBeOptional(resolved.qualifiedName)) return;
  // An unsupported type fails first, with compiler-unsupported-type's message.
  const verdict = judgeType(resolver, type, scope, typeParameters);
  if (verdict.status === 'unsupported' || verdict.status === 'bare-parcelable') return;
  const rendered = resolver.render(type, scope, typeParameters);
  context.report({
    range: type.range,
    message: l10n.t(
      '{0} — the library ignores declared defaults for this type; make it nullable ({1}? = null) and apply the default in the body, or remove the default.',
      `Type ${rendered} cannot be optional`,
      type.text,
    ),
  });
}

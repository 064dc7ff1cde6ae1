import * as l10n from '@vscode/l10n';
import type { ClassInfo, FunctionDecl } from '../model/declarations';
import { SUPPORTED_TYPES_STRING } from '../kotlin-types/supported-types';
import { TypeResolver } from '../kotlin-types/type-resolver';
import { judgeType, type TypeVerdict, type UnsupportedReason } from '../kotlin-types/verdict';
import { appFunctions, checkedParameters } from './support/compiler-checks';
import { defineRule } from './rule';

/** The parameter message of AnnotatedAppFunction.validateParameterTypes, with the type filled in. */
export function unsupportedParameterText(found: string): string {
  return `App function parameters must be a supported type, or a type annotated as @AppFunctionSerializable. See list of supported types:\n${SUPPORTED_TYPES_STRING}\nbut found ${found}`;
}

/** AppFunctionTypeReference's bare-Parcelable message. */
export const BARE_PARCELABLE_TEXT = 'Use an implementation of Parcelable, base Parcelable type is not allowed as a type in AppFunctions';

/** The plain-language half: what to write instead. */
export function advice(reason: UnsupportedReason, found: string): string {
  switch (reason) {
    case 'primitive-list':
      return l10n.t(
        'among lists of primitives only List<String> is supported: use a primitive array (IntArray, LongArray, FloatArray, DoubleArray, BooleanArray) or List<String>.',
      );
    case 'array':
      return l10n.t('Array<T> is not supported: use List<String>, a primitive array such as IntArray, or a List of an @AppFunctionSerializable class.');
    case 'map-or-set':
      return l10n.t('maps and sets are not supported: use a List of an @AppFunctionSerializable class (for example one holding a key and a value).');
    case 'enum':
      return l10n.t('enum classes are not supported: use a String with @AppFunctionStringValueConstraint(enumValues = [...]).');
    case 'not-annotated':
      return l10n.t(
        '{0} is declared in this workspace without @AppFunctionSerializable. Did you forget to annotate {1}? Add @AppFunctionSerializable to it, or use a supported type.',
        found,
        found.split('.').at(-1) ?? found,
      );
    case 'small-number':
      return l10n.t('use Int or Long (or String for a character) instead.');
    case 'any':
      return l10n.t('the agent needs a concrete type: use a supported type or an @AppFunctionSerializable class.');
    case 'date-time':
      return l10n.t('use java.time.Instant, LocalDateTime, LocalDate or LocalTime (with a ZoneId when the zone matters).');
    default:
      return l10n.t('use a supported type, List<String> or an @AppFunctionSerializable class.');
  }
}

/**
 * Parameter and return types the appfunctions compiler rejects. Parameters get the
 * `validateParameterTypes` message (reported on the parameter's type, more precise than KSP's
 * function line); return types the metadata builder's `Unsupported type reference` message.
 */
export default defineRule({
  meta: {
    id: 'compiler-unsupported-type',
    description: 'AppFunction parameter and return types must be types the appfunctions compiler supports.',
    guideline: 'Compiler parity: the appfunctions KSP compiler fails the build on unsupported parameter and return types.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, workspace, report }) {
    const fns = appFunctions(file);
    if (fns.length === 0) return;
    const resolver = new TypeResolver(file, workspace);
    for (const fn of fns) {
      const scope = fn.enclosingClass;
      const typeParameters = visibleTypeParameters(fn, scope);
      for (const parameter of checkedParameters(fn)) {
        if (!parameter.type) continue;
        const type = parameter.type;
        const multiBound = type.args.length === 0 ? fn.multiBoundTypeParameters?.find((t) => t.name === type.name) : undefined;
        if (multiBound) {
          // Reported on the type parameter, where KSP reports; its bounds are not judged further.
          report({
            range: multiBound.nameRange,
            message: l10n.t(
              "{0} — give '{1}' of '{2}' a single upper bound, or declare the parameter with a concrete type.",
              'AppFunction compiler does not support multi-bounds type parameter',
              multiBound.name,
              fn.name,
            ),
          });
          continue;
        }
        const verdict = judgeType(resolver, parameter.type, scope, typeParameters);
        const message = parameterMessage(verdict, fn);
        if (message) report({ range: parameter.type.range, message });
      }
      if (fn.returnType) {
        const message = returnMessage(judgeType(resolver, fn.returnType, scope, typeParameters), fn);
        if (message) report({ range: fn.returnType.range, message });
      }
    }
  },
});

function visibleTypeParameters(fn: FunctionDecl, scope: ClassInfo | undefined): string[] {
  return [...(fn.typeParameters ?? []), ...(scope?.typeParameters ?? [])];
}

function parameterMessage(verdict: TypeVerdict, fn: FunctionDecl): string | undefined {
  if (verdict.status === 'bare-parcelable') {
    // The alpha01-era compiler had no Parcelable category: it printed the generic message.
    if (fn.era === 'service')
      return l10n.t('{0} — use a concrete Parcelable such as PendingIntent, or an @AppFunctionSerializable class.', unsupportedParameterText('android.os.Parcelable'));
    return l10n.t('{0} — declare the concrete Parcelable class (for example PendingIntent) instead.', BARE_PARCELABLE_TEXT);
  }
  if (verdict.status !== 'unsupported') return undefined;
  return l10n.t('{0} — {1}', unsupportedParameterText(verdict.item), advice(verdict.reason, verdict.item));
}

function returnMessage(verdict: TypeVerdict, fn: FunctionDecl): string | undefined {
  if (verdict.status === 'bare-parcelable') {
    if (fn.era === 'service')
      return l10n.t('{0} — return a concrete Parcelable such as PendingIntent, or an @AppFunctionSerializable class.', 'Unsupported type reference android.os.Parcelable');
    return l10n.t('{0} — return the concrete Parcelable class (for example PendingIntent) instead.', BARE_PARCELABLE_TEXT);
  }
  if (verdict.status !== 'unsupported') return undefined;
  return l10n.t('{0} — the return type must be a supported type; {1}', `Unsupported type reference ${verdict.self}`, advice(verdict.reason, verdict.item));
}

import * as l10n from '@vscode/l10n';
import type { Range } from '../model/positions';
import { URI } from '../kotlin-types/supported-types';
import { TypeResolver } from '../kotlin-types/type-resolver';
import { appFunctions, checkedParameters } from './support/compiler-checks';
import { defineRule } from './rule';

/**
 * `@AppFunctionUriValueConstraint` only on `android.net.Uri` parameters and serializable
 * properties (nullable or not). The
 * compiler compares the parameter's class, so `List<Uri>` is rejected too. Reported on the
 * annotation, the part to change when the type is right.
 */
export default defineRule({
  meta: {
    id: 'compiler-uri-constraint-target',
    description: '@AppFunctionUriValueConstraint can only be applied to an android.net.Uri parameter or property.',
    guideline: 'Compiler parity: the appfunctions compiler rejects @AppFunctionUriValueConstraint on other types.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, workspace, report }) {
    const fns = appFunctions(file);
    if (fns.length === 0 && file.serializables.length === 0) return;
    const resolver = new TypeResolver(file, workspace);
    // On the parameter's or property's name, where KSP reports (the annotation may sit on the line above).
    const reportOn = (target: { nameRange: Range }, name: string, type: string) =>
      report({
        range: target.nameRange,
        message: l10n.t(
          "{0} — '{1}' is {2}: declare it as Uri, or use @AppFunctionStringValueConstraint for a String.",
          '@AppFunctionUriValueConstraint can only be applied to android.net.Uri',
          name,
          type,
        ),
      });
    // The compiler checks the properties of a serializable the same way as parameters.
    for (const serializable of file.serializables) {
      const info = file.classes.find((c) => c.qualifiedName === serializable.qualifiedName);
      const typeParameters = info?.typeParameters ?? [];
      for (const property of serializable.properties) {
        const constraint = property.constraints.find((c) => c.kind === 'uri');
        if (!constraint || !property.type) continue;
        const resolved = resolver.resolve(property.type.name, info, typeParameters);
        if (resolved.kind !== 'class' || resolved.qualifiedName === URI) continue;
        reportOn(property, property.name, resolver.render(property.type, info, typeParameters));
      }
    }
    for (const fn of fns) {
      const typeParameters = [...(fn.typeParameters ?? []), ...(fn.enclosingClass?.typeParameters ?? [])];
      for (const parameter of checkedParameters(fn)) {
        const constraint = parameter.constraints.find((c) => c.kind === 'uri');
        if (!constraint || !parameter.type) continue;
        const resolved = resolver.resolve(parameter.type.name, fn.enclosingClass, typeParameters);
        // An unresolved name is a plain Kotlin error, not the appfunctions compiler's.
        if (resolved.kind !== 'class' || resolved.qualifiedName === URI) continue;
        reportOn(parameter, parameter.name, resolver.render(parameter.type, fn.enclosingClass, typeParameters));
      }
    }
  },
});

import * as l10n from '@vscode/l10n';
import { appFunctions, syntaxErrorAtOrAbove } from './support/compiler-checks';
import { defineRule } from './rule';

/**
 * Every AppFunction declared outside an entry-point class must take `AppFunctionContext` first,
 * whatever its annotation (reference §10.1): that is the only way the service-era compiler
 * (alpha01–09) works, and the newer compilers still apply the check outside entry points.
 * Reported on the function name, where KSP points (§10.8).
 */
export default defineRule({
  meta: {
    id: 'compiler-context-parameter',
    description: 'An AppFunction outside an @AppFunctionServiceEntryPoint class must take AppFunctionContext as its first parameter.',
    guideline: 'Compiler parity: the appfunctions compiler requires androidx.appfunctions.AppFunctionContext first outside entry points.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of appFunctions(file)) {
      // Top-level functions fail earlier (compiler-top-level-function); entry-point functions and
      // signatures (registered at run time, called without a context) skip the check.
      if (!fn.enclosingClass || fn.enclosingClass.isEntryPoint || fn.signature) continue;
      if (fn.parameters[0]?.isContext) continue;
      // A class header that did not parse may have lost its @AppFunctionServiceEntryPoint.
      if (syntaxErrorAtOrAbove(file, fn.enclosingClass.nameRange.start.line)) continue;
      const compiler = 'The first parameter of an app function must be androidx.appfunctions.AppFunctionContext';
      const message =
        fn.era === 'service'
          ? l10n.t("{0} — add 'appFunctionContext: AppFunctionContext' as the first parameter of '{1}'.", compiler, fn.name)
          : l10n.t(
              "{0} — move '{1}' into the @AppFunctionServiceEntryPoint class, where no context parameter is needed (AppFunctionContext was removed in alpha12).",
              compiler,
              fn.name,
            );
      report({ range: fn.nameRange, message });
    }
  },
});

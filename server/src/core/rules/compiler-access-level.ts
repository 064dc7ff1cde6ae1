import * as l10n from '@vscode/l10n';
import type { AnnotationUse } from '../model/declarations';
import { accessLevelOfArgument } from '../schema/android-metadata';
import { appFunctions } from './support/compiler-checks';
import { defineRule } from './rule';

/**
 * `@AppFunctionAccessLevel(level = …)` takes one of `AppFunctionMetadata.ACCESS_LEVEL_SELF` (100),
 * `ACCESS_LEVEL_SYSTEM` (200) or `ACCESS_LEVEL_ANDROID_TRUSTED` (300); the compiler rejects any
 * other integer. Only integer literals are judged: a constant of the app's own is not read.
 * Reported on the annotation, where KSP reports.
 */
export default defineRule({
  meta: {
    id: 'compiler-access-level',
    description: '@AppFunctionAccessLevel takes one of the AppFunctionMetadata.ACCESS_LEVEL_* constants.',
    guideline: 'Compiler parity: the appfunctions compiler rejects an access level it does not know.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, report }) {
    const annotations: AnnotationUse[] = [];
    for (const fn of appFunctions(file)) annotations.push(...fn.annotations);
    // A signature's level is written on its fun interface.
    for (const cls of file.classes) annotations.push(...cls.annotations);
    for (const annotation of annotations) {
      if (annotation.name !== 'AppFunctionAccessLevel') continue;
      const argument = annotation.args.level ?? annotation.args._0;
      if (!argument || accessLevelOfArgument(argument.text) !== 'unsupported') continue;
      report({
        range: annotation.range,
        message: l10n.t(
          '{0} — use AppFunctionMetadata.ACCESS_LEVEL_SELF, ACCESS_LEVEL_SYSTEM or ACCESS_LEVEL_ANDROID_TRUSTED.',
          `Unsupported access level: ${argument.text.trim()}`,
        ),
      });
    }
  },
});

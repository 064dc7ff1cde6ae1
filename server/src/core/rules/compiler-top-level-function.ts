import * as l10n from '@vscode/l10n';
import { appFunctions, syntaxErrorAtOrAbove } from './support/compiler-checks';
import { defineRule } from './rule';

const FUNCTION_ANNOTATIONS = new Set(['AppFunction', 'AppFunctionDeclaration']);

/**
 * Where `@AppFunction` may be placed: on a function declared in a class. A top-level function is
 * rejected when the compiler groups functions by class; an annotated property or class when it
 * collects the annotated symbols (both messages name `@AppFunction`, also for `@AppFunctionDeclaration`).
 */
export default defineRule({
  meta: {
    id: 'compiler-top-level-function',
    description: '@AppFunction / @AppFunctionDeclaration must be on a function declared inside a class.',
    guideline: 'Compiler parity: the appfunctions compiler rejects top-level AppFunctions and the annotation on anything but a function.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of appFunctions(file)) {
      if (fn.enclosingClass || syntaxErrorAtOrAbove(file, fn.nameRange.start.line)) continue;
      report({
        range: fn.nameRange,
        message: l10n.t(
          "{0}— move '{1}' into a class (from alpha10, the @AppFunctionServiceEntryPoint class); the agent calls it as <class>#{1}.",
          'Top level functions cannot be annotated with @AppFunction ',
          fn.name,
        ),
      });
    }
    for (const member of file.annotatedMembers ?? []) {
      if (member.kind !== 'property' || !member.annotations.some((a) => FUNCTION_ANNOTATIONS.has(a.name))) continue;
      report({
        range: member.nameRange,
        message: l10n.t("{0} — '{1}' is a property: annotate a function instead.", 'Only functions can be annotated with @AppFunction', member.name),
      });
    }
    for (const cls of file.classes) {
      const annotation = cls.annotations.find((a) => FUNCTION_ANNOTATIONS.has(a.name) && (!a.qualifiedName || a.qualifiedName.startsWith('androidx.appfunctions.')));
      if (!annotation) continue;
      report({
        range: cls.nameRange,
        message: l10n.t("{0} — annotate the functions of '{1}' instead of the class.", 'Only functions can be annotated with @AppFunction', cls.name),
      });
    }
  },
});

import * as l10n from '@vscode/l10n';
import type { AnnotationUse } from '../model/declarations';
import { appFunctions } from './support/compiler-checks';
import { defineRule } from './rule';

/**
 * Java-only regex syntax that JavaScript's parser rejects although Java accepts it: possessive
 * quantifiers (`a*+`), atomic groups (`(?>…)`) and inline flags (`(?i)`, `(?s:…)`). A pattern
 * holding any of them is never judged here.
 */
const JAVA_ONLY_SYNTAX = /[*+?}]\+|\(\?>|\(\?[a-zA-Z]*-?[a-zA-Z]*[:)]/;

/**
 * `@AppFunctionStringValueConstraint(pattern = …)` must be a regex the compiler can compile
 * (`java.util.regex.Pattern`). The analysis has JavaScript's parser, a different dialect, so it
 * reports only a literal pattern that JavaScript rejects and that uses none of the syntax only
 * Java has: an unclosed `[` or `(`, a quantifier with nothing to repeat, `{2,1}`. Reported on the
 * pattern.
 */
export default defineRule({
  meta: {
    id: 'compiler-invalid-pattern',
    description: 'The pattern of @AppFunctionStringValueConstraint must be a valid regular expression.',
    guideline: 'Compiler parity: the appfunctions compiler rejects a pattern it cannot compile.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, report }) {
    const annotations: AnnotationUse[] = [];
    for (const fn of appFunctions(file)) {
      annotations.push(...fn.annotations);
      for (const parameter of fn.parameters) annotations.push(...parameter.annotations);
    }
    for (const serializable of file.serializables) for (const property of serializable.properties) annotations.push(...property.annotations);
    for (const annotation of annotations) {
      if (annotation.name !== 'AppFunctionStringValueConstraint') continue;
      const argument = annotation.args.pattern;
      const pattern = argument?.stringValue;
      if (!argument || pattern === undefined || JAVA_ONLY_SYNTAX.test(pattern)) continue;
      const problem = syntaxProblem(pattern);
      if (!problem) continue;
      report({
        range: argument.range,
        message: l10n.t('{0} — {1}. Fix the expression; the build fails on it.', `Invalid pattern regex "${pattern}" in @AppFunctionStringValueConstraint`, problem),
      });
    }
  },
});

/** JavaScript's complaint about a pattern (without flags, the dialect closest to Java's), or undefined. */
function syntaxProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    // "Invalid regular expression: /[a/: Unterminated character class" → the last part.
    const message = error instanceof Error ? error.message : String(error);
    return message.split(': ').at(-1) ?? message;
  }
}

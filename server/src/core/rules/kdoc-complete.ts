import * as l10n from '@vscode/l10n';
import { deleteDocTag } from '../fixes/kotlin-edits';
import type { FunctionDecl } from '../model/declarations';
import type { Range } from '../model/positions';
import { defineRule } from './rule';
import { nameWords } from '../languages/csharp/index';

/** Return types that carry no value for the agent. */
const NO_VALUE_TYPES = new Set(['Unit', 'kotlin.Unit', 'Nothing', 'kotlin.Nothing', 'void', 'Promise<void>']);

/**
 * The agent learns each parameter and the result from `@param` and `@return`; a KDoc that stops
 * at the summary leaves them undescribed, and a `@param` for a parameter that no longer exists
 * describes nothing. Functions without any KDoc are description-missing's concern.
 */
export default defineRule({
  meta: {
    id: 'kdoc-complete',
    description: 'A KDoc documents every agent-visible parameter (@param) and a non-Unit result (@return), with no stale @param tags.',
    guideline: 'Write function descriptions in KDoc format, including parameters and the return type.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: true,
    scope: 'function',
  },
  check({ file, source, report }) {
    for (const fn of file.functions) {
      if (fn.kind === 'dotnet-appfunction') {
        // .NET: a parameter's description is its [AppParameter(Description = …)]; without one the agent gets its title.
        if (fn.dotnet.origin !== 'declared') continue;
        for (const parameter of fn.parameters) {
          if (parameter.doc?.text.trim()) continue;
          const appParameter = parameter.annotations.find((a) => a.name === 'AppParameter');
          // A Description the analysis cannot read (a constant) is not missing; a Title written
          // for it is what the author chose the agent to read.
          if (appParameter?.args.Description || appParameter?.args.Title) continue;
          const title = nameWords(parameter.name);
          report({
            range: parameter.nameRange,
            message: l10n.t(
              "Parameter '{0}' has no [AppParameter(Description = …)], so the agent gets only the words of its name, '{1}'. Say what to pass and in which form.",
              parameter.name,
              title,
            ),
          });
        }
        continue;
      }
      const doc = fn.doc;
      // MCP tools describe parameters in their schema, not in a doc comment.
      if (!doc || (fn.kind !== 'android-appfunction' && fn.kind !== 'ts-appfunction')) continue;

      for (const parameter of fn.parameters) {
        if (parameter.isContext || parameter.instruction?.text.trim()) continue;
        if (doc.params.some((tag) => tag.name === parameter.name)) continue;
        report({
          range: parameter.nameRange,
          message: l10n.t("Parameter '{0}' has no @param in the KDoc, so the agent gets no description of it. Add '@param {0} …'.", parameter.name),
        });
      }

      if (returnsValue(fn) && !doc.returns?.text?.text.trim()) {
        report({
          range: doc.returns ? tagNameRange(doc.returns.range) : (fn.returnType?.range ?? fn.nameRange),
          message: doc.returns
            ? l10n.t("The @return of '{0}' is empty. Say what the agent receives.", fn.name)
            : l10n.t("'{0}' returns {1} but the KDoc has no @return. Add '@return …' to say what the agent receives.", fn.name, fn.returnType?.text ?? ''),
        });
      }

      const names = new Set(fn.parameters.map((p) => p.name));
      for (const tag of doc.params) {
        if (!tag.name || names.has(tag.name)) continue;
        report({
          range: tag.nameRange ?? tag.range,
          message: l10n.t("@param '{0}' names no parameter of '{1}'. Remove the stale tag (or fix the name).", tag.name, fn.name),
          fixes: [{ title: l10n.t("Remove the stale '@param {0}'", tag.name), edits: [deleteDocTag(source, tag)], safe: true }],
        });
      }
    }
  },
});

/** Just the `@return` word: an empty tag's range runs on to the comment's closing line. */
function tagNameRange(range: Range): Range {
  return { start: range.start, end: { line: range.start.line, character: range.start.character + '@return'.length } };
}

function returnsValue(fn: FunctionDecl): boolean {
  const type = fn.returnType;
  return !!type && !NO_VALUE_TYPES.has(type.text.replace(/\s+/g, ''));
}

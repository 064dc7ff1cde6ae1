import * as l10n from '@vscode/l10n';
import { sourceDescription } from '../model/descriptions';
import { defineRule } from './rule';

/** Agents pick a function by its description; without one the function is nearly invisible. */
export default defineRule({
  meta: {
    id: 'description-missing',
    description: 'Every AppFunction needs a description the agent can read.',
    guideline: 'Agents choose functions by their descriptions: describe every function.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of file.functions) {
      if (sourceDescription(fn)) continue;
      // A description (or the whole registration) the reader could not compute is registration-unresolved's.
      if (fn.tool?.unresolved?.some((u) => u.what === 'description' || u.what === 'registration')) continue;
      report({
        range: fn.nameRange,
        message: l10n.t("'{0}' has no description: the agent has nothing to choose it by. Add a KDoc that says what it does.", fn.name),
      });
    }
  },
});

import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { descriptionTargets } from './descriptions';
import { defineRule } from './rule';
import { findFiller } from './text-patterns';

/**
 * Openings such as "This function is used to" add words without adding meaning, and push the
 * verb that tells the agent what happens further back. Only the filler is reported, so the quick
 * fix (and the reader) can see exactly what to delete.
 */
export default defineRule({
  meta: {
    id: 'no-filler',
    description: 'No filler openings such as "This function is used to…"; start with the verb.',
    guideline: 'Keep descriptions concise and free of filler; lead with what the function does.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript'],
    fixable: true,
  },
  check({ file, report }) {
    for (const target of descriptionTargets(file)) {
      for (const filler of findFiller(target.piece.text)) {
        const words = filler.text.replace(/\s+/g, ' ');
        report({
          range: rangeInPiece(target.piece, filler.start, filler.end),
          message: filler.rewrite
            ? l10n.t("Filler '{0}' adds words, not meaning. Write '{1}'", words, filler.rewrite)
            : l10n.t("Filler '{0}' adds words, not meaning. Remove it and start with the verb.", words),
        });
      }
    }
  },
});

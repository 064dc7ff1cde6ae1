import * as l10n from '@vscode/l10n';
import type { TextPiece } from '../model/text-pieces';
import { isVerbatimSpan, rangeInPiece } from '../text/source-text';
import { descriptionTargets } from '../model/descriptions';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';
import { type Fix } from '../model/findings';
import { findFiller, verbFirstRewrite } from './support/text-patterns';

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
      reportOnPiece('no-filler', target.piece, report, (report) => {
        for (const filler of findFiller(target.piece.text)) {
          const words = filler.text.replace(/\s+/g, ' ');
          report({
            fixes: fillerFix(target.piece, filler.start, filler.end, filler.rewrite),
            range: rangeInPiece(target.piece, filler.start, filler.end),
            message: filler.rewrite
              ? l10n.t("Filler '{0}' adds words, not meaning. Write '{1}'", words, filler.rewrite)
              : l10n.t("Filler '{0}' adds words, not meaning. Remove it and start with the verb.", words),
          });
        }
      });
    }
  },
});

/**
 * Replaces the filler and the verb after it with the verb in the third person ("This function is
 * used to create" -> "Creates"). Offered only when the verb is known and the whole span sits on one
 * source line, so the edit cannot touch comment markers.
 */
function fillerFix(piece: TextPiece, start: number, end: number, rewrite: string | undefined): Fix[] {
  const after = /^\s*([A-Za-z]+)/.exec(piece.text.slice(end));
  if (!after) return [];
  const verbEnd = end + after[0].length;
  const verb = /^[A-Za-z]+/.exec(rewrite ?? '')?.[0] ?? verbFirstRewrite(after[1]);
  if (!verb || !isVerbatimSpan(piece, start, verbEnd)) return [];
  return [{ title: l10n.t("Start with '{0}'", verb), edits: [{ range: rangeInPiece(piece, start, verbEnd), newText: verb }], safe: true }];
}

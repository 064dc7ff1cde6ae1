import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { openingRead, sourceDescription } from './support/readable-text';
import { defineRule } from './rule';
import { analyzeDescription, english, packFor, type DescriptionAnalysis, type TextSpan } from '../description/index';

/**
 * Budgets of the English pack, in characters. A first sentence of 160 fits what tool pickers show
 * in one glance and holds a verb, a resource and a qualifier; 500 for the whole description leaves
 * room for a few short clarifications while keeping many functions' descriptions within an
 * agent's context. Other packs measure in words of `Intl.Segmenter` (`lengthBudget`).
 */
export const FIRST_SENTENCE_BUDGET = english.lengthBudget.firstSentence;
export const DESCRIPTION_BUDGET = english.lengthBudget.whole;
/**
 * A long first sentence is worth a note only in a description that is long as a whole: a short
 * description of one long sentence still puts its key information first.
 */
export const LONG_DESCRIPTION = english.lengthBudget.longDescription;

/**
 * Agents often read only the start of a description when they choose among many functions, so
 * the action and its resource come first and the rest stays short.
 */
export default defineRule({
  meta: {
    id: 'description-front-loaded',
    description: `Function descriptions lead with the action and stay concise (first sentence ≤ ${FIRST_SENTENCE_BUDGET}, whole ≤ ${DESCRIPTION_BUDGET} characters).`,
    guideline: 'Front-load descriptions with the key information and keep them concise.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      const piece = sourceDescription(fn);
      // An opening line over the length limit was not read: the first sentence read is not the first.
      if (!piece || !openingRead(piece)) continue;
      const text = piece.text;
      const pack = packFor(text, descriptionLanguage);
      // The shared analysis (cached: the other text rules read the same description) has the sentences.
      const analysis = analyzeDescription(text, pack);
      if (pack.lengthBudget.unit === 'words') {
        const first = analysis.sentences[0];
        if (first) checkWords(analysis, first, (start, end, message) => report({ range: rangeInPiece(piece, start, end), message }));
        continue;
      }
      const first = analysis.sentences[0];
      const budget = pack.lengthBudget;
      if (!first) continue;

      const background = pack.backgroundOpening.exec(first.text);
      if (background) {
        const opening = background[0].replace(/\s+/g, ' ').replace(/[\s:]+$/, '');
        report({
          range: rangeInPiece(piece, first.start, first.end),
          message: l10n.t("Opens with background ('{0}…'). Lead with what the function does, then add context if it is still needed.", opening),
        });
      } else if (first.text.length > budget.firstSentence && text.trim().length >= budget.longDescription) {
        report({
          range: rangeInPiece(piece, first.start, first.end),
          message: l10n.t(
            'The first sentence is {0} characters (budget {1}). Say the action and resource in a short sentence; move details to later sentences or @param docs.',
            String(first.text.length),
            String(budget.firstSentence),
          ),
        });
      }

      const length = text.trim().length;
      if (length > budget.whole) {
        // Point at the words beyond the budget: that is what to cut or move.
        let cut = budget.whole;
        while (cut > 0 && /\S/.test(text.charAt(cut - 1))) cut--;
        report({
          range: rangeInPiece(piece, cut, text.trimEnd().length),
          message: l10n.t(
            'The description is {0} characters (budget {1}). Keep the essentials; move parameter details to @param and call order to the app description.',
            String(length),
            String(budget.whole),
          ),
        });
      }
    }
  },
});

/**
 * The checks in words of `Intl.Segmenter`, for every pack but English: the same budgets are fair
 * to a script without spaces, where a sentence is short in characters and long in meaning.
 */
function checkWords(analysis: DescriptionAnalysis, first: TextSpan, report: (start: number, end: number, message: string) => void): void {
  const { text, pack } = analysis;
  const budget = pack.lengthBudget;
  const background = pack.backgroundOpening.exec(first.text);
  const wordsIn = (start: number, end: number) => analysis.words.filter((w) => start <= w.start && w.end <= end);
  const all = analysis.words;
  if (background) {
    const opening = background[0].replace(/\s+/g, ' ').replace(/[\s:：、,]+$/, '');
    report(first.start, first.end, l10n.t("Opens with background ('{0}…'). Lead with what the function does, then add context if it is still needed.", opening));
  } else {
    const firstWords = wordsIn(first.start, first.end).length;
    if (firstWords > budget.firstSentence && all.length >= budget.longDescription) {
      report(
        first.start,
        first.end,
        l10n.t(
          'The first sentence is {0} words (budget {1}). Say the action and resource in a short sentence; move details to later sentences or @param docs.',
          String(firstWords),
          String(budget.firstSentence),
        ),
      );
    }
  }
  const beyond = all[budget.whole];
  if (beyond) {
    report(
      beyond.start,
      text.trimEnd().length,
      l10n.t(
        'The description is {0} words (budget {1}). Keep the essentials; move parameter details to @param and call order to the app description.',
        String(all.length),
        String(budget.whole),
      ),
    );
  }
}

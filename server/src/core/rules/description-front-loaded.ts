import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { sourceDescription } from '../model/descriptions';
import { defineRule } from './rule';
import { splitSentences as sentences } from '../description/index';

/**
 * Budgets, in characters. A first sentence of 160 fits what tool pickers show in one glance and
 * holds a verb, a resource and a qualifier; 500 for the whole description leaves room for a few
 * short clarifications while keeping many functions' descriptions within an agent's context.
 */
export const FIRST_SENTENCE_BUDGET = 160;
export const DESCRIPTION_BUDGET = 500;
/**
 * A long first sentence is worth a note only in a description that is long as a whole: a short
 * description of one long sentence still puts its key information first.
 */
export const LONG_DESCRIPTION = 400;

/** Openings that give background before saying what the function does. */
const BACKGROUND_OPENING =
  /^(?:in\s+(?:our|this|the|my)\s+(?:app|application|system|backend|database|world|product)\b|(?:our|this|the)\s+app(?:lication)?\s+(?!function)\w+|(?:background|context|note|fyi|overview|info|history)\s*:|as\s+(?:you\s+know|mentioned|described)\b|historically\b|traditionally\b|internally\b|under\s+the\s+hood\b|behind\s+the\s+scenes\b|we\s+\w+|since\s+\w+|because\s+\w+)/i;

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
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of file.functions) {
      const piece = sourceDescription(fn);
      if (!piece) continue;
      const text = piece.text;
      const first = sentences(text)[0];
      if (!first) continue;

      const background = BACKGROUND_OPENING.exec(first.text);
      if (background) {
        const opening = background[0].replace(/\s+/g, ' ').replace(/[\s:]+$/, '');
        report({
          range: rangeInPiece(piece, first.start, first.end),
          message: l10n.t("Opens with background ('{0}…'). Lead with what the function does, then add context if it is still needed.", opening),
        });
      } else if (first.text.length > FIRST_SENTENCE_BUDGET && text.trim().length >= LONG_DESCRIPTION) {
        report({
          range: rangeInPiece(piece, first.start, first.end),
          message: l10n.t(
            'The first sentence is {0} characters (budget {1}). Say the action and resource in a short sentence; move details to later sentences or @param docs.',
            String(first.text.length),
            String(FIRST_SENTENCE_BUDGET),
          ),
        });
      }

      const length = text.trim().length;
      if (length > DESCRIPTION_BUDGET) {
        // Point at the words beyond the budget: that is what to cut or move.
        let cut = DESCRIPTION_BUDGET;
        while (cut > 0 && /\S/.test(text.charAt(cut - 1))) cut--;
        report({
          range: rangeInPiece(piece, cut, text.trimEnd().length),
          message: l10n.t(
            'The description is {0} characters (budget {1}). Keep the essentials; move parameter details to @param and call order to the app description.',
            String(length),
            String(DESCRIPTION_BUDGET),
          ),
        });
      }
    }
  },
});

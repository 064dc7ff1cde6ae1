import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { descriptionTargets } from './descriptions';
import { defineRule } from './rule';

/** Words that are all capitals by convention, not for emphasis. */
const ACRONYM_MAX = 5;
const SHOUT_WORDS = /\b(?:CRITICAL|IMPORTANT|MUST|NEVER|ALWAYS|WARNING|NOTE|ATTENTION|URGENT|REQUIRED|MANDATORY|ONLY|DO NOT|DON'T)\b/;

/**
 * Emphasis aimed at the model (capitals, bold markers, "!!!") distorts how it weighs functions;
 * descriptions should be neutral. Acronyms such as URL, PDF or ID are not shouting.
 */
export default defineRule({
  meta: {
    id: 'no-shouting',
    description: 'No emphasis aimed at the model: CRITICAL, VERY IMPORTANT, **bold**, "!!!".',
    guideline: 'Keep descriptions neutral: no capitals, bold markers or exclamation runs for emphasis.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript'],
    fixable: true,
  },
  check({ file, report }) {
    for (const target of descriptionTargets(file)) {
      const text = target.piece.text;
      const patterns: { regex: RegExp; message: string }[] = [
        { regex: /\*\*[^*\n]+\*\*|__[^_\n]+__/g, message: l10n.t('Bold markers for emphasis: agents read plain text. Drop the ** and state the fact.') },
        { regex: /!{2,}/g, message: l10n.t('Exclamation marks for emphasis: keep the description neutral.') },
        { regex: /\b[A-Z][A-Z']{2,}(?:\s+[A-Z][A-Z']{1,})+\b|\b[A-Z]{3,}\b/g, message: '' },
      ];
      for (const { regex, message } of patterns) {
        for (const match of text.matchAll(regex)) {
          const index = match.index ?? 0;
          if (!message && !isShouting(match[0])) continue;
          report({
            range: rangeInPiece(target.piece, index, index + match[0].length),
            message: message || l10n.t("'{0}' in capitals reads as shouting at the agent: write it in normal case.", match[0]),
          });
        }
      }
    }
  },
});

/** A run of capitals is shouting when it is an emphasis word or a multi-word phrase, not an acronym. */
function isShouting(run: string): boolean {
  if (/\s/.test(run)) return run.split(/\s+/).filter((w) => w.length > 1).length >= 2 && run.replace(/[^A-Z]/g, '').length >= 6;
  if (SHOUT_WORDS.test(run)) return true;
  return run.length > ACRONYM_MAX && /^[A-Z]+$/.test(run) && !/\d/.test(run);
}

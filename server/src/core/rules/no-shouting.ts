import * as l10n from '@vscode/l10n';
import { isVerbatimSpan, rangeInPiece } from '../text/source-text';
import { descriptionTargets, type DescriptionTarget } from '../model/descriptions';
import { defineRule } from './rule';
import { matchesOf } from './support/text-patterns';

/** Words that are all capitals by convention, not for emphasis. */
const ACRONYM_MAX = 5;
const SHOUT_WORDS = /\b(?:CRITICAL|IMPORTANT|MUST|NEVER|ALWAYS|WARNING|NOTE|ATTENTION|URGENT|REQUIRED|MANDATORY|ONLY|DO NOT|DON'T)\b/;
/**
 * Ordinary English words: a capitalised run that contains one is a sentence in capitals, while a
 * run of acronyms only ("JSON API", "HTTPS URL") is not.
 */
const COMMON_WORDS = new Set(
  "A AN THE THIS THAT IT IS ARE BE DO DOES NOT NO YES VERY ALL ANY EVER AND OR BUT IF TO OF FOR IN ON WITH YOU YOUR WE OUR PLEASE USE CALL CALLS STOP WAIT READ THIS NOW HERE".split(' '),
);

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
      // Code and enum values are written in capitals on purpose: `MEDIUM`, [Priority.HIGH].
      const code = matchesOf(text, CODE);
      let enumValues: Set<string> | undefined;
      for (const { regex, message } of EMPHASIS) {
        for (const match of matchesOf(text, regex)) {
          const index = match.start;
          if (!message && !isShouting(match.text)) continue;
          enumValues ??= declaredEnumValues(target);
          if (!message && (enumValues.has(match.text) || code.some((c) => c.start <= index && index < c.end))) continue;
          const range = rangeInPiece(target.piece, index, match.end);
          const calm = isVerbatimSpan(target.piece, index, match.end) ? calmed(text, index, match.text) : undefined;
          report({
            range,
            message: message?.() || l10n.t("'{0}' in capitals reads as shouting at the agent: write it in normal case.", match.text),
            fixes: calm === undefined ? [] : [{ title: l10n.t("Write '{0}' as '{1}'", match.text, calm), edits: [{ range, newText: calm }], safe: true }],
          });
        }
      }
    }
  },
});

/** Code spans (`name`, [Name]): capitals inside them are identifiers, not shouting. */
const CODE = /`[^`]*`|\[[^\]]*\]/g;

/** Emphasis patterns; a message of its own, or none for runs of capitals (judged by {@link isShouting}). */
const EMPHASIS: { regex: RegExp; message?: () => string }[] = [
  { regex: /\*\*[^*\n]+\*\*/g, message: () => l10n.t('Bold markers for emphasis: agents read plain text. Drop the {0} and state the fact.', '**') },
  { regex: /(?<![\w_])__[^_\n]+__(?![\w_])/g, message: () => l10n.t('Bold markers for emphasis: agents read plain text. Drop the {0} and state the fact.', '__') },
  { regex: /!{2,}/g, message: () => l10n.t('Exclamation marks for emphasis: keep the description neutral.') },
  { regex: /\b[A-Z][A-Z']+(?:\s+[A-Z][A-Z']+)+\b|\b[A-Z]{3,}\b/g },
];

/** A run of capitals is shouting when it is an emphasis word or a multi-word phrase, not an acronym. */
function isShouting(run: string): boolean {
  if (/\s/.test(run)) {
    const words = run.split(/\s+/).filter((w) => w.length > 1);
    const wordy = words.some((w) => SHOUT_WORDS.test(w) || COMMON_WORDS.has(w) || w.length > ACRONYM_MAX);
    return words.length >= 2 && wordy && run.replace(/[^A-Z]/g, '').length >= 5;
  }
  if (SHOUT_WORDS.test(run)) return true;
  return run.length > ACRONYM_MAX && /^[A-Z]+$/.test(run) && !/\d/.test(run);
}

/** Enum values the declaration itself allows (`@AppFunctionStringValueConstraint(enumValues = ...)`). */
function declaredEnumValues(target: DescriptionTarget): Set<string> {
  const values = new Set<string>();
  const constraints = [
    ...(target.fn?.parameters.flatMap((p) => p.constraints) ?? []),
    ...(target.fn?.returnConstraints ?? []),
    ...(target.type?.properties.flatMap((p) => p.constraints) ?? []),
  ];
  for (const constraint of constraints) for (const value of constraint.enumValues) values.add(value);
  return values;
}

/** The neutral form of an emphasis: bold without markers, one full stop, capitals in normal case. */
function calmed(text: string, index: number, emphasis: string): string | undefined {
  if (/^(\*\*|__)/.test(emphasis)) return emphasis.slice(2, -2);
  if (/^!+$/.test(emphasis)) return '.';
  const lower = emphasis.toLowerCase();
  const startsSentence = /(^|[.!?]\s+)$/.test(text.slice(0, index));
  return startsSentence ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

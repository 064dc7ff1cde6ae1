import * as l10n from '@vscode/l10n';
import { isVerbatimSpan, rangeInPiece } from '../text/source-text';
import { descriptionTargets, type DescriptionTarget } from './support/readable-text';
import { defineRule } from './rule';
import { analyzeText, inLiteral, matchesOf, type DescriptionAnalysis, type LanguagePack } from '../description/index';

/** Words that are all capitals by convention, not for emphasis. */
const ACRONYM_MAX = 5;

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
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: true,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    for (const target of descriptionTargets(file)) {
      const text = target.piece.text;
      // Code, quoted values, enum values, HTTP methods and environment variables are written in
      // capitals on purpose: `MEDIUM`, [Priority.HIGH], "ACTIVE", marked as DONE, GET, DATABASE_URL.
      const analysis = analyzeText(text, descriptionLanguage);
      let enumValues: Set<string> | undefined;
      for (const { regex, message } of emphasisOf(analysis.pack)) {
        for (const match of matchesOf(text, regex)) {
          const index = match.start;
          if (!message && !isShouting(analysis.pack, match.text)) continue;
          enumValues ??= declaredEnumValues(target);
          if (!message && (enumValues.has(match.text) || wordsAreLiterals(analysis, match.start, match.end))) continue;
          const range = rangeInPiece(target.piece, index, match.end);
          const calmText = isVerbatimSpan(target.piece, index, match.end) ? calmed(text, index, match.text) : undefined;
          // A sign or a word without case ("⚠️", Bengali "অত্যন্ত গুরুত্বপূর্ণ") has no calm form to offer.
          const calm = calmText === match.text ? undefined : calmText;
          report({
            range,
            message: message?.(match.text) || l10n.t("'{0}' in capitals reads as shouting at the agent: write it in normal case.", match.text),
            fixes: calm === undefined ? [] : [{ title: l10n.t("Write '{0}' as '{1}'", match.text, calm), edits: [{ range, newText: calm }], safe: true }],
          });
        }
      }
    }
  },
});

/** Whether every word of a run of capitals is inside a literal span of the analysis. */
function wordsAreLiterals(analysis: DescriptionAnalysis, start: number, end: number): boolean {
  if (inLiteral(analysis, start, end)) return true;
  const words = matchesOf(analysis.text.slice(start, end), /\p{Lu}[\p{Lu}\p{N}']*/gu);
  return words.length > 0 && words.every((w) => inLiteral(analysis, start + w.start, start + w.end));
}

type Emphasis = { regex: RegExp; message?: (text: string) => string };

/** Bold markers, the same in every language. */
const BOLD: Emphasis[] = [
  { regex: /\*\*[^*\n]+\*\*/g, message: () => l10n.t('Bold markers for emphasis: agents read plain text. Drop the {0} and state the fact.', '**') },
  { regex: /(?<![\w_])__[^_\n]+__(?![\w_])/g, message: () => l10n.t('Bold markers for emphasis: agents read plain text. Drop the {0} and state the fact.', '__') },
];
/** Runs of capitals, judged by {@link isShouting}. */
const CAPITALS: Emphasis = {
  regex: /(?<![\p{L}\p{N}_])\p{Lu}[\p{Lu}']+(?:\s+\p{Lu}[\p{Lu}']+)+(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])\p{Lu}{3,}(?![\p{L}\p{N}_])/gu,
};

const EMPHASIS_BY_PACK = new WeakMap<LanguagePack, Emphasis[]>();
/**
 * Emphasis patterns; a message of their own, or none for runs of capitals. The pack adds its
 * language's marks ("!!!", 【重要】): exclamation runs get their own message.
 */
function emphasisOf(pack: LanguagePack): Emphasis[] {
  let list = EMPHASIS_BY_PACK.get(pack);
  if (!list) {
    const marks: Emphasis[] = pack.emphasis.map((regex) => ({
      regex,
      message: (text: string) =>
        /^[!！]+$/.test(text)
          ? l10n.t('Exclamation marks for emphasis: keep the description neutral.')
          : l10n.t("'{0}' is emphasis aimed at the agent: keep the description neutral.", text),
    }));
    list = [...BOLD, ...marks, CAPITALS];
    EMPHASIS_BY_PACK.set(pack, list);
  }
  return list;
}

/**
 * A run of capitals is shouting when it is an emphasis word or a multi-word phrase, not an
 * acronym; the pack's emphasis words and ordinary words (a run of capitals holding one is a sentence).
 */
function isShouting(pack: LanguagePack, run: string): boolean {
  const { shoutWords: SHOUT_WORDS, commonWords: COMMON_WORDS } = pack;
  if (/\s/.test(run)) {
    const words = run.split(/\s+/).filter((w) => w.length > 1);
    const wordy = words.some((w) => SHOUT_WORDS.has(w) || COMMON_WORDS.has(w) || w.length > ACRONYM_MAX);
    return words.length >= 2 && wordy && run.replace(/[^\p{Lu}]/gu, '').length >= 5;
  }
  if (SHOUT_WORDS.has(run)) return true;
  return run.length > ACRONYM_MAX && /^\p{Lu}+$/u.test(run) && !/\d/.test(run);
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
  if (/^[!！]+$/.test(emphasis)) return '。';
  const lower = emphasis.toLowerCase();
  const startsSentence = /(^|[.!?]\s+)$/.test(text.slice(0, index));
  return startsSentence ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { sourceDescription } from '../model/descriptions';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';
import { analyzeDescription, english, matchesOf, verbsOf, type TextSpan } from '../description/index';

/** Verbs that say "something happens to X" without saying what. */
const VAGUE_OPENING = /^(?:handles?|manages?|process(?:es)?|deals?\s+with|takes?\s+care\s+of|works?\s+with|operates?\s+on|controls?|administers?|covers?)\b/i;
/** Phrases that are broad wherever they stand. */
const BROAD_PHRASES = [
  /\b(?:performs|does|carries\s+out|executes|runs)\s+(?:various\s+|any\s+|all\s+|several\s+|many\s+|different\s+|multiple\s+)?(?:operations|actions|tasks|things|stuff|everything|anything)\s+(?:on|for|with|related\s+to|regarding)\b/gi,
  /\b(?:everything|anything|all\s+(?:things|operations|actions|tasks))\s+(?:about|related\s+to|regarding|for|with|to\s+do\s+with)\b/gi,
  /\b(?:all|any)\s+kinds?\s+of\s+(?:operations|actions|tasks|requests)\b/gi,
];
/** A vague verb is broad when little follows it ("Handles notes.", "Manages the user's tasks."). */
const VAGUE_MAX_WORDS = 3;
/** More distinct actions than the guidelines' own focused example ("create, find, and delete"). */
const MAX_ACTIONS = 3;
/** Verbs that are part of nearly every function's outcome and do not widen its purpose. */
const NEUTRAL_VERBS = new Set(['return', 'get', 'show', 'display', 'load', 'filter', 'sort', 'format', 'validate', 'check', 'count']);
/** A verb counts only where a list item starts, so nouns such as "the list" or "latest updates" do not. */
const ITEM_START = /(?:^|[,;:/]\s*|\b(?:and|or|also|then|to|can|will|and\/or)\s+)$/i;

/**
 * A broad description makes the agent reach for the function at the wrong moments. Two signals:
 * a vague verb with nothing specific after it, and a list of more unrelated actions than one
 * focused function has.
 */
export default defineRule({
  meta: {
    id: 'no-overly-broad',
    description: 'Function descriptions are specific: no "Handles notes" or long lists of unrelated actions.',
    guideline: 'Write specific, focused descriptions with a single, well-defined purpose.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  check({ file, caches, report }) {
    for (const fn of file.functions) {
      const piece = sourceDescription(fn);
      if (!piece) continue;
      reportOnPiece(caches, 'no-overly-broad', piece, report, (report) => {
        const text = piece.text;
        const found: TextSpan[] = [];

        for (const sentence of analyzeDescription(text).sentences) {
          const vague = VAGUE_OPENING.exec(sentence.text);
          if (!vague) continue;
          // "Manage backups: schedules, status, …" is as vague as "Handles notes": the list after
          // the colon names topics, not actions.
          const head = /^[^:]*:/.exec(sentence.text)?.[0];
          const judged = head && head.split(/\s+/).length <= VAGUE_MAX_WORDS + 1 ? head.slice(0, -1) : sentence.text;
          const rest = judged
            .slice(vague[0].length)
            .replace(/[.!?]+$/, '')
            .trim();
          const restWords = rest.split(/\s+/).filter(Boolean);
          if (restWords.length > VAGUE_MAX_WORDS && !/\b(?:everything|anything|all)\b/i.test(rest)) continue;
          const span = { start: sentence.start, end: sentence.start + judged.replace(/[.!?]+$/, '').length, text: judged };
          found.push(span);
          report({
            range: rangeInPiece(piece, span.start, span.end),
            message: l10n.t("'{0}' does not say what happens. Name the one action and its result, e.g. 'Creates a note in a folder.'", span.text.replace(/[.!?]+$/, '')),
          });
        }
        for (const pattern of BROAD_PHRASES) {
          for (const span of matchesOf(text, pattern)) {
            if (found.some((f) => f.start <= span.start && span.end <= f.end)) continue;
            found.push(span);
            report({
              range: rangeInPiece(piece, span.start, span.end),
              message: l10n.t("'{0}' is too broad for one function. Describe the single action it performs.", span.text.replace(/\s+/g, ' ')),
            });
          }
        }

        // One finding per description: a vague or broad phrase already asks for the one action.
        const actions = found.length === 0 ? distinctActions(text) : [];
        const first = actions[0];
        const last = actions.at(-1);
        if (first && last && actions.length > MAX_ACTIONS) {
          report({
            range: rangeInPiece(piece, first.span.start, last.span.end),
            message: l10n.t(
              'Lists {0} different actions ({1}). Split it into focused functions, one purpose each.',
              String(actions.length),
              actions.map((a) => `'${a.base}'`).join(', '),
            ),
          });
        }
      });
    }
  },
});

/** A word (one regex object, so that its matches are remembered per text). */
const WORD = /\b[A-Za-z]+\b/g;

/** Distinct action verbs that start list items, in order of first appearance. */
function distinctActions(text: string): { base: string; span: TextSpan }[] {
  const actions: { base: string; span: TextSpan }[] = [];
  for (const span of matchesOf(text, WORD)) {
    const base = verbBase(span.text);
    if (!base || NEUTRAL_VERBS.has(base)) continue;
    if (!ITEM_START.test(text.slice(0, span.start))) continue;
    if (inNounList(text, span)) continue;
    // Synonyms ("syncs, updates or refreshes") are one action said several ways.
    if (!actions.some((a) => verbs.sameAction(a.base, base))) actions.push({ base, span });
  }
  return actions;
}

const verbs = verbsOf(english);

function verbBase(word: string): string | undefined {
  return verbs.baseOf(word);
}

/**
 * "tags, updates and comments" lists nouns that look like verbs. A candidate whose neighbour in
 * the list (the next item, or the previous one when it ends the list) is not a verb is a noun.
 */
function inNounList(text: string, span: TextSpan): boolean {
  const after = /^\s*(?:,|\/|\band\b|\bor\b)\s*(?:and\s+|or\s+)?([A-Za-z]+)/.exec(text.slice(span.end))?.[1];
  if (after !== undefined) return !verbBase(after);
  if (/^\s*(?:[.;:!?)]|$)/.test(text.slice(span.end))) {
    const before = /([A-Za-z]+)\s*(?:,|\/|\band\b|\bor\b)\s*(?:and\s+|or\s+)?$/.exec(text.slice(0, span.start))?.[1];
    if (before !== undefined) return !verbBase(before);
  }
  return false;
}

import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { sourceDescription } from './support/readable-text';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';
import { analyzeText, execBefore, inLiteral, matchesOf, spanHolding, testBefore, verbsOf, within, type DescriptionAnalysis, type TextSpan, type Verbs } from '../description/index';

/** The punctuation that ends a sentence, in every script ("." and Bengali "।" alike). */
const SENTENCE_END = /[.!?।]+$/;
/** How far after a word the next list item is looked for. */
const LEAD_IN = 256;
/** More distinct actions than the guidelines' own focused example ("create, find, and delete"). */
const MAX_ACTIONS = 3;

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
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, caches, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      const piece = sourceDescription(fn);
      if (!piece) continue;
      reportOnPiece(caches, `no-overly-broad:${descriptionLanguage}`, piece, report, (report) => {
        const text = piece.text;
        const found: TextSpan[] = [];
        const analysis = analyzeText(text, descriptionLanguage);
        // The vague verbs, broad phrases and list words of the text's language.
        const broad = analysis.pack.overlyBroad;

        for (const sentence of analysis.sentences) {
          const vague = broad.vagueOpening.exec(sentence.text);
          if (!vague) continue;
          // "Manage backups: schedules, status, …" is as vague as "Handles notes": the list after
          // the colon names topics, not actions.
          const head = /^[^:]*:/.exec(sentence.text)?.[0];
          const judged = head && head.split(/\s+/).length <= broad.vagueMaxWords + 1 ? head.slice(0, -1) : sentence.text;
          const rest = judged
            .slice(vague[0].length)
            .replace(SENTENCE_END, '')
            .trim()
            .replace(broad.vagueObjectWrapper ?? /^$/, '');
          const restWords = rest.split(/\s+/).filter(Boolean);
          if (restWords.length > broad.vagueMaxWords && !broad.everything.test(rest)) continue;
          const span = { start: sentence.start, end: sentence.start + judged.replace(SENTENCE_END, '').length, text: judged };
          found.push(span);
          report({
            range: rangeInPiece(piece, span.start, span.end),
            message: l10n.t("'{0}' does not say what happens. Name the one action and its result, e.g. 'Creates a note in a folder.'", span.text.replace(SENTENCE_END, '')),
          });
        }
        for (const pattern of broad.phrases) {
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
        const actions = found.length === 0 ? distinctActions(analysis) : [];
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

/**
 * A word: a run of letters, accented ones and vowel signs included (Bengali "তৈরি" is letters and
 * marks). One regex object, so that its matches are remembered per text.
 */
const WORD = /(?<![\p{L}\p{M}\p{N}_])\p{L}[\p{L}\p{M}]*(?![\p{L}\p{M}\p{N}_])/gu;

/** A letter of a script written without spaces that is not a particle or an ending (kana of grammar are Hiragana). */
const FUSED_NOUN = /[\p{Script=Han}\p{Script=Katakana}]/u;

/** A label at the start of a line ("**Returns:**", "## Workflow:", "- Note:"): where a part of a structured description starts. */
const LABELLED_LINE = /^[ \t]*(?:[-*#>]+[ \t]*)?(?:\p{Extended_Pictographic}\uFE0F?[ \t]*)?(?:\*\*|__)?[\p{L}][\p{L}\p{M}'’() -]{0,40}[:：]/u;
/** Markdown marks (and a leading emoji, "💡 Tip:") before a line's words. */
const LINE_MARKS = /^[ \t]*(?:[-*#>]+[ \t]*)?(?:\p{Extended_Pictographic}\uFE0F?[ \t]*)?(?:\*\*|__)?/u;

/**
 * The parts of a description that do not say what the function does, where its verbs are not its
 * actions: usage guidance, negated clauses ("does NOT send"), orders and call order aimed at the
 * agent, sections headed as asides ("NOT for:", "When to use:", "Returns:", "Workflow:"), and
 * advice sentences ("Use send-email for one recipient.", "If necessary, set a timeout.").
 */
function asides(analysis: DescriptionAnalysis): TextSpan[] {
  const { text, pack } = analysis;
  const spans: TextSpan[] = [...analysis.usage, ...analysis.negations, ...analysis.commands, ...analysis.callOrder];
  const { asideHeading, actionHeading, advice } = pack.overlyBroad;
  if (asideHeading) {
    // Where the open aside starts, and whether a heading opened it (then only a heading ends it:
    // "- Name format: …" inside "💡 BEST PRACTICES:" is a line of that part).
    let open: { start: number; byHeading: boolean } | undefined;
    let offset = 0;
    const close = () => {
      if (open) spans.push({ start: open.start, end: offset, text: text.slice(open.start, offset) });
      open = undefined;
    };
    for (const line of text.split('\n')) {
      const label = LABELLED_LINE.test(line) ? line.replace(LINE_MARKS, '') : undefined;
      if (label !== undefined && isHeading(line, label)) {
        // A heading ends the part before it; it opens an aside unless it introduces what the function does.
        close();
        if (asideHeading.test(label) || (actionHeading && !actionHeading.test(label))) open = { start: offset, byHeading: true };
      } else if (label !== undefined && !open?.byHeading) {
        // A labelled line ends the aside before it, and opens one when its label is an aside's.
        close();
        if (asideHeading.test(label)) open = { start: offset, byHeading: false };
      }
      offset += line.length + 1;
    }
    offset = text.length;
    close();
  }
  if (advice) for (const sentence of analysis.sentences) if (advice.test(sentence.text.replace(LINE_MARKS, ''))) spans.push(sentence);
  return spans;
}

/**
 * Whether a labelled line is a heading of a part rather than a line of one: nothing after its
 * label, or a label set off as headings are (bold, an emoji before it, capitals: "**Use
 * Cases:**", "🎯 TYPICAL WORKFLOW:"). "- from: Start date" and "Name format: …" are lines.
 */
function isHeading(line: string, label: string): boolean {
  const colon = label.search(/[:：]/);
  const name = label.slice(0, colon).replace(/\*\*|__/g, '');
  if (/^[\s*_]*$/.test(label.slice(colon + 1))) return true;
  if (/^[ \t]*(?:[-*#>]+[ \t]*)?(?:\p{Extended_Pictographic}|\*\*|__)/u.test(line)) return true;
  return /\p{Lu}{2}/u.test(name) && name === name.toUpperCase();
}

/**
 * The purpose clauses of a description's sentences (see the pack's `purposeClause`): "… to
 * inspect its layout, identify IDs or verify changes".
 */
function purposeClauses(analysis: DescriptionAnalysis): TextSpan[] {
  const clause = analysis.pack.overlyBroad.purposeClause;
  if (!clause) return [];
  return analysis.sentences.flatMap((sentence) => matchesOf(sentence.text, clause).map((m) => ({ start: sentence.start + m.start, end: sentence.start + m.end, text: m.text })));
}

/** Words that open a sentence about the function itself ("It also…", "This tool…", "Also…", "Também…"). */
const ABOUT_ITSELF = /^(?:it|this|also|then|and|or|additionally|optionally|can|will|também|ainda|depois|pode|opcionalmente|esta|este|isso|e|ou)$/iu;

/**
 * Sentences about something else than what the function does, in a language that puts the verb
 * first: after the first sentence, one that opens with its own subject ("Newly upserted records
 * can take a few seconds…", "Records with an existing id are overwritten.") says what happens to
 * other things; the function's actions open with a verb ("Also deletes…") or stand in list items.
 */
function aboutOtherThings(analysis: DescriptionAnalysis, verbs: Verbs): TextSpan[] {
  if (analysis.pack.verbPosition !== 'first') return [];
  const out: TextSpan[] = [];
  for (const sentence of analysis.sentences.slice(1)) {
    const line = sentence.text.replace(LINE_MARKS, '');
    // A list item ("- Create a note") is an action of the list whatever its first word.
    if (line.length !== sentence.text.length && /^[ \t]*(?:[-*+•]|\d+[.)])/.test(sentence.text)) continue;
    const first = /^[\p{L}\p{M}']+/u.exec(line)?.[0];
    if (!first || verbs.baseOf(first) || ABOUT_ITSELF.test(first)) continue;
    out.push(sentence);
  }
  return out;
}

/** Spans in order, overlapping ones joined. */
function merged(spans: TextSpan[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ start: span.start, end: span.end });
  }
  return out;
}

/** Distinct action verbs that start list items, in order of first appearance. */
function distinctActions(analysis: DescriptionAnalysis): { base: string; span: TextSpan }[] {
  const { text, pack } = analysis;
  const verbs = verbsOf(pack);
  const actions: { base: string; span: TextSpan }[] = [];
  // Merged and in order, so one binary search per word finds the aside holding it.
  const aside = merged([...asides(analysis), ...aboutOtherThings(analysis, verbs)]);
  const purposes = merged(purposeClauses(analysis));
  // Words of Intl.Segmenter where the pack counts in them: a script without spaces has no word boundaries to match.
  for (const span of pack.lengthBudget.unit === 'words' ? analysis.words : matchesOf(text, WORD)) {
    const base = verbs.baseOf(span.text);
    if (!base || pack.overlyBroad.neutralVerbs.has(base)) continue;
    const holder = spanHolding(aside, span.start);
    if (holder && within(span, holder)) continue;
    // An uninflected verb of a purpose clause is the caller's aim ("… to inspect the layout or verify changes").
    const purpose = spanHolding(purposes, span.start);
    if (purpose && within(span, purpose) && base === span.text.toLowerCase()) continue;
    // A word of a URL, code or a quoted value (`…/go/<token>`, `"archive"`) is no action of the function.
    if (inLiteral(analysis, span.start, span.end)) continue;
    // The item's lead-in is a few characters before it: a window, not the whole text before every word.
    if (!testBefore(pack.overlyBroad.itemStart, text, span.start)) continue;
    // In a script without spaces a noun of action fused with the next noun names a thing (配送状況, 更新日時).
    if (FUSED_NOUN.test(text.slice(span.end, span.end + 1))) continue;
    if (inNounList(analysis, verbs, span)) continue;
    if (opensADefinition(text, span.start, verbs)) continue;
    // Synonyms ("syncs, updates or refreshes") are one action said several ways.
    if (!actions.some((a) => verbs.sameAction(a.base, base))) actions.push({ base, span });
  }
  return actions;
}

/** A line's key and colon before the word: `- from: `, `entityType: `, `` `to`: ``. */
const DEFINED_KEY = /(?:^|\n)[ \t]*(?:[-*+•][ \t]*)?[`'"]?([\p{L}_][\p{L}\p{N}_.]*)[`'"]?[ \t]*:[ \t]*$/u;

/**
 * Whether the word opens the definition of a key that is not an action itself ("- from: Start date
 * (inclusive)", "- to: End date"): a line of a parameter list says what a value is, so its first
 * word ("Start", "End") is no action of the function. A key that is a verb ("- create: POST a new
 * resource") is an action, counted on its own.
 */
function opensADefinition(text: string, start: number, verbs: Verbs): boolean {
  const key = execBefore(DEFINED_KEY, text, start)?.[1];
  return key !== undefined && !verbs.baseOf(key);
}

/**
 * "tags, updates and comments" lists nouns that look like verbs. A candidate whose neighbour in
 * the list (the next item, or the previous one when it ends the list) is not a verb is a noun.
 */
function inNounList({ text, pack }: DescriptionAnalysis, verbs: Verbs, span: TextSpan): boolean {
  const after = pack.overlyBroad.nextItem.exec(text.slice(span.end, span.end + LEAD_IN))?.[1];
  if (after !== undefined) return !verbs.baseOf(after);
  if (/^\s*(?:[.;:!?)。！？।]|$)/.test(text.slice(span.end))) {
    const before = execBefore(pack.overlyBroad.previousItem, text, span.start)?.[1];
    if (before !== undefined) return !verbs.baseOf(before);
  }
  return false;
}

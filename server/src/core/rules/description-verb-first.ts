import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { sourceDescription } from '../model/descriptions';
import { defineRule } from './rule';
import { BASE_VERBS, baseOfGerund, baseOfNominal, capitalize, clauseForMessage, startsWithFiller, thirdPerson, verbFirstRewrite } from './support/text-patterns';

/** Auxiliaries that put the verb second: "Will create", "Can delete". */
const MODALS = new Set(['will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must']);
/** Determiners that open a noun phrase: "The notes of a folder." */
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'all']);

/**
 * Function descriptions read best as "<verb in the third person> <resource>" ("Creates a note."),
 * the shape agents match requests against. Only clear cases are reported: an imperative of a known
 * verb, a modal, a gerund, a noun phrase. Unknown first words are left alone.
 */
export default defineRule({
  meta: {
    id: 'description-verb-first',
    description: 'Function descriptions start with a verb in the third person and a resource ("Creates a note.").',
    guideline: 'Structure function descriptions around a verb and a resource.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of file.functions) {
      const piece = sourceDescription(fn);
      if (!piece) continue;
      const text = piece.text;
      // A filler opening is no-filler's finding, with its own rewrite.
      if (startsWithFiller(text)) continue;
      const offset = text.length - text.trimStart().length;
      const words = /^([A-Za-z]+)(?:\s+([A-Za-z]+))?(?:\s+([A-Za-z]+))?/.exec(text.slice(offset));
      if (!words) continue;
      const [, first, second, third] = words;
      const lower = first.toLowerCase();
      const at = (length: number) => rangeInPiece(piece, offset, offset + length);

      if (BASE_VERBS.has(lower) && second?.toLowerCase() === 'of') {
        // "List of notes." is a noun phrase that happens to start with a verb's spelling.
        report({
          range: at(text.slice(offset).indexOf(second) + second.length),
          message: l10n.t("Starts with '{0}', a noun phrase. Lead with what the function does, e.g. 'Returns …' or 'Creates …'.", `${first} ${second}`),
        });
      } else if (BASE_VERBS.has(lower)) {
        const rewrite = verbFirstRewrite(clauseForMessage(text, offset));
        report({
          range: at(first.length),
          message: l10n.t("'{0}' reads as a command. Use the third person: '{1}'", first, rewrite ?? capitalize(thirdPerson(lower))),
        });
      } else if (MODALS.has(lower) && second && BASE_VERBS.has(second.toLowerCase())) {
        const span = text.slice(offset).indexOf(second) + second.length;
        const rest = clauseForMessage(text, offset + span);
        report({
          range: at(span),
          message: l10n.t("Start with the verb, not '{0}': '{1}'", text.slice(offset, offset + span), `${capitalize(thirdPerson(second.toLowerCase()))} ${rest}`.trim()),
        });
      } else if (baseOfGerund(lower)) {
        const rewrite = verbFirstRewrite(clauseForMessage(text, offset));
        report({ range: at(first.length), message: l10n.t("Start with the verb in the third person: '{0}'", rewrite ?? first) });
      } else if (baseOfNominal(lower)) {
        // "Creation of a note." -> "Creates a note."
        const base = baseOfNominal(lower) ?? lower;
        const object = second?.toLowerCase() === 'of' && third ? clauseForMessage(text, offset + text.slice(offset).indexOf(third)) : '';
        report({ range: at(first.length), message: nounPhraseMessage(first, base, object) });
      } else if (second && baseOfNominal(second.toLowerCase()) && /^[A-Za-z]+\s+[A-Za-z]+\s*(?:[.!?]|$)/.test(text.slice(offset))) {
        // "Note creation." -> "Creates a note."
        const base = baseOfNominal(second.toLowerCase()) ?? second;
        const span = text.slice(offset).indexOf(second) + second.length;
        report({ range: at(span), message: nounPhraseMessage(`${first} ${second}`, base, `a ${lower}.`) });
      } else if (DETERMINERS.has(lower)) {
        report({
          range: at(first.length),
          message: l10n.t("Starts with '{0}', a noun phrase. Lead with what the function does, e.g. 'Returns …' or 'Creates …'.", first),
        });
      }
    }
  },
});

function nounPhraseMessage(phrase: string, base: string, object: string): string {
  const suggestion = `${capitalize(thirdPerson(base))} ${object || '…'}`.trim();
  return l10n.t("'{0}' names a thing, not an action. Start with the verb: '{1}'", phrase, suggestion);
}

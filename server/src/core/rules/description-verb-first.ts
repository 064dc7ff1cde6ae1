import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { openingRead, sourceDescription } from './support/readable-text';
import { analyzeText, capitalize, clauseForMessage, type DescriptionAnalysis, type Opening } from '../description/index';
import { defineRule } from './rule';

/**
 * Function descriptions read best as a verb and a resource ("Creates a note.", "Search contacts
 * by name."), the shape agents match requests against. Imperative and third person are both fine.
 * What the rule reports is an opening that is not a verb at all, judged by its shape: a banner, a
 * noun phrase, a question or subordinate clause, a subject ("X API provides…"), a modal, a gerund
 * or a noun made from a verb. Filler openings are no-filler's; usage guidance ("Use this to…")
 * and words it cannot place are left alone.
 */
export default defineRule({
  meta: {
    id: 'description-verb-first',
    description: 'Function descriptions open with a verb and a resource ("Creates a note.", "Search contacts…"), not a noun phrase, clause or banner.',
    guideline: 'Structure function descriptions around a verb and a resource.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      const piece = sourceDescription(fn);
      // An opening line over the length limit was not read: what follows it is not the opening.
      if (!piece || !openingRead(piece)) continue;
      const analysis = analyzeText(piece.text, descriptionLanguage);
      const message = messageFor(analysis, analysis.opening);
      if (!message) continue;
      const { span } = analysis.opening;
      report({ range: rangeInPiece(piece, span.start, span.end), message });
    }
  },
});

function messageFor(analysis: DescriptionAnalysis, opening: Opening): string | undefined {
  const { text, verbs } = analysis;
  const words = opening.span.text.replace(/\s+/g, ' ').trim();
  const nounPhrase = () => l10n.t("Starts with '{0}', a noun phrase. Lead with what the function does, e.g. 'Returns …' or 'Creates …'.", words);
  switch (opening.kind) {
    case 'banner':
      return l10n.t("Starts with the banner '{0}'. Lead with what the function does; put notices such as deprecation where the platform expects them.", words);
    case 'determiner':
    case 'possessive':
    case 'verb-of':
    case 'noun-to':
      return nounPhrase();
    case 'subject':
      return l10n.t("Starts with '{0}' as the subject. Lead with what the function does, e.g. 'Searches …'.", words);
    case 'clause':
      return l10n.t("Starts with the clause '{0}…', not with an action. Lead with a verb and the resource, e.g. 'Returns when …'.", words);
    case 'no-action':
      // Languages that end the sentence with the verb: the first sentence names no action.
      return l10n.t("The first sentence '{0}' does not say what the function does. End it with the action on the resource, as the language puts the verb last.", words);
    case 'modal': {
      const rewrite = verbs.thirdPersonRewrite(clauseForMessage(text, opening.span.end - (opening.base?.length ?? 0)));
      return rewrite ? l10n.t("Start with the verb, not '{0}': '{1}'", words, rewrite) : l10n.t("Start with the verb, not '{0}'.", words);
    }
    case 'gerund': {
      const rewrite = verbs.thirdPersonRewrite(clauseForMessage(text, opening.span.start));
      return rewrite ? l10n.t("Start with the verb in the third person: '{0}'", rewrite) : l10n.t("Start with the verb in the third person, not '{0}'.", words);
    }
    case 'nominal': {
      // "Creation of a note." -> "Creates a note."; "Note creation." -> "Creates a note."
      const base = opening.base ?? '';
      const after = /^\s+of\s+(\S.*)$/s.exec(text.slice(opening.span.end))?.[1];
      const head = words.split(' ')[0] ?? '';
      const object = after !== undefined ? clauseForMessage(text, text.length - after.length) : /\s/.test(words) ? `a ${head.toLowerCase()}.` : '…';
      return l10n.t("'{0}' names a thing, not an action. Start with the verb: '{1}'", words, `${capitalize(verbs.thirdPerson(base))} ${object}`.trim());
    }
    default:
      return undefined;
  }
}

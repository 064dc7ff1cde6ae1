import * as l10n from '@vscode/l10n';
import type { TextPiece } from '../model/text-pieces';
import { rangeInPiece } from '../text/source-text';
import { sourceDescription } from './support/readable-text';
import { callText, findExternalWrite } from './support/body-writes';
import { lowerWords, READ_VERBS, WRITE_VERBS } from './support/naming';
import { defineRule } from './rule';
import { packFor, splitSentences, type DescriptionLanguageSetting } from '../description/index';

/**
 * Write verbs that are usually nouns inside a name: `getPostComments`, `listSetPieces`, `getArchive`.
 * Names of code are English whatever the language of the prose; what a description claims is read
 * with the language pack's `readOnly` patterns.
 */
const NOUN_LIKE = new Set(['post', 'set', 'store', 'mark', 'move', 'drop', 'archive', 'import', 'schedule', 'record']);

/**
 * A function whose name or description promises a read but whose body writes or deletes data
 * misleads the agent into calling it freely. The body check is deliberately conservative (see
 * support/body-writes.ts): only calls that reach something outside the function (a repository,
 * DAO, client, preferences, a field) or a helper called for its effect count; a helper whose
 * result is used (`createJsonResponse(...)`) and writes to values declared in the body or received
 * as parameters never do.
 */
export default defineRule({
  meta: {
    id: 'misleading-name',
    description: 'A read-like name or read-only description on a function whose body writes or deletes data.',
    guideline: 'Names and descriptions must match what the code does: a function presented as a read must not change data.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, caches, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      if (!fn.body.range) continue;
      const write = findExternalWrite(fn, caches);
      if (!write) continue;
      const call = callText(write);

      if (isReadLikeName(fn.name)) {
        report({
          range: fn.nameRange,
          message: l10n.t("'{0}' sounds like a read, but its body calls '{1}', which changes data. Rename it after what it does, or move the write out.", fn.name, call),
        });
      }
      const description = sourceDescription(fn);
      const claim = description && readOnlyClaim(description, descriptionLanguage);
      if (description && claim && !(claim.explicit && !isReadLikeName(fn.name) && writesElsewhere(description.text, claim, descriptionLanguage))) {
        report({
          range: rangeInPiece(description, claim.start, claim.end),
          message: claim.explicit
            ? l10n.t("The description calls '{0}' read-only ('{1}'), but its body calls '{2}', which changes data. Describe the change it makes.", fn.name, claim.text, call)
            : l10n.t("The description presents '{0}' as a read ('{1} …'), but its body calls '{2}', which changes data. Say what it changes.", fn.name, claim.text, call),
        });
      }
    }
  },
});

/** A name whose first word is a read verb and which admits no write elsewhere (`getOrCreateDraft`). */
function isReadLikeName(name: string): boolean {
  const words = lowerWords(name);
  if (!READ_VERBS.has(words[0] ?? '')) return false;
  // `checkIn`, `checkOut` are actions, not checks.
  if (words[0] === 'check' && ['in', 'out', 'off'].includes(words[1] ?? '')) return false;
  return !words.slice(1).some((w) => WRITE_VERBS.has(w) && !NOUN_LIKE.has(w));
}

/**
 * Whether a sentence other than the claim's says the function writes ("Deletes one folder. It does
 * not touch the notes inside."): with a name that is no read, such a negation limits what else the
 * function changes; it does not present the function as a read.
 */
function writesElsewhere(text: string, claim: { start: number; end: number }, language: DescriptionLanguageSetting): boolean {
  const pack = packFor(text, language);
  const sentence = splitSentences(text, pack).find((s) => s.start <= claim.start && claim.end <= s.end);
  const rest = sentence ? text.slice(0, sentence.start) + text.slice(sentence.end) : text.slice(0, claim.start) + text.slice(claim.end);
  return pack.readOnly.admitsWrite.test(rest);
}

/** Where the description claims the function is read-only, explicitly or by opening with a read verb. */
function readOnlyClaim(piece: TextPiece, language: DescriptionLanguageSetting): { start: number; end: number; text: string; explicit: boolean } | undefined {
  const { claim, opener: readOpener, admitsWrite } = packFor(piece.text, language).readOnly;
  const explicit = claim.exec(piece.text);
  if (explicit) return { start: explicit.index, end: explicit.index + explicit[0].length, text: explicit[0], explicit: true };
  const opener = readOpener.exec(piece.text);
  if (!opener || admitsWrite.test(piece.text)) return undefined;
  const start = opener[0].length - opener[0].trimStart().length;
  return { start, end: opener[0].length, text: opener[0].trim(), explicit: false };
}

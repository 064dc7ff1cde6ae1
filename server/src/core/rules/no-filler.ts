import * as l10n from '@vscode/l10n';
import type { TextPiece } from '../model/text-pieces';
import { isVerbatimSpan, rangeInPiece } from '../text/source-text';
import { descriptionTargets } from './support/readable-text';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';
import { type Fix } from '../model/findings';
import { analyzeText } from '../description/index';

/**
 * Openings such as "This function is used to" add words without adding meaning, and push the
 * verb that tells the agent what happens further back. Only the filler is reported, so the quick
 * fix (and the reader) can see exactly what to delete. Usage guidance ("Use this to…", "Use this
 * when…") says when to pick the function, which is not filler; the rewrite is offered only with a
 * verb the language pack knows.
 */
export default defineRule({
  meta: {
    id: 'no-filler',
    description: 'No filler openings such as "This function is used to…"; start with the verb.',
    guideline: 'Keep descriptions concise and free of filler; lead with what the function does.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: true,
    scope: 'function',
  },
  check({ file, caches, descriptionLanguage, report }) {
    for (const target of descriptionTargets(file)) {
      reportOnPiece(caches, `no-filler:${descriptionLanguage}`, target.piece, report, (report) => {
        for (const filler of analyzeText(target.piece.text, descriptionLanguage).filler) {
          const words = filler.text.replace(/\s+/g, ' ');
          report({
            fixes: fillerFix(target.piece, filler.start, filler.end, filler.rewrite),
            range: rangeInPiece(target.piece, filler.start, filler.end),
            message: filler.rewrite
              ? l10n.t("Filler '{0}' adds words, not meaning. Write '{1}'", words, filler.rewrite)
              : l10n.t("Filler '{0}' adds words, not meaning. Remove it and start with the verb.", words),
          });
        }
      });
    }
  },
});

/**
 * Replaces the filler and the verb after it with the verb in the third person ("This function is
 * used to create" -> "Creates"). Offered only when the verb is known and the whole span sits on one
 * source line, so the edit cannot touch comment markers.
 */
function fillerFix(piece: TextPiece, start: number, end: number, rewrite: string | undefined): Fix[] {
  const after = /^\s*(\p{L}+)/u.exec(piece.text.slice(end));
  if (!after) return [];
  const verbEnd = end + after[0].length;
  const verb = /^\p{L}+/u.exec(rewrite ?? '')?.[0];
  if (!verb || !isVerbatimSpan(piece, start, verbEnd)) return [];
  // The edit replaces one verb: when the rewrite also changed verbs after it ("play, pause or
  // stop"), replacing only the first would leave broken English, so no fix.
  const restOfRewrite = rewrite!.slice(verb.length).replace(/\s+/g, ' ');
  if (!startsWithCollapsed(piece.text, verbEnd, restOfRewrite.replace(/…$/, ''))) return [];
  return [{ title: l10n.t("Start with '{0}'", verb), edits: [{ range: rangeInPiece(piece, start, verbEnd), newText: verb }], safe: true }];
}

/**
 * `text.slice(from).replace(/\s+/g, ' ').startsWith(prefix)`, reading only as far as the prefix
 * goes: the whole rest of the text for every filler made a long description quadratic.
 */
export function startsWithCollapsed(text: string, from: number, prefix: string): boolean {
  let i = from;
  for (let j = 0; j < prefix.length; j++) {
    if (i >= text.length) return false;
    if (/\s/.test(text.charAt(i))) {
      if (prefix.charAt(j) !== ' ') return false;
      while (i < text.length && /\s/.test(text.charAt(i))) i++;
    } else {
      if (prefix.charAt(j) !== text.charAt(i)) return false;
      i++;
    }
  }
  return true;
}

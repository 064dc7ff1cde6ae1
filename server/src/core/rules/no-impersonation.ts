import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { appDescriptionTargets, descriptionTargets } from './support/readable-text';
import { analyzeDescription, inLiteral, packFor } from '../description/index';
import { lowerWords } from './support/naming';
import { defineRule } from './rule';

/**
 * Assistant brands a function name should not borrow (names of code: the same in every language;
 * claims in prose are the language pack's `impersonation` patterns). Person-like names (Claude)
 * are left out.
 */
const BRAND_WORDS = new Set(['gemini', 'siri', 'alexa', 'bixby', 'cortana', 'copilot', 'openai']);
const BRAND_PAIRS: [string, RegExp][] = [
  ['chat', /^gpt$/],
  ['google', /^assistant$/],
  ['open', /^ai$/],
  ['system', /^(?:prompt|message|instructions?|override|command)$/],
];

/**
 * A function that claims to be another assistant, a vendor's official tool or the system itself
 * can hijack the agent's choice or lend its text an authority it does not have. Ordinary mentions
 * ("Sends a system notification", "Syncs with Google Calendar") are not claims and do not fire.
 */
export default defineRule({
  meta: {
    id: 'no-impersonation',
    description: 'Names and descriptions must not pose as another tool, assistant or the system.',
    guideline: 'Identify your function clearly and uniquely; never pretend to be another tool or service.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    const packageName = file.packageName?.toLowerCase() ?? '';
    for (const fn of file.functions) {
      const borrowed = borrowedName(fn.name);
      // An assistant's own app may use its name.
      if (borrowed && !packageName.includes(borrowed.replace(/\s/g, '').toLowerCase())) {
        report({
          range: fn.nameRange,
          message: l10n.t("'{0}' borrows the name '{1}': agents may take it for that product's tool. Name it after what your app does.", fn.name, borrowed),
        });
      }
    }
    // MCP server instructions too: a server that claims to be the assistant or the system speaks for no app.
    for (const target of [...descriptionTargets(file), ...appDescriptionTargets(file)]) {
      const pack = packFor(target.piece.text, descriptionLanguage);
      for (const pattern of pack.impersonation) {
        const match = pattern.exec(target.piece.text);
        // A quoted or code example ("a reply such as 'I am the assistant'") is not a claim.
        if (!match || inLiteral(analyzeDescription(target.piece.text, pack), match.index, match.index + match[0].length, ['quoted', 'code'])) continue;
        // A sentence-start label match includes the preceding ". "; point at the label itself.
        const lead = match[0].length - match[0].replace(/^[.!?]?\s*/, '').length;
        const start = match.index + lead;
        const end = match.index + match[0].length;
        report({
          range: rangeInPiece(target.piece, start, end),
          message: l10n.t(
            "'{0}' poses as someone else (another assistant, an official tool or the system). Describe only what this function does.",
            target.piece.text.slice(start, end).trim(),
          ),
        });
        break;
      }
    }
  },
});

/** The product name a function name borrows, if any (`askGeminiForNotes` -> `gemini`). */
function borrowedName(name: string): string | undefined {
  const words = lowerWords(name);
  for (const [i, word] of words.entries()) {
    if (BRAND_WORDS.has(word)) return titleCase([word]);
    // No pattern matches the empty string, so a pair always has its second word.
    const next = words[i + 1] ?? '';
    const pair = BRAND_PAIRS.find(([first, second]) => word === first && second.test(next));
    if (pair) return titleCase([word, next]);
  }
  return undefined;
}

function titleCase(words: string[]): string {
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

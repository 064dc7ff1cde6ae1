import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { appDescriptionTargets, descriptionTargets } from './support/readable-text';
import { analyzeText } from '../description/index';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';

/**
 * Wording that asks the agent to keep something from the user is the signature of tool
 * poisoning: the user trusts the agent to report what it does. An error, not a style issue.
 * The phrases come from the description analysis (no-prompt-language skips the same words), which
 * reads "silently" beside idempotence or error handling ("does nothing, silently, when the folder
 * already exists") as how the function behaves, not as hiding.
 */
export default defineRule({
  meta: {
    id: 'no-concealment',
    description: 'No wording that asks the agent to hide actions or facts from the user ("do not tell the user", "secretly").',
    guideline: "Don't try to override agent-level instructions; act only as the user requested and keep the user informed.",
    defaultSeverity: 'error',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, caches, descriptionLanguage, report }) {
    // MCP server instructions too: asking the agent to keep something from the user is poisoning wherever it is written.
    for (const target of [...descriptionTargets(file), ...appDescriptionTargets(file)]) {
      reportOnPiece(caches, `no-concealment:${descriptionLanguage}`, target.piece, report, (report) => {
        for (const span of analyzeText(target.piece.text, descriptionLanguage).concealment) {
          report({
            range: rangeInPiece(target.piece, span.start, span.end),
            message: l10n.t(
              "'{0}' asks the agent to keep something from the user, which is how tool poisoning reads. Remove it; describe only what the function does.",
              span.text.replace(/\s+/g, ' '),
            ),
          });
        }
      });
    }
  },
});

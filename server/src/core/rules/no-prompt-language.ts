import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { appDescriptionTargets, descriptionTargets } from './support/readable-text';
import { analyzeText, overlaps, spanHolding, type DescriptionAnalysis, type TextSpan } from '../description/index';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';

/**
 * Descriptions are read by the model as part of its context, so a sentence addressed to it acts
 * as a hidden prompt. Descriptions should say what the function does; the agent's own
 * instructions say how to behave. The commands come from the description analysis, which
 * already leaves out the third person ("Asks the user…"), permission ("You can filter…"),
 * usage guidance ("Use this when…", "when you need to…") and concealment wording, which is
 * no-concealment's finding.
 */
export default defineRule({
  meta: {
    id: 'no-prompt-language',
    description: 'No commands to the agent ("You MUST say", "ask the user for", "always call") in descriptions.',
    guideline: "Describe the function's purpose and outcome; don't use descriptions as prompts or embed agent instructions.",
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, caches, descriptionLanguage, report }) {
    // MCP server instructions are an app description: commands about the agent's own conduct are
    // reported there too, while tool selection and call order ("use X for…", "call X first") belong there.
    for (const target of [...descriptionTargets(file), ...appDescriptionTargets(file)]) {
      reportOnPiece(caches, `no-prompt-language:${descriptionLanguage}`, target.piece, report, (report) => {
        const analysis = analyzeText(target.piece.text, descriptionLanguage);
        for (const span of analysis.commands) {
          if (analysis.usage.some((u) => overlaps(u, span))) continue;
          // Tool selection and call order belong in the app description.
          if (target.kind === 'app' && analysis.pack.appDescription.commandOrderWords.test(span.text)) continue;
          // The order may come after the verb ("you should check for X before calling any other tool"):
          // two different order words in the rest of the sentence (a lone "use" is any command).
          if (target.kind === 'app' && orderWordsIn(restOfSentence(analysis, span), analysis.pack.appDescription.commandOrderWords) >= 2) continue;
          report({
            range: rangeInPiece(target.piece, span.start, span.end),
            message: l10n.t(
              "'{0}' is a command to the agent. Describe what the function does and returns instead; the agent has its own instructions.",
              span.text.replace(/\s+/g, ' '),
            ),
          });
        }
      });
    }
  },
});

/** How many different words of `words` (the pack's order words) a text holds. */
function orderWordsIn(text: string, words: RegExp): number {
  const found = new Set<string>();
  for (const match of text.matchAll(new RegExp(words.source, 'gi'))) found.add(match[0].toLowerCase());
  return found.size;
}

/** The text from a span to the end of its sentence. */
function restOfSentence(analysis: DescriptionAnalysis, span: TextSpan): string {
  const sentence = spanHolding(analysis.sentences, span.start);
  return analysis.text.slice(span.start, Math.max(span.end, sentence?.end ?? span.end));
}

import * as l10n from '@vscode/l10n';
import { rangeInPiece } from '../text/source-text';
import { appDescriptionTargets, descriptionTargets } from '../model/descriptions';
import { reportOnPiece } from './support/piece-reports';
import { defineRule } from './rule';
import { findConcealment, matchesOf, overlaps, type TextSpan } from './support/text-patterns';

/** Verbs that, in the base form, tell the agent how to behave rather than describe the function. */
const AGENT_VERBS = String.raw`(?:call|use|invoke|ask|say|tell|respond|reply|answer|pass|guess|assume|invent|make\s+up|prefer|choose|pick|select|confirm|include|try|retry|output|print|greet|apologi[sz]e|request|provide|format|check)`;

/**
 * Phrases that command the agent. Each is written so that the third person ("Asks the user",
 * "Never returns null") and permission ("You can filter") do not match: those describe the function.
 */
const PROMPT_PATTERNS: { regex: RegExp; clauseStart?: boolean }[] = [
  // "You MUST say", "you should always call", "You need to ask"
  { regex: /\byou\s+(?:must|should|shall|need\s+to|have\s+to|are\s+required\s+to|will\s+need\s+to|are\s+expected\s+to|ought\s+to)(?:\s+(?:always|never|not|also|first|only|then))?\s+[a-z]+(?:\s+the\s+user)?/gi },
  // "The agent must", "the model should"
  { regex: /\b(?:the|an?)\s+(?:agent|assistant|model|llm|ai|chatbot)\s+(?:must|should|shall|needs\s+to|has\s+to|is\s+required\s+to)\b/gi },
  // "Always call", "Never use", "Do not guess"
  { regex: new RegExp(String.raw`\b(?:always|never|do\s+not|don['’]t)\s+${AGENT_VERBS}\b`, 'gi'), clauseStart: true },
  // "ask the user for", "tell the user", "confirm with the user"
  { regex: /\b(?:ask|tell|inform|remind|prompt|notify)\s+the\s+user(?:\s+(?:for|to|whether|if|about))?\b/gi, clauseStart: true },
  { regex: /\b(?:confirm|check)\s+with\s+the\s+user\b/gi, clauseStart: true },
  { regex: /\blet\s+the\s+user\s+know\b/gi, clauseStart: true },
  // "make sure to", "be sure to", "remember to", "don't forget to", "ensure that you"
  { regex: /\b(?:make\s+sure|be\s+sure|remember|don['’]t\s+forget|do\s+not\s+forget)\s+(?:to|that|you)\b/gi, clauseStart: true },
  { regex: /\bensure\s+(?:that\s+)?you\b/gi },
  // "respond with", "reply in", "answer by"
  { regex: /\b(?:respond|reply|answer)\s+(?:with|in|by|to\s+the\s+user|using)\b/gi, clauseStart: true },
  // "Please provide …"
  { regex: /\bplease\s+[a-z]+/gi },
  // "Ignore previous instructions", "you are an assistant", "Note to the agent"
  { regex: /\bignore\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|other|system)\s+(?:instructions|prompts|rules|messages)\b/gi },
  { regex: /\byou\s+are\s+(?:an?\s+)?(?:helpful\s+)?(?:ai|assistant|agent|language\s+model|chatbot)\b/gi },
  { regex: /\bnote\s+to\s+(?:the\s+)?(?:agent|assistant|model|ai|llm)\b/gi },
];

/**
 * A base-form verb is a command only where a clause starts ("…, ask the user"); after a subject
 * ("Archived notes do not include…", "The app will ask the user…") it describes behaviour.
 */
const CLAUSE_START = /(?:^|[.!?:;,(\-–—]\s*|\b(?:and|then|but|so|please|also|otherwise|or|first|instead)\s+)$/i;

/** Words of tool selection and call order, which the app description is the place for. */
const APP_CALL_ORDER = /\b(?:call|invoke|use|run|before|after|first)\b/i;

/**
 * Descriptions are read by the model as part of its context, so a sentence addressed to it acts
 * as a hidden prompt. Descriptions should say what the function does; the agent's own
 * instructions say how to behave.
 */
export default defineRule({
  meta: {
    id: 'no-prompt-language',
    description: 'No commands to the agent ("You MUST say", "ask the user for", "always call") in descriptions.',
    guideline: "Describe the function's purpose and outcome; don't use descriptions as prompts or embed agent instructions.",
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  check({ file, report }) {
    // MCP server instructions are an app description: commands about the agent's own conduct are
    // reported there too, while tool selection and call order ("use X for…", "call X first") belong there.
    for (const target of [...descriptionTargets(file), ...appDescriptionTargets(file)]) {
      reportOnPiece('no-prompt-language', target.piece, report, (report) => {
        const text = target.piece.text;
        // Concealment wording is no-concealment's (an error); don't report the same words twice.
        const taken: TextSpan[] = findConcealment(text);
        const found: TextSpan[] = [];
        for (const pattern of PROMPT_PATTERNS) {
          for (const span of matchesOf(text, pattern.regex)) {
            if (pattern.clauseStart && !CLAUSE_START.test(text.slice(0, span.start))) continue;
            if ([...taken, ...found].some((s) => overlaps(s, span))) continue;
            if (target.kind === 'app' && APP_CALL_ORDER.test(span.text)) continue;
            found.push(span);
          }
        }
        for (const span of found.sort((a, b) => a.start - b.start)) {
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

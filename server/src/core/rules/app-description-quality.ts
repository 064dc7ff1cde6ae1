import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import type { Range } from '../model/positions';
import type { TextPiece } from '../model/text-pieces';
import { rangeInPiece } from '../text/source-text';
import { appFunctionsUnder, projectRootOf } from '../registry/android-app';
import { appDescriptionTargets, readable } from './support/readable-text';
import { mcpAppRoot, mcpToolsUnder } from './support/mcp-app';
import { lowerWords } from './support/naming';
import noConcealment from './no-concealment';
import noFiller from './no-filler';
import noImpersonation from './no-impersonation';
import noPromptLanguage from './no-prompt-language';
import noShouting from './no-shouting';
import { defineRule, type Rule, type RuleContext } from './rule';
import { analyzeText, english, overlaps, type DescriptionAnalysis } from '../description/index';

/**
 * The function-description text rules that hold for the app description too. Not here:
 * no-cross-function-references (call order belongs in the app description), description-verb-first
 * and description-front-loaded (an app description leads with a domain, not a verb, and is longer),
 * no-overly-broad (it lists many tasks on purpose).
 */
const TEXT_RULES: readonly Rule[] = [noPromptLanguage, noFiller, noShouting, noConcealment, noImpersonation];

/**
 * Name words that say nothing about what a function acts on (words of code names: English in every
 * language; the wording of the description itself is the language pack's `appDescription`).
 */
const GENERIC_WORDS = new Set([
  'all',
  'and',
  'for',
  'from',
  'with',
  'the',
  'into',
  'new',
  'due',
  'today',
  'now',
  'recent',
  'recently',
  'current',
  'info',
  'details',
  'data',
  'list',
  'by',
  'upcoming',
  'default',
]);
/** At most this many functions are named in one message. */
const MAX_LISTED = 5;

/**
 * The app description is the agent's first look at the app: it should lead with the app's
 * domain and name the tasks its functions accomplish, and, as for function descriptions, stay
 * neutral (no prompts, filler, shouting, concealment or impersonation). Call order is welcome here.
 */
export default defineRule({
  meta: {
    id: 'app-description-quality',
    description: "The app description leads with the app's domain, names the tasks its functions accomplish, and follows the description guidelines.",
    guideline: 'Lead the app description with its primary domain and concisely list the tasks your AppFunctions accomplish; describe call order there.',
    defaultSeverity: 'warning',
    languages: ['android-xml', 'typescript'],
    fixable: false,
  },
  check(context) {
    if (context.file.language === 'typescript') {
      // MCP server instructions: the opening and the tasks are judged here; no-prompt-language
      // reads them itself (the text rules below read every description of a TypeScript file).
      const targets = appDescriptionTargets(context.file);
      // Most files hold no server instructions: the workspace's tools are gathered only for those that do.
      if (targets.length === 0) return;
      const tools = mcpToolsUnder(context.workspace.files(), mcpAppRoot(context.file.uri));
      for (const target of targets) {
        const analysis = analyzeText(target.piece.text, context.descriptionLanguage);
        checkOpening(context, analysis, target.piece, tools);
        checkTasks(context, analysis, target.piece, target.piece.range, tools);
      }
      return;
    }
    const metadata = context.file.android?.appMetadata;
    const piece = metadata?.text && readable(metadata.text);
    if (!metadata || !piece) return;
    const { source } = context;
    for (const rule of TEXT_RULES) {
      try {
        // Fixes are dropped: their replacement text is not XML-escaped for an attribute value.
        rule.check({
          ...context,
          report: ({ range, message }) => {
            // "Always call findNotes before archiveNote" and "Use search_notes for …" are call
            // order and tool choice, which belong here.
            const words = context.text.slice(source.offsetAt(range.start), source.offsetAt(range.end));
            const analysis = analyzeText(piece.text, context.descriptionLanguage);
            const guidance =
              analysis.pack.appDescription.callOrderWords.test(words) || isGuidance(analysis, source.offsetAt(range.start) - source.offsetAt(piece.range.start), words);
            if (rule === noPromptLanguage && guidance) return;
            context.report({ range, message });
          },
        });
      } catch (error) {
        // A faulty text rule must not hide the app-level checks.
        context.internalError(rule.meta.id, error);
      }
    }
    const functions = appFunctionsUnder(context.workspace.files(), projectRootOf(context.file.uri)).filter((fn) => fn.isEnabled);
    const analysis = analyzeText(piece.text, context.descriptionLanguage);
    checkOpening(context, analysis, piece, functions);
    checkTasks(context, analysis, piece, (metadata.instructions ?? metadata.description)?.nameRange ?? piece.range, functions);
  },
});

/** Whether the reported words lie in call order, a tool reference or usage guidance of the analysis. */
function isGuidance(analysis: DescriptionAnalysis, approximateStart: number, words: string): boolean {
  const start = analysis.text.indexOf(words, Math.max(0, approximateStart - 40));
  if (start < 0) return false;
  const span = { start, end: start + words.length };
  return [...analysis.callOrder, ...analysis.usage, ...analysis.references.map((r) => r.span)].some((s) => overlaps(s, span));
}

/** A Markdown heading line: the document's title, not its opening sentence. */
const HEADING = /^#{1,6}\s/;

function checkOpening(context: RuleContext, analysis: DescriptionAnalysis, piece: TextPiece, functions: FunctionDecl[]): void {
  const app = analysis.pack.appDescription;
  const first = analysis.sentences.find((sentence) => !HEADING.test(sentence.text));
  if (!first) return;
  const filler = app.filler.exec(first.text);
  if (filler) {
    context.report({
      range: rangeInPiece(piece, first.start, first.start + filler[0].length),
      message: l10n.t(
        "'{0}' talks about the app instead of naming its domain. Lead with what the app is for, e.g. 'Personal notes and to-do lists.'",
        filler[0].replace(/\s+/g, ' '),
      ),
    });
    return;
  }
  // A one-word name (`send`, `search`) is also the plain word for the task: only a name no prose
  // would write (`sendMessage`, `send_message`) names the function.
  const names = new Set(functions.map((fn) => fn.name).filter((name) => lowerWords(name).length > 1));
  const namedFunction = first.text.split(/[^\w]+/).find((word) => names.has(word));
  if (app.orderOpening.test(first.text) || namedFunction) {
    context.report({
      range: rangeInPiece(piece, first.start, first.end),
      message: l10n.t("The app description opens with call order. Lead with the app's domain and its tasks; put the call order after them."),
    });
    return;
  }
  // Words of Intl.Segmenter where the script has no spaces between words.
  const words = /\s/.test(first.text.trim()) || analysis.pack.lengthBudget.unit === 'characters' ? first.text.split(/\s+/).filter(Boolean).length : wordCount(analysis, first);
  if (words > app.maxFirstSentenceWords) {
    context.report({
      range: rangeInPiece(piece, first.start, first.end),
      message: l10n.t(
        "The first sentence has {0} words. Lead with the app's domain in a few words (at most {1}), then list the tasks.",
        String(words),
        String(app.maxFirstSentenceWords),
      ),
    });
  }
}

function checkTasks(context: RuleContext, analysis: DescriptionAnalysis, piece: TextPiece, where: Range, functions: FunctionDecl[]): void {
  if (functions.length === 0) return;
  const app = analysis.pack.appDescription;
  // English words of code names cannot be looked for in prose of a language the pack cannot map them to.
  if (!app.nameWordsInLanguage && !app.taskWords) return;
  const stem = (word: string) => singular(app.singularRules, word);
  // Words of function names are English: made singular by the English rules.
  const nameStem = (word: string) => singular(english.appDescription.singularRules, word);
  const said = new Set<string>();
  // Vowel signs (\p{M}) are part of a word: Bengali "নোট" is not two words around its "ো".
  for (const word of piece.text.split(/[^\p{L}\p{M}\p{N}_]+/u)) {
    if (!word) continue;
    said.add(word);
    said.add(stem(word));
    // "for sending messages", "sends messages" say `send`; "notifications" says `notification` only.
    const verb = analysis.verbs.baseOfGerund(word) ?? analysis.verbs.baseOf(word);
    if (verb) said.add(verb);
  }
  const missing: { fn: FunctionDecl; subject: string }[] = [];
  const seen = new Set<string>();
  for (const fn of functions) {
    if (seen.has(fn.name)) continue;
    seen.add(fn.name);
    if (said.has(fn.name)) continue;
    const subjects = subjectWords(fn.name);
    if (subjects.length === 0) continue;
    if (app.nameWordsInLanguage) {
      if (subjects.some((w) => mentions(said, stem(w)))) continue;
    } else {
      // A name in the description's own language ("rastrear_objeto") may be said as it is; only a
      // function whose every name word the pack can say in its language is judged.
      if (subjects.some((w) => mentions(said, stem(w)))) continue;
      const sayings = subjects.map((w) => (app.taskWords && Object.hasOwn(app.taskWords, nameStem(w)) ? app.taskWords[nameStem(w)] : undefined));
      if (sayings.some((s) => s === undefined) || sayings.some((s) => s!.some((word) => mentions(said, stem(word)) || (WITHOUT_SPACES.test(word) && piece.text.includes(word)))))
        continue;
    }
    missing.push({ fn, subject: subjects.join(' ') });
  }
  if (missing.length === 0) return;
  const listed = missing.slice(0, MAX_LISTED).map((m) => `${m.fn.name} (${m.subject})`);
  if (missing.length > MAX_LISTED) listed.push(l10n.t('{0} more', String(missing.length - MAX_LISTED)));
  context.report({
    range: where,
    message: l10n.t("The app description does not name the tasks of {0}. List what the app's functions let an agent do.", listed.join(', ')),
  });
}

/** A word of a script written without spaces (Japanese): looked for anywhere in the text, compounds included (レイズドベッド). */
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether the description says `word`, also inside a compound (`subtask` reads as a task). */
function mentions(said: Set<string>, word: string): boolean {
  if (said.has(word)) return true;
  for (const spoken of said) if (spoken.length >= 4 && (word.endsWith(spoken) || word.startsWith(spoken))) return true;
  return false;
}

/** What a function name acts on: its words after the leading verb, without generic ones. */
function subjectWords(name: string): string[] {
  const words = lowerWords(name);
  const rest = words.length > 1 ? words.slice(1) : words;
  return rest.filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w));
}

/** The word in lower case, made singular by the first of the pack's rules that matches. */
function singular(rules: readonly (readonly [RegExp, string])[], word: string): string {
  const w = word.toLowerCase();
  for (const [pattern, replacement] of rules) if (pattern.test(w)) return w.replace(pattern, replacement);
  return w;
}

/** The words of `Intl.Segmenter` in a sentence. */
function wordCount(analysis: DescriptionAnalysis, sentence: { start: number; end: number }): number {
  return analysis.words.filter((w) => sentence.start <= w.start && w.end <= sentence.end).length;
}

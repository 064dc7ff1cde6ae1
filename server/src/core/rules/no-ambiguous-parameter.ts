import * as l10n from '@vscode/l10n';
import type { TypeRef } from '../model/declarations';
import { isScalarType, lowerWords } from './support/naming';
import { defineRule } from './rule';
import { packFor } from '../description/index';
import { type WorkspaceView } from '../model/workspace-view';

/** Last words that always name the agent's own working state (`fullContext`, `transcript`). */
const AGENT_STATE_HEADS = new Set(['context', 'transcript', 'transcripts', 'memory', 'memories', 'everything', 'conversation', 'conversations']);

/** Last words that do so alone or with an agent-ish modifier: `history`, `chatHistory`, but not `orderHistory`. */
const BARE_AMBIGUOUS_HEADS = new Set(['history', 'prompt']);

/**
 * Last words that do so only with an agent-ish modifier: `userData`, `chatLog`. Bare `data` is
 * parameter-name-descriptive's business; bare `chat` or `dialog` usually names a thing in the app.
 */
const QUALIFIED_HEADS = new Set(['data', 'info', 'information', 'messages', 'log', 'logs', 'details', 'content', 'chat', 'dialog', 'dialogue']);

/** A bare `prompt` described as the input of a generator ("the prompt to send to the LLM"). */
const GENERATOR_INPUT = /\bgenerat|\bsampl|\bcomplet|\b(?:LLM|model|image|picture|diffusion)\b/i;

/** A type written as chat turns: objects with a `role` of user/assistant/system. */
const CHAT_TURNS = /\brole\b[\s\S]*\b(?:user|assistant|system)\b|\b(?:user|assistant|system)\b[\s\S]*\brole\b/;

/** Modifiers that point at the agent's session rather than at a thing in the app. */
const AGENT_MODIFIERS = new Set([
  'full',
  'all',
  'entire',
  'whole',
  'complete',
  'raw',
  'chat',
  'conversation',
  'user',
  'system',
  'session',
  'agent',
  'assistant',
  'previous',
  'past',
  'recent',
  'context',
  'dialog',
  'llm',
  'ai',
  'original',
]);

/**
 * Agents keep their own "context", "history" and "prompt". A parameter with such a name invites
 * the agent to pour its whole conversation into the call, sending the app data it never needed.
 * Names are judged by their last word, so `searchHistoryLimit` (a number) and `promptId` (a
 * reference) pass; `orderHistory` passes because the modifier ties it to the app's own data.
 * A bare `prompt` described as a generator's input ("the prompt for the image model") is that
 * function's real input and passes; a bare `messages` typed as chat turns (a `role` of user,
 * assistant or system) invites the agent's conversation and is reported.
 * Serializable properties count only in types that reach the app as input.
 */
export default defineRule({
  meta: {
    id: 'no-ambiguous-parameter',
    description: "No parameters named like the agent's own context or history (fullContext, conversationHistory, prompt).",
    guideline: 'Name parameters after the exact input they expect; names like full_context or conversation_history invite data exfiltration.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    // A parameter is judged by its own name, type and description; input types by the workspace's facts.
    scope: 'function',
  },
  check({ file, workspace, caches, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      for (const parameter of fn.parameters) {
        if (parameter.isContext || parameter.type?.name === 'Context' || isScalarType(parameter.type?.name)) continue;
        const described = (parameter.instruction ?? parameter.doc)?.text ?? '';
        const chatTurns = parameter.name === 'messages' && CHAT_TURNS.test(parameter.type?.text ?? '');
        if (!chatTurns && !isAmbiguous(parameter.name)) continue;
        // A bare `prompt` that is a generator's input, and says so, is the function's real input.
        if (parameter.name === 'prompt' && (GENERATOR_INPUT.test(described) || !!packFor(described, descriptionLanguage).generatorInput?.test(described))) continue;
        if (!chatTurns && namesAThingOfTheApp(parameter.name, described)) continue;
        report({ range: parameter.nameRange, message: message(parameter.name) });
      }
    }
    const inputs = caches.memo(workspace, 'input-type-names', () => inputTypeNames(workspace));
    for (const type of file.serializables) {
      if (!inputs.has(type.name)) continue;
      for (const property of type.properties) {
        if (isScalarType(property.type?.name) || !isAmbiguous(property.name)) continue;
        report({ range: property.nameRange, message: message(property.name) });
      }
    }
  },
});

/** Words before a head that do not qualify it (articles, possessives, "current"). */
const NOT_QUALIFIERS = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'your',
  'my',
  'our',
  'its',
  'their',
  'current',
  'any',
  'some',
  'which',
  'of',
  'to',
  'for',
  'and',
  'or',
  'with',
  'in',
  'on',
]);

/**
 * Whether the description makes a bare `context` (or `memory`…) a named thing of the app: the
 * word qualified by a domain word ("Kubeconfig context to use", "the Spring context"), or
 * followed by a name or id ("context name"). "The full context", "your context" or an unqualified
 * "Context for the request" still read as the agent's own.
 */
function namesAThingOfTheApp(name: string, described: string): boolean {
  const words = lowerWords(name);
  const head = words.at(-1);
  if (!head || words.length > 1 || !AGENT_STATE_HEADS.has(head)) return false;
  const pattern = new RegExp(String.raw`(?:\b([\p{L}-]+)\s+)?\b${head}s?\b(\s+(?:name|id|identifier|key|slug)s?\b)?`, 'giu');
  for (const match of described.matchAll(pattern)) {
    if (match[2]) return true;
    const before = match[1]?.toLowerCase();
    if (before && !NOT_QUALIFIERS.has(before) && !AGENT_MODIFIERS.has(before) && !/^(?:is|are|was|be|use|used|using|to)$/.test(before)) return true;
  }
  return false;
}

/** Whether a name reads like the agent's own context, history or prompt. */
export function isAmbiguous(name: string): boolean {
  const words = lowerWords(name);
  const head = words.at(-1);
  if (!head) return false;
  const modifiers = words.slice(0, -1);
  if (AGENT_STATE_HEADS.has(head)) return true;
  if (BARE_AMBIGUOUS_HEADS.has(head)) return modifiers.length === 0 || modifiers.every((w) => AGENT_MODIFIERS.has(w));
  if (QUALIFIED_HEADS.has(head)) return modifiers.length > 0 && modifiers.every((w) => AGENT_MODIFIERS.has(w));
  return false;
}

/** Simple names of every serializable type that an agent fills in, directly or nested. */
function inputTypeNames(workspace: WorkspaceView): Set<string> {
  const seen = new Set<string>();
  const visit = (type: TypeRef | undefined) => {
    if (!type) return;
    const simple = type.name.split('.').at(-1) ?? type.name;
    for (const arg of type.args) visit(arg);
    if (seen.has(simple)) return;
    const declared = workspace.findSerializable(simple);
    if (!declared) return;
    seen.add(simple);
    for (const property of declared.properties) visit(property.type);
  };
  for (const fn of workspace.allFunctions()) {
    for (const parameter of fn.parameters) if (!parameter.isContext) visit(parameter.type);
  }
  return seen;
}

function message(name: string): string {
  return l10n.t("'{0}' sounds like the agent's own context or history: it may pour its whole conversation in. Ask for exactly what the function needs, e.g. 'searchQuery'.", name);
}

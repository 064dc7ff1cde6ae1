import * as l10n from '@vscode/l10n';
import type { FileModel, FunctionDecl } from '../model/types';
import { pathBeside, sourceSetOf } from './android-app';
import { functionDescription } from './descriptions';
import { alternativeSourceSets } from './duplicate-function-id';
import { lowerWords } from './naming';
import { defineWorkspaceRule } from './rule';

/** Verbs that ask for the same thing, mapped to one spelling. */
const VERB_SYNONYMS: Record<string, string> = Object.fromEntries(
  (
    [
      ['get', 'fetch', 'retrieve', 'obtain', 'load', 'read'],
      ['find', 'search', 'lookup', 'query', 'locate', 'seek'],
      ['create', 'add', 'make', 'new', 'insert', 'compose'],
      ['delete', 'remove', 'erase', 'trash', 'destroy'],
      ['update', 'edit', 'modify', 'change', 'patch', 'amend'],
      ['list', 'enumerate', 'browse'],
      ['show', 'display', 'view', 'open'],
      ['start', 'begin', 'launch'],
      ['complete', 'finish'],
      ['cancel', 'abort'],
      ['send', 'share'],
    ] as string[][]
  ).flatMap((group) => group.map((verb) => [verb, group[0]])),
);

/** Words that carry no intent in a description. */
const STOP_WORDS = new Set(
  'a an the and or of to in on for with by from at as is are be been it its this that these those their them they you your user users given specified provided which who when if then than into onto per each every any all one an optional optionally returns return returned'.split(' '),
);

/** Descriptions whose intent words overlap this much say the same thing. */
const SIMILARITY = 0.75;
/** Fewer intent words than this are compared only for equality. */
const MIN_WORDS = 3;
/** Comparisons per function through shared rare words; bounds the worst case to linear. */
const MAX_COMPARISONS = 64;

interface Candidate {
  fn: FunctionDecl;
  file: FileModel;
  sourceSet: string | undefined;
  nameKey: string;
  words: Set<string>;
}

/**
 * Agents choose between functions by name and description; two functions that say the same thing
 * (`getNote` and `fetchNote`, or two descriptions with the same words) make the choice a coin toss.
 * Compared across the workspace, both sides are reported. Deprecated and disabled functions are
 * left out: keeping the old function beside its replacement is how a migration works.
 */
export default defineWorkspaceRule({
  meta: {
    id: 'no-duplicate-intent',
    description: 'No two functions whose names or descriptions say the same thing.',
    guideline: "Don't expose many AppFunctions for the same use case: agents are more likely to choose the wrong one.",
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  // Reads of each file: its uri (source set, paths in messages) and, per function, what is compared
  // and where it is reported. A keystroke in a body changes none of it.
  workspaceInputs: (file) =>
    JSON.stringify([
      file.uri,
      file.functions.map((fn) => [fn.id, fn.name, fn.language, fn.isEnabled, fn.isDeprecated, functionDescription(fn)?.text ?? '', fn.nameRange]),
    ]),
  checkWorkspace({ files, report }) {
    const candidates: Candidate[] = [];
    for (const file of files) {
      for (const fn of file.functions) {
        if (!fn.isEnabled || fn.isDeprecated) continue;
        candidates.push({ fn, file, sourceSet: sourceSetOf(file.uri), ...intentOf(fn) });
      }
    }
    const n = candidates.length;
    for (const pair of candidatePairs(candidates)) {
      {
        const a = candidates[Math.floor(pair / n)];
        const b = candidates[pair % n];
        // Same id is duplicate-function-id's finding; variant source sets are alternatives.
        if (a.fn.id === b.fn.id || alternativeSourceSets(a.sourceSet, b.sourceSet)) continue;
        // An Android app and a TypeScript server or web page are different surfaces: no agent sees both lists as one.
        if (a.fn.language !== b.fn.language) continue;
        const reason = sameIntent(a, b);
        if (!reason) continue;
        for (const [self, other] of [
          [a, b],
          [b, a],
        ] as const) {
          const where = `${pathBeside(other.file.uri, self.file.uri)}:${other.fn.nameRange.start.line + 1}`;
          report({
            uri: self.file.uri,
            range: self.fn.nameRange,
            message:
              reason === 'name'
                ? l10n.t("'{0}' and '{1}' ({2}) are named for the same task, so agents cannot tell which to call. Keep one, or name what sets each apart.", self.fn.name, other.fn.name, where)
                : l10n.t("'{0}' and '{1}' ({2}) have descriptions that say the same thing, so agents cannot tell which to call. Keep one, or say what sets each apart.", self.fn.name, other.fn.name, where),
          });
        }
      }
    }
  },
});

/**
 * A function's name key and description words, derived once per declaration: the models of
 * unchanged files are the same objects from one registry version to the next, so after an edit
 * only the edited file's functions are derived again.
 */
const intents = new WeakMap<FunctionDecl, { nameKey: string; words: Set<string> }>();
function intentOf(fn: FunctionDecl): { nameKey: string; words: Set<string> } {
  let intent = intents.get(fn);
  if (!intent) {
    intent = { nameKey: nameIntent(fn.name), words: intentWords(functionDescription(fn)?.text ?? '') };
    intents.set(fn, intent);
  }
  return intent;
}

function sameIntent(a: Candidate, b: Candidate): 'name' | 'description' | undefined {
  if (a.nameKey && a.nameKey === b.nameKey) return 'name';
  if (a.words.size === 0 || b.words.size === 0) return undefined;
  if (a.words.size < MIN_WORDS || b.words.size < MIN_WORDS) return equalSets(a.words, b.words) && a.words.size >= 2 ? 'description' : undefined;
  let shared = 0;
  for (const word of a.words) if (b.words.has(word)) shared++;
  const union = a.words.size + b.words.size - shared;
  return shared / union >= SIMILARITY ? 'description' : undefined;
}

/** `fetchNotes` and `getNotes` -> `get notes`: the verb's synonym group, then the rest as written. */
export function nameIntent(name: string): string {
  const words = lowerWords(name);
  if (words.length === 0) return '';
  const [verb, ...rest] = words;
  return [VERB_SYNONYMS[verb] ?? verb, ...rest].join(' ');
}

/** The words of a description that carry its intent: lower-cased, singular, synonyms merged. */
export function intentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    const base = verbBase(raw);
    words.add(VERB_SYNONYMS[base] ?? base);
  }
  return words;
}

/** creates -> create, fetches -> fetch, notes -> note, entries -> entry (close enough to compare). */
function verbBase(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function equalSets(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((w) => b.has(w));
}

/**
 * The pairs that can possibly match, without comparing every function with every other: pairs with
 * the same name intent, and pairs whose descriptions share one of their rarest words. Two word
 * sets with a Jaccard similarity of at least SIMILARITY must share a word among the first
 * |words| - ceil(SIMILARITY * |words|) + 1 of each, when words are ordered by workspace rarity
 * (the prefix filter of set-similarity joins); equal small sets share all of theirs.
 */
function candidatePairs(candidates: Candidate[]): Float64Array {
  // A pair (a, b) with a < b is the number a * n + b: numeric order is the order of (a, b).
  const pairs = new Set<number>();
  const n = candidates.length;
  const addPair = (i: number, j: number) => {
    const a = i < j ? i : j;
    const b = i < j ? j : i;
    const key = a * n + b;
    if (a === b) return;
    pairs.add(key);
  };
  const byName = new Map<string, number[]>();
  const frequency = new Map<string, number>();
  candidates.forEach((candidate, index) => {
    if (candidate.nameKey) {
      const group = byName.get(candidate.nameKey);
      if (group) group.push(index);
      else byName.set(candidate.nameKey, [index]);
    }
    for (const word of candidate.words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  });
  for (const group of byName.values()) for (let x = 0; x < group.length; x++) for (let y = x + 1; y < group.length; y++) addPair(group[x], group[y]);
  const byPrefixWord = new Map<string, number[]>();
  candidates.forEach((candidate, index) => {
    const words = [...candidate.words].sort((a, b) => (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || collator.compare(a, b));
    const prefix = words.length - Math.ceil(SIMILARITY * words.length) + 1;
    let compared = 0;
    for (const word of words.slice(0, Math.max(1, prefix))) {
      const seen = byPrefixWord.get(word);
      if (seen) {
        // Scan the most recent candidates first and only so many: a workspace where hundreds of
        // functions share their rarest word would otherwise cost a comparison per pair.
        for (let k = seen.length - 1; k >= 0 && compared < MAX_COMPARISONS; k--, compared++) addPair(seen[k], index);
        seen.push(index);
      } else byPrefixWord.set(word, [index]);
    }
  });
  return Float64Array.from(pairs).sort();
}

/** `localeCompare`'s order (the default locale's collation) without its per-call set-up. */
const collator = new Intl.Collator();

import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import { pathBeside, sourceSetOf } from '../registry/android-app';
import { sourceDescription } from '../model/descriptions';
import { alternativeSourceSets } from './duplicate-function-id';
import { lowerWords } from './support/naming';
import { DuplicateIntentIndex, type IntentEntry, type IntentKey, type IntentReason } from './support/duplicate-intent-index';
import { defineWorkspaceRule, type WorkspaceRuleReport } from './rule';

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

/**
 * Agents choose between functions by name and description; two functions that say the same thing
 * (`getNote` and `fetchNote`, or two descriptions with the same words) make the choice a coin toss.
 * Compared across the workspace; each function is reported once, naming the closest duplicate
 * and how many more there are. Deprecated and disabled functions are left out: keeping the old
 * function beside its replacement is how a migration works.
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
      file.functions.map((fn) => [fn.id, fn.name, fn.language, fn.isEnabled, fn.isDeprecated, sourceDescription(fn)?.text ?? '', fn.nameRange]),
    ]),
  checkWorkspace({ workspace, files }) {
    // The index and the reports live as long as the workspace they describe; a view without
    // versions starts afresh.
    let state = workspace.version === undefined ? undefined : states.get(workspace);
    if (!state) {
      state = { index: new DuplicateIntentIndex(intentKey, SIMILARITY, MIN_WORDS), reports: new Map() };
      if (workspace.version !== undefined) states.set(workspace, state);
    }
    const { index, reports } = state;
    const touched = new Set(index.sync(files));
    for (const entry of index.takeDirty()) {
      entry.report = describe(entry, index);
      touched.add(entry.file.uri);
    }
    // Only the files whose reports changed get new lists; the others keep theirs (and their keys).
    for (const uri of touched) {
      const list = index.entriesOf(uri).flatMap((entry) => (entry.report ? [entry.report as WorkspaceRuleReport] : []));
      if (list.length > 0) reports.set(uri, list);
      else reports.delete(uri);
    }
    return reports;
  },
});

/** Per workspace: the index, and the reports by file as the last pass left them. */
const states = new WeakMap<object, { index: DuplicateIntentIndex; reports: Map<string, WorkspaceRuleReport[]> }>();

/** What the index compares of a function; disabled and deprecated functions are not indexed. */
function intentKey(fn: FunctionDecl): IntentKey | undefined {
  if (!fn.isEnabled || fn.isDeprecated) return undefined;
  // An Android app and a TypeScript server or web page are different surfaces: no agent sees both lists as one.
  return { group: fn.language, ...intentOf(fn) };
}

/** The report for one function, or undefined when nothing duplicates it. */
function describe(entry: IntentEntry, index: DuplicateIntentIndex): WorkspaceRuleReport | undefined {
  const self = entry.fn;
  const sourceSet = sourceSetOf(entry.file.uri);
  let closest: { other: IntentEntry; reason: IntentReason } | undefined;
  let count = 0;
  const reasons = new Set<IntentReason>();
  for (const [other, reason] of index.duplicatesOf(entry)) {
    // Same id is duplicate-function-id's finding; variant source sets are alternatives.
    if (other.fn.id === self.id || alternativeSourceSets(sourceSet, sourceSetOf(other.file.uri))) continue;
    count++;
    reasons.add(reason);
    if (!closest || compareDuplicates({ other, reason }, closest) < 0) closest = { other, reason };
  }
  if (!closest) return undefined;
  const { other, reason } = closest;
  const where = `${pathBeside(other.file.uri, entry.file.uri)}:${other.fn.nameRange.start.line + 1}`;
  let message: string;
  if (count === 1) {
    message =
      reason === 'name'
        ? l10n.t("'{0}' and '{1}' ({2}) are named for the same task, so agents cannot tell which to call. Keep one, or name what sets each apart.", self.name, other.fn.name, where)
        : l10n.t("'{0}' and '{1}' ({2}) have descriptions that say the same thing, so agents cannot tell which to call. Keep one, or say what sets each apart.", self.name, other.fn.name, where);
  } else if (reasons.size > 1) {
    message = l10n.t("'{0}' is one of {3} functions whose names or descriptions say the same thing (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or say what sets each apart.", self.name, other.fn.name, where, count + 1);
  } else {
    message =
      reason === 'name'
        ? l10n.t("'{0}' is one of {3} functions named for the same task (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or name what sets each apart.", self.name, other.fn.name, where, count + 1)
        : l10n.t("'{0}' is one of {3} functions whose descriptions say the same thing (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or say what sets each apart.", self.name, other.fn.name, where, count + 1);
  }
  return { uri: entry.file.uri, range: self.nameRange, message };
}

/** The duplicate named in the message: a name match before a description match, then by file and line. */
function compareDuplicates(a: { other: IntentEntry; reason: IntentReason }, b: { other: IntentEntry; reason: IntentReason }): number {
  if (a.reason !== b.reason) return a.reason === 'name' ? -1 : 1;
  const uri = a.other.file.uri < b.other.file.uri ? -1 : a.other.file.uri > b.other.file.uri ? 1 : 0;
  return uri || a.other.fn.nameRange.start.line - b.other.fn.nameRange.start.line || a.other.fn.nameRange.start.character - b.other.fn.nameRange.start.character;
}

/**
 * A function's name key and description words. Edits replace declaration objects but keep the
 * description pieces of unchanged functions, so the words are remembered per piece and the name
 * key per name: after an edit only the edited description is split again.
 */
const wordsByPiece = new WeakMap<object, Set<string>>();
const nameKeys = new Map<string, string>();
const NO_WORDS: Set<string> = new Set();
function intentOf(fn: FunctionDecl): { nameKey: string; words: Set<string> } {
  const piece = sourceDescription(fn);
  let words = piece ? wordsByPiece.get(piece) : NO_WORDS;
  if (!words) {
    words = intentWords(piece!.text);
    wordsByPiece.set(piece!, words);
  }
  let nameKey = nameKeys.get(fn.name);
  if (nameKey === undefined) {
    // Names repeat across a workspace; the map is emptied now and then so it cannot grow without bound.
    if (nameKeys.size > 50_000) nameKeys.clear();
    nameKey = nameIntent(fn.name);
    nameKeys.set(fn.name, nameKey);
  }
  return { nameKey, words };
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

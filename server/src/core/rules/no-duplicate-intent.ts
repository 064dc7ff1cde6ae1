import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import { pathBeside, sourceSetOf } from '../registry/android-app';
import { sourceDescription } from './support/readable-text';
import { alternativeSourceSets } from './duplicate-function-id';
import { lowerWords } from './support/naming';
import { DuplicateIntentIndex, NAME_WORD, SORTED_TEXTS, type IntentEntry, type IntentKey, type IntentReason } from './support/duplicate-intent-index';
import { BoundedMap, cacheSlot, type AnalysisCaches } from '../model/analysis-caches';
import { detachedString } from '../model/detached-string';
import { defineWorkspaceRule, type WorkspaceRuleReport } from './rule';
import { analyzeDescription, english, packFor, verbsOf, type LanguagePack } from '../description/index';
import { ownEntry } from '../model/own-entry';
import { hasKnownName, mayRunTogether } from '../model/tool-facts';

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
    ] satisfies [string, ...string[]][]
  ).flatMap((group) => group.map((verb) => [verb, group[0]])),
);

/** Words that carry no intent in a description. */
const STOP_WORDS = new Set(
  'a an the and or of to in on for with by from at as is are be been it its this that these those their them they you your user users given specified provided which who when if then than into onto per each every any all one an optional optionally returns return returned'.split(
    ' ',
  ),
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
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
  },
  // Reads of each file: its uri (source set, paths in messages) and, per function, what is compared
  // and where it is reported. A keystroke in a body changes none of it.
  workspaceInputs: (file, caches) =>
    JSON.stringify([
      file.uri,
      file.functions.map((fn) => [
        fn.id,
        fn.name,
        fn.language,
        fn.isEnabled,
        fn.isDeprecated,
        hasKnownName(fn.tool),
        sourceDescription(fn)?.text ?? '',
        fn.nameRange,
        handlerKey(fn, caches) ?? '',
        // Where a registration runs decides which look-alikes are alternatives.
        fn.tool?.site,
      ]),
    ]),
  checkWorkspace({ workspace, files, caches }) {
    // The index and the reports live as long as the workspace they describe; a view without
    // versions starts afresh.
    const state = workspace.version === undefined ? freshState(caches) : caches.forWorkspace(workspace, STATE);
    const { index, reports } = state;
    const changed = index.sync(files);
    const touched = new Set(changed);
    const shared: SharedMemo = new Map();
    for (const entry of index.takeDirty()) {
      entry.report = describe(entry, index, caches, shared);
      touched.add(entry.file.uri);
    }
    // Matches inside one file (one handler, paraphrased descriptions) depend on that file alone:
    // every function of a re-read file is described again.
    for (const uri of changed) for (const entry of index.entriesOf(uri)) entry.report = describe(entry, index, caches, shared);
    // Only the files whose reports changed get new lists; the others keep theirs (and their keys).
    for (const uri of touched) {
      const list = index.entriesOf(uri).flatMap((entry) => (entry.report ? [entry.report as WorkspaceRuleReport] : []));
      if (list.length > 0) reports.set(uri, list);
      else reports.delete(uri);
    }
    return reports;
  },
});

/** The rule's state in one workspace: the index, and the reports by file as the last pass left them. */
interface DuplicateState {
  index: DuplicateIntentIndex;
  reports: Map<string, WorkspaceRuleReport[]>;
}

/** An empty index and report map, reading the owner's intent caches. */
function freshState(caches: AnalysisCaches): DuplicateState {
  const intents = caches.get(INTENTS);
  // What the index compares of a function; disabled and deprecated functions are not indexed.
  const intentKey = (fn: FunctionDecl): IntentKey | undefined => {
    // A stand-in for tools read as a whole names no task of its own.
    if (!fn.isEnabled || fn.isDeprecated || !hasKnownName(fn.tool)) return undefined;
    // An Android app and a TypeScript server or web page are different surfaces: no agent sees both lists as one.
    return { group: fn.language, ...intentOf(fn, intents) };
  };
  return { index: new DuplicateIntentIndex(intentKey, SIMILARITY, MIN_WORDS, caches.get(SORTED_TEXTS)), reports: new Map() };
}

/** Per workspace view: the rule's state, kept from pass to pass. */
const STATE = cacheSlot('no-duplicate-intent: index per workspace', freshState);

/** A duplicate with the reason it is one. */
interface Duplicate {
  other: IntentEntry;
  reason: Reason;
}

/** Per source set of the duplicates: counts by reason and id, and the best ones (see {@link SharedDuplicates}). */
interface SetDuplicates {
  byReason: Map<Reason, { count: number; byId: Map<string, number> }>;
  /** The best duplicate of the set, and the best one whose id differs from that one's. */
  best?: Duplicate;
  bestOtherId?: Duplicate;
}

/**
 * What every function with the same name group, word group and same-file core group shares: the
 * same duplicates, itself included. Built once per pass and groups, so that k identical functions
 * cost k steps to describe, not k² (each would otherwise walk all the others).
 */
interface SharedDuplicates {
  reasons: Map<IntentEntry, { reason: Reason; fromIndex: boolean }>;
  bySet: Map<string | undefined, SetDuplicates>;
  /** How many duplicates were looked at to build it (what tests count). */
  examined: number;
}
type SharedMemo = Map<object | null, Map<object | null, Map<object | null, SharedDuplicates>>>;

/** How many duplicates the last passes looked at; tests read it to check that describing stays linear. */
export const describeWork = { examined: 0 };

function sharedDuplicates(entry: IntentEntry, index: DuplicateIntentIndex, caches: AnalysisCaches, memo: SharedMemo, core: readonly IntentEntry[] | undefined): SharedDuplicates {
  const groups = index.groupsOf(entry);
  const coreKey = core && core.length > 1 ? core : null;
  let byWords = memo.get(groups.names ?? null);
  if (!byWords) memo.set(groups.names ?? null, (byWords = new Map()));
  let byCore = byWords.get(groups.words ?? null);
  if (!byCore) byWords.set(groups.words ?? null, (byCore = new Map()));
  const known = byCore.get(coreKey);
  if (known) return known;
  const reasons = new Map<IntentEntry, { reason: Reason; fromIndex: boolean }>();
  for (const [other, reason] of index.duplicatesOf(entry)) reasons.set(other, { reason, fromIndex: true });
  // The entry itself, as the others of its groups see it.
  if (groups.names) reasons.set(entry, { reason: 'name', fromIndex: true });
  else if (groups.wordsMatchThemselves) reasons.set(entry, { reason: 'description', fromIndex: true });
  for (const other of coreKey ?? []) if (!reasons.has(other)) reasons.set(other, { reason: 'description', fromIndex: false });
  const bySet = new Map<string | undefined, SetDuplicates>();
  const sorted = [...reasons].map(([other, { reason }]) => ({ other, reason })).sort(compareDuplicates);
  for (const duplicate of sorted) {
    const set = sourceSetOf(duplicate.other.file.uri, caches);
    let entryOfSet = bySet.get(set);
    if (!entryOfSet) bySet.set(set, (entryOfSet = { byReason: new Map() }));
    let counts = entryOfSet.byReason.get(duplicate.reason);
    if (!counts) entryOfSet.byReason.set(duplicate.reason, (counts = { count: 0, byId: new Map() }));
    counts.count++;
    counts.byId.set(duplicate.other.fn.id, (counts.byId.get(duplicate.other.fn.id) ?? 0) + 1);
    if (!entryOfSet.best) entryOfSet.best = duplicate;
    else if (!entryOfSet.bestOtherId && duplicate.other.fn.id !== entryOfSet.best.other.fn.id) entryOfSet.bestOtherId = duplicate;
  }
  const shared = { reasons, bySet, examined: sorted.length };
  describeWork.examined += sorted.length;
  byCore.set(coreKey, shared);
  return shared;
}

/** The report for one function, or undefined when nothing duplicates it. */
function describe(entry: IntentEntry, index: DuplicateIntentIndex, caches: AnalysisCaches, memo: SharedMemo = new Map()): WorkspaceRuleReport | undefined {
  const self = entry.fn;
  const sourceSet = sourceSetOf(entry.file.uri, caches);
  const { handlers, core } = sameFileMatches(entry, index, caches);
  const shared = sharedDuplicates(entry, index, caches, memo, core);
  let closest: Duplicate | undefined;
  const better = (candidate: Duplicate | undefined) => {
    if (candidate && (!closest || compareDuplicates(candidate, closest) < 0)) closest = candidate;
  };
  // Same id is duplicate-function-id's finding; variant source sets are alternatives.
  const byReason = new Map<Reason, number>();
  for (const [set, duplicates] of shared.bySet) {
    if (alternativeSourceSets(sourceSet, set)) continue;
    for (const [reason, { count: n, byId }] of duplicates.byReason) {
      const kept = n - (byId.get(self.id) ?? 0);
      if (kept > 0) byReason.set(reason, (byReason.get(reason) ?? 0) + kept);
    }
    better(duplicates.best && duplicates.best.other.fn.id !== self.id ? duplicates.best : duplicates.bestOtherId);
  }
  // One handler behind two names (a few functions at most): a match the index made keeps its
  // reason; a same-file description match becomes a handler match.
  for (const other of handlers) {
    if (alternativeSourceSets(sourceSet, sourceSetOf(other.file.uri, caches))) continue;
    const known = shared.reasons.get(other);
    if (known?.fromIndex) continue;
    if (known) byReason.set('description', (byReason.get('description') ?? 0) - 1);
    byReason.set('handler', (byReason.get('handler') ?? 0) + 1);
    better({ other, reason: 'handler' });
  }
  let count = 0;
  const reasons = new Set<Reason>();
  for (const [reason, n] of byReason) {
    if (n <= 0) continue;
    count += n;
    reasons.add(reason);
  }
  if (!closest) return undefined;
  // A few duplicates are checked pair by pair for what tells them apart (a larger group keeps its
  // count: describing k look-alikes must stay linear).
  if (count <= PAIRWISE_LIMIT) {
    const kept = keptDuplicates(entry, shared, handlers, sourceSet, caches);
    if (kept.length === 0) return undefined;
    count = kept.length;
    reasons.clear();
    for (const duplicate of kept) reasons.add(duplicate.reason);
    closest = kept[0];
  }
  const { other, reason } = closest as Duplicate;
  // The one duplicate is registered in the other branch of a condition in the same function
  // (`if (partial) server.tool('validate_theme_codeblocks', …) else server.tool('validate_theme', …)`):
  // the agent never sees both.
  if (count === 1 && other.file.uri === entry.file.uri && !mayRunTogether(self.tool?.site, other.fn.tool?.site)) return undefined;
  const where = `${pathBeside(other.file.uri, entry.file.uri)}:${other.fn.nameRange.start.line + 1}`;
  let message: string;
  if (count === 1) {
    message =
      reason === 'handler'
        ? l10n.t(
            "'{0}' and '{1}' ({2}) run the same code under two names, so agents cannot tell which to call. Keep one, or say what sets each apart.",
            self.name,
            other.fn.name,
            where,
          )
        : reason === 'name'
          ? l10n.t(
              "'{0}' and '{1}' ({2}) are named for the same task, so agents cannot tell which to call. Keep one, or name what sets each apart.",
              self.name,
              other.fn.name,
              where,
            )
          : l10n.t(
              "'{0}' and '{1}' ({2}) have descriptions that say the same thing, so agents cannot tell which to call. Keep one, or say what sets each apart.",
              self.name,
              other.fn.name,
              where,
            );
  } else if (reasons.size > 1) {
    message = l10n.t(
      "'{0}' is one of {3} functions whose code, names or descriptions say the same thing (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or say what sets each apart.",
      self.name,
      other.fn.name,
      where,
      count + 1,
    );
  } else {
    message =
      reason === 'handler'
        ? l10n.t(
            "'{0}' is one of {3} functions that run the same code (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or say what sets each apart.",
            self.name,
            other.fn.name,
            where,
            count + 1,
          )
        : reason === 'name'
          ? l10n.t(
              "'{0}' is one of {3} functions named for the same task (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or name what sets each apart.",
              self.name,
              other.fn.name,
              where,
              count + 1,
            )
          : l10n.t(
              "'{0}' is one of {3} functions whose descriptions say the same thing (among them '{1}', {2}), so agents cannot tell which to call. Keep one, or say what sets each apart.",
              self.name,
              other.fn.name,
              where,
              count + 1,
            );
  }
  return { uri: entry.file.uri, range: self.nameRange, message };
}

/**
 * The duplicates of one function that nothing tells apart from it, closest first: those counted
 * above (other ids, source sets that build together; a handler match wins over the index's reason)
 * without the {@link distinguished} ones. A shared handler is never distinguished: it is the same code.
 */
function keptDuplicates(entry: IntentEntry, shared: SharedDuplicates, handlers: readonly IntentEntry[], sourceSet: string | undefined, caches: AnalysisCaches): Duplicate[] {
  const byOther = new Map<IntentEntry, Reason>();
  for (const [other, { reason }] of shared.reasons) {
    if (other === entry || other.fn.id === entry.fn.id || alternativeSourceSets(sourceSet, sourceSetOf(other.file.uri, caches))) continue;
    byOther.set(other, reason);
  }
  for (const other of handlers) {
    if (alternativeSourceSets(sourceSet, sourceSetOf(other.file.uri, caches))) continue;
    if (!shared.reasons.get(other)?.fromIndex) byOther.set(other, 'handler');
  }
  const kept: Duplicate[] = [];
  for (const [other, reason] of byOther) if (reason === 'handler' || !distinguished(entry.fn, other.fn)) kept.push({ other, reason });
  return kept.sort(compareDuplicates);
}

/** Why two functions are duplicates: the index's reasons, or one handler behind two names. */
type Reason = IntentReason | 'handler';
const REASON_ORDER: Record<Reason, number> = { handler: 0, name: 1, description: 2 };

/** The duplicate named in the message: a handler match, then a name match, then a description match, then by file and line. */
function compareDuplicates(a: { other: IntentEntry; reason: Reason }, b: { other: IntentEntry; reason: Reason }): number {
  if (a.reason !== b.reason) return REASON_ORDER[a.reason] - REASON_ORDER[b.reason];
  const uri = a.other.file.uri < b.other.file.uri ? -1 : a.other.file.uri > b.other.file.uri ? 1 : 0;
  return uri || a.other.fn.nameRange.start.line - b.other.fn.nameRange.start.line || a.other.fn.nameRange.start.character - b.other.fn.nameRange.start.character;
}

/**
 * A function's name key and description words. Edits replace declaration objects but keep the
 * description pieces of unchanged functions, so the words are remembered per piece and the name
 * key per name: after an edit only the edited description is split again.
 */
interface Intents {
  wordsByPiece: WeakMap<object, Set<string>>;
  nameKeys: BoundedMap<string, string>;
}
/** Name keys: at most 50,000 names and four million characters of names and keys, oldest out. */
const INTENTS = cacheSlot('no-duplicate-intent: intent words and name keys', (): Intents => ({ wordsByPiece: new WeakMap(), nameKeys: new BoundedMap(50_000, 4_000_000) }));
const NO_WORDS: Set<string> = new Set();
function intentOf(fn: FunctionDecl, { wordsByPiece, nameKeys }: Intents): { nameKey: string; words: Set<string>; subject: Set<string> } {
  const piece = sourceDescription(fn);
  let words = piece ? wordsByPiece.get(piece) : NO_WORDS;
  if (!words) {
    words = intentWords(piece!.text);
    wordsByPiece.set(piece!, words);
  }
  let nameKey = nameKeys.get(fn.name);
  if (nameKey === undefined) {
    // The map outlives the file: a name cut from its text would keep all of that text alive.
    const name = nameKeys.keeps(fn.name.length) ? detachedString(fn.name) : fn.name;
    nameKey = nameIntent(name);
    nameKeys.set(name, nameKey, name.length + nameKey.length);
  }
  const otherLanguage = piece !== undefined && packFor(piece.text) !== english && !nameInTextLanguage(fn.name, piece.text);
  return { nameKey, words, subject: otherLanguage ? nameSubject(fn.name) : subjectOf(fn.name, words) };
}

/**
 * Whether a name is written in its description's language: at least half of its words of three
 * letters or more start like a word of the text (`cancelarPedido`, "Cancela o pedido…"), where
 * `get_app_acl` and 「アプリのアクセス権限を取得します」 share none.
 */
function nameInTextLanguage(name: string, text: string): boolean {
  const nameWords = lowerWords(name).filter((word) => word.length >= 3);
  if (nameWords.length === 0) return true;
  const stems = new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .map((word) => word.slice(0, 4)),
  );
  const shared = nameWords.filter((word) => stems.has(word.slice(0, 4))).length;
  return shared * 2 >= nameWords.length;
}

/**
 * What a function is about when its description is in another language than its name (names are
 * English identifiers): the name's words, marked as such (see `NAME_WORD`). 「通知設定を取得します」
 * and 「通知設定を更新します」 are `get_notifications` and `update_notifications`; 「アプリのアクセス
 * 権限を取得します」 and 「アプリのフィールドのアクセス権限を取得します」 are `get_app_acl` and
 * `get_field_acl`: the description's words cannot tell which name word they translate.
 */
function nameSubject(name: string): Set<string> {
  const subject = new Set<string>();
  for (const raw of lowerWords(name)) {
    const base = verbBase(raw);
    subject.add(NAME_WORD + (ownEntry(VERB_SYNONYMS, base) ?? base));
  }
  return subject;
}

/**
 * The words of a description that the function's name also says: what it is about
 * (`get_invoice_data`, "Retrieve invoice data for an account": `get`, `invoice`, `data`). Name
 * words are read as description words are, so `fetchNotes` meets "Gets the notes". Verbs stay in:
 * `query` in `wit_query` is a noun, and a verb the other description lacks is a different action.
 */
function subjectOf(name: string, words: ReadonlySet<string>): Set<string> {
  const subject = new Set<string>();
  for (const raw of lowerWords(name)) {
    const base = verbBase(raw);
    const word = ownEntry(VERB_SYNONYMS, base) ?? base;
    if (words.has(word)) subject.add(word);
  }
  return subject;
}

/** `fetchNotes` and `getNotes` -> `get notes`: the verb's synonym group, then the rest as written. */
export function nameIntent(name: string): string {
  const words = lowerWords(name);
  const [verb, ...rest] = words;
  if (verb === undefined) return '';
  return [ownEntry(VERB_SYNONYMS, verb) ?? verb, ...rest].join(' ');
}

/**
 * A text with its dotted names written as one word (`Make.com` -> `makecom`, `Node.js` ->
 * `nodejs`): a brand or a file is a name, not the verb "make" and the word "com".
 */
function joinedDottedNames(text: string): string {
  return text.replace(/([\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '$1');
}

/** The words of a description that carry its intent: lower-cased, singular, synonyms merged. */
export function intentWords(text: string): Set<string> {
  // A workspace pass has no per-file setting: each description's own language decides.
  const pack = packFor(text);
  if (pack !== english) return packIntentWords(text, pack);
  const words = new Set<string>();
  // Vowel signs (\p{M}) belong to their word: Bengali "মেইলের" is one word, not three.
  for (const raw of joinedDottedNames(text.toLowerCase()).split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    const base = verbBase(raw);
    words.add(ownEntry(VERB_SYNONYMS, base) ?? base);
  }
  return words;
}

/**
 * {@link intentWords} in another language, from its pack: its stop words left out, verbs by their
 * synonym group, other words made singular. A pack without stop words gives no words, so its
 * descriptions are not compared (their names still are).
 */
function packIntentWords(text: string, pack: LanguagePack): Set<string> {
  const words = new Set<string>();
  if (!pack.intentStopWords) return words;
  const verbs = verbsOf(pack);
  // A script written without spaces is split by Intl.Segmenter (「メモ|の|作成」); elsewhere vowel
  // signs (\p{M}) belong to their word: Bengali "মেইলের" is one word, not three.
  const raws = WITHOUT_SPACES.test(text) ? analyzeDescription(text, pack).words.map((w) => w.text.toLowerCase()) : text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
  for (const raw of raws) {
    if (!raw || pack.intentStopWords.has(raw) || /^\p{N}+$/u.test(raw)) continue;
    const base = verbs.baseOf(raw);
    const group = base === undefined ? undefined : verbs.synonymGroup(base);
    words.add(group !== undefined ? `#${group}` : (base ?? singular(pack, raw)));
  }
  return words;
}

function singular(pack: LanguagePack, word: string): string {
  for (const [pattern, replacement] of pack.appDescription.singularRules) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

/** A script written without spaces between words. */
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The first verb of the pack's synonym group holding `word`, or the word itself. */
function synonymOf(pack: LanguagePack, word: string): string {
  return pack.synonymGroups.find((group) => group.includes(word))?.[0] ?? word;
}

/**
 * The core of a description in a language that ends its sentences with the verb: the content words
 * of the first clause (up to the first comma or parenthesis), and the sentence's last verb.
 * 「レシピの一覧を返します。」 and 「レシピの一覧を、調理時間と一緒に取得します。」 both read
 * `取得: レシピ 一覧`.
 */
function verbLastCoreIntent(text: string, pack: LanguagePack, stop: ReadonlySet<string>): string | undefined {
  const analysis = analyzeDescription(text, pack);
  const sentence = analysis.sentences[0];
  if (!sentence) return undefined;
  // A short label before a colon (「テスト用：」, "for testing:") heads the sentence; the clause follows it.
  const label = /^[^、，,（(:：]{1,12}[:：]\s*/.exec(sentence.text)?.[0].length ?? 0;
  const cut = label + (/[、，,（(:：]/.exec(sentence.text.slice(label))?.index ?? sentence.text.length);
  const words = analysis.words.filter((w) => sentence.start <= w.start && w.end <= sentence.end);
  const verb = [...words].reverse().find((w) => synonymOf(pack, w.text) !== w.text || pack.verbs.includes(w.text));
  if (!verb) return undefined;
  const content = new Set(
    words
      .filter((w) => w !== verb && w.start >= sentence.start + label && w.end <= sentence.start + cut && !stop.has(w.text) && !/^\p{N}+$/u.test(w.text))
      .map((w) => synonymOf(pack, w.text.toLowerCase())),
  );
  if (content.size < 2) return undefined;
  return `${synonymOf(pack, verb.text)}: ${[...content].sort().join(' ')}`;
}

/** creates -> create, fetches -> fetch, notes -> note, entries -> entry (close enough to compare). */
function verbBase(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

// ---------------------------------------------------------------------------------------------
// Matches inside one file: the same handler under two names, and paraphrased descriptions.
// Kept to one file (one server, one class's neighbours), where an agent sees both in one list.

/** Name words that tell apart tools sharing one converter by what they take (`pdf_to_text`, `docx_to_text`). */
const FORMAT_WORDS = new Set([
  'pdf',
  'docx',
  'doc',
  'xlsx',
  'xls',
  'pptx',
  'ppt',
  'csv',
  'json',
  'xml',
  'html',
  'markdown',
  'md',
  'text',
  'txt',
  'image',
  'images',
  'audio',
  'video',
  'youtube',
  'epub',
  'zip',
  'file',
  'url',
  'png',
  'jpg',
  'svg',
  'sync',
  'async',
]);

/** How many tools may share one handler and still be a pair: more is a dispatcher behind many tools. */
const MAX_HANDLER_GROUP = 3;

/**
 * A file's functions grouped by handler and by core intent, built once per list of entries (the
 * index replaces the list when the file is re-read), so describing every function of a large file
 * looks only at the functions that share a key with it.
 */
interface FileGroups {
  byHandler: Map<string, IntentEntry[]>;
  byCore: Map<string, IntentEntry[]>;
}
/** Per entry list, tool registration or body, and description piece: the groups and keys read from it. */
const SAME_FILE = cacheSlot('no-duplicate-intent: same-file groups, handler and core keys', () => ({
  fileGroups: new WeakMap<readonly IntentEntry[], FileGroups>(),
  handlers: new WeakMap<object, string | null>(),
  cores: new WeakMap<object, string | null>(),
}));

function groupsOf(entries: readonly IntentEntry[], caches: AnalysisCaches): FileGroups {
  const { fileGroups } = caches.get(SAME_FILE);
  let groups = fileGroups.get(entries);
  if (!groups) {
    groups = { byHandler: new Map(), byCore: new Map() };
    for (const entry of entries) {
      const handler = handlerKey(entry.fn, caches);
      if (handler) push(groups.byHandler, handler, entry);
      const core = coreIntent(entry.fn, caches);
      if (core) push(groups.byCore, `${entry.fn.language}\u0000${core}`, entry);
    }
    fileGroups.set(entries, groups);
  }
  return groups;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The functions of the entry's own file that are duplicates the index cannot see: those with the
 * same handler (a few at most), and the file's group of functions with the same core intent.
 */
function sameFileMatches(entry: IntentEntry, index: DuplicateIntentIndex, caches: AnalysisCaches): { handlers: IntentEntry[]; core: readonly IntentEntry[] | undefined } {
  const handlers: IntentEntry[] = [];
  const groups = groupsOf(index.entriesOf(entry.file.uri), caches);
  const handler = handlerKey(entry.fn, caches);
  const sharing = handler ? (groups.byHandler.get(handler) ?? []) : [];
  // A handler behind more than a few tools is a dispatcher, not a pair.
  if (sharing.length <= MAX_HANDLER_GROUP) {
    for (const other of sharing) {
      if (other === entry || other.fn.language !== entry.fn.language || other.fn.id === entry.fn.id) continue;
      // Tools made by one registration call (a loop over definitions) share its text, not a handler.
      const oneCall = entry.fn.tool?.call && other.fn.tool?.call && sameStart(entry.fn.tool.call.range, other.fn.tool.call.range);
      if (!oneCall && !namesSeparateByFormat(entry.fn.name, other.fn.name)) handlers.push(other);
    }
  }
  const core = coreIntent(entry.fn, caches);
  return { handlers, core: core ? groups.byCore.get(`${entry.fn.language}\u0000${core}`) : undefined };
}

/**
 * What a function runs, when that is one nameable piece of code: a tool's handler passed by name
 * (`server.tool('a', schema, convertPage)`), or a body that is nothing but the same calls with the
 * same arguments (`= repository.notes(folderId)`). Undefined for inline code, which differs.
 */
export function handlerKey(fn: FunctionDecl, caches: AnalysisCaches): string | undefined {
  // Keyed by what the key is read from: the tool's registration, or the body's facts.
  const { handlers } = caches.get(SAME_FILE);
  const source: object = fn.tool ?? fn.body;
  if (handlers.has(source)) return handlers.get(source) ?? undefined;
  const key = computeHandlerKey(fn);
  handlers.set(source, key ?? null);
  return key;
}

function computeHandlerKey(fn: FunctionDecl): string | undefined {
  if (fn.tool) {
    const args = fn.tool.call?.args ?? [];
    const last = args.at(-1)?.text.trim();
    if (!last || args.length < 2 || !/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(last)) return undefined;
    return `handler ${last}`;
  }
  const calls = fn.body.calls;
  if (calls.length === 0 || calls.length > 3) return undefined;
  return `calls ${calls.map((c) => `${c.receiver ?? ''}.${c.name}(${(c.args ?? []).map((x) => x.text).join(',')})`).join(';')}`;
}

function sameStart(a: { start: { line: number; character: number } }, b: { start: { line: number; character: number } }): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character;
}

/** Whether the words that differ between two names are formats or variants on both sides (pdf vs docx, sync vs async). */
function namesSeparateByFormat(a: string, b: string): boolean {
  const wa = new Set(lowerWords(a));
  const wb = new Set(lowerWords(b));
  const onlyA = [...wa].filter((w) => !wb.has(w));
  const onlyB = [...wb].filter((w) => !wa.has(w));
  return onlyA.some((w) => FORMAT_WORDS.has(w)) || onlyB.some((w) => FORMAT_WORDS.has(w));
}

/** Read verbs that, with `every`/`all` or a plural object, list things. */
const READ_ONE = new Set(['get', 'return', 'give', 'provide']);
const QUANTIFIERS = new Set(['every', 'all', 'each', 'whole']);

/**
 * The core of a description: its first clause as verb + the content words it acts on, with the
 * details after it left out ("…, sorted by date", "… with its size"). "Lists the notes in a folder"
 * and "Returns every note of a folder with its size" both read `list: folder note`. Undefined when
 * the clause has fewer than two content words (too little to call two functions the same).
 */
export function coreIntent(fn: FunctionDecl, caches: AnalysisCaches): string | undefined {
  const piece = sourceDescription(fn);
  if (!piece) return undefined;
  const { cores } = caches.get(SAME_FILE);
  if (cores.has(piece)) return cores.get(piece) ?? undefined;
  const core = computeCoreIntent(piece.text);
  cores.set(piece, core ?? null);
  return core;
}

function computeCoreIntent(text: string): string | undefined {
  const pack = packFor(text);
  if (pack.verbPosition === 'last' && pack.intentStopWords) return verbLastCoreIntent(text, pack, pack.intentStopWords);
  // The clause words below are English; other languages are compared by their words only.
  if (pack !== english) return undefined;
  const first = englishFirstClause(text);
  if (!first || first.content.size < 2) return undefined;
  return `${first.verb}: ${[...first.content].sort().join(' ')}`;
}

/** The verb of an English description's first clause (its synonym group) and the content words it acts on. */
function englishFirstClause(text: string): { verb: string; content: Set<string>; all: boolean } | undefined {
  // A parenthetical is an aside inside the clause ("top (most-played) tracks"): the clause goes on after it.
  const sentence = (text.split(/[.!?](?:\s|$)|\n/)[0] ?? '').replace(/\([^()]*\)/g, ' ');
  const clause = sentence.split(/[,;:()]|\s(?:with|including|together|sorted|ordered|grouped|so|and\s+(?:its|their|returns?|shows?))\b/i)[0] ?? '';
  const tokens = joinedDottedNames(clause.toLowerCase())
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const [head, ...rest] = tokens;
  if (head === undefined || rest.length === 0) return undefined;
  const first = verbBase(head);
  let verb = ownEntry(VERB_SYNONYMS, first) ?? first;
  if (READ_ONE.has(verb) && rest.some((t) => QUANTIFIERS.has(t))) verb = 'list';
  if (READ_ONE.has(verb)) verb = 'get';
  return { verb, content: new Set(rest.filter((t) => !STOP_WORDS.has(t) && !QUANTIFIERS.has(t)).map(verbBase)), all: rest.some((t) => QUANTIFIERS.has(t)) };
}

/**
 * What a description's first clause acts on, without its verb ("Consulta despesas de um deputado"
 * -> despesa, deputado), and, in English, whether it acts on all of them ("Marks all alerts",
 * "Lists the recipes") or on one. Undefined for a language whose pack has no stop words; `head`
 * is undefined for a clause without content words.
 */
function firstClause(text: string): { head?: Set<string>; many?: boolean } | undefined {
  const pack = packFor(text);
  if (pack === english) {
    const first = englishFirstClause(text);
    return first && { head: first.content.size ? first.content : undefined, many: first.all || first.verb === 'list' };
  }
  const stop = pack.intentStopWords;
  // Verb-last languages mark number and light verbs in the words themselves (「本」「本たち」, বই and
  // বইগুলো, অনুসন্ধান করে): their clauses are compared through the names' subject instead.
  if (!stop || pack.verbPosition === 'last') return undefined;
  const sentence = (text.split(/[.!?](?:\s|$)|\n/)[0] ?? '').replace(/\([^()]*\)/g, ' ');
  const clause = sentence.split(/[,;:()]/)[0] ?? '';
  // Verb-first: the first word is the verb ("Consulta", "Lista", "Cria").
  const [, ...rest] = clause
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const content = new Set(rest.filter((w) => !stop.has(w) && !/^\p{N}+$/u.test(w)).map((w) => singular(pack, w)));
  return { head: content.size ? content : undefined };
}

/** How many duplicates a function may have for each to be checked against it one by one (a larger group is a real pile-up). */
const PAIRWISE_LIMIT = 12;

/**
 * Whether two functions that look alike are told apart by what an agent reads: names that differ
 * by a format or variant (`describe_image_url`, `describe_image_content`… see {@link FORMAT_WORDS}),
 * names that differ only in number (`delete_feed` one by id, `delete_feeds` many by filter) unless
 * the descriptions are the same text, or descriptions whose first clauses each act on something
 * the other does not ("Consulta despesas de um deputado" and "Consulta proposições de um
 * deputado"; "Reads a note from the local cache" and "Downloads a note from the server"): the
 * same action on different resources, or different ways of doing it.
 */
function distinguished(a: FunctionDecl, b: FunctionDecl): boolean {
  // One name twice in a list: the agent picks by name first, and the name says nothing apart.
  if (lowerWords(a.name).join(' ') === lowerWords(b.name).join(' ')) return false;
  if (namesSeparateByFormat(a.name, b.name)) return true;
  const textA = sourceDescription(a)?.text.trim().replace(/\s+/g, ' ') ?? '';
  const textB = sourceDescription(b)?.text.trim().replace(/\s+/g, ' ') ?? '';
  if (namesDifferInNumber(a.name, b.name) && textA !== textB) return true;
  if (!textA || !textB || textA === textB) return false;
  const clauseA = firstClause(textA);
  const clauseB = firstClause(textB);
  // "Marks a notification as read" and "Marks all notifications as read": one, or all of them.
  if (clauseA?.many !== undefined && clauseB?.many !== undefined && clauseA.many !== clauseB.many) return true;
  const headA = clauseA?.head;
  const headB = clauseB?.head;
  if (!headA || !headB) return false;
  // Each clause acts on something the other does not: one that only adds a detail ("a garden" and
  // "a garden plot", "a note" and "a quick note") may still be the same task.
  return [...headA].some((word) => !headB.has(word)) && [...headB].some((word) => !headA.has(word));
}

/** Whether two names have the same words but one in the singular and the other in the plural (`get_project_status`, `get_project_statuses`). */
function namesDifferInNumber(a: string, b: string): boolean {
  const wa = lowerWords(a);
  const wb = lowerWords(b);
  if (wa.length !== wb.length || wa.join(' ') === wb.join(' ')) return false;
  return wa.every((word, i) => singularNoun(word) === singularNoun(wb[i] as string));
}

/** An English noun in the singular: statuses -> status, entries -> entry, boxes -> box, feeds -> feed; status, class and analysis stay. */
function singularNoun(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:uses|sses|ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

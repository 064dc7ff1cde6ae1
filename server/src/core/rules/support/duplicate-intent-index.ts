import type { FunctionDecl } from '../../model/declarations';
import { cacheSlot } from '../../model/analysis-caches';
import type { FileModel } from '../../model/file-model';

/** Why two functions look the same to an agent. */
export type IntentReason = 'name' | 'description';

/** What the index needs to know of a function to compare it with the others. */
export interface IntentKey {
  /** Functions in different groups (languages, surfaces) are never compared. */
  group: string;
  /** The name's intent (`get note` for getNote and fetchNote); empty when the name says nothing. */
  nameKey: string;
  /** The description's intent words. */
  words: ReadonlySet<string>;
  /**
   * The words of the description that the function's name also says (its resource: `invoice` for
   * `get_invoice_data`), a subset of `words`. Two similar descriptions whose names each say a word
   * the other description lacks ask the same question about different things: not duplicates.
   */
  subject?: ReadonlySet<string>;
}

/** One indexed function. */
export interface IntentEntry {
  /** The latest declaration (an unchanged function of an edited file keeps its entry). */
  fn: FunctionDecl;
  file: FileModel;
  /** Everything a report about or naming this function shows of it. */
  readonly signature: string;
  /** Set by the caller; kept until the entry's duplicates change. */
  report?: unknown;
  nameGroup?: { key: string; members: Set<IntentEntry> };
  words?: WordGroup;
}

/** Functions with exactly the same intent words, and the other word groups similar enough. */
interface WordGroup {
  key: string;
  group: string;
  words: ReadonlySet<string>;
  subject: ReadonlySet<string>;
  members: Set<IntentEntry>;
  similar: Set<WordGroup>;
  /** The words under which the group is indexed (see #prefix). */
  prefix: string[];
  /** The shorter prefix under which it is indexed for larger or equal groups (see #wordGroup). */
  shortPrefix: string[];
}

/**
 * The functions of a workspace, indexed by name intent and description words so that each one's
 * duplicates are found without comparing every pair. The index is kept between passes: a pass
 * re-indexes only the files whose model changed, and only the functions whose duplicates changed
 * (the edited file's and their partners') are marked dirty for the caller to describe again.
 *
 * Two description word sets match when their Jaccard similarity reaches `similarity` (sets smaller
 * than `minWords` only when equal, with at least two words). Exact matches share a word group;
 * similar groups are found with the prefix filter of set-similarity joins: each group is indexed
 * under the first few of its words in one fixed order, and a new group is compared only with the
 * groups that share one of those words. The result is the same set of pairs as comparing all
 * pairs, whatever order files arrive in.
 */
export class DuplicateIntentIndex {
  readonly #files = new Map<string, { model: FileModel; entries: IntentEntry[] }>();
  readonly #names = new Map<string, Set<IntentEntry>>();
  readonly #wordGroups = new Map<string, WordGroup>();
  /** Per group and word set: the word groups with exactly those words (they differ in subject). */
  readonly #sameWords = new Map<string, Set<WordGroup>>();
  /** Per group and word: the word groups (of at least minWords words) with the word in their prefix. */
  readonly #postings = new Map<string, Set<WordGroup>>();
  /** The same for the short prefixes. */
  readonly #shortPostings = new Map<string, Set<WordGroup>>();
  readonly #ranks = new Map<string, number>();
  #nextRareRank = -1;
  readonly #dirty = new Set<IntentEntry>();
  /** How many word groups were compared with another since the index was made (what tests count). */
  probes = 0;
  /**
   * Member sets whose members were all marked dirty since the last {@link takeDirty}: marking them
   * again changes nothing (members added since are new, so dirty already), and marking every member
   * each time one joins made a group of k identical functions cost k² steps.
   */
  readonly #marked = new Set<ReadonlySet<IntentEntry>>();

  constructor(
    private readonly keyOf: (fn: FunctionDecl, file: FileModel) => IntentKey | undefined,
    private readonly similarity: number,
    private readonly minWords: number,
    /** Word sets as sorted text (see {@link SORTED_TEXTS}); an index made on its own keeps its own. */
    private readonly sortedTexts: SortedTexts = new WeakMap(),
  ) {}

  /** Keys by declaration object (models are replaced, never changed): the first sync reads each function twice. */
  readonly #keys = new WeakMap<FunctionDecl, IntentKey | null>();
  #keyOf(fn: FunctionDecl, file: FileModel): IntentKey | undefined {
    let key = this.#keys.get(fn);
    if (key === undefined) this.#keys.set(fn, (key = this.keyOf(fn, file) ?? null));
    return key ?? undefined;
  }

  /**
   * Brings the index to exactly these files; a file whose model is the same object is left alone.
   * Returns the uris of the files re-read or removed.
   */
  sync(files: readonly FileModel[]): string[] {
    if (this.#ranks.size === 0) this.#seedRanks(files);
    const changed: string[] = [];
    const seen = new Set<string>();
    for (const file of files) {
      seen.add(file.uri);
      const known = this.#files.get(file.uri);
      if (known?.model === file) continue;
      this.#syncFile(file);
      changed.push(file.uri);
    }
    for (const uri of [...this.#files.keys()]) {
      if (seen.has(uri)) continue;
      this.#removeFile(uri);
      changed.push(uri);
    }
    return changed;
  }

  /** The entries whose duplicates changed since the last call (new entries included); clears the list. */
  takeDirty(): IntentEntry[] {
    const dirty = [...this.#dirty];
    this.#dirty.clear();
    this.#marked.clear();
    return dirty;
  }

  /** A file's indexed functions, in declaration order. */
  entriesOf(uri: string): readonly IntentEntry[] {
    return this.#files.get(uri)?.entries ?? [];
  }

  /** Every other function that says the same thing as this one, with the reason (name wins). */
  duplicatesOf(entry: IntentEntry): Map<IntentEntry, IntentReason> {
    const found = new Map<IntentEntry, IntentReason>();
    if (entry.nameGroup) for (const other of entry.nameGroup.members) if (other !== entry) found.set(other, 'name');
    const group = entry.words;
    if (group) {
      if (this.#matchesItself(group)) for (const other of group.members) if (other !== entry && !found.has(other)) found.set(other, 'description');
      for (const similar of group.similar) for (const other of similar.members) if (!found.has(other)) found.set(other, 'description');
    }
    return found;
  }

  /**
   * Re-indexes a changed file function by function: a function whose name, id, description words
   * and name position are unchanged keeps its entry (and its report), so typing in one description
   * of a large file re-checks that one function and its duplicates.
   */
  #syncFile(file: FileModel): void {
    const stale = new Map<string, IntentEntry[]>();
    for (const entry of this.#files.get(file.uri)?.entries ?? []) {
      const list = stale.get(entry.signature);
      if (list) list.push(entry);
      else stale.set(entry.signature, [entry]);
    }
    const entries: IntentEntry[] = [];
    for (const fn of file.functions) {
      const key = this.#keyOf(fn, file);
      if (!key) continue;
      const signature = signatureOf(fn, key, this.sortedTexts);
      const same = stale.get(signature)?.shift();
      if (same) {
        same.fn = fn;
        same.file = file;
        entries.push(same);
      } else entries.push(this.#addEntry(fn, file, key, signature));
    }
    for (const list of stale.values()) for (const entry of list) this.#removeEntry(entry);
    this.#files.set(file.uri, { model: file, entries });
  }

  #addEntry(fn: FunctionDecl, file: FileModel, key: IntentKey, signature: string): IntentEntry {
    const entry: IntentEntry = { fn, file, signature };
    this.#dirty.add(entry);
    if (key.nameKey) {
      const nameKey = `${key.group}\u0000${key.nameKey}`;
      let members = this.#names.get(nameKey);
      if (!members) this.#names.set(nameKey, (members = new Set()));
      this.#markAll(members);
      members.add(entry);
      entry.nameGroup = { key: nameKey, members };
    }
    if (key.words.size > 0) {
      const group = this.#wordGroup(key);
      this.#markPartners(group);
      group.members.add(entry);
      entry.words = group;
    }
    return entry;
  }

  #removeFile(uri: string): void {
    const known = this.#files.get(uri);
    if (!known) return;
    this.#files.delete(uri);
    for (const entry of known.entries) this.#removeEntry(entry);
  }

  #removeEntry(entry: IntentEntry): void {
    this.#dirty.delete(entry);
    if (entry.nameGroup) {
      const { key, members } = entry.nameGroup;
      members.delete(entry);
      this.#markAll(members);
      if (members.size === 0) this.#names.delete(key);
    }
    const group = entry.words;
    if (group) {
      group.members.delete(entry);
      this.#markPartners(group);
      if (group.members.size === 0) this.#dropWordGroup(group);
    }
  }

  /** Every function that matches the group's words: their duplicates change when a member comes or goes. */
  #markPartners(group: WordGroup): void {
    if (this.#matchesItself(group)) this.#markAll(group.members);
    for (const similar of group.similar) this.#markAll(similar.members);
  }

  #markAll(members: ReadonlySet<IntentEntry>): void {
    if (this.#marked.has(members)) return;
    this.#marked.add(members);
    for (const other of members) this.#dirty.add(other);
  }

  /**
   * What decides an entry's duplicates in the index: its name group and word group. Entries with
   * the same two have the same duplicates (apart from themselves), so a caller can describe them
   * from one look at the groups.
   */
  groupsOf(entry: IntentEntry): { names?: object; words?: object; wordsMatchThemselves: boolean } {
    // A group that holds only this entry (and finds no similar one) makes no duplicate: left out,
    // so that entries differing only there still share their description.
    const names = entry.nameGroup && entry.nameGroup.members.size > 1 ? entry.nameGroup.members : undefined;
    const words = entry.words && (entry.words.members.size > 1 || entry.words.similar.size > 0) ? entry.words : undefined;
    return { names, words, wordsMatchThemselves: !!words && this.#matchesItself(words) };
  }

  /** Equal word sets match when they have at least two words (one shared word says little). */
  #matchesItself(group: WordGroup): boolean {
    return group.words.size >= 2;
  }

  #wordGroup(key: IntentKey): WordGroup {
    const wordsId = `${key.group}\u0000${sortedWords(key.words, this.sortedTexts)}`;
    const subject = key.subject ?? NO_SUBJECT;
    const id = `${wordsId}\u0000${sortedWords(subject, this.sortedTexts)}`;
    let group = this.#wordGroups.get(id);
    if (group) return group;
    group = { key: id, group: key.group, words: key.words, subject, members: new Set(), similar: new Set(), prefix: [], shortPrefix: [] };
    this.#wordGroups.set(id, group);
    // The same words under another subject: matched here, since small sets are not in the postings.
    let same = this.#sameWords.get(wordsId);
    if (!same) this.#sameWords.set(wordsId, (same = new Set()));
    for (const other of same) {
      if (this.#matchesItself(group) && !differentSubjects(group, other)) {
        group.similar.add(other);
        other.similar.add(group);
      }
    }
    same.add(group);
    if (key.words.size < this.minWords) return group;
    group.prefix = this.#prefix(key.words, this.similarity);
    // Of two similar sets, the smaller shares at least 2t/(1+t) of its words with the larger, so
    // the smaller one's shorter prefix meets the larger one's prefix: a new group probes the short
    // prefixes of groups that may be smaller with its prefix, and the prefixes of groups that may be
    // larger with its short prefix. Sets differing in one rare word (a number in each description)
    // then share no indexed word, where with one prefix each probed every other.
    group.shortPrefix = this.#prefix(key.words, (2 * this.similarity) / (1 + this.similarity));
    const probed = new Set<WordGroup>();
    const probe = (postings: Map<string, Set<WordGroup>>, words: readonly string[]) => {
      for (const word of words) {
        for (const other of postings.get(`${group!.group}\u0000${word}`) ?? []) {
          if (probed.has(other)) continue;
          this.probes++;
          probed.add(other);
          if (this.#similar(group!, other)) {
            group!.similar.add(other);
            other.similar.add(group!);
          }
        }
      }
    };
    probe(this.#shortPostings, group.prefix);
    probe(this.#postings, group.shortPrefix);
    for (const [postings, posting] of this.#postingsOf(group)) {
      let groups = postings.get(posting);
      if (!groups) postings.set(posting, (groups = new Set()));
      groups.add(group);
    }
    return group;
  }

  /**
   * The first g - ceil(share * g) + 1 of a set's g words in the index's fixed word order. Two
   * sets that reach the similarity share at least ceil(similarity * max(g, h)) words, so their
   * prefixes share a word: only prefixes need to be indexed and probed (with `share` = 2t/(1+t),
   * the short prefix, which meets the prefix of any similar set at least as large).
   */
  #prefix(words: ReadonlySet<string>, share: number): string[] {
    const size = words.size;
    // The epsilon keeps float error from raising the count of shared words needed.
    const needed = Math.ceil(share * size - 1e-9);
    return [...words].sort((a, b) => this.#rankOf(a) - this.#rankOf(b)).slice(0, size - needed + 1);
  }

  /**
   * A word's place in the fixed order: rare words first, so prefixes hold rare words and postings
   * stay short. Ranks are given once and never change (the prefixes already indexed depend on
   * them); words first seen after the first pass come before all others, as the rarest.
   */
  #rankOf(word: string): number {
    let rank = this.#ranks.get(word);
    if (rank === undefined) this.#ranks.set(word, (rank = this.#nextRareRank--));
    return rank;
  }

  /** Ranks the words of a first batch by how often they occur in it. */
  #seedRanks(files: readonly FileModel[]): void {
    const frequency = new Map<string, number>();
    for (const file of files) {
      for (const fn of file.functions) for (const word of this.#keyOf(fn, file)?.words ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
    const ordered = [...frequency].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    ordered.forEach(([word], rank) => this.#ranks.set(word, rank));
  }

  /** Where a group is indexed: each word of its prefix in the postings, of its short prefix in the short postings. */
  *#postingsOf(group: WordGroup): Generator<[Map<string, Set<WordGroup>>, string]> {
    for (const word of group.prefix) yield [this.#postings, `${group.group}\u0000${word}`];
    for (const word of group.shortPrefix) yield [this.#shortPostings, `${group.group}\u0000${word}`];
  }

  #similar(a: WordGroup, b: WordGroup): boolean {
    const small = Math.min(a.words.size, b.words.size);
    const large = Math.max(a.words.size, b.words.size);
    if (small < this.similarity * large - 1e-9) return false;
    return jaccard(a.words, b.words) >= this.similarity && !differentSubjects(a, b);
  }

  #dropWordGroup(group: WordGroup): void {
    this.#wordGroups.delete(group.key);
    const wordsId = `${group.group}\u0000${sortedWords(group.words, this.sortedTexts)}`;
    const same = this.#sameWords.get(wordsId);
    same?.delete(group);
    if (same?.size === 0) this.#sameWords.delete(wordsId);
    for (const other of group.similar) other.similar.delete(group);
    for (const [postings, posting] of this.#postingsOf(group)) {
      const groups = postings.get(posting);
      groups?.delete(group);
      if (groups?.size === 0) postings.delete(posting);
    }
  }
}

function signatureOf(fn: FunctionDecl, key: IntentKey, sortedTexts: SortedTexts): string {
  const { start, end } = fn.nameRange;
  return [
    key.group,
    key.nameKey,
    sortedWords(key.words, sortedTexts),
    sortedWords(key.subject ?? NO_SUBJECT, sortedTexts),
    fn.id,
    fn.name,
    start.line,
    start.character,
    end.line,
    end.character,
  ].join('\u0000');
}

/** A word set as one string, once per set (sets are shared between edits for unchanged descriptions). */
type SortedTexts = WeakMap<ReadonlySet<string>, string>;
export const SORTED_TEXTS = cacheSlot('no-duplicate-intent: sorted word sets', (): SortedTexts => new WeakMap());
function sortedWords(words: ReadonlySet<string>, sortedTexts: SortedTexts): string {
  let text = sortedTexts.get(words);
  if (text === undefined) {
    text = [...words].sort().join(' ');
    sortedTexts.set(words, text);
  }
  return text;
}

const NO_SUBJECT: ReadonlySet<string> = new Set();

/**
 * Marks a subject word taken from the function's name alone, for a description in another
 * language than the name: it is compared with the other function's name words, not its description.
 */
export const NAME_WORD = '\u0001';

/**
 * Whether two descriptions are about different things: one function's name says a word of its
 * description that the other description never uses (`build` data and `build log` data, `branch`
 * data and `file` data), or, for descriptions in another language than the names, the names
 * differ in a word (`get_app_acl` and `get_field_acl`). Equal descriptions are never about
 * different things.
 */
function differentSubjects(a: { words: ReadonlySet<string>; subject: ReadonlySet<string> }, b: { words: ReadonlySet<string>; subject: ReadonlySet<string> }): boolean {
  if (a.words.size === b.words.size && [...a.words].every((word) => b.words.has(word))) return false;
  return saysOtherSubject(a, b) || saysOtherSubject(b, a);
}

function saysOtherSubject(a: { subject: ReadonlySet<string> }, b: { words: ReadonlySet<string>; subject: ReadonlySet<string> }): boolean {
  for (const word of a.subject) {
    if (word.startsWith(NAME_WORD) ? !b.subject.has(word) && hasNameWords(b.subject) : !b.words.has(word)) return true;
  }
  return false;
}

function hasNameWords(subject: ReadonlySet<string>): boolean {
  for (const word of subject) return word.startsWith(NAME_WORD);
  return false;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

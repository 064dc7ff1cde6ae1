/**
 * A named, typed place in {@link AnalysisCaches}. The module that keeps the cache declares its slot
 * once (with the structure's type, its key and its bound), so the owner stays free of the types of
 * the layers above it and every cache is found by its name.
 */
export interface CacheSlot<T> {
  /** What the slot holds, as the table of caches in ARCHITECTURE.md names it. */
  readonly name: string;
  /** Makes the empty structure, once per owner (or once per owner and workspace); it may use the owner's other slots. */
  create(owner: AnalysisCaches): T;
}

/**
 * Stores `value` under `key` in a map bounded to `limit` entries: when a new key would pass the
 * bound, the oldest entry (the first inserted) goes. The bound keeps a cold run over a large
 * workspace, where nothing is asked for twice, from keeping everything it computed.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  if (!map.has(key) && map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** How long facts read from files around the analysed ones (package.json, Gradle files) are trusted: such files change rarely, but they do. */
const FILE_FACTS_TTL_MS = 3000;

/** `compute()` for `key`, remembered in `cache` (at most `kept` keys) for {@link FILE_FACTS_TTL_MS}. */
export function rememberedForAWhile<T>(cache: Map<string, { at: number; value: T }>, key: string, kept: number, compute: () => T): T {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < FILE_FACTS_TTL_MS) return hit.value;
  const value = compute();
  setBounded(cache, key, { at: Date.now(), value }, kept);
  return value;
}

/**
 * A map bounded both in entries and in total weight (for a cache keyed by text, the characters it
 * holds), the least recently stored going first. The entry bound alone let a few huge texts stay:
 * a cache of 2,000 description pieces kept every megabyte-long one a session had seen, with what
 * was derived from it (about 17 bytes a character), hundreds of megabytes in all. An entry heavier
 * than the whole budget is not kept.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxWeight: number = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Whether an entry of this weight would be kept: callers skip preparing one that would not. */
  keeps(weight: number): boolean {
    return weight <= this.maxWeight;
  }

  /** Stores `value` as the most recent entry, then drops the oldest until both bounds hold. */
  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (this.#entries.size > this.maxEntries || this.#weight > this.maxWeight) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The total weight of the entries kept. */
  get weight(): number {
    return this.#weight;
  }
}

/** Declares a slot: `create` makes the empty structure the first time an owner is asked for it. */
export function cacheSlot<T>(name: string, create: (owner: AnalysisCaches) => T): CacheSlot<T> {
  return { name, create };
}

/** What a memo needs of a workspace: its identity, and the version of what files see of each other. */
export interface MemoSource {
  readonly factsVersion: number;
}

/**
 * Every piece of state the analysis keeps between calls, owned by one `Analyzer` (a registry made
 * without one owns its own). Rules reach it through their context, the schema builders and type
 * resolution through the workspace view, the front ends from the analyzer that creates them. Each
 * cache keeps the key, bound and invalidation its slot describes; nothing here outlives the owner.
 */
export class AnalysisCaches {
  /** Per owner: one structure per slot (bounded per-piece, per-body and per-text caches). */
  readonly #owned = new Map<CacheSlot<unknown>, unknown>();
  /** Per workspace view: one structure per slot (state of incremental passes), dropped with the view. */
  readonly #perWorkspace = new WeakMap<object, Map<CacheSlot<unknown>, unknown>>();
  /** Per workspace view: values derived from the whole workspace, under the facts version they were computed at. */
  readonly #memos = new WeakMap<object, { factsVersion: number; values: Map<string, unknown> }>();

  /** The owner's structure for `slot`, made on first use. */
  get<T>(slot: CacheSlot<T>): T {
    if (!this.#owned.has(slot)) this.#owned.set(slot, slot.create(this));
    return this.#owned.get(slot) as T;
  }

  /** The structure for `slot` that belongs to one workspace view, made on first use. */
  forWorkspace<T>(workspace: object, slot: CacheSlot<T>): T {
    let slots = this.#perWorkspace.get(workspace);
    if (!slots) this.#perWorkspace.set(workspace, (slots = new Map()));
    if (!slots.has(slot)) slots.set(slot, slot.create(this));
    return slots.get(slot) as T;
  }

  /**
   * A value derived from the whole workspace (all function names, the input types...), computed
   * once per facts version instead of once per file that asks. Only facts in the fact signature
   * may go into it: a memo survives edits that leave the signature unchanged.
   */
  memo<T>(workspace: MemoSource, key: string, compute: () => T): T {
    let memos = this.#memos.get(workspace);
    if (!memos || memos.factsVersion !== workspace.factsVersion) {
      memos = { factsVersion: workspace.factsVersion, values: new Map() };
      this.#memos.set(workspace, memos);
    }
    if (!memos.values.has(key)) memos.values.set(key, compute());
    return memos.values.get(key) as T;
  }
}

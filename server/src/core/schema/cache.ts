import { createHash } from 'node:crypto';
import { BoundedMap } from '../model/analysis-caches';

/** Keys that locate text in a file rather than say what it is: dropped from content fingerprints. */
const POSITIONAL_KEYS = new Set(['range', 'nameRange', 'declarationRange', 'segments', 'body', 'start', 'end', 'textOffset']);

/** A content fingerprint, with how much content it stands for (what a cached result grows with). */
export interface ContentKey {
  readonly hash: string;
  /** Characters of the content's JSON: a view holds its texts, so its size follows this. */
  readonly weight: number;
}

/**
 * A fingerprint of declarations' content: their model as JSON without positions, hashed. Moving a
 * function down a file, or editing another function, leaves it unchanged; any change to what the
 * agent can see (a type, a default, a doc, an annotation) changes it.
 */
export function contentKey(...parts: unknown[]): ContentKey {
  const json = JSON.stringify(parts, (key, value: unknown) => {
    if (POSITIONAL_KEYS.has(key)) return undefined;
    if (value instanceof Set) return [...value];
    return value;
  });
  return { hash: createHash('sha1').update(json).digest('hex'), weight: json.length };
}

/**
 * Caches computed schemas twice over: per declaration object while the registry version is the
 * same (no work at all on repeated hovers), and per content key across re-parses (a re-parsed file
 * whose function did not change re-uses the result). The content map is a small LRU, bounded in
 * entries and in the content it stands for: a view keeps its description, and a few megabyte-long
 * ones must not stay for the rest of a session.
 */
export class SchemaCache<T> {
  readonly #byObject = new WeakMap<object, { version: number; value: T }>();
  readonly #byKey: BoundedMap<string, T>;

  constructor(maxEntries = 500, maxWeight = 2_000_000) {
    this.#byKey = new BoundedMap(maxEntries, maxWeight);
  }

  get(owner: object, version: number, key: () => ContentKey, compute: () => T): T {
    const hit = this.#byObject.get(owner);
    if (hit && hit.version === version) return hit.value;
    const { hash, weight } = key();
    const value = this.#byKey.get(hash) ?? (this.#byKey.keeps(weight) ? detachedView(compute()) : compute());
    // Stored again, it moves to the newest place.
    this.#byKey.set(hash, value, weight);
    this.#byObject.set(owner, { version, value });
    return value;
  }

  get size(): number {
    return this.#byKey.size;
  }

  clear(): void {
    this.#byKey.clear();
  }
}

/**
 * A copy of a computed view that shares no string with the model it was computed from. Views hold
 * descriptions, names and messages cut from the file's text, and V8 keeps a cut of 13 characters or
 * more as a slice of the whole text: a cached view would keep its file alive, however large, long
 * after the file changed or closed. A structured clone makes every string anew. Views are plain
 * data; one that is not is kept as it is.
 */
function detachedView<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

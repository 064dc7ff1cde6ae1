import { createHash } from 'node:crypto';
import { setBounded } from '../model/analysis-caches';

/** Keys that locate text in a file rather than say what it is: dropped from content fingerprints. */
const POSITIONAL_KEYS = new Set(['range', 'nameRange', 'declarationRange', 'segments', 'body', 'start', 'end', 'textOffset']);

/**
 * A fingerprint of declarations' content: their model as JSON without positions, hashed. Moving a
 * function down a file, or editing another function, leaves it unchanged; any change to what the
 * agent can see (a type, a default, a doc, an annotation) changes it.
 */
export function contentKey(...parts: unknown[]): string {
  const json = JSON.stringify(parts, (key, value: unknown) => {
    if (POSITIONAL_KEYS.has(key)) return undefined;
    if (value instanceof Set) return [...value];
    return value;
  });
  return createHash('sha1').update(json).digest('hex');
}

/**
 * Caches computed schemas twice over: per declaration object while the registry version is the
 * same (no work at all on repeated hovers), and per content key across re-parses (a re-parsed file
 * whose function did not change re-uses the result). The content map is a small LRU.
 */
export class SchemaCache<T> {
  readonly #byObject = new WeakMap<object, { version: number; value: T }>();
  readonly #byKey = new Map<string, T>();

  constructor(private readonly maxEntries = 500) {}

  get(owner: object, version: number, key: () => string, compute: () => T): T {
    const hit = this.#byObject.get(owner);
    if (hit && hit.version === version) return hit.value;
    const contentKey = key();
    let value = this.#byKey.get(contentKey);
    if (value !== undefined) {
      // Refresh its place in the LRU order.
      this.#byKey.delete(contentKey);
    } else {
      value = compute();
    }
    setBounded(this.#byKey, contentKey, value, this.maxEntries);
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

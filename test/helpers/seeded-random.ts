/**
 * A small deterministic random source (a 32-bit linear congruential generator) for tests that
 * walk random edit sequences: the same seed gives the same sequence, so a failure can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One item of a non-empty list, chosen with one draw of `random` (a value in [0, 1)). */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick needs a non-empty list');
  return item;
}

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

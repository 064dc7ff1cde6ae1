/**
 * How much one tree-sitter instance's WebAssembly memory may grow past what loading the grammar
 * took. Written code needs next to nothing (a megabyte of the examples' Kotlin grew it by less than
 * 1 MB); runaway shapes grow it superlinearly (one-line statements in one block: 14 MB at 250 KB,
 * 167 MB at 1 MB). An instance never gives memory back, so one that grew past this is
 * retired (see tree-sitter.ts) and the next parse starts in a fresh one.
 */
export const PARSE_MEMORY_BUDGET_BYTES = 64 * 2 ** 20;

/**
 * Past this growth an instance is retired after the parse that grew it, though a parse may use up
 * to {@link PARSE_MEMORY_BUDGET_BYTES}: what a large parse grew stays with the instance for the rest
 * of the session otherwise (the server sat 60 MB above its start after a few megabyte inputs).
 * Kept trees of written code stay far below it, so ordinary editing never retires an instance.
 */
export const RETIRE_ABOVE_BYTES = 24 * 2 ** 20;

/**
 * A broken file at least this long keeps no tree for its next parse. A result with a syntax error is
 * parsed again from scratch (see `reparse`), so a broken tree only helps the one edit that mends it,
 * while it holds the instance's memory: a megabyte line typed into an annotation kept 23 MB of tree
 * in the front end and as much in the fix check, and the instance grew past 100 MB. Short files keep
 * theirs: typing breaks and mends them at every keystroke, and their trees are small.
 */
export const KEEP_BROKEN_TREE_BELOW_CHARS = 256 * 1024;

/** A progress callback that cancels a parse past its time or memory budget, and which of the two it was. */
export interface ParseGuard {
  readonly progressCallback: () => boolean;
  /** Why the parse was cancelled; undefined while it is within both budgets. */
  exceeded(): 'time' | 'memory' | undefined;
}

/**
 * A guard for one tree-sitter parse. tree-sitter calls the callback every hundred or so parse
 * steps, and a step's cost varies a hundredfold with the input, so only the clock bounds the time.
 * `grownBytes` reads how far the parsing instance's memory has grown: the parse may use what the
 * instance already holds, but not grow it past `memoryBudgetBytes`. The memory grows in steps of
 * about a fifth, so the ceiling is passed by at most one step.
 */
export function parseGuard(timeBudgetMs: number | undefined, grownBytes: () => number, memoryBudgetBytes = PARSE_MEMORY_BUDGET_BYTES): ParseGuard {
  const deadline = timeBudgetMs === undefined || !Number.isFinite(timeBudgetMs) ? Number.POSITIVE_INFINITY : performance.now() + timeBudgetMs;
  const memoryLimit = Math.max(memoryBudgetBytes, grownBytes());
  let reason: 'time' | 'memory' | undefined;
  return {
    progressCallback: () => {
      if (reason) return true;
      if (performance.now() > deadline) reason = 'time';
      else if (grownBytes() > memoryLimit) reason = 'memory';
      return reason !== undefined;
    },
    exceeded: () => reason,
  };
}

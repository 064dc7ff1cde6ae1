import * as v8 from 'node:v8';

/**
 * How much tree-sitter's WebAssembly memory may grow in all, past what it held at the first parse.
 * Written code needs next to nothing (a megabyte of the examples' Kotlin grew it by less than 1 MB);
 * runaway shapes grow it superlinearly (200,000 one-line statements in one block: 47 MB at 250 KB,
 * 311 MB at 1 MB), and what it grew to is never given back. The ceiling is approximate: the memory
 * grows in steps, and a cancelled parse keeps its last one.
 */
export const PARSE_MEMORY_BUDGET_BYTES = 64 * 2 ** 20;

/** V8's external memory at the first guarded parse: the grammar loaded, nothing parsed yet. */
let baseline: number | undefined;

/** How many progress callbacks pass between two readings of the memory (each about a microsecond). */
const MEMORY_CHECK_EVERY = 16;

/** A progress callback that cancels a parse past its time or memory budget, and which of the two it was. */
export interface ParseGuard {
  readonly progressCallback: () => boolean;
  /** Why the parse was cancelled; undefined while it is within both budgets. */
  exceeded(): 'time' | 'memory' | undefined;
}

/**
 * A guard for one tree-sitter parse. tree-sitter calls the callback every hundred or so parse
 * steps, and a step's cost varies a hundredfold with the input, so only the clock bounds the time;
 * the memory is V8's external memory, where the WebAssembly memory's growth shows.
 */
export function parseGuard(timeBudgetMs: number | undefined, memoryBudgetBytes = PARSE_MEMORY_BUDGET_BYTES): ParseGuard {
  const deadline = timeBudgetMs === undefined || !Number.isFinite(timeBudgetMs) ? Number.POSITIVE_INFINITY : performance.now() + timeBudgetMs;
  const atStart = v8.getHeapStatistics().external_memory;
  baseline ??= atStart;
  // A ceiling for the process, not a growth per parse: the memory a cancelled parse grew stays, so
  // a budget per parse would let runaway inputs ratchet it up one budget at a time. External memory
  // already above the ceiling (from elsewhere) is not blamed on the parse, but it may not add to it.
  const memoryLimit = Math.max(baseline + memoryBudgetBytes, atStart);
  let reason: 'time' | 'memory' | undefined;
  let calls = 0;
  return {
    progressCallback: () => {
      if (reason) return true;
      if (performance.now() > deadline) reason = 'time';
      else if (++calls % MEMORY_CHECK_EVERY === 0 && v8.getHeapStatistics().external_memory > memoryLimit) reason = 'memory';
      return reason !== undefined;
    },
    exceeded: () => reason,
  };
}

// How long a front end may spend parsing one text, and what it throws when the time is up.

/** What a driver asks of one parse. */
export interface ParseOptions {
  /**
   * Wall-clock milliseconds the parser may take; a parse still running then is abandoned with a
   * {@link ParseTimeout}. No limit when absent.
   */
  readonly timeBudgetMs?: number;
}

/**
 * Thrown by a front end that gave up parsing a text within its time budget. Expected on runaway
 * input (error recovery over a megabyte of broken code is superlinear), so the analyzer turns it
 * into a `file-skipped` notice rather than an internal error.
 */
export class ParseTimeout extends Error {
  constructor(readonly budgetMs: number) {
    super(`parse abandoned after ${budgetMs} ms`);
    this.name = 'ParseTimeout';
  }
}

/**
 * A tree-sitter progress callback that cancels the parse once `budgetMs` have passed: tree-sitter
 * calls it every hundred or so parse steps, and a step's cost varies a hundredfold with the input,
 * so only the clock bounds the time. Undefined when there is no budget.
 */
export function deadlineCallback(budgetMs: number | undefined): (() => boolean) | undefined {
  if (budgetMs === undefined || !Number.isFinite(budgetMs)) return undefined;
  const deadline = performance.now() + budgetMs;
  return () => performance.now() > deadline;
}

// How long a front end may spend parsing one text, and what it throws when a parse is abandoned.

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
 * Thrown by a front end whose parser would have grown its memory past its budget. A tree-sitter
 * instance's WebAssembly memory grows to the largest parse's need and never shrinks, and some
 * shapes of input (110,000 one-line statements in one block) make it grow superlinearly: that
 * megabyte took 167 MB. Expected on such input: the analyzer turns it into a `file-skipped` notice.
 */
export class ParseMemoryExceeded extends Error {
  constructor(readonly budgetBytes: number) {
    super(`parse abandoned past ${Math.round(budgetBytes / 2 ** 20)} MB`);
    this.name = 'ParseMemoryExceeded';
  }
}

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

/**
 * Thrown by a front end that found, before parsing, that a large part of a text reads as prose
 * rather than code: more places where one word follows another than `limit`. Each is a syntax
 * error whose recovery is costly (the TypeScript parser looks for a keyword spelled like every such
 * word: 170,000 of them took 1.1 s), and nothing useful is read from such a text. Expected on pasted
 * prose and other runaway input: the analyzer turns it into a `file-skipped` notice.
 */
export class NotReadableAsCode extends Error {
  constructor(
    readonly wordPairs: number,
    readonly limit: number,
  ) {
    super(`more than ${limit} words in a row where code needs an operator`);
    this.name = 'NotReadableAsCode';
  }
}

/**
 * Whether an error is a {@link NotReadableAsCode}, told by its name: the TypeScript front end is a
 * bundle of its own, loaded on the first TypeScript file, with its own copy of the class.
 */
export function isNotReadableAsCode(error: unknown): error is NotReadableAsCode {
  return error instanceof Error && error.name === 'NotReadableAsCode' && typeof (error as NotReadableAsCode).limit === 'number';
}

/**
 * The clock a front end checks while it reads a parsed tree: `tick()` is cheap (it looks at the
 * clock once every few hundred calls) and throws {@link ParseTimeout} once `at` has passed. Reading
 * is linear, but some shapes of input make it long: a chain of 300,000 `!!` nests as deep as it is
 * long, and every node of it is a fact to read.
 */
export class Deadline {
  #ticks = 0;

  constructor(
    readonly at: number,
    readonly budgetMs: number,
  ) {}

  /** A deadline `budgetMs` from `start`; none (never passed) when no budget is given. */
  static after(start: number, budgetMs: number | undefined): Deadline {
    return budgetMs === undefined ? NO_DEADLINE : new Deadline(start + budgetMs, budgetMs);
  }

  tick(): void {
    if ((++this.#ticks & 255) === 0 && performance.now() > this.at) throw new ParseTimeout(this.budgetMs);
  }
}

/** A deadline that never passes. */
export const NO_DEADLINE = new Deadline(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);

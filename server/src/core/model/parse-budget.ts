// How long a front end may spend parsing one text, and what it throws when a parse is abandoned.

/** What a driver asks of one parse. */
export interface ParseOptions {
  /**
   * Wall-clock milliseconds the parser may take; a parse still running then is abandoned with a
   * {@link ParseTimeout}. No limit when absent.
   */
  readonly timeBudgetMs?: number;
  /**
   * Tokens, and syntax-tree nodes, a text may have: a front end that keeps a tree of JavaScript
   * objects refuses a text with more, throwing {@link TreeTooLarge}. No limit when absent.
   */
  readonly maxTreeSize?: number;
}

/**
 * The tree-size limit (tokens, and nodes) that goes with a size limit in bytes: written code makes
 * one node per 7 to 8 bytes (the compiler's sources, bundled libraries; generated registrations
 * one per 3.5) and has fewer tokens than nodes, so it reaches the size limit first, and only text
 * far denser than code reaches this one. Raising the size limit raises it too.
 */
export function treeSizeLimit(maxFileSize: number): number {
  return Math.floor(maxFileSize / TREE_BYTES);
}

/** Bytes of size limit per token or node allowed (see {@link treeSizeLimit}). */
export const TREE_BYTES = 5;

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
 * Thrown by a front end whose syntax tree would be, or is, larger than its limit: more tokens than
 * `limit` found by a scan before parsing, or more nodes than `limit` built by the parse. The
 * TypeScript compiler keeps about 155 bytes per node and the whole tree: a megabyte of `a.b.a.b…`
 * made a million nodes (150 MB) and one of nested tagged templates half a million (73 MB), where a
 * megabyte of written code makes 120,000 to 150,000 (13 to 18 MB). Expected on runaway input: the
 * analyzer turns it into a `file-skipped` notice.
 */
export class TreeTooLarge extends Error {
  constructor(
    readonly what: 'tokens' | 'nodes',
    readonly count: number,
    readonly limit: number,
  ) {
    super(`more than ${limit} ${what}`);
    this.name = 'TreeTooLarge';
  }
}

/** Whether an error is a {@link TreeTooLarge}, told by its name (see {@link isNotReadableAsCode}). */
export function isTreeTooLarge(error: unknown): error is TreeTooLarge {
  return error instanceof Error && error.name === 'TreeTooLarge' && typeof (error as TreeTooLarge).limit === 'number';
}

/**
 * How many functions (AppFunctions, tools) one file may declare. Reading and checking a function
 * costs about 0.3 ms, so a file of thousands made every answer about it take seconds (the fuzz
 * run's 2,300 copies of one function: 2.2 s per diagnostics pull); the largest servers and apps
 * declare a few hundred in all, split over files.
 */
export const MAX_FUNCTIONS_PER_FILE = 1_000;

/**
 * Thrown by a front end that found more than {@link MAX_FUNCTIONS_PER_FILE} functions in one file.
 * Expected on generated or runaway input: the analyzer turns it into a `file-skipped` notice.
 */
export class TooManyFunctions extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} functions in one file`);
    this.name = 'TooManyFunctions';
  }
}

/** Whether an error is a {@link TooManyFunctions}, told by its name (see {@link isNotReadableAsCode}). */
export function isTooManyFunctions(error: unknown): error is TooManyFunctions {
  return error instanceof Error && error.name === 'TooManyFunctions' && typeof (error as TooManyFunctions).limit === 'number';
}

/**
 * Whether an error thrown while reading a tree is the reader giving up on the whole file (out of
 * time, too many functions) rather than a fault in one declaration: it must reach the analyzer.
 */
export function givesUpOnFile(error: unknown): boolean {
  return error instanceof ParseTimeout || isTooManyFunctions(error);
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

/**
 * How many distinct names the registry keeps of what parsed files refer to (to know which deferred
 * files to parse). Past it the registry rebuilds the set from the files it holds; still past it, it
 * stops deferring and parses every file. A megabyte of prose in a declaring file names 100,000
 * words. A front end stops collecting one file's names one past it: more cannot change the outcome.
 */
export const MAX_REFERENCED_NAMES = 50_000;

import type { Parser, Tree } from 'web-tree-sitter';
import { xmlTools } from '../languages/android-xml/xml-tools';
import { frontEndFor } from '../languages/front-ends';
import { reparse } from '../languages/kotlin/index';
import { maskFunInterfaces } from '../languages/kotlin/fun-interface';
import { parseGuard, RETIRE_ABOVE_BYTES } from '../languages/tree-sitter/parse-guard';
import { syntaxErrorNodes } from '../languages/tree-sitter/syntax-errors';
import { kotlinRuntime, loadedKotlinRuntime, retireIfGrown, type KotlinRuntime } from '../languages/kotlin/tree-sitter';
import { loadTypeScriptFrontEnd } from '../languages/typescript-front-end-loader';
import { CSHARP_RUNTIMES, csharpRuntime } from '../languages/csharp/tree-sitter';
import { readSyntaxErrorCount } from '../languages/csharp/index';
import type { RuntimeUser, TreeSitterRuntime } from '../languages/tree-sitter/runtime';
import { csharpTooDeep } from '../registry/file-limits';
import { AnalysisCaches, BoundedMap, setBounded } from '../model/analysis-caches';
import { IGNORE_INTERNAL_ERRORS } from '../model/internal-error';
import { Deadline, ParseTimeout } from '../model/parse-budget';
import { MAX_FIXABLE_SYNTAX_ERRORS, parsesAsWell, type FixEnvironment } from './fix-all';

/**
 * The one test every fix passes before it is offered or applied (rule fixes, suppressions and
 * fix-all alike): the fixed text must parse at least as well as the text it came from. Errors are
 * counted by the language's own parser on the whole text, exactly (the models keep at most a few
 * syntax errors, which cannot tell 150 from 200): Kotlin counts tree-sitter ERROR and MISSING
 * nodes, TypeScript its parser's diagnostics, Android XML the XML parser's lexing and parsing errors.
 */
export interface ParseGate {
  /** How many syntax errors the file's parser finds in `text`. */
  errorCount(text: string): number;
  /**
   * Whether `after` parses at least as well as `before`: never when either could not be parsed in
   * time, nor when `before` has {@link MAX_FIXABLE_SYNTAX_ERRORS} or more.
   */
  keeps(before: string, after: string): boolean;
}

/** How many texts one gate remembers the count of: the input and the candidates of one request. */
const REMEMBERED_TEXTS = 16;

/**
 * A counter per language; each is a pure function of the text (and the file's extension).
 * `base` says the text is the one the next candidates are made from (a fix's input);
 * `remainingMs` is what is left of the gate's total budget (counters that cannot stop midway ignore it).
 */
type Counter = (text: string, base: boolean, remainingMs: number) => number;

/**
 * Counts the TypeScript and XML gates made, by parser (a TypeScript extension, or `xml`), kept
 * across requests: the editor asks for code actions again and again on the same text, and every
 * request offered the same candidates, each a fresh parse of the whole file (a megabyte of tagged
 * templates allocated 150 MB a parse, ten parses an input in the fuzz run). The Kotlin gate
 * parses incrementally from the kept tree of its base instead. Bounded in characters held.
 */
const rememberedCounts = new Map<string, BoundedMap<string, number>>();

/** Characters of text the remembered counts of one parser may hold (the texts are the keys). */
const REMEMBERED_COUNT_CHARS = 4_000_000;

function rememberedCount(parser: string, text: string, count: () => number): number {
  let counts = rememberedCounts.get(parser);
  if (!counts) rememberedCounts.set(parser, (counts = new BoundedMap(REMEMBERED_TEXTS * 4, REMEMBERED_COUNT_CHARS)));
  let result = counts.get(text);
  if (result === undefined) {
    result = count();
    counts.set(text, result, text.length);
  }
  return result;
}

/** The gate's Kotlin parser, moved to a fresh tree-sitter instance whenever the front end's was retired. */
let kotlinCounter: KotlinCounter | undefined;

/** The counter of the current Kotlin instance (`fallback` while none is loaded), made when there is none. */
function currentKotlinCounter(fallback: KotlinRuntime): KotlinCounter {
  const runtime = loadedKotlinRuntime() ?? fallback;
  if (kotlinCounter?.runtime !== runtime) {
    kotlinCounter?.dispose();
    kotlinCounter = new KotlinCounter(runtime);
  }
  return kotlinCounter;
}

let typeScriptFrontEnd: ReturnType<typeof loadTypeScriptFrontEnd> | undefined;

/**
 * The gate for one file, by its path or URI; undefined when no front end reads the file (there is
 * nothing to fix in it). The Kotlin grammar is the one the analyzer loaded; the TypeScript compiler
 * is required only here, when a TypeScript file is fixed, so a Kotlin app never loads it.
 * `timeBudgetMs` bounds each Kotlin parse (the driver's `parseTimeMs`); a text that outlasts it
 * counts as unparseable, so no fix that produces it is offered. `totalBudgetMs` bounds all the
 * gate's parses together (one request's): past it, every further text counts as unparseable, so
 * the fixes not yet judged are not offered rather than judged late.
 */
export async function parseGateFor(uri: string, timeBudgetMs?: number, totalBudgetMs?: number): Promise<ParseGate | undefined> {
  const filePath = uri.replace(/[?#].*$/, '');
  const frontEnd = frontEndFor(filePath);
  if (!frontEnd) return undefined;
  let counter: Counter;
  if (frontEnd.language === 'kotlin') {
    const runtime = await kotlinRuntime();
    // Looked up at every count: a fix-all awaits between counts, and a retired instance's counter
    // is disposed as soon as the replacement is loaded.
    counter = (text, base, remainingMs) => currentKotlinCounter(runtime).count(text, base, Math.min(timeBudgetMs ?? Number.POSITIVE_INFINITY, remainingMs));
  } else if (frontEnd.language === 'typescript') {
    const extension = /\.[^./\\]*$/.exec(filePath)?.[0].toLowerCase() ?? '.ts';
    counter = (text) => rememberedCount(extension, text, () => typeScriptCounter().countSyntaxErrors(text, extension));
  } else if (frontEnd.language === 'csharp') {
    const runtime = await csharpRuntime();
    // As for Kotlin: the current instance at every count, so a retired one is not kept in use.
    counter = (text, _base, remainingMs) =>
      rememberedCount(
        'cs',
        text,
        () => readSyntaxErrorCount(text) ?? csharpErrorCount(CSHARP_RUNTIMES.loaded() ?? runtime, text, Math.min(timeBudgetMs ?? Number.POSITIVE_INFINITY, remainingMs)),
      );
  } else {
    counter = (text) => rememberedCount('xml', text, () => xmlErrorCount(text));
  }
  return gate(counter, totalBudgetMs);
}

/**
 * C#'s count: ERROR and MISSING nodes of a fresh parse (the fixes it judges are in small files of
 * declarations); a count not done within `budgetMs` counts as unparseable. On runaway input the
 * walk over the errors costs about what the parse did (a megabyte of tokens in one ERROR node:
 * 0.27 s to parse, 0.25 s to walk), so the parse gets half the budget and the walk what is left.
 */
function csharpErrorCount(runtime: TreeSitterRuntime, text: string, budgetMs: number): number {
  // Past the nesting limit the parser's recovery can outrun its progress callback: unjudged.
  if (csharpTooDeep(text)) return Number.POSITIVE_INFINITY;
  const start = performance.now();
  const parser = runtime.createParser();
  const guard = parseGuard(budgetMs / 2, () => runtime.grownBytes());
  let tree: Tree | null = null;
  try {
    tree = parser.parse(text, null, { progressCallback: guard.progressCallback });
    return tree ? syntaxErrorNodes(tree.rootNode, Number.POSITIVE_INFINITY, Deadline.after(start, budgetMs)).length : Number.POSITIVE_INFINITY;
  } catch (error) {
    // Out of time in the walk: unjudged, so unparseable.
    if (error instanceof ParseTimeout) return Number.POSITIVE_INFINITY;
    throw error;
  } finally {
    tree?.delete();
    parser.delete();
    CSHARP_RUNTIMES.retireIfGrown(runtime, RETIRE_ABOVE_BYTES);
  }
}

/**
 * `env` with its syntax check replaced by the file's parse gate, so that fix-all's pass-undo and
 * every single fix are judged by the same exact count. `totalBudgetMs` bounds the whole fix-all
 * (its analyses and its parses): past it the environment says it is exhausted, and fix-all
 * applies nothing.
 */
export async function gatedEnvironment(uri: string, env: FixEnvironment, timeBudgetMs?: number, totalBudgetMs?: number): Promise<FixEnvironment> {
  const deadline = totalBudgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + totalBudgetMs;
  const parseGate = await parseGateFor(uri, timeBudgetMs, totalBudgetMs);
  const gated: FixEnvironment = parseGate ? { findings: (text) => env.findings(text), syntaxErrorCount: (text) => parseGate.errorCount(text) } : env;
  return totalBudgetMs === undefined ? gated : { findings: gated.findings, syntaxErrorCount: gated.syntaxErrorCount, exhausted: () => performance.now() > deadline };
}

function gate(counter: Counter, totalBudgetMs?: number): ParseGate {
  const deadline = totalBudgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + totalBudgetMs;
  const counts = new Map<string, number>();
  // The first text a gate counts is the file as it is: the candidates are made from it.
  let first = true;
  const errorCount = (text: string, base = false): number => {
    base ||= first;
    first = false;
    let count = counts.get(text);
    if (count === undefined || base) {
      const remainingMs = deadline - performance.now();
      // Out of budget: unjudged, so unparseable (and not remembered as if it had been counted).
      if (remainingMs <= 0) return Number.POSITIVE_INFINITY;
      count = counter(text, base, remainingMs);
      setBounded(counts, text, count, REMEMBERED_TEXTS);
    }
    return count;
  };
  return {
    errorCount: (text) => errorCount(text),
    keeps: (before, after) => {
      const limit = errorCount(before, true);
      // Past the ceiling no candidate can pass: it need not be parsed.
      return limit < MAX_FIXABLE_SYNTAX_ERRORS && parsesAsWell(errorCount(after), limit);
    },
  };
}

/**
 * Kotlin's count: ERROR and MISSING nodes of the parse, walking only subtrees that hold one. It
 * keeps the tree of the last fix input (one per process, replaced by the next) and parses each
 * candidate incrementally from it, so a quick fix costs the edited part of the file; a result
 * with an error is parsed again from scratch, as the front end does, so error recovery counts
 * exactly what a fresh parse sees.
 */
class KotlinCounter implements RuntimeUser {
  #base: { text: string; tree: Tree | undefined; count: number } | undefined;
  #disposed = false;
  private readonly parser: Parser;

  constructor(readonly runtime: KotlinRuntime) {
    this.parser = runtime.createParser();
    runtime.addUser(this);
  }

  /** Frees the parser and the kept tree (the instance may be on its way out); idempotent. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#base?.tree?.delete();
    this.#base = undefined;
    this.parser.delete();
  }

  /** The instance was retired and replaced: this counter goes with it, the next gate makes a new one. */
  followReplacement(): void {
    this.dispose();
    if (kotlinCounter === this) kotlinCounter = undefined;
  }

  count(written: string, base = false, timeBudgetMs?: number): number {
    // Parsed as the front end parses it: a `fun interface` is no syntax error.
    const text = maskFunInterfaces(written);
    if (this.#base?.text === text) return this.#base.count;
    try {
      return this.#count(text, base, timeBudgetMs);
    } finally {
      retireIfGrown(this.runtime, RETIRE_ABOVE_BYTES);
    }
  }

  #count(text: string, base: boolean, timeBudgetMs: number | undefined): number {
    const guard = parseGuard(timeBudgetMs, () => this.runtime.grownBytes());
    // From a copy of the base tree, which stays for the next candidate.
    const previous = this.#base?.tree && { text: this.#base.text, tree: this.#base.tree.copy() };
    const tree = reparse(this.parser, text, previous, guard, () => {
      // Expected never; the fresh parse counts the text either way.
    });
    // A parse that gives no tree (out of time or memory) cannot vouch for the text.
    if (!tree) {
      // A cancelled parse would resume where it stopped on the next text.
      this.parser.reset();
      return Number.POSITIVE_INFINITY;
    }
    const count = syntaxErrorNodes(tree.rootNode).length;
    if (base || !this.#base) {
      this.#base?.tree?.delete();
      // A broken base's tree would serve no candidate: reparse parses any result with an error
      // again from scratch. Not kept, its memory serves the candidates' parses instead.
      this.#base = { text, tree: count === 0 ? tree : undefined, count };
      if (count !== 0) tree.delete();
    } else {
      tree.delete();
    }
    return count;
  }
}

/** The TypeScript parser's diagnostics, from a front end of the gate's own (only its bare parse is used). */
function typeScriptCounter(): ReturnType<typeof loadTypeScriptFrontEnd> {
  typeScriptFrontEnd ??= loadTypeScriptFrontEnd(IGNORE_INTERNAL_ERRORS, new AnalysisCaches());
  return typeScriptFrontEnd;
}

function xmlErrorCount(text: string): number {
  try {
    const { lexErrors, parseErrors } = xmlTools().parse(text);
    return lexErrors.length + parseErrors.length;
  } catch {
    // Expected only for input the parser cannot take at all: such a text vouches for nothing.
    return Number.POSITIVE_INFINITY;
  }
}

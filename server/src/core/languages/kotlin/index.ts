import type { Edit, Parser, Tree } from 'web-tree-sitter';
import type { FileModel } from '../../model/file-model';
import { AnalysisCaches } from '../../model/analysis-caches';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { Deadline, ParseMemoryExceeded, ParseTimeout, type ParseOptions } from '../../model/parse-budget';
import { KEEP_BROKEN_TREE_BELOW_CHARS, PARSE_MEMORY_BUDGET_BYTES, parseGuard, RETIRE_ABOVE_BYTES, type ParseGuard } from '../tree-sitter/parse-guard';
import type { RuntimeUser } from '../tree-sitter/runtime';
import { changedSpan } from '../../text/changed-span';
import { emptyKotlinModel, extractKotlinFile } from './extract';
import { DeclarationRereader } from './misread-declarations';
import { ParserText } from './parser-text';
import { kotlinRuntime, loadedKotlinRuntime, retireIfGrown, type KotlinRuntime } from './tree-sitter';

/**
 * Parsing and reading the tree together may take this many times the parse budget (0.8 s in the
 * editor). Reading is linear, but a tree of a megabyte of deep nesting held 300,000 facts to read
 * and took four seconds; an answer must still come within a second.
 */
export const READ_BUDGET_FACTOR = 1.6;

/** How many files keep their last tree for incremental reparsing (the ones being edited). */
export const KEPT_TREES = 4;

/** Reads Kotlin files into the model. Create with {@link createKotlinFrontEnd}. */
export class KotlinFrontEnd implements RuntimeUser {
  /** The last tree of the few most recently parsed files, with the text it was parsed from. */
  readonly #trees = new Map<string, KeptTree>();
  /** The tree-sitter instance the parser and the kept trees belong to. */
  #runtime: KotlinRuntime;
  #parser: Parser;

  constructor(
    runtime: KotlinRuntime,
    private readonly internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
    /** Where the replay cache lives (the analyzer's; a front end made on its own gets fresh ones). */
    private readonly caches: AnalysisCaches = new AnalysisCaches(),
  ) {
    this.#runtime = runtime;
    this.#parser = runtime.createParser();
    runtime.addUser(this);
  }

  /**
   * Parses and extracts one file; never throws on malformed input. A parse that outlasts
   * `options.timeBudgetMs` (both attempts of an incremental one together), or a parse and reading
   * of its tree that together outlast {@link READ_BUDGET_FACTOR} times it, throws {@link ParseTimeout};
   * one that would grow tree-sitter's memory {@link PARSE_MEMORY_BUDGET_BYTES} past what the grammar
   * took, even with the kept trees dropped, throws {@link ParseMemoryExceeded}.
   */
  parse(uri: string, text: string, options: ParseOptions = {}): FileModel {
    this.followReplacement();
    try {
      return this.#parse(uri, text, options);
    } finally {
      // Memory a parse grew stays with the instance: past the budget, the next parse starts afresh.
      retireIfGrown(this.#runtime, RETIRE_ABOVE_BYTES);
    }
  }

  #parse(uri: string, text: string, options: ParseOptions): FileModel {
    const start = performance.now();
    const grownBytes = () => this.#runtime.grownBytes();
    let guard = parseGuard(options.timeBudgetMs, grownBytes);
    // The grammar reads `fun interface` and a primary constructor on the line after its class only
    // when the text is masked (same offsets and lines, parser-text.ts); the tree is kept with the
    // text it was parsed from, so the next incremental parse diffs like with like.
    const parsedText = ParserText.of(text);
    let tree = this.#parseTree(uri, parsedText, guard);
    if (!tree && guard.exceeded() === 'memory' && this.#trees.size > 0) {
      // The kept trees are a cache, and they hold memory the parse could use: drop them, try again.
      this.#parser.reset();
      for (const kept of [...this.#trees.keys()]) this.forget(kept);
      guard = parseGuard(options.timeBudgetMs, grownBytes);
      tree = this.#parseTree(uri, parsedText, guard);
    }
    if (!tree) {
      const exceeded = guard.exceeded();
      // A cancelled parse resumes where it stopped unless reset: the next text must start afresh.
      if (exceeded) this.#parser.reset();
      if (exceeded === 'time') throw new ParseTimeout(options.timeBudgetMs as number);
      if (exceeded === 'memory') throw new ParseMemoryExceeded(PARSE_MEMORY_BUDGET_BYTES);
      return emptyModel(uri, text);
    }
    const rereader = new DeclarationRereader(this.#parser, parsedText);
    try {
      const readingBudgetMs = options.timeBudgetMs === undefined ? undefined : options.timeBudgetMs * READ_BUDGET_FACTOR;
      return extractKotlinFile(uri, text, tree, this.internalError, this.caches, Deadline.after(start, readingBudgetMs), rereader);
    } finally {
      rereader.dispose();
      this.#keep(uri, parsedText, tree);
    }
  }

  /**
   * Moves to the current tree-sitter instance when this one was retired and its replacement is
   * loaded: called by the instance when it is (see {@link RuntimeUser}), and before every parse in
   * case that call failed. The kept trees belong to the old instance: they are dropped with it.
   */
  followReplacement(): void {
    if (!this.#runtime.retired) return;
    const next = loadedKotlinRuntime();
    if (!next || next === this.#runtime) return;
    for (const uri of [...this.#trees.keys()]) this.forget(uri);
    this.#parser.delete();
    this.#runtime = next;
    this.#parser = next.createParser();
    next.addUser(this);
  }

  /** Parses from the file's previous tree when there is one (see {@link reparse}); that tree is used up. */
  #parseTree(uri: string, text: ParserText, guard: ParseGuard): Tree | null {
    const previous = this.#trees.get(uri);
    this.#trees.delete(uri);
    // The fresh parse still reads the file; a failed edit is worth knowing about.
    return reparse(this.#parser, text, previous, guard, (error) => this.internalError({ phase: 'parse', uri, error }));
  }

  /** How many files keep a tree, and in which tree-sitter instance: for tests and measurements. */
  held(): { trees: number; runtime: KotlinRuntime } {
    return { trees: this.#trees.size, runtime: this.#runtime };
  }

  /** Drops the kept tree of a closed or deleted file: its WebAssembly memory can serve the next parse. */
  forget(uri: string): void {
    this.#trees.get(uri)?.tree.delete();
    this.#trees.delete(uri);
  }

  #keep(uri: string, text: ParserText, tree: Tree): void {
    this.#trees.get(uri)?.tree.delete();
    this.#trees.delete(uri);
    if (text.text.length >= KEEP_BROKEN_TREE_BELOW_CHARS && tree.rootNode.hasError) {
      tree.delete();
      return;
    }
    this.#trees.set(uri, { text: text.text, source: text.includedRanges ? text.source : undefined, tree });
    for (const [stale, kept] of this.#trees) {
      if (this.#trees.size <= KEPT_TREES) break;
      kept.tree.delete();
      this.#trees.delete(stale);
    }
  }
}

/**
 * A tree kept for the next parse of its file: `text` is what the parser read, `source` the file's
 * text whose lines the tree's points follow when they are not the text's (see {@link ParserText}).
 */
export interface KeptTree {
  text: string;
  source?: string;
  tree: Tree;
}

/**
 * Parses `text` (a plain text, or a {@link ParserText} read within its ranges), incrementally from
 * `previous` when given. The edit is the span between the parsed texts' common prefix and suffix,
 * so it does not matter how the text changed; its points are read from the sources, the lines the
 * trees' points follow. A result with a syntax error is parsed again from scratch, so that error
 * recovery, the one place where an incremental parse may settle differently, always sees the whole
 * file as a fresh parse does. `previous.tree` is edited and deleted (pass a copy to keep it);
 * `onEditError` hears an edit tree-sitter refused. Null when the guard cancelled the parse.
 */
export function reparse(parser: Parser, input: string | ParserText, previous: KeptTree | undefined, guard: ParseGuard, onEditError: (error: unknown) => void): Tree | null {
  const text = typeof input === 'string' ? input : input.text;
  const includedRanges = typeof input === 'string' ? undefined : input.includedRanges;
  // Only masked line breaks move lines: the other masks keep the parsed text's lines.
  const source = typeof input !== 'string' && includedRanges ? input.source : text;
  const options = { progressCallback: guard.progressCallback, includedRanges };
  if (!previous) return parser.parse(text, null, options);
  let tree: Tree | null = null;
  try {
    previous.tree.edit(editBetween(previous.text, text, previous.source ?? previous.text, source));
    tree = parser.parse(text, previous.tree, options);
  } catch (error) {
    onEditError(error);
    tree = null;
  } finally {
    previous.tree.delete();
  }
  if (tree && !tree.rootNode.hasError) return tree;
  tree?.delete();
  if (guard.progressCallback()) return null;
  return parser.parse(text, null, options);
}

/**
 * The single edit that turns `before` into `after`, in UTF-16 code units (web-tree-sitter's units),
 * with its points on the lines of `beforeSource` and `afterSource` (texts of the same lengths whose
 * lines the trees follow: see {@link ParserText}).
 */
export function editBetween(before: string, after: string, beforeSource = before, afterSource = after): Edit {
  const span = changedSpan(before, after);
  let start = span.start;
  let suffix = before.length - span.oldEnd;
  if (beforeSource !== before || afterSource !== after) {
    // A line break masked in one text and written as a space in the other: the parsed texts agree
    // there, the lines after it do not. The edit covers where either pair differs.
    const lines = changedSpan(beforeSource, afterSource);
    start = Math.min(start, lines.start);
    suffix = Math.min(suffix, beforeSource.length - lines.oldEnd);
  }
  // Never split a surrogate pair.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix--;
  const oldEnd = before.length - suffix;
  const newEnd = after.length - suffix;
  const startPosition = pointAt(beforeSource, start);
  return {
    startIndex: start,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition,
    oldEndPosition: pointAfter(beforeSource, start, oldEnd, startPosition),
    newEndPosition: pointAfter(afterSource, start, newEnd, startPosition),
  } as Edit;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Tree-sitter's point: rows end at `\n`, columns count code units since the row began. */
function pointAt(text: string, offset: number): { row: number; column: number } {
  return pointAfter(text, 0, offset, { row: 0, column: 0 });
}

function pointAfter(text: string, from: number, offset: number, at: { row: number; column: number }): { row: number; column: number } {
  let row = at.row;
  let rowStart = from - at.column;
  for (let i = text.indexOf('\n', from); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    row++;
    rowStart = i + 1;
  }
  return { row, column: offset - rowStart };
}

/**
 * Loads the grammar and returns a ready front end, keeping its replay cache in `caches` (the
 * analyzer's; a front end made on its own gets fresh ones).
 */
export async function createKotlinFrontEnd(internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS, caches: AnalysisCaches = new AnalysisCaches()): Promise<KotlinFrontEnd> {
  return new KotlinFrontEnd(await kotlinRuntime(), internalError, caches);
}

function emptyModel(uri: string, text: string): FileModel {
  return emptyKotlinModel(uri, text.split('\n').length);
}

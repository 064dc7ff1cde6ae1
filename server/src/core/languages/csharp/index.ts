// The C# front end: tree-sitter-c-sharp, a fresh parse per text (C# files that declare AppFunctions
// are small; the editor's incremental reparse is Kotlin's concern), bounded in time and memory as
// the Kotlin parse is.
import type { Parser } from 'web-tree-sitter';
import { BoundedMap } from '../../model/analysis-caches';
import type { FileModel } from '../../model/file-model';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { Deadline, ParseMemoryExceeded, ParseTimeout, type ParseOptions } from '../../model/parse-budget';
import { countLines } from '../../text/source-text';
import type { FileParser } from '../front-end';
import { PARSE_MEMORY_BUDGET_BYTES, parseGuard, RETIRE_ABOVE_BYTES } from '../tree-sitter/parse-guard';
import type { RuntimeUser, TreeSitterRuntime } from '../tree-sitter/runtime';
import { emptyCSharpModel, extractCSharpFile, MAX_KEPT_SYNTAX_ERRORS } from './extract';
import { CSHARP_RUNTIMES, csharpRuntime } from './tree-sitter';

/** Parsing and reading together may take this many times the parse budget (as for Kotlin). */
const READ_BUDGET_FACTOR = 1.6;

/**
 * The syntax-error counts of the texts the front end read last, where they are exact (under the
 * model's cap): ERROR and MISSING nodes of a fresh parse, which is what the parse gate counts. The
 * gate's first text is the one the front end has just read, and a fix-all's candidates are read
 * before they are counted; counting again is a second parse and walk, which on a megabyte of broken
 * code took 0.5 s, the whole of a code-action request's gate budget. A few texts, bounded in characters.
 */
const readErrorCounts = new BoundedMap<string, number>(4, 4_000_000);

/** The exact syntax-error count of `text` if the front end read it lately (see {@link readErrorCounts}). */
export function readSyntaxErrorCount(text: string): number | undefined {
  return readErrorCounts.get(text);
}

/** Reads C# files into the model. Create with {@link createCSharpFrontEnd}. */
export class CSharpFrontEnd implements FileParser, RuntimeUser {
  #runtime: TreeSitterRuntime;
  #parser: Parser;

  constructor(
    runtime: TreeSitterRuntime,
    private readonly internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
  ) {
    this.#runtime = runtime;
    this.#parser = runtime.createParser();
    runtime.addUser(this);
  }

  /**
   * Parses and extracts one file; never throws on malformed input. Throws {@link ParseTimeout} past
   * `options.timeBudgetMs` and {@link ParseMemoryExceeded} past the parser's memory ceiling.
   */
  parse(uri: string, text: string, options: ParseOptions = {}): FileModel {
    this.followReplacement();
    const start = performance.now();
    const guard = parseGuard(options.timeBudgetMs, () => this.#runtime.grownBytes());
    try {
      const tree = this.#parser.parse(text, null, { progressCallback: guard.progressCallback });
      if (!tree) {
        const exceeded = guard.exceeded();
        this.#parser.reset();
        if (exceeded === 'time') throw new ParseTimeout(options.timeBudgetMs as number);
        if (exceeded === 'memory') throw new ParseMemoryExceeded(PARSE_MEMORY_BUDGET_BYTES);
        return emptyCSharpModel(uri, countLines(text));
      }
      try {
        const readingBudgetMs = options.timeBudgetMs === undefined ? undefined : options.timeBudgetMs * READ_BUDGET_FACTOR;
        const model = extractCSharpFile(uri, text, tree, this.internalError, Deadline.after(start, readingBudgetMs));
        if (model.syntaxErrors.length < MAX_KEPT_SYNTAX_ERRORS) readErrorCounts.set(text, model.syntaxErrors.length, text.length);
        return model;
      } finally {
        tree.delete();
      }
    } finally {
      CSHARP_RUNTIMES.retireIfGrown(this.#runtime, RETIRE_ABOVE_BYTES);
    }
  }

  /** Moves to the current instance once a retired one's replacement is loaded (see {@link RuntimeUser}), and before every parse. */
  followReplacement(): void {
    if (!this.#runtime.retired) return;
    const next = CSHARP_RUNTIMES.loaded();
    if (!next || next === this.#runtime) return;
    this.#parser.delete();
    this.#runtime = next;
    this.#parser = next.createParser();
    next.addUser(this);
  }
}

/** Loads the grammar and returns a ready front end. */
export async function createCSharpFrontEnd(internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS): Promise<CSharpFrontEnd> {
  return new CSharpFrontEnd(await csharpRuntime(), internalError);
}

// What the generator derives from a type, for the rules (which read a front end through its index).
export {
  constructorChoice,
  DOTNET_ID_PATTERN,
  dotnetParameters,
  ENTITY_SEARCH,
  entityHasId,
  isRequiredParameter,
  jsonCamelCase,
  nameWords,
  simpleTypeName,
} from './generator-model';

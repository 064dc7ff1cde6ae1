// The C# front end: tree-sitter-c-sharp, a fresh parse per text (C# files that declare AppFunctions
// are small; the editor's incremental reparse is Kotlin's concern), bounded in time and memory as
// the Kotlin parse is.
import type { Parser } from 'web-tree-sitter';
import type { FileModel } from '../../model/file-model';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { Deadline, ParseMemoryExceeded, ParseTimeout, type ParseOptions } from '../../model/parse-budget';
import { countLines } from '../../text/source-text';
import type { FileParser } from '../front-end';
import { PARSE_MEMORY_BUDGET_BYTES, parseGuard, RETIRE_ABOVE_BYTES } from '../tree-sitter/parse-guard';
import type { TreeSitterRuntime } from '../tree-sitter/runtime';
import { emptyCSharpModel, extractCSharpFile } from './extract';
import { CSHARP_RUNTIMES, csharpRuntime } from './tree-sitter';

/** Parsing and reading together may take this many times the parse budget (as for Kotlin). */
const READ_BUDGET_FACTOR = 1.6;

/** Reads C# files into the model. Create with {@link createCSharpFrontEnd}. */
export class CSharpFrontEnd implements FileParser {
  #runtime: TreeSitterRuntime;
  #parser: Parser;

  constructor(
    runtime: TreeSitterRuntime,
    private readonly internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
  ) {
    this.#runtime = runtime;
    this.#parser = runtime.createParser();
  }

  /**
   * Parses and extracts one file; never throws on malformed input. Throws {@link ParseTimeout} past
   * `options.timeBudgetMs` and {@link ParseMemoryExceeded} past the parser's memory ceiling.
   */
  parse(uri: string, text: string, options: ParseOptions = {}): FileModel {
    this.#follow();
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
        return extractCSharpFile(uri, text, tree, this.internalError, Deadline.after(start, readingBudgetMs));
      } finally {
        tree.delete();
      }
    } finally {
      CSHARP_RUNTIMES.retireIfGrown(this.#runtime, RETIRE_ABOVE_BYTES);
    }
  }

  /** Moves to the current instance once a retired one's replacement is loaded. */
  #follow(): void {
    if (!this.#runtime.retired) return;
    const next = CSHARP_RUNTIMES.loaded();
    if (!next || next === this.#runtime) return;
    this.#parser.delete();
    this.#runtime = next;
    this.#parser = next.createParser();
  }
}

/** Loads the grammar and returns a ready front end. */
export async function createCSharpFrontEnd(internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS): Promise<CSharpFrontEnd> {
  return new CSharpFrontEnd(await csharpRuntime(), internalError);
}

// What the generator derives from a type, for the rules (which read a front end through its index).
export { constructorChoice, DOTNET_ID_PATTERN, dotnetParameters, ENTITY_SEARCH, entityHasId, isRequiredParameter, jsonCamelCase, nameWords } from './generator-model';

// What a front end is: the files of one language it reads, and how it is made ready to parse them
// into FileModels. The list of front ends is languages/front-ends.ts.
import type { Language } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { AnalysisCaches } from '../model/analysis-caches';
import type { ReportInternalError } from '../model/internal-error';
import type { ParseOptions } from '../model/parse-budget';

/**
 * A ready reader of one language: text in, model out. Never throws on malformed input; a front end
 * that bounds its parser throws a `ParseTimeout` when `options.timeBudgetMs` is up, a
 * `ParseMemoryExceeded` when the parser's memory would pass its ceiling, or `NotReadableAsCode`
 * when a lexical pass finds that a large part of the text is prose (`model/parse-budget.ts`).
 */
export interface FileParser {
  parse(uri: string, text: string, options?: ParseOptions): FileModel;
  /**
   * Drops what the front end keeps for a file besides the model it returned (trees, texts, its
   * project's copy): the file was closed in the editor or deleted. Front ends keeping nothing per
   * file, or only a few files' worth, need not have it.
   */
  forget?(uri: string): void;
}

/**
 * How a front end is made ready; `create` gets where the front end reports what it catches (the
 * analyzer's internal-error sink). `with-analyzer`: created, asynchronously, with the analyzer (the
 * Kotlin grammar is a wasm module to instantiate). `first-file`: created, synchronously, on the
 * first file it reads, so a run without such files never loads it (the TypeScript compiler).
 */
export type FrontEndLoad =
  | { readonly when: 'with-analyzer'; create(internalError: ReportInternalError, caches: AnalysisCaches): Promise<FileParser> }
  | { readonly when: 'first-file'; create(internalError: ReportInternalError, caches: AnalysisCaches): FileParser };

/**
 * How a front end leaves files unparsed until they matter. A text `mayDeclare` rejects gets a
 * deferred model (nothing declared, the names `namesDeclared` found) and is parsed in full as soon
 * as a parsed file refers to one of those names (`namesReferenced`), so findings are the same as
 * when every file is parsed. The registry does the bookkeeping (`WorkspaceRegistry`).
 */
export interface DeferredReading {
  /** Whether the text may declare anything the rules check, from a cheap text test. */
  mayDeclare(text: string): boolean;
  /**
   * The names of the types the text may declare, from a lexical read (a superset is fine); undefined
   * when the text cannot be judged so, and is parsed.
   */
  namesDeclared(text: string): string[] | undefined;
  /**
   * The names a parsed file may look up in other files (a superset is fine). After an edit of a
   * file that was parsed before, `previousText` is its text then, whose names were given already:
   * the ones the edit may have added are enough.
   */
  namesReferenced(text: string, model: FileModel, previousText?: string): ReadonlySet<string>;
}

/** One language's front end. */
export interface FrontEnd {
  /** The language of the models it makes. */
  readonly language: Language;
  /** Extensions (lower case, with the dot) of the files it reads. */
  readonly extensions: readonly string[];
  /**
   * Which files with one of those extensions it reads, from the path alone (no I/O, nothing
   * loaded), so that file discovery, the editor's document sync and the analyzer agree. All of
   * them when absent.
   */
  readonly reads?: (filePath: string) => boolean;
  readonly load: FrontEndLoad;
  /**
   * Whether a text may declare anything this front end reads, from a cheap text test. A
   * `first-file` front end is not loaded for a text that may not: its model is the one for a file
   * declaring nothing, exactly what the front end would have made of it. Once loaded, it reads
   * every file. Every text may when absent.
   */
  readonly mayDeclare?: (text: string) => boolean;
  /**
   * Reading on demand, for a language whose files mostly declare nothing agents see but may declare
   * types that declaring files use. Without it every file is parsed.
   */
  readonly deferredReading?: DeferredReading;
  /** What it reads and recognises, in one line for people (the CLI's help lists it). */
  readonly summary: { files: string; declarations: string };
}

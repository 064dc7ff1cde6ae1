import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWrappedNode, Project, ScriptKind, ts, type SourceFile } from 'ts-morph';
import { declaringNothing, type FileModel } from '../../model/file-model';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { changedSpan } from '../../text/changed-span';
import { SourceText } from '../../text/source-text';
import { extractTypeScriptFile, UnitCache } from './extract';
import { AnalysisCaches } from '../../model/analysis-caches';
import { importCandidates, pathCandidates } from './resolve';
import { tsconfigImportBases, workspaceImportBases } from './packages';
import { MAX_WORD_PAIRS, MAX_WORD_PAIRS_JSX, tokenCount, wordPairs } from './prose-check';
import { isTooManyFunctions, NotReadableAsCode, TreeTooLarge, type ParseOptions } from '../../model/parse-budget';

/** File extensions the TypeScript front end reads (declaration files excepted). */
export { isTypeScriptPath, TYPESCRIPT_EXTENSIONS } from './paths';
import { mayDeclareTools } from './paths';

/** Words without which a file declares no TypeScript AppFunction (whose schemas need the type checker). */
const NEEDS_CHECKER = /AppFunction|@appFunction/;

/**
 * How many files keep their last syntax tree and statement cache: they only speed up the next
 * edit of a file being typed in, so the most recently parsed few are enough.
 */
export const KEPT_FILE_STATES = 32;

/**
 * Reads TypeScript and JavaScript files into the model. One long-lived in-memory ts-morph project
 * holds the files it has seen, updated in place, until they are forgotten (a closed document, a
 * deleted file); it loads no tsconfig and no plugins, and imported workspace files are read from
 * disk as text when no editor has given them. Nothing is executed.
 */
export class TypeScriptFrontEnd {
  readonly project = new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: COMPILER_OPTIONS,
  });

  /**
   * Per interesting file: its last syntax tree (re-parsed incrementally) and extraction cache, for
   * the {@link KEPT_FILE_STATES} most recently parsed files (the least recent first).
   */
  readonly #files = new Map<string, FileState>();
  /**
   * The latest text of every file parsed here that importers may need; its project copy (which
   * imports resolve to) is brought up to date only when an importer asks for it.
   */
  readonly #latest = new Map<string, string>();
  /** Bumped on every parse and every file read from disk: cached results that may depend on another file are stale when it moved. */
  #generation = 0;

  /** @param caches Where the package versions read from disk are kept (the analyzer's). */
  constructor(
    private readonly internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
    private readonly caches: AnalysisCaches = new AnalysisCaches(),
  ) {}

  /**
   * Parses one file; never throws on malformed input, but for {@link NotReadableAsCode} when a
   * large part of it reads as prose (the analyzer skips such a file with a notice).
   */
  parse(uri: string, text: string, options: ParseOptions = {}): FileModel {
    const filePath = toProjectPath(uri);
    const state = this.#files.get(filePath);
    // Whether nothing another file could contribute has changed since this file was last parsed.
    const othersUnchanged = state?.generation === this.#generation;
    this.#generation++;
    // A file without the words that start a declaration skips the parse entirely.
    const interesting = mayDeclareTools(text);
    if (interesting) this.#refuse(filePath, text, options.maxTreeSize);
    // A file the project already holds (imported by another) is refreshed even when it is not interesting.
    if (interesting || this.#latest.has(filePath) || this.project.getSourceFile(filePath)) this.#latest.set(filePath, text);
    if (!interesting) {
      this.#files.delete(filePath);
      return emptyModel(uri, text);
    }
    const units = othersUnchanged && state ? state.units : new UnitCache();
    if (NEEDS_CHECKER.test(text)) {
      // TypeScript AppFunctions' schemas come from the type checker, which needs the file in the
      // project, and with it every other file parsed here (their types may be imported).
      this.#keep(filePath, { units, generation: this.#generation });
      let sf: SourceFile;
      try {
        for (const [other, latest] of this.#latest) if (other !== filePath) this.#projectCopy(other, latest);
        sf = this.project.createSourceFile(filePath, text, { overwrite: true, scriptKind: scriptKind(filePath) });
      } catch (error) {
        if (!isStackOverflow(error)) this.internalError({ phase: 'parse', uri, error });
        return emptyModel(uri, text);
      }
      this.#refuseLargeTree(filePath, sf.compilerNode, options.maxTreeSize);
      return this.#extract(uri, filePath, sf, units, text);
    }
    let raw: ts.SourceFile;
    try {
      raw = reparse(state, filePath, text);
    } catch (error) {
      if (isStackOverflow(error)) {
        // The incremental parser marks the old tree as used before it fails: it can never be
        // updated again, so the next text is parsed afresh.
        this.#files.delete(filePath);
        return emptyModel(uri, text);
      }
      this.internalError({ phase: 'parse', uri, error });
      try {
        // Should the incremental parser fail, a fresh parse still reads the file.
        raw = reparse(undefined, filePath, text);
      } catch (freshError) {
        if (!isStackOverflow(freshError)) this.internalError({ phase: 'parse', uri, error: freshError });
        this.#files.delete(filePath);
        return emptyModel(uri, text);
      }
    }
    this.#refuseLargeTree(filePath, raw, options.maxTreeSize);
    this.#keep(filePath, { text, raw, units, generation: this.#generation });
    // A wrapper of its own for this tree: nodes are wrapped only where extraction looks, and the
    // wrappers are dropped with it instead of being forgotten one by one on the next edit.
    return this.#extract(uri, filePath, createWrappedNode(raw, { compilerOptions: COMPILER_OPTIONS }) as SourceFile, units, text);
  }

  /**
   * Drops everything kept for a file besides its model: its syntax tree and caches, its latest
   * text and its copy in the project (an importer parsed later reads it from disk, as text). Called
   * when a document is closed or a file deleted; the registry keeps the model it has.
   */
  forget(uri: string): void {
    // Cached results that read this file's text must not outlive it.
    if (this.#drop(toProjectPath(uri))) this.#generation++;
  }

  /**
   * Drops what is kept for a file: its tree and caches, its latest text, its project copy. Returns
   * whether importers could have read the text (a parse that drops it has moved the generation on).
   */
  #drop(filePath: string): boolean {
    this.#files.delete(filePath);
    const hadText = this.#latest.delete(filePath);
    const held = this.project.getSourceFile(filePath);
    if (held) this.project.removeSourceFile(held);
    return hadText || held !== undefined;
  }

  /**
   * How many syntax errors the compiler's parser reports in `text`, read as a file with
   * `extension`: a bare parse (no parent links, no project, nothing kept), for the fix gate, which
   * parses every candidate text afresh. Linking parents took as long as the parse itself.
   */
  countSyntaxErrors(text: string, extension: string): number {
    const fileName = `/__parse_gate__/candidate${extension}`;
    const file = ts.createSourceFile(fileName, text, COMPILER_OPTIONS.target!, false, scriptKind(fileName) as unknown as ts.ScriptKind);
    return (file as unknown as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length ?? 0;
  }

  /** How much is kept per file: for tests and measurements of what forgetting releases. */
  held(): { fileStates: number; latestTexts: number; projectFiles: number } {
    return { fileStates: this.#files.size, latestTexts: this.#latest.size, projectFiles: this.project.getSourceFiles().length };
  }

  /**
   * Throws {@link NotReadableAsCode} when a large part of the text reads as prose, or
   * {@link TreeTooLarge} when it has more than `maxTreeSize` tokens (see `prose-check.ts`), dropping
   * what was kept for the file: its next text is read afresh.
   */
  #refuse(filePath: string, text: string, maxTokens: number | undefined): void {
    const kind = scriptKind(filePath);
    const variant = kind === ScriptKind.TS ? ts.LanguageVariant.Standard : ts.LanguageVariant.JSX;
    const limit = kind === ScriptKind.TS ? MAX_WORD_PAIRS : MAX_WORD_PAIRS_JSX;
    const pairs = wordPairs(text, variant, limit);
    if (pairs > limit) {
      this.#drop(filePath);
      throw new NotReadableAsCode(pairs, limit);
    }
    if (maxTokens === undefined) return;
    const tokens = tokenCount(text, variant, maxTokens);
    if (tokens <= maxTokens) return;
    this.#drop(filePath);
    throw new TreeTooLarge('tokens', tokens, maxTokens);
  }

  /**
   * Throws {@link TreeTooLarge} when a parse built more nodes than `maxTreeSize`, dropping the
   * tree and everything kept for the file. The count is the parser's own: for an incremental parse,
   * the nodes it built anew (what a paste added), not those it re-used.
   */
  #refuseLargeTree(filePath: string, tree: ts.SourceFile, maxTreeSize: number | undefined): void {
    const nodes = (tree as unknown as { nodeCount?: number }).nodeCount ?? 0;
    if (maxTreeSize === undefined || nodes <= maxTreeSize) return;
    this.#drop(filePath);
    throw new TreeTooLarge('nodes', nodes, maxTreeSize);
  }

  /** Keeps a file's state as the most recent, dropping the least recently parsed past the bound. */
  #keep(filePath: string, state: FileState): void {
    this.#files.delete(filePath);
    this.#files.set(filePath, state);
    if (this.#files.size > KEPT_FILE_STATES) this.#files.delete(this.#files.keys().next().value!);
  }

  #extract(uri: string, filePath: string, sf: SourceFile, units: UnitCache, text: string): FileModel {
    try {
      const model = extractTypeScriptFile(uri, sf, (from, specifier) => this.load(from, specifier), units, this.internalError, this.caches);
      // Modules read from disk while extracting are part of what the cache saw.
      const kept = this.#files.get(filePath);
      if (kept) kept.generation = this.#generation;
      return model;
    } catch (error) {
      this.#files.delete(filePath);
      // Past the function limit the analyzer skips the file with a notice.
      if (isTooManyFunctions(error)) throw error;
      if (!isStackOverflow(error)) this.internalError({ phase: 'extract', uri, error });
      return emptyModel(uri, text);
    }
  }

  /** The project's copy of a file parsed here, re-created when its text has changed since. */
  #projectCopy(filePath: string, latest: string): SourceFile {
    const held = this.project.getSourceFile(filePath);
    if (held && held.getFullText() === latest) return held;
    return this.project.createSourceFile(filePath, latest, { overwrite: true, scriptKind: scriptKind(filePath) });
  }

  /** The workspace file an import names: from the project (brought up to date), else read from disk as text. */
  private load(from: SourceFile, specifier: string): SourceFile | undefined {
    const candidates = moduleCandidates(from.getFilePath(), specifier, this.caches);
    for (const candidate of candidates) {
      const held = this.project.getSourceFile(candidate);
      const latest = this.#latest.get(candidate);
      if (latest === undefined) {
        if (held) return held;
        continue;
      }
      try {
        return this.#projectCopy(candidate, latest);
      } catch (error) {
        // The import stays unresolved (its values read as unknown); the importer is still read.
        this.internalError({ phase: 'parse', uri: candidate, error });
        return undefined;
      }
    }
    for (const candidate of candidates) {
      try {
        if (!fs.statSync(candidate).isFile()) continue;
        this.#generation++;
        return this.project.createSourceFile(candidate, fs.readFileSync(candidate, 'utf8'), { overwrite: true, scriptKind: scriptKind(candidate) });
      } catch {
        // Not on disk (an in-memory test) or unreadable: try the next candidate.
      }
    }
    return undefined;
  }
}

/**
 * Where an import may be: beside the importer for a relative one; for a bare one, in the workspace
 * package of that name (a monorepo's shared schemas, `@repo/common/src/pagination`). Installed
 * packages are never read.
 */
function moduleCandidates(fromFile: string, specifier: string, caches: AnalysisCaches): string[] {
  if (specifier.startsWith('.')) return importCandidates(fromFile, specifier);
  const dir = path.dirname(fromFile);
  // A tsconfig alias (`@/tools/base`) first, as the compiler resolves it; then a workspace package.
  const bases = [...tsconfigImportBases(dir, specifier, caches), ...workspaceImportBases(dir, specifier, caches)];
  return bases.flatMap((base) => pathCandidates(base.split(path.sep).join('/')));
}

interface FileState {
  /** The text and tree the next edit is parsed against (none while the file is kept in the project instead). */
  text?: string;
  raw?: ts.SourceFile;
  units: UnitCache;
  generation: number;
}

/**
 * The compiler options the project parses with (the syntax tree depends on the target only). The
 * type checker, used for TypeScript AppFunctions' schemas, gets the language's own declarations and
 * not the DOM's: the target's default library adds the browser's, whose parsed and bound
 * declarations held 23 of the server's megabytes, and a tool's parameters are data, not DOM nodes.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  experimentalDecorators: true,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

/**
 * The syntax tree of a file's new text: TypeScript's incremental parser re-uses the unchanged
 * parts of the previous tree (the language service does the same on every keystroke), and gives
 * the same tree a fresh parse would.
 */
function reparse(state: FileState | undefined, filePath: string, text: string): ts.SourceFile {
  const snapshot = ts.ScriptSnapshot.fromString(text);
  const kind = scriptKind(filePath) as unknown as ts.ScriptKind;
  if (!state?.raw || state.text === undefined) return ts.createLanguageServiceSourceFile(filePath, snapshot, COMPILER_OPTIONS.target!, '0', true, kind);
  const old = state.text;
  const { start, oldEnd, newEnd } = changedSpan(old, text);
  const change: ts.TextChangeRange = { span: { start, length: oldEnd - start }, newLength: newEnd - start };
  const version = String(Number((state.raw as { version?: string }).version ?? '0') + 1);
  return ts.updateLanguageServiceSourceFile(state.raw, snapshot, version, change);
}

/** A ready front end, keeping its caches in `caches` (the analyzer's; a front end made on its own gets fresh ones). */
export function createTypeScriptFrontEnd(internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS, caches: AnalysisCaches = new AnalysisCaches()): TypeScriptFrontEnd {
  return new TypeScriptFrontEnd(internalError, caches);
}

function toProjectPath(uri: string): string {
  let p = uri;
  if (uri.startsWith('file:')) {
    try {
      p = fileURLToPath(uri);
    } catch {
      // Expected: a `file:` URI with a host or bad escapes is not a local path; read it as written.
      p = uri.slice('file://'.length);
    }
  } else if (/^[a-z][\w+.-]*:/i.test(uri) && !/^[a-z]:[\\/]/i.test(uri)) {
    p = `/__${uri.split(':')[0]}__/${encodeURIComponent(uri)}${path.extname(uri.replace(/[?#].*$/, ''))}`;
  }
  return path.resolve(p).split(path.sep).join('/');
}

function scriptKind(filePath: string): ScriptKind {
  const ext = path.extname(filePath).toLowerCase();
  if (ext === '.tsx') return ScriptKind.TSX;
  if (ext === '.jsx') return ScriptKind.JSX;
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') return ScriptKind.JS;
  return ScriptKind.TS;
}

/**
 * Expected on input nested deeper than the call stack (250,000 tagged templates in a row): the
 * TypeScript parser recurses per level. Such a file is read as declaring nothing, not as a fault.
 */
function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

function emptyModel(uri: string, text: string): FileModel {
  return declaringNothing(uri, 'typescript', SourceText.of(text).lineCount);
}

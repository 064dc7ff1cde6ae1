import { analyzeFile, workspaceStamp } from './analysis/analyze';
import { InternalErrorSink } from './analysis/internal-error-sink';
import type { RuleSettings } from './config/rule-settings';
import type { DescriptionLanguageSetting } from './description/languages';
import type { FileParser, FrontEnd } from './languages/front-end';
import { FRONT_ENDS, frontEndFor } from './languages/front-ends';
import { declaringNothing, deferredModel, type FileModel } from './model/file-model';
import { countLines } from './text/source-text';
import { WorkspaceRegistry } from './registry/workspace-registry';
import type { FixEnvironment } from './fixes/fix-all';
import type { Finding } from './model/findings';
import { allRules, getRule } from './rules/index';
import { AnalysisCaches } from './model/analysis-caches';
import { isNotReadableAsCode, isTooManyFunctions, isTreeTooLarge, ParseMemoryExceeded, ParseTimeout, treeSizeLimit } from './model/parse-budget';
import { nestingReasonAfterEdit, skipMessage, skipReason, type SkipReason } from './registry/file-limits';

/** The rule id of the one notice a file that was not analysed gets (see registry/file-limits.ts). */
export const FILE_SKIPPED = 'file-skipped';

/**
 * The analysis core in one object: front ends, the workspace registry and the rules. The CLI, the
 * language server and the tests all drive this; it knows nothing about LSP or the terminal.
 */
export class Analyzer {
  readonly registry: WorkspaceRegistry;
  /**
   * Every unexpected error caught while parsing, extracting or checking (a broken rule, a grammar
   * surprise): the work goes on without it, and the driver shows these where it sees fit.
   */
  readonly internalErrors: InternalErrorSink;
  /**
   * Every cache of the analysis: the front ends', the registry's view hands it to the schema
   * builders, and each rule context carries it. Two analyzers share no state.
   */
  readonly caches: AnalysisCaches;

  /** The front ends made ready so far: those loaded with the analyzer, then each on its first file. */
  readonly #parsers: Map<FrontEnd, FileParser>;
  /** Models that stand for a file that was not analysed, with why (models are replaced, never changed). */
  readonly #skipped = new WeakMap<FileModel, SkipReason>();

  /**
   * @param caches The caches the `ready` front ends were created with.
   * @param options `parseEveryFile`: no file is left unparsed until it matters (see
   *   `DeferredReading`); the findings are the same, only slower to get (the tests compare both).
   */
  constructor(ready: ReadonlyMap<FrontEnd, FileParser>, internalErrors = new InternalErrorSink(), caches: AnalysisCaches = new AnalysisCaches(), options: AnalyzerOptions = {}) {
    this.#parsers = new Map(ready);
    this.internalErrors = internalErrors;
    this.caches = caches;
    this.registry = new WorkspaceRegistry(
      (uri, text, skip, whole) => this.#parseGuarded(uri, text, skip, whole),
      caches,
      options.parseEveryFile ? undefined : (model, text, previousText) => referencedNames(model, text, previousText),
    );
  }

  /** Why the file's current model stands for a file that was not analysed, if it does. */
  skipped(uri: string): SkipReason | undefined {
    const model = this.registry.get(uri);
    return model && this.#skipped.get(model);
  }

  /**
   * Parses a file with the front end for its extension; undefined when no front end reads it.
   * Throws {@link ParseTimeout} when the parse outlasts the registry's `parseTimeMs`, and
   * {@link ParseMemoryExceeded} when the parser's memory would pass its ceiling.
   */
  parse(uri: string, text: string): FileModel | undefined {
    const frontEnd = frontEndOfUri(uri);
    if (frontEnd?.mayDeclare && !this.#parsers.has(frontEnd) && !frontEnd.mayDeclare(text)) return declaringNothing(uri, frontEnd.language, countLines(text));
    return frontEnd
      ? this.#parser(frontEnd).parse(uri, text, { timeBudgetMs: this.registry.limits.parseTimeMs, maxTreeSize: treeSizeLimit(this.registry.limits.maxFileSize) })
      : undefined;
  }

  /**
   * One parser per front end and analyzer (the TypeScript one is a long-lived project updated file
   * by file). A `first-file` front end is created here, so a run without its files never pays for it.
   */
  #parser(frontEnd: FrontEnd): FileParser {
    let parser = this.#parsers.get(frontEnd);
    if (!parser) {
      if (frontEnd.load.when !== 'first-file') throw new Error(`The ${frontEnd.language} front end was not loaded with the analyzer`);
      parser = frontEnd.load.create(this.internalErrors.report, this.caches);
      this.#parsers.set(frontEnd, parser);
    }
    return parser;
  }

  /**
   * {@link parse} for the registry and fix-all: a front end that throws leaves the file unread,
   * reported. A text over the size limit or clearly not text never reaches a front end (one place
   * for the command, disk indexing and open documents): it gets an empty model and one notice.
   */
  #parseGuarded(uri: string, text: string, skip?: SkipReason, whole = true): FileModel | undefined {
    const frontEnd = frontEndOfUri(uri);
    if (!frontEnd) return undefined;
    const unreadable = skip ?? skipReason(text, this.registry.limits);
    // A file left unparsed needs no nesting check: only a parser can be sent into runaway recursion.
    const deferred = !unreadable && !whole ? deferredModelOf(frontEnd, uri, text) : undefined;
    if (deferred) return deferred;
    const reason = unreadable ?? nestingReasonAfterEdit(this.#textThatPassed(uri), text, frontEnd.language);
    if (reason) {
      const model = skippedModel(uri, frontEnd.language);
      this.#skipped.set(model, reason);
      return model;
    }
    try {
      return this.parse(uri, text);
    } catch (error) {
      const reason = skipReasonOf(error);
      if (reason) {
        const model = skippedModel(uri, frontEnd.language);
        this.#skipped.set(model, reason);
        return model;
      }
      this.internalErrors.report({ phase: 'parse', uri, error });
      return undefined;
    }
  }

  /** The indexed text of `uri` when it went through the nesting check and passed (it was parsed). */
  #textThatPassed(uri: string): string | undefined {
    const model = this.registry.get(uri);
    return model && !model.deferred && !this.#skipped.has(model) ? this.registry.text(uri) : undefined;
  }

  /** The one finding of a file that was not analysed, at the severity the settings give `file-skipped`. */
  #skipNotice(model: FileModel, settings: RuleSettings): Finding[] | undefined {
    const reason = this.#skipped.get(model);
    if (!reason) return undefined;
    const severity = settings[FILE_SKIPPED] ?? getRule(FILE_SKIPPED)?.meta.defaultSeverity ?? 'info';
    if (severity === 'off') return [];
    const start = { line: 0, character: 0 };
    return [{ ruleId: FILE_SKIPPED, severity, message: skipMessage(reason), uri: model.uri, range: { start, end: start }, fixable: false, fixes: [] }];
  }

  /**
   * Drops what the front ends keep for a file besides its model: called when a document is closed
   * (its model from disk, if any, stays in the registry) or a file is deleted.
   */
  forget(uri: string): void {
    for (const parser of this.#parsers.values()) parser.forget?.(uri);
  }

  /**
   * Analyses candidate texts of one file without touching the registry: what fix-all needs to
   * re-check its own output, pass after pass.
   */
  fixEnvironment(uri: string, settings: RuleSettings = {}, descriptionLanguage: DescriptionLanguageSetting = 'auto'): FixEnvironment {
    // The same candidate text is asked for its findings and its syntax errors: parse it once.
    // The environment lives for one fix-all or one code-action request, so the map stays small.
    const models = new Map<string, FileModel | undefined>();
    const parse = (text: string) => {
      if (!models.has(text)) models.set(text, this.#parseGuarded(uri, text));
      return models.get(text);
    };
    return {
      findings: (text) => {
        const model = parse(text);
        if (model) {
          const notice = this.#skipNotice(model, settings);
          if (notice) return notice;
        }
        return model ? analyzeFile(model, this.registry, settings, text, allRules, this.internalErrors.report, descriptionLanguage) : [];
      },
      // A candidate that could not be analysed (too slow, too large) is never better than the text it replaces.
      syntaxErrorCount: (text) => {
        const model = parse(text);
        if (model && this.#skipped.has(model)) return Number.POSITIVE_INFINITY;
        return model?.syntaxErrors.length ?? 0;
      },
    };
  }

  /** Findings for one indexed file; `descriptionLanguage` is the `appfunctions.descriptionLanguage` setting. */
  findings(uri: string, settings: RuleSettings = {}, descriptionLanguage: DescriptionLanguageSetting = 'auto'): Finding[] {
    const model = this.registry.get(uri);
    // A deferred file declares nothing a rule checks (that is why it was left unparsed).
    if (!model || model.deferred) return [];
    const text = this.registry.text(uri) ?? '';
    return (
      this.#skipNotice(model, settings) ??
      (this.#readForTypesOnly(model, text) ? [] : analyzeFile(model, this.registry, settings, text, allRules, this.internalErrors.report, descriptionLanguage))
    );
  }

  /**
   * Whether a parsed file is one a deferring front end would have left unparsed: parsed because
   * another file names one of its types, it declares nothing a rule checks, so running the rules on
   * it finds nothing but costs as much as on any file (a large app's repositories and models).
   */
  #readForTypesOnly(model: FileModel, text: string): boolean {
    const reading = frontEndOfUri(model.uri)?.deferredReading;
    return reading !== undefined && !reading.mayDeclare(text);
  }

  /** A key of what the workspace rules say about one indexed file ('' for a file not indexed). */
  workspaceStamp(uri: string, settings: RuleSettings = {}): string {
    const model = this.registry.get(uri);
    if (!model || model.deferred || this.#readForTypesOnly(model, this.registry.text(uri) ?? '')) return '';
    return workspaceStamp(model, this.registry, settings, allRules, this.internalErrors.report);
  }
}

/**
 * Loads the front ends that load with the analyzer (the Kotlin grammar) and returns a ready
 * analyzer. `forFiles`, when given, are all the files it will ever read (the command knows them
 * before it starts): a front end none of them needs is not loaded, and a file of its language
 * given later is an error. The server, whose files come and go, loads them all.
 */
export async function createAnalyzer(forFiles?: readonly string[], options: AnalyzerOptions = {}): Promise<Analyzer> {
  const internalErrors = new InternalErrorSink();
  const caches = new AnalysisCaches();
  const ready = new Map<FrontEnd, FileParser>();
  const needed = forFiles && new Set(forFiles.map((file) => frontEndFor(file)));
  for (const frontEnd of FRONT_ENDS) {
    if (frontEnd.load.when !== 'with-analyzer' || (needed && !needed.has(frontEnd))) continue;
    ready.set(frontEnd, await frontEnd.load.create(internalErrors.report, caches));
  }
  return new Analyzer(ready, internalErrors, caches, options);
}

/** How an analyzer reads. */
export interface AnalyzerOptions {
  /** Parse every file at once rather than the ones that can matter first (see `DeferredReading`). */
  parseEveryFile?: boolean;
}

/** The deferred model of a text its front end leaves unparsed until it matters (see `DeferredReading`); undefined when it must be parsed. */
function deferredModelOf(frontEnd: FrontEnd, uri: string, text: string): FileModel | undefined {
  const deferral = frontEnd.deferredReading;
  if (!deferral || deferral.mayDeclare(text)) return undefined;
  const typeNames = deferral.namesDeclared(text);
  return typeNames && deferredModel(uri, frontEnd.language, countLines(text), typeNames);
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** What a parsed file refers to, for its front end's deferred reading; nothing for a front end without one. */
function referencedNames(model: FileModel, text: string, previousText?: string): ReadonlySet<string> {
  return frontEndOfUri(model.uri)?.deferredReading?.namesReferenced(text, model, previousText) ?? NO_NAMES;
}

/** The front end of a registry key (a path, or a URI without its query and fragment). */
function frontEndOfUri(uri: string): FrontEnd | undefined {
  // Asked a few times per file: most keys have no query or fragment to cut, so no pattern runs.
  return frontEndFor(uri.includes('?') || uri.includes('#') ? uri.replace(/[?#].*$/, '') : uri);
}

/** The model of a file that was not analysed: its language, nothing declared. */
function skippedModel(uri: string, language: FileModel['language']): FileModel {
  return { uri, language, imports: [], functions: [], serializables: [], classes: [], suppressions: [], fileAnnotations: [], syntaxErrors: [], lineCount: 1 };
}

/** The skip reason a front end's refusal stands for; undefined for any other error (an internal error). */
function skipReasonOf(error: unknown): SkipReason | undefined {
  if (error instanceof ParseTimeout) return { kind: 'too-slow', budgetMs: error.budgetMs };
  if (error instanceof ParseMemoryExceeded) return { kind: 'too-much-memory', budgetBytes: error.budgetBytes };
  if (isNotReadableAsCode(error)) return { kind: 'not-code', wordPairs: error.wordPairs, limit: error.limit };
  if (isTooManyFunctions(error)) return { kind: 'too-many-functions', limit: error.limit };
  if (isTreeTooLarge(error)) return { kind: 'tree-too-large', what: error.what, count: error.count, limit: error.limit };
  return undefined;
}

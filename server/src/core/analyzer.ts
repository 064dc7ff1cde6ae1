import * as path from 'node:path';
import { analyzeFile, workspaceStamp } from './analysis/analyze';
import { InternalErrorSink } from './analysis/internal-error-sink';
import type { RuleSettings } from './config/rule-settings';
import { isAndroidXmlPath, parseAndroidXml } from './languages/android-xml/index';
import { createKotlinFrontEnd, type KotlinFrontEnd } from './languages/kotlin/index';
import type { TypeScriptFrontEnd } from './languages/typescript/index';
import { isTypeScriptPath } from './languages/typescript/paths';
import { loadTypeScriptFrontEnd } from './typescript-front-end-loader';
import type { FileModel } from './model/types';
import { WorkspaceRegistry } from './registry/workspace-registry';
import type { FixEnvironment } from './fixes/fix-all';
import type { Finding } from './model/findings';
import { allRules } from './rules/index';

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

  #typescript?: TypeScriptFrontEnd;

  constructor(
    private readonly kotlin: KotlinFrontEnd,
    internalErrors = new InternalErrorSink(),
  ) {
    this.internalErrors = internalErrors;
    this.registry = new WorkspaceRegistry((uri, text) => this.#parseGuarded(uri, text));
  }

  /**
   * One long-lived TypeScript project per analyzer, updated file by file. Created (and the
   * TypeScript compiler loaded) on the first TypeScript file: a Kotlin-only run never pays for it.
   */
  get typescript(): TypeScriptFrontEnd {
    this.#typescript ??= loadTypeScriptFrontEnd(this.internalErrors.report);
    return this.#typescript;
  }

  /** Parses a file with the front end for its extension; undefined when no front end reads it. */
  parse(uri: string, text: string): FileModel | undefined {
    const extension = path.extname(uri.replace(/[?#].*$/, '')).toLowerCase();
    if (extension === '.kt' || extension === '.kts') return this.kotlin.parse(uri, text);
    if (extension === '.xml' && isAndroidXmlPath(uri)) return parseAndroidXml(uri, text, this.internalErrors.report);
    if (isTypeScriptPath(uri)) return this.typescript.parse(uri, text);
    return undefined;
  }

  /** {@link parse} for the registry and fix-all: a front end that throws leaves the file unread, reported. */
  #parseGuarded(uri: string, text: string): FileModel | undefined {
    try {
      return this.parse(uri, text);
    } catch (error) {
      this.internalErrors.report({ phase: 'parse', uri, error });
      return undefined;
    }
  }

  /**
   * Analyses candidate texts of one file without touching the registry: what fix-all needs to
   * re-check its own output, pass after pass.
   */
  fixEnvironment(uri: string, settings: RuleSettings = {}): FixEnvironment {
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
        return model ? analyzeFile(model, this.registry, settings, text, allRules, this.internalErrors.report) : [];
      },
      syntaxErrorCount: (text) => parse(text)?.syntaxErrors.length ?? 0,
    };
  }

  /** Findings for one indexed file. */
  findings(uri: string, settings: RuleSettings = {}): Finding[] {
    const model = this.registry.get(uri);
    return model ? analyzeFile(model, this.registry, settings, this.registry.text(uri) ?? '', allRules, this.internalErrors.report) : [];
  }

  /** A key of what the workspace rules say about one indexed file ('' for a file not indexed). */
  workspaceStamp(uri: string, settings: RuleSettings = {}): string {
    const model = this.registry.get(uri);
    return model ? workspaceStamp(model, this.registry, settings, allRules, this.internalErrors.report) : '';
  }
}

/** Loads the grammars and returns a ready analyzer. */
export async function createAnalyzer(): Promise<Analyzer> {
  const internalErrors = new InternalErrorSink();
  return new Analyzer(await createKotlinFrontEnd(internalErrors.report), internalErrors);
}

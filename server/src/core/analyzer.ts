import * as path from 'node:path';
import { analyzeFile } from './analysis/analyze';
import type { RuleSettings } from './config/rule-settings';
import { isAndroidXmlPath, parseAndroidXml } from './languages/android-xml/index';
import { createKotlinFrontEnd, type KotlinFrontEnd } from './languages/kotlin/index';
import type { TypeScriptFrontEnd } from './languages/typescript/index';
import { isTypeScriptPath } from './languages/typescript/paths';
import { loadTypeScriptFrontEnd } from './typescript-front-end-loader';
import type { FileModel } from './model/file-model';
import { WorkspaceRegistry } from './registry/workspace-registry';
import type { FixEnvironment } from './fixes/fix-all';
import type { Finding } from './model/findings';

/**
 * The analysis core in one object: front ends, the workspace registry and the rules. The CLI, the
 * language server and the tests all drive this; it knows nothing about LSP or the terminal.
 */
export class Analyzer {
  readonly registry: WorkspaceRegistry;

  #typescript?: TypeScriptFrontEnd;

  constructor(private readonly kotlin: KotlinFrontEnd) {
    this.registry = new WorkspaceRegistry((uri, text) => this.parse(uri, text));
  }

  /**
   * One long-lived TypeScript project per analyzer, updated file by file. Created (and the
   * TypeScript compiler loaded) on the first TypeScript file: a Kotlin-only run never pays for it.
   */
  get typescript(): TypeScriptFrontEnd {
    this.#typescript ??= loadTypeScriptFrontEnd();
    return this.#typescript;
  }

  /** Parses a file with the front end for its extension; undefined when no front end reads it. */
  parse(uri: string, text: string): FileModel | undefined {
    const extension = path.extname(uri.replace(/[?#].*$/, '')).toLowerCase();
    if (extension === '.kt' || extension === '.kts') return this.kotlin.parse(uri, text);
    if (extension === '.xml' && isAndroidXmlPath(uri)) return parseAndroidXml(uri, text);
    if (isTypeScriptPath(uri)) return this.typescript.parse(uri, text);
    return undefined;
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
      if (!models.has(text)) models.set(text, this.parse(uri, text));
      return models.get(text);
    };
    return {
      findings: (text) => {
        const model = parse(text);
        return model ? analyzeFile(model, this.registry, settings, text) : [];
      },
      syntaxErrorCount: (text) => parse(text)?.syntaxErrors.length ?? 0,
    };
  }

  /** Findings for one indexed file. */
  findings(uri: string, settings: RuleSettings = {}): Finding[] {
    const model = this.registry.get(uri);
    return model ? analyzeFile(model, this.registry, settings, this.registry.text(uri) ?? '') : [];
  }
}

/** Loads the grammars and returns a ready analyzer. */
export async function createAnalyzer(): Promise<Analyzer> {
  return new Analyzer(await createKotlinFrontEnd());
}

import { analyzeFile } from './analysis/analyze';
import type { RuleSettings } from './config/rule-settings';
import type { FileParser, FrontEnd } from './languages/front-end';
import { FRONT_ENDS, frontEndFor } from './languages/front-ends';
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

  /** The front ends made ready so far: those loaded with the analyzer, then each on its first file. */
  readonly #parsers: Map<FrontEnd, FileParser>;

  constructor(ready: ReadonlyMap<FrontEnd, FileParser>) {
    this.#parsers = new Map(ready);
    this.registry = new WorkspaceRegistry((uri, text) => this.parse(uri, text));
  }

  /** Parses a file with the front end for its extension; undefined when no front end reads it. */
  parse(uri: string, text: string): FileModel | undefined {
    const frontEnd = frontEndFor(uri.replace(/[?#].*$/, ''));
    return frontEnd ? this.#parser(frontEnd).parse(uri, text) : undefined;
  }

  /**
   * One parser per front end and analyzer (the TypeScript one is a long-lived project updated file
   * by file). A `first-file` front end is created here, so a run without its files never pays for it.
   */
  #parser(frontEnd: FrontEnd): FileParser {
    let parser = this.#parsers.get(frontEnd);
    if (!parser) {
      if (frontEnd.load.when !== 'first-file') throw new Error(`The ${frontEnd.language} front end was not loaded with the analyzer`);
      parser = frontEnd.load.create();
      this.#parsers.set(frontEnd, parser);
    }
    return parser;
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

/** Loads the front ends that load with the analyzer (the Kotlin grammar) and returns a ready analyzer. */
export async function createAnalyzer(): Promise<Analyzer> {
  const ready = new Map<FrontEnd, FileParser>();
  for (const frontEnd of FRONT_ENDS) {
    if (frontEnd.load.when === 'with-analyzer') ready.set(frontEnd, await frontEnd.load.create());
  }
  return new Analyzer(ready);
}

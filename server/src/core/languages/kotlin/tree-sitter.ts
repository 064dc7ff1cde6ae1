import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type * as WebTreeSitter from 'web-tree-sitter';
import type { Language, Parser } from 'web-tree-sitter';

/**
 * Places the runtime and wasm files may live: beside the bundle (dist/) when packaged, or in
 * node_modules when the sources run directly (tests).
 */
function findFile(fileName: string, packageDirs: string[]): string {
  const roots = [__dirname, path.resolve(__dirname, '..'), process.cwd()];
  const candidates: string[] = [];
  for (const root of roots) {
    candidates.push(path.join(root, fileName));
    for (let up = root, i = 0; i < 7; i++, up = path.dirname(up)) {
      for (const dir of packageDirs) candidates.push(path.join(up, 'node_modules', dir, fileName));
    }
  }
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`Cannot find ${fileName}; looked in ${roots.join(', ')}`);
  return found;
}

/**
 * One instance of tree-sitter's WebAssembly module with the Kotlin grammar loaded. Its memory grows
 * to the largest parse's need and is never given back, so an instance that grew too much is
 * retired: every tree and parser made from it is dropped, the next parse starts in a fresh instance,
 * and the old memory goes with the garbage.
 */
export interface KotlinRuntime {
  readonly language: Language;
  /** web-tree-sitter's classes as this instance has them (each instance has its own). */
  readonly binding: typeof WebTreeSitter;
  /** A new parser for Kotlin; create one per thread of work (parsers are not re-entrant). */
  createParser(): Parser;
  /** How many bytes the instance's memory has grown since the grammar was loaded. */
  grownBytes(): number;
  /** Whether the instance was retired: its users should move to the current one as soon as it is loaded. */
  readonly retired: boolean;
}

/** The module's options object becomes the Emscripten module, which keeps its current heap view there. */
interface ModuleOptions {
  locateFile: () => string;
  HEAPU8?: Uint8Array;
}

class LoadedRuntime implements KotlinRuntime {
  retired = false;
  readonly #loadedBytes: number;

  constructor(
    readonly binding: typeof WebTreeSitter,
    readonly language: Language,
    private readonly module: ModuleOptions,
  ) {
    this.#loadedBytes = this.#bytes();
  }

  createParser(): Parser {
    const parser = new this.binding.Parser();
    parser.setLanguage(this.language);
    return parser;
  }

  grownBytes(): number {
    return this.#bytes() - this.#loadedBytes;
  }

  #bytes(): number {
    return this.module.HEAPU8?.length ?? 0;
  }
}

/** Where the script and the two wasm files are, found once: every instance loads the same ones. */
let files: { script: string; runtimeWasm: string; grammarWasm: string } | undefined;

/**
 * Loads a fresh instance. web-tree-sitter keeps its module in a variable of its own script, so a
 * fresh copy of the script (required anew, then dropped from the cache) is a fresh instance.
 */
async function loadRuntime(): Promise<KotlinRuntime> {
  files ??= {
    script: findFile('tree-sitter.cjs', ['web-tree-sitter']),
    runtimeWasm: findFile('tree-sitter.wasm', ['web-tree-sitter']),
    grammarWasm: findFile('tree-sitter-kotlin.wasm', ['tree-sitter-wasms/out']),
  };
  const { script, runtimeWasm, grammarWasm } = files;
  // A require made for this load only: a shared one would list every copy among its children.
  const requireFresh = createRequire(script);
  delete requireFresh.cache[script];
  const binding = requireFresh(script) as typeof WebTreeSitter;
  delete requireFresh.cache[script];
  const module: ModuleOptions = { locateFile: () => runtimeWasm };
  await binding.Parser.init(module);
  const language = await binding.Language.load(grammarWasm);
  return new LoadedRuntime(binding, language, module);
}

/** The instance parses go to, once loaded; undefined while the first or a replacement loads. */
let current: KotlinRuntime | undefined;
let loading: Promise<KotlinRuntime> | undefined;

/** The current instance, loading it first when there is none (the first call, or after a retirement). */
export function kotlinRuntime(): Promise<KotlinRuntime> {
  if (current) return Promise.resolve(current);
  loading ??= loadRuntime().then((runtime) => {
    current = runtime;
    loading = undefined;
    return runtime;
  });
  return loading;
}

/** The current instance if it is loaded, without waiting: what a synchronous parse can move to. */
export function loadedKotlinRuntime(): KotlinRuntime | undefined {
  return current;
}

/**
 * Retires `runtime` when its memory grew more than `budgetBytes` past what the grammar took, and
 * starts loading its replacement. Until that is loaded the old instance still serves (a parse is
 * synchronous and cannot wait); a replacement that fails to load leaves the old one current.
 */
export function retireIfGrown(runtime: KotlinRuntime, budgetBytes: number): void {
  if (runtime.retired || runtime !== current || runtime.grownBytes() <= budgetBytes) return;
  (runtime as LoadedRuntime).retired = true;
  current = undefined;
  kotlinRuntime().catch(() => {
    // Expected never (the files loaded once already); keep parsing with what worked.
    (runtime as LoadedRuntime).retired = false;
    current ??= runtime;
    loading = undefined;
  });
}

/** A parser for Kotlin from the current instance; create one per thread of work (parsers are not re-entrant). */
export async function createKotlinParser(): Promise<Parser> {
  return (await kotlinRuntime()).createParser();
}

import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type * as WebTreeSitter from 'web-tree-sitter';
import type { Language, Parser } from 'web-tree-sitter';

/** A tree-sitter grammar shipped as a wasm file: its file name and the packages that may hold it. */
export interface Grammar {
  /** For messages: `Kotlin`, `C#`. */
  readonly name: string;
  readonly wasmFile: string;
  /** Folders under node_modules where the file is when the sources run directly (tests). */
  readonly packageDirs: readonly string[];
}

/**
 * Places the runtime and wasm files may live: beside the bundle (dist/) when packaged, or in
 * node_modules when the sources run directly (tests).
 */
function findFile(fileName: string, packageDirs: readonly string[]): string {
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
 * Something that holds parsers or trees of an instance: told to move to the replacement as soon as
 * it is loaded, so that nothing keeps the retired instance's memory alive until its next parse.
 */
export interface RuntimeUser {
  /** Drops every parser and tree of the retired instance and takes the current one. */
  followReplacement(): void;
}

/**
 * One instance of tree-sitter's WebAssembly module with one grammar loaded. Its memory grows to the
 * largest parse's need and is never given back, so an instance that grew too much is retired: every
 * tree and parser made from it is dropped, the next parse starts in a fresh instance, and the old
 * memory goes with the garbage.
 */
export interface TreeSitterRuntime {
  readonly language: Language;
  /** web-tree-sitter's classes as this instance has them (each instance has its own). */
  readonly binding: typeof WebTreeSitter;
  /** A new parser for the grammar; create one per thread of work (parsers are not re-entrant). */
  createParser(): Parser;
  /** How many bytes the instance's memory has grown since the grammar was loaded. */
  grownBytes(): number;
  /** Whether the instance was retired: its users should move to the current one as soon as it is loaded. */
  readonly retired: boolean;
  /** Registers a holder of this instance's parsers or trees, to be moved when it is retired (held weakly). */
  addUser(user: RuntimeUser): void;
}

const releasedListeners = new Set<() => void>();

/**
 * Calls `listener` each time a retired instance was handed over to its replacement: from then on
 * nothing of ours refers to its memory, which a collection can give back. The language server
 * collects at once (a retired instance can hold a hundred megabytes the collector does not see as
 * pressing); the command line lets V8 choose. Returns the unsubscribe function.
 */
export function onRuntimeReleased(listener: () => void): () => void {
  releasedListeners.add(listener);
  return () => releasedListeners.delete(listener);
}

/** The module's options object becomes the Emscripten module, which keeps its current heap view there. */
interface ModuleOptions {
  locateFile: () => string;
  HEAPU8?: Uint8Array;
}

class LoadedRuntime implements TreeSitterRuntime {
  retired = false;
  readonly #loadedBytes: number;
  readonly #users = new Set<WeakRef<RuntimeUser>>();

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

  addUser(user: RuntimeUser): void {
    this.#users.add(new WeakRef(user));
  }

  /** Moves every user still alive to the replacement; a user's failure must not keep the others behind. */
  handOver(): void {
    const users = [...this.#users];
    this.#users.clear();
    for (const user of users) {
      try {
        user.deref()?.followReplacement();
      } catch {
        // A user that could not move keeps the old instance until its next parse, as before.
      }
    }
  }

  #bytes(): number {
    return this.module.HEAPU8?.length ?? 0;
  }
}

/**
 * The instances of one grammar: the current one, loaded on first use, and its replacement once it is
 * retired. Each grammar has its own, so one language's large parse never retires another's trees.
 */
export class GrammarRuntimes {
  #files?: { script: string; runtimeWasm: string; grammarWasm: string };
  /** The instance parses go to, once loaded; undefined while the first or a replacement loads. */
  #current?: LoadedRuntime;
  #loading?: Promise<TreeSitterRuntime>;

  constructor(readonly grammar: Grammar) {}

  /** The current instance, loading it first when there is none (the first call, or after a retirement). */
  runtime(): Promise<TreeSitterRuntime> {
    if (this.#current) return Promise.resolve(this.#current);
    this.#loading ??= this.#load().then((runtime) => {
      this.#current = runtime;
      this.#loading = undefined;
      return runtime;
    });
    return this.#loading;
  }

  /** The current instance if it is loaded, without waiting: what a synchronous parse can move to. */
  loaded(): TreeSitterRuntime | undefined {
    return this.#current;
  }

  /**
   * Retires `runtime` when its memory grew more than `budgetBytes` past what the grammar took, and
   * starts loading its replacement. Until that is loaded the old instance still serves (a parse is
   * synchronous and cannot wait); once it is, every user moves to it and the released listeners
   * hear of it. A replacement that fails to load leaves the old one current.
   */
  retireIfGrown(runtime: TreeSitterRuntime, budgetBytes: number): void {
    if (runtime.retired || runtime !== this.#current || runtime.grownBytes() <= budgetBytes) return;
    const retiring = this.#current;
    retiring.retired = true;
    this.#current = undefined;
    this.runtime().then(
      () => {
        retiring.handOver();
        for (const listener of releasedListeners) listener();
      },
      () => {
        // Expected never (the files loaded once already); keep parsing with what worked.
        retiring.retired = false;
        this.#current ??= retiring;
        this.#loading = undefined;
      },
    );
  }

  /**
   * Loads a fresh instance. web-tree-sitter keeps its module in a variable of its own script, so a
   * fresh copy of the script (required anew, then dropped from the cache) is a fresh instance.
   */
  async #load(): Promise<LoadedRuntime> {
    this.#files ??= {
      script: findFile('tree-sitter.cjs', ['web-tree-sitter']),
      runtimeWasm: findFile('tree-sitter.wasm', ['web-tree-sitter']),
      grammarWasm: findFile(this.grammar.wasmFile, this.grammar.packageDirs),
    };
    const { script, runtimeWasm, grammarWasm } = this.#files;
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
}

import { createHash } from 'node:crypto';
import type { FileModel, FunctionDecl, SerializableDecl } from '../model/types';
import type { WorkspaceView } from '../rules/rule';
import { factSignature } from './fact-signature';

/** Turns a file's text into its model; supplied by the caller so the registry stays language-agnostic. */
export type FileParser = (uri: string, text: string) => FileModel | undefined;

interface Entry {
  hash: string;
  model: FileModel;
  text: string;
  /** What other files can see of this one (see fact-signature.ts). */
  signature: string;
}

/**
 * The workspace index: one model per file, re-parsed only when the file's content changes, plus
 * the cross-file lookups rules need (serializable types by name, all functions).
 */
export class WorkspaceRegistry implements WorkspaceView {
  readonly #entries = new Map<string, Entry>();
  #serializables?: Map<string, SerializableDecl>;
  #files?: FileModel[];
  readonly #memos = new Map<string, unknown>();
  /** Bumped on every change, so callers can tell whether cross-file results are stale. */
  version = 0;
  /**
   * Bumped only when what files can see of each other changes (a function renamed, a type added,
   * a file created or deleted). Per-file findings cached under one facts version stay valid.
   */
  factsVersion = 0;

  constructor(private readonly parse: FileParser) {}

  /** Indexes (or re-indexes) a file. Returns its model, or undefined for a file no front end reads. */
  update(uri: string, text: string): FileModel | undefined {
    const hash = createHash('sha1').update(text).digest('hex');
    const existing = this.#entries.get(uri);
    if (existing?.hash === hash) return existing.model;
    const model = this.parse(uri, text);
    if (!model) {
      if (existing) this.remove(uri);
      return undefined;
    }
    const signature = factSignature(model);
    this.#entries.set(uri, { hash, model, text, signature });
    this.#changed(existing?.signature !== signature);
    return model;
  }

  remove(uri: string): boolean {
    const removed = this.#entries.delete(uri);
    if (removed) this.#changed(true);
    return removed;
  }

  get(uri: string): FileModel | undefined {
    return this.#entries.get(uri)?.model;
  }

  /** The text the file's model was built from. */
  text(uri: string): string | undefined {
    return this.#entries.get(uri)?.text;
  }

  has(uri: string): boolean {
    return this.#entries.has(uri);
  }

  uris(): string[] {
    return [...this.#entries.keys()];
  }

  /** The content hash of an indexed file. */
  hash(uri: string): string | undefined {
    return this.#entries.get(uri)?.hash;
  }

  /** Every indexed model; the same array until something changes, so callers may cache by it. */
  files(): FileModel[] {
    this.#files ??= [...this.#entries.values()].map((e) => e.model);
    return this.#files;
  }

  /**
   * A value derived from the whole workspace (all function names, the input types...), computed
   * once per facts version instead of once per file that asks. Only facts in the fact signature
   * may go into it: a memo survives edits that leave the signature unchanged.
   */
  memo<T>(key: string, compute: () => T): T {
    if (!this.#memos.has(key)) this.#memos.set(key, compute());
    return this.#memos.get(key) as T;
  }

  *allFunctions(): Iterable<FunctionDecl> {
    for (const { model } of this.#entries.values()) yield* model.functions;
  }

  findSerializable(simpleName: string): SerializableDecl | undefined {
    if (!this.#serializables) {
      this.#serializables = new Map();
      for (const { model } of this.#entries.values()) {
        for (const type of model.serializables) {
          this.#serializables.set(type.name, type);
          this.#serializables.set(type.qualifiedName, type);
        }
      }
    }
    return this.#serializables.get(simpleName);
  }

  #changed(factsChanged: boolean): void {
    this.version++;
    this.#files = undefined;
    // Rebuilt lazily once per change: it hands out declarations whose docs may have changed.
    this.#serializables = undefined;
    if (!factsChanged) return;
    this.factsVersion++;
    this.#memos.clear();
  }
}

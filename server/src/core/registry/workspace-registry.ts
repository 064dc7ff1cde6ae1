import { createHash } from 'node:crypto';
import type { FileModel, FunctionDecl, SerializableDecl } from '../model/types';
import type { WorkspaceView } from '../rules/rule';

/** Turns a file's text into its model; supplied by the caller so the registry stays language-agnostic. */
export type FileParser = (uri: string, text: string) => FileModel | undefined;

interface Entry {
  hash: string;
  model: FileModel;
  text: string;
}

/**
 * The workspace index: one model per file, re-parsed only when the file's content changes, plus
 * the cross-file lookups rules need (serializable types by name, all functions).
 */
export class WorkspaceRegistry implements WorkspaceView {
  readonly #entries = new Map<string, Entry>();
  #serializables?: Map<string, SerializableDecl>;
  /** Bumped on every change, so callers can tell whether cross-file results are stale. */
  version = 0;

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
    this.#entries.set(uri, { hash, model, text });
    this.#changed();
    return model;
  }

  remove(uri: string): boolean {
    const removed = this.#entries.delete(uri);
    if (removed) this.#changed();
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

  files(): FileModel[] {
    return [...this.#entries.values()].map((e) => e.model);
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

  #changed(): void {
    this.version++;
    this.#serializables = undefined;
  }
}

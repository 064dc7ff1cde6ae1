import { randomBytes } from 'node:crypto';
import type { FunctionDecl, SerializableDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import { AnalysisCaches } from '../model/analysis-caches';
import { DeclarationsByName } from './declarations-by-name';
import { factSignature } from './fact-signature';
import { DEFAULT_MAX_FILE_SIZE, skipKey, type FileLimits, type SkipReason } from './file-limits';

/**
 * Turns a file's text into its model; supplied by the caller so the registry stays language-agnostic.
 * `skip` says the file was not read in full (too large on disk): the parser makes its notice instead.
 */
export type FileParser = (uri: string, text: string, skip?: SkipReason) => FileModel | undefined;

interface Entry {
  /** Registration order: later files win a name two files declare, as in a full rebuild. */
  order: number;
  /** Which content this is: a new number whenever the text changes. */
  revision: number;
  model: FileModel;
  text: string;
  /** {@link skipKey} of why the file was not read from disk, '' when it was. */
  skip: string;
  /** What other files can see of this one (see fact-signature.ts). */
  signature: string;
}

/**
 * The workspace index: one model per file, re-parsed only when the file's content changes, plus
 * the cross-file lookups rules need (serializable types by name, all functions).
 */
export class WorkspaceRegistry implements WorkspaceView {
  readonly #entries = new Map<string, Entry>();
  /** Serializable types by simple and qualified name, kept up to date file by file. */
  readonly #serializables = new DeclarationsByName<SerializableDecl>();
  #nextOrder = 0;
  #revisions = 0;
  /** Tells this registry's revisions from another's (a restarted server's), which count from 0 too. */
  readonly #instance = randomBytes(6).toString('hex');
  #files?: FileModel[];
  /** Bumped on every change, so callers can tell whether cross-file results are stale. */
  version = 0;
  /**
   * Bumped only when what files can see of each other changes (a function renamed, a type added,
   * a file created or deleted). Per-file findings cached under one facts version stay valid.
   */
  factsVersion = 0;
  /**
   * The limits applied before a file reaches a front end (the analyzer's parser and the disk
   * readers read them here); a driver replaces them with its settings or options.
   */
  limits: FileLimits = { maxFileSize: DEFAULT_MAX_FILE_SIZE };

  /**
   * @param caches The state kept between analyses: the analyzer's, shared with the rules and the
   *   schema builders that read this registry; a registry made on its own owns fresh ones.
   */
  constructor(
    private readonly parse: FileParser,
    readonly caches: AnalysisCaches = new AnalysisCaches(),
  ) {}

  /**
   * Indexes (or re-indexes) a file. Returns its model, or undefined for a file no front end reads.
   * `skip` is set by a disk reader that did not read the file (see text-file.ts).
   */
  update(uri: string, text: string, skip?: SkipReason): FileModel | undefined {
    const existing = this.#entries.get(uri);
    const skipped = skipKey(skip);
    // Comparing the texts is cheaper than hashing them (a hash of a large file costs milliseconds per keystroke).
    if (existing?.text === text && existing.skip === skipped) return existing.model;
    const model = this.parse(uri, text, skip);
    if (!model) {
      if (existing) this.remove(uri);
      return undefined;
    }
    const signature = factSignature(model);
    const order = existing?.order ?? this.#nextOrder++;
    if (existing) this.#forgetSerializables(existing);
    this.#entries.set(uri, { order, revision: ++this.#revisions, model, text, skip: skipped, signature });
    this.#indexSerializables(order, model);
    this.#changed(existing?.signature !== signature);
    return model;
  }

  remove(uri: string): boolean {
    const existing = this.#entries.get(uri);
    if (!existing) return false;
    this.#forgetSerializables(existing);
    this.#entries.delete(uri);
    this.#changed(true);
    return true;
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

  /**
   * An id of the file's current content, unique across registries: equal ids mean equal text.
   * (Text changed and changed back gets a new id; that only costs one full report.)
   */
  contentId(uri: string): string | undefined {
    const entry = this.#entries.get(uri);
    return entry && `${this.#instance}.${entry.revision}`;
  }

  /** Every indexed model; the same array until something changes, so callers may cache by it. */
  files(): FileModel[] {
    this.#files ??= [...this.#entries.values()].map((e) => e.model);
    return this.#files;
  }

  *allFunctions(): Iterable<FunctionDecl> {
    for (const { model } of this.#entries.values()) yield* model.functions;
  }

  findSerializable(simpleName: string): SerializableDecl | undefined {
    // The last declaration in registration order wins, as a map filled file by file would keep.
    return this.#serializables.last(simpleName);
  }

  #indexSerializables(order: number, model: FileModel): void {
    model.serializables.forEach((decl, position) => {
      for (const name of new Set([decl.name, decl.qualifiedName])) this.#serializables.add(name, order, position, decl);
    });
  }

  #forgetSerializables(entry: Entry): void {
    for (const decl of entry.model.serializables) {
      for (const name of new Set([decl.name, decl.qualifiedName])) this.#serializables.remove(name, (candidate) => candidate === decl);
    }
  }

  #changed(factsChanged: boolean): void {
    this.version++;
    this.#files = undefined;
    if (!factsChanged) return;
    this.factsVersion++;
  }
}

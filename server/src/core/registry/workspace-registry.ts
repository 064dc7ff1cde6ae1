import { randomBytes } from 'node:crypto';
import type { FunctionDecl, SerializableDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import { AnalysisCaches } from '../model/analysis-caches';
import { detachedString } from '../model/detached-string';
import { MAX_REFERENCED_NAMES } from '../model/parse-budget';
import { DeclarationsByName } from './declarations-by-name';
import { factSignature } from './fact-signature';
import { DEFAULT_MAX_FILE_SIZE, skipKey, type FileLimits, type SkipReason } from './file-limits';

/**
 * Turns a file's text into its model; supplied by the caller so the registry stays language-agnostic.
 * `skip` says the file was not read in full (too large on disk): the parser makes its notice instead.
 * The parser may return a deferred model (`FileModel.deferred`) unless `whole` is set.
 */
export type FileParser = (uri: string, text: string, skip?: SkipReason, whole?: boolean) => FileModel | undefined;

/**
 * The names a parsed file may look up in other files, which deferred files declaring them must be
 * parsed for. `previousText`: the file's text before an edit, when that text was parsed too (its
 * names were given already).
 */
export type ReferencedNames = (model: FileModel, text: string, previousText?: string) => ReadonlySet<string>;

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
  /** Deferred files by the type names they may declare. */
  readonly #deferredByName = new Map<string, Set<string>>();
  /**
   * Every name a parsed file has referred to (since the set was last rebuilt). It grows with edits:
   * parsing a file nobody needs any more changes no finding, and forgetting would mean counting per
   * file; {@link MAX_REFERENCED_NAMES} bounds it.
   */
  readonly #referenced = new Set<string>();
  /** Set when even a rebuilt set passes {@link MAX_REFERENCED_NAMES}: every file is parsed from then on. */
  #parseEveryFile = false;
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
  /** See {@link MAX_REFERENCED_NAMES}; a test lowers it. */
  maxReferencedNames = MAX_REFERENCED_NAMES;

  /**
   * @param caches The state kept between analyses: the analyzer's, shared with the rules and the
   *   schema builders that read this registry; a registry made on its own owns fresh ones.
   */
  /**
   * @param referencedNames What a parsed file refers to; without it no model may be deferred
   *   (the parser is always asked for whole models).
   */
  constructor(
    private readonly parse: FileParser,
    readonly caches: AnalysisCaches = new AnalysisCaches(),
    private readonly referencedNames?: ReferencedNames,
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
    let model = this.#parse(uri, text, skip, false);
    if (model?.deferred && (this.#parseEveryFile || model.deferred.typeNames.some((name) => this.#referenced.has(name)))) {
      model = this.#parse(uri, text, skip, true);
    }
    if (!model) {
      if (existing) this.remove(uri);
      return undefined;
    }
    this.#store(uri, text, skipped, model);
    return this.get(uri);
  }

  remove(uri: string): boolean {
    const existing = this.#entries.get(uri);
    if (!existing) return false;
    this.#forget(uri, existing);
    this.#entries.delete(uri);
    this.#changed(true);
    return true;
  }

  #parse(uri: string, text: string, skip: SkipReason | undefined, whole: boolean): FileModel | undefined {
    return this.parse(uri, text, skip, whole || !this.referencedNames);
  }

  /** Puts a model in place, then parses the deferred files it refers to (and those they refer to). */
  #store(uri: string, text: string, skip: string, model: FileModel): void {
    const pending: string[] = [];
    this.#put(uri, text, skip, model, pending);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const entry = this.#entries.get(next);
      if (!entry?.model.deferred) continue;
      const whole = this.#parse(next, entry.text, undefined, true);
      if (whole) this.#put(next, entry.text, entry.skip, whole, pending);
    }
  }

  #put(uri: string, text: string, skip: string, model: FileModel, pending: string[]): void {
    const existing = this.#entries.get(uri);
    const signature = factSignature(model, this.caches);
    const order = existing?.order ?? this.#nextOrder++;
    if (existing) this.#forget(uri, existing);
    this.#entries.set(uri, { order, revision: ++this.#revisions, model, text, skip, signature });
    this.#indexSerializables(order, model);
    this.#changed(existing?.signature !== signature);
    if (model.deferred) {
      for (const name of model.deferred.typeNames) {
        let uris = this.#deferredByName.get(name);
        if (!uris) this.#deferredByName.set(name, (uris = new Set()));
        uris.add(uri);
      }
    } else if (this.referencedNames && !this.#parseEveryFile) {
      const previousText = existing && !existing.model.deferred ? existing.text : undefined;
      const names = this.referencedNames(model, text, previousText);
      // One file alone past the bound: a rebuild, which reads every parsed file's names again, would end the same way.
      if (names.size > this.maxReferencedNames) this.#stopDeferring(pending);
      else {
        this.#refer(names, pending);
        if (this.#referenced.size > this.maxReferencedNames) this.#rebuildReferenced(pending);
      }
    }
  }

  /** Adds names to the referred set; the deferred files declaring a new one go to `pending`. */
  #refer(names: Iterable<string>, pending: string[]): void {
    for (const name of names) {
      if (this.#referenced.has(name)) continue;
      this.#referenced.add(detachedString(name));
      for (const other of this.#deferredByName.get(name) ?? []) pending.push(other);
    }
  }

  /**
   * The referred names of the parsed files now in the registry, from their whole texts. Every
   * deferred file left was named by none of them (it would have been parsed), so none is pending.
   */
  #rebuildReferenced(pending: string[]): void {
    this.#referenced.clear();
    for (const entry of this.#entries.values()) {
      if (!entry.model.deferred && this.referencedNames) this.#refer(this.referencedNames(entry.model, entry.text), pending);
    }
    if (this.#referenced.size > this.maxReferencedNames) this.#stopDeferring(pending);
  }

  /** From now on every file is parsed: the deferred ones go to `pending`. */
  #stopDeferring(pending: string[]): void {
    this.#parseEveryFile = true;
    this.#referenced.clear();
    for (const uris of this.#deferredByName.values()) pending.push(...uris);
  }

  #forget(uri: string, entry: Entry): void {
    this.#forgetSerializables(entry);
    for (const name of entry.model.deferred?.typeNames ?? []) {
      const uris = this.#deferredByName.get(name);
      uris?.delete(uri);
      if (uris?.size === 0) this.#deferredByName.delete(name);
    }
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

// The replay cache: reuse of unchanged declarations between edits. While the author types in one
// function of a big file, every other declaration comes back with the same text at the same place;
// what reading it added to the model last time is added again instead of reading it again.
import type { Node } from 'web-tree-sitter';
import type { BodyFacts } from '../../model/body-facts';
import type { AnnotatedMember, ClassInfo, FunctionDecl, MemberFunctionInfo, SerializableDecl } from '../../model/declarations';
import type { FileModel, Suppression } from '../../model/file-model';
import type { SourceText } from '../../text/source-text';
import { cacheSlot, type AnalysisCaches } from '../../model/analysis-caches';
import { nodeRange } from './syntax';
import type { KdocSpans } from './doc-attachment';

/**
 * What one extraction of a file produced, for reuse by the next extraction of the same file.
 *
 * `bodies`: body facts found by the body's start position and checked against its text. Same text
 * at the same position gives the same facts, ranges included. Bodies with a syntax error are always
 * walked again.
 *
 * `functions`: everything one function declaration adds to the model (see {@link FunctionRecord}),
 * found by where it is read (its start position and the context the reading depends on: package,
 * imports, enclosing class) and checked against its text from its KDoc on. Declarations with a
 * syntax error are always read again.
 */
export interface ExtractionCache {
  bodies: TextCheckedMap<BodyFacts>;
  functions: TextCheckedMap<FunctionRecord>;
  /** Classes without a body, found like functions (see {@link DeclarationReplay.class}). */
  classes: TextCheckedMap<ClassRecord>;
  /**
   * The package and imports the keys were made under, and the short id that stands for them in
   * every key (a file's imports can be a kilobyte: written into each of its thousands of keys, they
   * were copied and hashed on every keystroke).
   */
  context?: { text: string; id: number };
  /** The file's KDoc comments, when its tree had no error (see doc-attachment.ts `kdocSpansAfterEdit`). */
  kdocs?: KdocSpans;
}

/**
 * Entries found by a short key (where a declaration is) and kept only for the text they were read
 * from. The text is compared, never made part of the key: a key string holding it would be copied
 * and hashed whole for every declaration of the file on every edit, while a comparison of two cuts
 * of the file costs one pass and nothing when they differ in length.
 */
export class TextCheckedMap<V> {
  readonly #entries = new Map<string, { text: string; value: V }>();

  get(key: string, text: string): V | undefined {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.text === text ? entry.value : undefined;
  }

  set(key: string, text: string, value: V): void {
    this.#entries.set(key, { text, value });
  }
}

/** What reading a class without a body added to the model. */
interface ClassRecord {
  info: ClassInfo;
  suppressions: Suppression[];
  serializables: SerializableDecl[];
}

/** What reading one function declaration added to the model, to replay under a new enclosing class. */
interface FunctionRecord {
  suppressions: Suppression[];
  members: MemberFunctionInfo[];
  annotatedMembers: AnnotatedMember[];
  functions: FunctionDecl[];
  helpers: HelperFunction[];
  /** Body facts read with the function: key, text, facts. */
  bodies: [string, string, BodyFacts][];
}

type HelperFunction = NonNullable<FileModel['helperFunctions']>[number];

/** Ids of package-and-imports contexts: a new one per change, never reused. */
let nextContextId = 0;

/** The last extraction of the few most recently extracted files (the ones being edited), oldest first. */
const EXTRACTIONS = cacheSlot('kotlin: last extraction per file', () => new Map<string, ExtractionCache>());
const CACHED_FILES = 4;

/** What the last extraction of `uri` kept, if it is still cached. */
export function lastExtraction(caches: AnalysisCaches, uri: string): ExtractionCache | undefined {
  return caches.get(EXTRACTIONS).get(uri);
}

/** Keeps an extraction of `uri` for the next one, dropping the least recently extracted files. */
export function keepExtraction(caches: AnalysisCaches, uri: string, kept: ExtractionCache): void {
  const extractions = caches.get(EXTRACTIONS);
  extractions.delete(uri);
  extractions.set(uri, kept);
  for (const stale of extractions.keys()) {
    if (extractions.size <= CACHED_FILES) break;
    extractions.delete(stale);
  }
}

/**
 * Reuse during one extraction: replays what the previous extraction recorded for an identical
 * declaration, or has it read and records what the reading added to the model.
 */
export class DeclarationReplay {
  /** What this extraction records, for the next one. */
  readonly kept: ExtractionCache = { bodies: new TextCheckedMap(), functions: new TextCheckedMap(), classes: new TextCheckedMap() };
  /** Body facts read while a function is being recorded (see {@link FunctionRecord}). */
  #recordedBodies?: [string, string, BodyFacts][];
  /** Package and imports as a short id (see {@link ExtractionCache.context}): part of every declaration's cache key. */
  #fileContext?: string;

  constructor(
    private readonly source: SourceText,
    private readonly model: FileModel,
    private readonly previous: ExtractionCache | undefined,
  ) {}

  /**
   * Reads a class with `read`, or replays an identical class without a body (a data class, most
   * often) at the same position. Classes with a body are always read: their members hang off this
   * model's class object. `start` is where the class starts with its KDoc.
   */
  class(node: Node, outer: ClassInfo | undefined, start: number, read: () => void): void {
    if (node.hasError || node.namedChildren.some((c) => c?.type === 'class_body' || c?.type === 'enum_class_body')) {
      read();
      return;
    }
    const position = this.source.positionAt(start);
    const key = ['class', this.#context(), outer?.qualifiedName ?? '', position.line, position.character, node.startIndex - start].join('\u0000');
    const text = this.source.text.slice(start, node.endIndex);
    const known = this.previous?.classes.get(key, text) ?? this.kept.classes.get(key, text);
    const model = this.model;
    if (known) {
      // A fresh member list per model, though nothing fills it for a class without a body.
      model.classes.push({ ...known.info, memberFunctions: [], bodyProperties: [], bodyPropertyRanges: [] });
      model.suppressions.push(...known.suppressions);
      model.serializables.push(...known.serializables);
      this.kept.classes.set(key, text, known);
      return;
    }
    const before = { classes: model.classes.length, suppressions: model.suppressions.length, serializables: model.serializables.length };
    read();
    const classes = model.classes.slice(before.classes);
    // Reached only when the class was read in full: a partial read is never replayed.
    const info = classes.length === 1 ? classes[0] : undefined;
    if (info) {
      this.kept.classes.set(key, text, {
        info,
        suppressions: model.suppressions.slice(before.suppressions),
        serializables: model.serializables.slice(before.serializables),
      });
    }
  }

  /**
   * Reads a function declaration with `read`, or replays what an identical declaration at the same
   * position added to the previous model. `start` is where it starts with its KDoc.
   */
  function(node: Node, enclosing: ClassInfo | undefined, start: number, read: () => void): void {
    if (node.hasError) return read();
    const position = this.source.positionAt(start);
    // Whether there is a class, and whether it keeps members (one rebuilt from loose tokens does not).
    // A fun interface's annotations too: an `@AppFunctionSignature` there makes its function one.
    const signature = enclosing?.modifiers?.includes('fun') ? JSON.stringify(enclosing.annotations) : '';
    const owner = enclosing ? `${enclosing.qualifiedName}|${enclosing.isEntryPoint}|${!!enclosing.memberFunctions}|${signature}` : '';
    // The node's own start too: the same text may be read with annotations inside the node or
    // dangling before it (see AnnotationReader.dangling), and those give different models.
    const key = [this.#context(), owner, position.line, position.character, node.startIndex - start].join('\u0000');
    const text = this.source.text.slice(start, node.endIndex);
    const known = this.previous?.functions.get(key, text) ?? this.kept.functions.get(key, text);
    if (known) {
      this.#replay(known, enclosing);
      this.kept.functions.set(key, text, known);
      return;
    }
    const model = this.model;
    const before = {
      suppressions: model.suppressions.length,
      members: enclosing?.memberFunctions?.length ?? 0,
      annotatedMembers: model.annotatedMembers?.length ?? 0,
      functions: model.functions.length,
      helpers: model.helperFunctions?.length ?? 0,
    };
    this.#recordedBodies = [];
    try {
      read();
      // Reached only when the declaration was read in full: a partial read is never replayed.
      this.kept.functions.set(key, text, {
        suppressions: model.suppressions.slice(before.suppressions),
        members: enclosing?.memberFunctions?.slice(before.members) ?? [],
        annotatedMembers: model.annotatedMembers?.slice(before.annotatedMembers) ?? [],
        functions: model.functions.slice(before.functions),
        helpers: model.helperFunctions?.slice(before.helpers) ?? [],
        bodies: this.#recordedBodies,
      });
    } finally {
      this.#recordedBodies = undefined;
    }
  }

  /** The KDoc comments the previous extraction found, if it kept them. */
  get previousKdocs(): KdocSpans | undefined {
    return this.previous?.kdocs;
  }

  /** The facts of a body: the previous ones for the same text at the same position, else `walk`'s. */
  bodyFacts(body: Node | undefined, walk: (body: Node | undefined) => BodyFacts): BodyFacts {
    if (!body || body.hasError) return walk(body);
    const start = nodeRange(this.source, body).start;
    const key = `${start.line}:${start.character}`;
    const text = body.text;
    const facts = this.previous?.bodies.get(key, text) ?? this.kept.bodies.get(key, text) ?? walk(body);
    this.kept.bodies.set(key, text, facts);
    this.#recordedBodies?.push([key, text, facts]);
    return facts;
  }

  /**
   * The package and imports as a short id, computed on the first declaration (when they have been
   * read): the previous extraction's id when they are the same, a new one when they changed.
   */
  #context(): string {
    if (this.#fileContext === undefined) {
      const text = JSON.stringify([this.model.packageName ?? null, this.model.imports]);
      const previous = this.previous?.context;
      const id = previous && previous.text === text ? previous.id : nextContextId++;
      this.kept.context = { text, id };
      this.#fileContext = String(id);
    }
    return this.#fileContext;
  }

  /** Adds a recorded function's contributions to this model, pointing at this model's enclosing class. */
  #replay(record: FunctionRecord, enclosing: ClassInfo | undefined): void {
    const model = this.model;
    model.suppressions.push(...record.suppressions);
    if (enclosing) enclosing.memberFunctions?.push(...record.members);
    if (record.annotatedMembers.length > 0) (model.annotatedMembers ??= []).push(...record.annotatedMembers.map((m) => ({ ...m, enclosingClass: enclosing })));
    model.functions.push(...record.functions.map((fn) => ({ ...fn, enclosingClass: enclosing })));
    if (record.helpers.length > 0) (model.helperFunctions ??= []).push(...record.helpers);
    // Keep the bodies too: an edit of this function's KDoc alone must still find its body.
    for (const [key, text, facts] of record.bodies) this.kept.bodies.set(key, text, facts);
  }
}

import type { ClassInfo } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import { DeclarationsByName } from '../registry/declarations-by-name';

/** A class declared in the workspace, with the file whose imports resolve its own references. */
export interface ClassEntry {
  file: FileModel;
  info: ClassInfo;
}

/**
 * Every class of the workspace by qualified name; a name declared twice resolves to the first
 * declaration in file order. Kept per workspace and patched where file models were replaced (an
 * edit replaces one), so resolving names after a keystroke does not re-read every file.
 */
export class ClassIndex {
  files: readonly FileModel[] = [];
  readonly #byName = new DeclarationsByName<ClassEntry>();

  constructor(files: readonly FileModel[]) {
    this.update(files);
  }

  /** Brings the index to these files; a list of another length (files added, removed) is read afresh. */
  update(files: readonly FileModel[]): void {
    if (files === this.files) return;
    if (files.length !== this.files.length) {
      this.#byName.clear();
      files.forEach((model, i) => this.#add(i, model));
    } else {
      const replaced: number[] = [];
      for (let i = 0; i < files.length; i++) if (files[i] !== this.files[i]) replaced.push(i);
      // All removals first: a model that moved to another place is removed, then added there.
      for (const i of replaced) this.#remove(this.files[i]);
      for (const i of replaced) this.#add(i, files[i]);
    }
    this.files = files;
  }

  /** The class a qualified name resolves to. */
  get(qualifiedName: string): ClassEntry | undefined {
    return this.#byName.first(qualifiedName);
  }

  /** Whether the workspace declares a class with this qualified name. */
  has(qualifiedName: string): boolean {
    return this.#byName.has(qualifiedName);
  }

  #add(fileIndex: number, model: FileModel): void {
    if (model.language !== 'kotlin') return;
    model.classes.forEach((info, position) => this.#byName.add(info.qualifiedName, fileIndex, position, { file: model, info }));
  }

  #remove(model: FileModel): void {
    if (model.language !== 'kotlin') return;
    for (const info of model.classes) this.#byName.remove(info.qualifiedName, (entry) => entry.file === model);
  }
}

const indexCache = new WeakMap<object, ClassIndex>();

/** Every class of the workspace by qualified name (see {@link ClassIndex}), `file`'s included. */
export function workspaceIndex(workspace: WorkspaceView, file: FileModel): ClassIndex {
  const files = workspace.files();
  const indexed = workspace.files !== undefined && (workspace.get ? workspace.get(file.uri) === file : files.includes(file));
  // A candidate text outside the workspace (a fix being checked) gets an index of its own,
  // leaving the shared one alone.
  if (!indexed) return new ClassIndex([...files, file]);
  let index = indexCache.get(workspace);
  if (index) index.update(files);
  else indexCache.set(workspace, (index = new ClassIndex(files)));
  return index;
}

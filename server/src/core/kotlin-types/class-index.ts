import type { ClassInfo } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import { cacheSlot } from '../model/analysis-caches';
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
      const replaced: { i: number; old: FileModel; model: FileModel }[] = [];
      this.files.forEach((old, i) => {
        const model = files[i];
        if (model && model !== old) replaced.push({ i, old, model });
      });
      // All removals first: a model that moved to another place is removed, then added there.
      for (const { old } of replaced) this.#remove(old);
      for (const { i, model } of replaced) this.#add(i, model);
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

/** Per workspace view: its class index, patched file by file as the view's models are replaced. */
const CLASS_INDEX = cacheSlot('kotlin-types: class index per workspace', (): { index?: ClassIndex } => ({}));

/** Every class of the workspace by qualified name (see {@link ClassIndex}), `file`'s included. */
export function workspaceIndex(workspace: Pick<WorkspaceView, 'files' | 'get' | 'caches'>, file: FileModel): ClassIndex {
  const files = workspace.files();
  const indexed = workspace.files !== undefined && (workspace.get ? workspace.get(file.uri) === file : files.includes(file));
  // A candidate text outside the workspace (a fix being checked) gets an index of its own,
  // leaving the shared one alone.
  if (!indexed) return new ClassIndex([...files, file]);
  const kept = workspace.caches.forWorkspace(workspace, CLASS_INDEX);
  if (kept.index) kept.index.update(files);
  else kept.index = new ClassIndex(files);
  return kept.index;
}

import type { ClassInfo, FunctionDecl, SerializableDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import { cacheSlot } from '../model/analysis-caches';

/** The names a type is written against: the imports and package of the declaring file. */
export interface Scope {
  imports: string[];
  packageName?: string;
}

/** What reading declarations against their files needs from the workspace. */
export type DeclarationSource = Pick<WorkspaceView, 'findSerializable' | 'files' | 'caches'>;

/**
 * The file each declaration of the workspace came from. Models never change once built, so a
 * model's declarations are registered once, the first time a look-up meets it; after an edit only
 * the new model is read, where scanning every file for every look-up made a schema cost a pass
 * over the workspace for each type it reaches.
 */
const DECLARED_IN = cacheSlot('kotlin-types: declaring file per declaration', () => ({
  declaredIn: new WeakMap<object, FileModel>(),
  registeredModels: new WeakSet<FileModel>(),
}));

/** The file a declaration of the workspace came from. */
export function declaringFile(source: DeclarationSource, decl: FunctionDecl | SerializableDecl): FileModel | undefined {
  const { declaredIn, registeredModels } = source.caches.get(DECLARED_IN);
  const known = declaredIn.get(decl);
  if (known) return known;
  for (const model of source.files()) {
    if (registeredModels.has(model)) continue;
    registeredModels.add(model);
    for (const fn of model.functions) declaredIn.set(fn, model);
    for (const serializable of model.serializables) declaredIn.set(serializable, model);
  }
  return declaredIn.get(decl);
}

/** The imports and package of the file a declaration came from. */
export function scopeOf(source: DeclarationSource, decl: FunctionDecl | SerializableDecl): Scope {
  const model = declaringFile(source, decl);
  return model ? { imports: model.imports, packageName: model.packageName } : { imports: [] };
}

/** The imports and package of the file that declares a function. */
export function functionScope(fn: FunctionDecl, source: DeclarationSource): Scope {
  return scopeOf(source, fn);
}

/** The imports and package of the file that declares a serializable. */
export function serializableScope(decl: SerializableDecl, source: DeclarationSource): Scope {
  return scopeOf(source, decl);
}

/** The package of the file that declares a serializable. */
export function packageOf(source: DeclarationSource, decl: SerializableDecl): string | undefined {
  return scopeOf(source, decl).packageName;
}

/** The class behind a serializable: in its own file, else (a declaration split oddly) anywhere. */
export function classOf(source: DeclarationSource, decl: SerializableDecl): ClassInfo | undefined {
  const own = declaringFile(source, decl)?.classes.find((c) => c.qualifiedName === decl.qualifiedName);
  if (own) return own;
  for (const model of source.files()) {
    const found = model.classes.find((c) => c.qualifiedName === decl.qualifiedName);
    if (found) return found;
  }
  return undefined;
}

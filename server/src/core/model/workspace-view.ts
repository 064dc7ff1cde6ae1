import type { FunctionDecl, SerializableDecl } from './declarations';
import type { FileModel } from './file-model';

/**
 * Cross-file questions a rule may ask while checking one file. The registry implements it; every
 * member is always there, so a rule never needs a fallback for a missing one.
 */
export interface WorkspaceView {
  /** Every serializable type declared in the workspace, by simple or qualified name. */
  findSerializable(simpleName: string): SerializableDecl | undefined;
  /** Every function declared in the workspace. */
  allFunctions(): Iterable<FunctionDecl>;
  /** Every indexed file's model (compiler-parity rules resolve class names across files with it). */
  files(): readonly FileModel[];
  /** One indexed file's model (workspace rules follow the manifest to its resources with it). */
  get(uri: string): FileModel | undefined;
  /** Bumped on every change; workspace rule results are cached per version. */
  readonly version: number;
  /**
   * Caches a value derived from the whole workspace until what files can see of each other changes.
   * Rules use it for anything they would otherwise rebuild for every file they check.
   */
  memo<T>(key: string, compute: () => T): T;
}

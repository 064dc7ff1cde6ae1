import { discoverFiles, type DiscoveryWarning } from './file-discovery';
import { readTextFile, type TextFile } from './text-file';
import type { WorkspaceRegistry } from './workspace-registry';

/** How {@link indexFromDisk} names, skips and reports files; every member is optional. */
export interface DiskIndexOptions {
  /** The registry key of a file: the command keys by path (the default), the server by `file:` URI. */
  uriOf?(file: string): string;
  /** Files to leave alone: an open editor's text wins over the disk. */
  skip?(uri: string): boolean;
  /** A listed file that could not be read (removed meanwhile, no permission, not a regular file). */
  unreadable?(file: string, error: Error): void;
  /** A file read, with how it was encoded (the command writes fixes back in the same encoding). */
  read?(file: string, result: TextFile): void;
  /** A problem that does not stop indexing: a .gitignore pattern that cannot be used. */
  warning?: DiscoveryWarning;
  /** Awaited after each file read, so a server answers requests while a large workspace indexes. */
  between?(): Promise<void>;
  /** The files, when the caller has listed them already ({@link listWorkspaceFiles}). */
  files?: readonly string[];
}

/** The analysed files under each root (a file or a folder, honouring .gitignore), each once, in order. */
export function listWorkspaceFiles(roots: readonly string[], warning?: DiscoveryWarning): string[] {
  return [...new Set(roots.flatMap((root) => discoverFiles(root, warning)))];
}

/**
 * Reads one file from disk into the registry under `uri`, within the registry's limits (a file over
 * the size limit is registered unread, with its notice); returns what was read, or why it could not be.
 */
export function readIntoRegistry(registry: WorkspaceRegistry, uri: string, file: string): TextFile | Error {
  let result: TextFile;
  try {
    result = readTextFile(file, registry.limits);
  } catch (error) {
    // Expected: the file went away, is unreadable or is not a regular file; the caller decides what that means.
    return error instanceof Error ? error : new Error(String(error));
  }
  registry.update(uri, result.text, result.skip);
  return result;
}

/**
 * Reads every analysed file under the roots into the registry: what the command does before it
 * checks, and what the server does for its workspace folders. Returns the files listed.
 */
export async function indexFromDisk(registry: WorkspaceRegistry, roots: readonly string[], options: DiskIndexOptions = {}): Promise<string[]> {
  const files = options.files ? [...options.files] : listWorkspaceFiles(roots, options.warning);
  for (const file of files) {
    const uri = options.uriOf?.(file) ?? file;
    if (options.skip?.(uri)) continue;
    const result = readIntoRegistry(registry, uri, file);
    if (result instanceof Error) options.unreadable?.(file, result);
    else options.read?.(file, result);
    await options.between?.();
  }
  return files;
}

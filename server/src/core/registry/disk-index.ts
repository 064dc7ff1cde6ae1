import * as fs from 'node:fs';
import { discoverFiles } from './file-discovery';
import type { WorkspaceRegistry } from './workspace-registry';

/** How {@link indexFromDisk} names, skips and reports files; every member is optional. */
export interface DiskIndexOptions {
  /** The registry key of a file: the command keys by path (the default), the server by `file:` URI. */
  uriOf?(file: string): string;
  /** Files to leave alone: an open editor's text wins over the disk. */
  skip?(uri: string): boolean;
  /** A listed file that could not be read (removed meanwhile, no permission). */
  unreadable?(file: string, error: Error): void;
  /** Awaited after each file read, so a server answers requests while a large workspace indexes. */
  between?(): Promise<void>;
}

/** The analysed files under each root (a file or a folder, honouring .gitignore), each once, in order. */
export function listWorkspaceFiles(roots: readonly string[]): string[] {
  return [...new Set(roots.flatMap((root) => discoverFiles(root)))];
}

/** Reads one file from disk into the registry under `uri`; returns why it could not be read, if it could not. */
export function readIntoRegistry(registry: WorkspaceRegistry, uri: string, file: string): Error | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    // Expected: the file went away or is unreadable; the caller decides what that means.
    return error instanceof Error ? error : new Error(String(error));
  }
  registry.update(uri, text);
  return undefined;
}

/**
 * Reads every analysed file under the roots into the registry: what the command does before it
 * checks, and what the server does for its workspace folders. Returns the files listed.
 */
export async function indexFromDisk(registry: WorkspaceRegistry, roots: readonly string[], options: DiskIndexOptions = {}): Promise<string[]> {
  const files = listWorkspaceFiles(roots);
  for (const file of files) {
    const uri = options.uriOf?.(file) ?? file;
    if (options.skip?.(uri)) continue;
    const error = readIntoRegistry(registry, uri, file);
    if (error) options.unreadable?.(file, error);
    await options.between?.();
  }
  return files;
}

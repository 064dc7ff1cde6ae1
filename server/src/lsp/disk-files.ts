import * as fs from 'node:fs';
import { URI } from 'vscode-uri';
import { indexFromDisk, listWorkspaceFiles, readIntoRegistry } from '../core/registry/disk-index';
import { isAnalysedFile } from '../core/registry/file-discovery';
import type { WorkspaceRegistry } from '../core/registry/workspace-registry';
import { nextTurn } from './cancellation';

/**
 * The workspace folders and the files on disk: indexes them (through the core's disk indexing,
 * as the command does), follows files created, changed and deleted outside the editor, and
 * remembers which files left the registry so the next workspace pull clears their diagnostics.
 * Files open in the editor are left to OpenDocuments.
 */
export class DiskFiles {
  #folders: string[] = [];
  /** Files removed since the last workspace pull. */
  readonly #removed = new Set<string>();
  /** Whether the workspace folders are being read (the status bar says so). */
  indexing = false;

  constructor(
    private readonly registry: WorkspaceRegistry,
    private readonly isOpen: (uri: string) => boolean,
    /** Told about every file that leaves the registry (its cached findings go). */
    private readonly forget: (uri: string) => void,
  ) {}

  setFolders(folderUris: string[]): void {
    this.#folders = folderUris;
  }

  /** Folders added to a multi-root workspace are indexed; removed ones are forgotten. */
  async changeFolders(added: string[], removed: string[]): Promise<void> {
    for (const folder of removed) {
      const prefix = folder.endsWith('/') ? folder : `${folder}/`;
      for (const uri of this.registry.uris()) if (uri.startsWith(prefix) && !this.isOpen(uri)) this.#remove(uri);
    }
    this.#folders = [...this.#folders.filter((f) => !removed.includes(f)), ...added];
    await this.indexWorkspace(added);
  }

  /** Indexes every analysed file of the given (default: all) workspace folders, honouring .gitignore. */
  async indexWorkspace(folders: string[] = this.#folders): Promise<void> {
    this.indexing = true;
    try {
      const roots = folders.map((folder) => URI.parse(folder)).filter((root) => root.scheme === 'file');
      await indexFromDisk(
        this.registry,
        roots.map((root) => root.fsPath),
        {
          uriOf: (file) => URI.file(file).toString(),
          skip: (uri) => this.isOpen(uri),
          // Expected: a file deleted between listing and reading; the watcher reports the deletion.
          unreadable: () => undefined,
          // Yield between files so edits and requests are served while a large workspace indexes.
          between: nextTurn,
        },
      );
    } finally {
      this.indexing = false;
    }
  }

  /** After a document closes, the file on disk is the truth again. */
  documentClosed(uri: string): void {
    const parsed = URI.parse(uri);
    if (parsed.scheme !== 'file') {
      this.#remove(uri);
      return;
    }
    if (!this.#read(uri, parsed.fsPath)) this.#remove(uri);
  }

  /** A file changed on disk (created, changed or deleted) while not open in the editor. */
  fileChanged(uri: string, deleted: boolean): void {
    if (this.isOpen(uri)) return;
    const parsed = URI.parse(uri);
    if (deleted || !fs.existsSync(parsed.fsPath)) {
      this.#remove(uri);
      // A deleted folder arrives as one event: drop every file below it.
      const prefix = uri.endsWith('/') ? uri : `${uri}/`;
      for (const known of this.registry.uris()) if (known.startsWith(prefix)) this.#remove(known);
      return;
    }
    if (fs.statSync(parsed.fsPath).isDirectory()) {
      for (const file of listWorkspaceFiles([parsed.fsPath])) this.#read(URI.file(file).toString(), file);
      return;
    }
    if (isAnalysedFile(parsed.fsPath)) this.#read(uri, parsed.fsPath);
  }

  /**
   * The files that left the registry since the last call, each to be reported once with no
   * diagnostics; a file that came back since (re-created, opened) is not among them.
   */
  takeRemoved(): string[] {
    const gone = [...this.#removed].filter((uri) => !this.registry.has(uri));
    this.#removed.clear();
    return gone;
  }

  /** Whether the file could be read (a file no front end reads counts as read). */
  #read(uri: string, fsPath: string): boolean {
    return readIntoRegistry(this.registry, uri, fsPath) === undefined;
  }

  #remove(uri: string): void {
    if (this.registry.remove(uri)) this.#removed.add(uri);
    this.forget(uri);
  }
}

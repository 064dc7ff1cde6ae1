import * as fs from 'node:fs';
import * as path from 'node:path';
import { URI } from 'vscode-uri';
import { indexFromDisk, listWorkspaceFiles, readIntoRegistry } from '../core/registry/disk-index';
import { gitignoreProblemMessage, isAnalysedFile, type GitignoreProblem } from '../core/registry/file-discovery';
import type { WorkspaceRegistry } from '../core/registry/workspace-registry';
import { nextTurn } from './cancellation';

/**
 * The workspace folders and the files on disk: indexes them (through the core's disk indexing,
 * as the command does), follows files created, changed and deleted outside the editor, and
 * remembers which files left the registry so the next workspace pull clears their diagnostics.
 * Files open in the editor are left to OpenDocuments. What it reads from a file event is what the
 * initial index would read: a regular file or a real folder whose real path lies inside a workspace
 * folder, never a symbolic link, FIFO, socket or device, and never more than the size limit.
 */
export class DiskFiles {
  #folders: string[] = [];
  /** Files removed since the last workspace pull. */
  readonly #removed = new Set<string>();
  /** Whether the workspace folders are being read (the status bar says so). */
  indexing = false;
  /** Settles when the indexing under way, if any, has finished. */
  #indexed: Promise<void> = Promise.resolve();

  constructor(
    private readonly registry: WorkspaceRegistry,
    private readonly isOpen: (uri: string) => boolean,
    /** Told about every file that leaves the registry (its cached findings go). */
    private readonly forget: (uri: string) => void,
    /** Problems that do not stop indexing (a .gitignore line that cannot be used): the server's log. */
    private readonly warn: (message: string) => void = (message) => console.warn(`AppFunctions: ${message}`),
  ) {}

  /**
   * Settles once every file of the workspace has been read. Cross-file findings computed before
   * then can be wrong for a moment (a manifest whose linked res/xml file is not read yet).
   */
  whenIndexed(): Promise<void> {
    return this.#indexed;
  }

  /** The workspace folders' URIs. */
  get folders(): readonly string[] {
    return this.#folders;
  }

  /** While indexing: files read so far and files listed. */
  progress: { read: number; total: number } | undefined;
  /** Told every half second or so while the workspace indexes (the status item shows how far). */
  onProgress: (() => void) | undefined;
  /** Whether the project configuration's `ignores` leave a file (a path on disk) out: never indexed. */
  isIgnored: (fsPath: string) => boolean = () => false;

  /**
   * After the configuration's `ignores` changed: files now ignored leave the registry (open ones
   * stay, they are the editor's), then the folders are read again for files no longer ignored.
   */
  async applyIgnores(): Promise<void> {
    for (const uri of this.registry.uris()) {
      const parsed = URI.parse(uri);
      if (parsed.scheme === 'file' && !this.isOpen(uri) && this.isIgnored(parsed.fsPath)) this.#remove(uri);
    }
    await this.indexWorkspace();
  }

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
    let finished: () => void = () => {};
    const previous = this.#indexed;
    // Chained, so that overlapping indexings (a folder added while the first is read) all count.
    this.#indexed = Promise.all([previous, new Promise<void>((resolve) => (finished = resolve))]).then(() => undefined);
    try {
      const roots = folders.map((folder) => URI.parse(folder)).filter((root) => root.scheme === 'file');
      const paths = roots.map((root) => root.fsPath);
      const files = listWorkspaceFiles(paths, (problem) => this.#warnGitignore(problem)).filter((file) => !this.isIgnored(file));
      this.progress = { read: 0, total: files.length };
      // The first file reports at once, so even a short indexing says how many files there are.
      let lastReported = Number.NEGATIVE_INFINITY;
      await indexFromDisk(this.registry, paths, {
        files,
        read: () => {
          if (this.progress) this.progress.read++;
        },
        uriOf: (file) => URI.file(file).toString(),
        skip: (uri) => this.isOpen(uri),
        // Expected: a file deleted between listing and reading; the watcher reports the deletion.
        unreadable: () => undefined,
        // Yield between files so edits and requests are served while a large workspace indexes;
        // say how far it got about every half second.
        between: () => {
          const now = performance.now();
          if (now - lastReported > 500) {
            lastReported = now;
            this.onProgress?.();
          }
          return nextTurn();
        },
      });
    } finally {
      this.indexing = false;
      finished();
      this.progress = undefined;
    }
  }

  /**
   * After a document closes, the file on disk is the truth again (the user opened it: read as the
   * editor did, through a link too; a FIFO or device is still refused by the reader).
   */
  documentClosed(uri: string): void {
    const parsed = URI.parse(uri);
    if (parsed.scheme !== 'file' || this.isIgnored(parsed.fsPath) || !this.#read(uri, parsed.fsPath)) this.#remove(uri);
  }

  /** A file changed on disk (created, changed or deleted) while not open in the editor. */
  fileChanged(uri: string, deleted: boolean): void {
    if (this.isOpen(uri)) return;
    const parsed = URI.parse(uri);
    if (parsed.scheme !== 'file') return;
    const kind = deleted ? 'gone' : this.isIgnored(parsed.fsPath) ? 'ignored' : this.#readable(parsed.fsPath);
    if (kind === 'gone' || kind === 'other' || kind === 'ignored') {
      // Gone, or now something that is not read (a link, a FIFO): what was indexed under it leaves.
      this.#remove(uri);
      // A deleted folder arrives as one event: drop every file below it.
      const prefix = uri.endsWith('/') ? uri : `${uri}/`;
      for (const known of this.registry.uris()) if (known.startsWith(prefix)) this.#remove(known);
      return;
    }
    if (kind === 'folder') {
      for (const file of listWorkspaceFiles([parsed.fsPath], (problem) => this.#warnGitignore(problem))) if (!this.isIgnored(file)) this.#read(URI.file(file).toString(), file);
      return;
    }
    if (isAnalysedFile(parsed.fsPath)) this.#read(uri, parsed.fsPath);
  }

  /**
   * What a path on disk is, for reading: checked with lstat (never following a link) and by its
   * real path, so a link, a FIFO, a socket, a device or a file reached through a linked folder
   * outside the workspace folders is `other` and nothing is opened.
   */
  #readable(fsPath: string): 'file' | 'folder' | 'other' | 'gone' {
    let stat: fs.Stats;
    let real: string;
    try {
      stat = fs.lstatSync(fsPath);
      real = fs.realpathSync(fsPath);
    } catch {
      // Expected: removed meanwhile.
      return 'gone';
    }
    if (!stat.isFile() && !stat.isDirectory()) return 'other';
    return this.#insideFolders(real) ? (stat.isFile() ? 'file' : 'folder') : 'other';
  }

  #warnGitignore(problem: GitignoreProblem): void {
    this.warn(gitignoreProblemMessage(problem));
  }

  #insideFolders(real: string): boolean {
    for (const folder of this.#folders) {
      const root = URI.parse(folder);
      if (root.scheme !== 'file') continue;
      let realRoot: string;
      try {
        realRoot = fs.realpathSync(root.fsPath);
      } catch {
        // Expected: a workspace folder that no longer exists holds nothing.
        continue;
      }
      const relative = path.relative(realRoot, real);
      if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) return true;
    }
    return false;
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
    return !(readIntoRegistry(this.registry, uri, fsPath) instanceof Error);
  }

  #remove(uri: string): void {
    if (this.registry.remove(uri)) this.#removed.add(uri);
    this.forget(uri);
  }
}

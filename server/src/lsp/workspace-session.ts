import * as fs from 'node:fs';
import { TextDocuments, type Connection } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { URI } from 'vscode-uri';
import type { Analyzer } from '../core/analyzer';
import { workspaceStamp } from '../core/analysis/analyze';
import { discoverFiles, isAnalysedFile } from '../core/registry/file-discovery';
import type { FileModel } from '../core/model/file-model';
import type { Finding } from '../core/model/findings';
import { inSlices } from './cancellation';
import type { SettingsService } from './settings';

/** How long the workspace must be quiet before settle listeners run. */
const SETTLE_MS = 150;

/**
 * The server's state: the analyzer's registry kept in sync with open documents (their unsaved text
 * wins) and with files on disk, and a cache of findings per file.
 */
export class WorkspaceSession {
  readonly documents = new TextDocuments(TextDocument);
  #folders: string[] = [];
  #findings = new Map<string, { key: string; findings: Finding[] }>();
  /** The document version last put in the registry, per open document. */
  readonly #syncedVersions = new Map<string, number>();
  /**
   * Open documents edited since they were last put in the registry. Edits are parsed when
   * something asks (a pull, a hover), so a burst of keystrokes costs one parse, not one each.
   */
  readonly #pending = new Map<string, TextDocument>();
  /** Files removed since the last workspace pull, which must be reported once with no items. */
  readonly removed = new Set<string>();
  indexing = false;
  readonly #settleListeners: (() => void)[] = [];
  #settleTimer: NodeJS.Timeout | undefined;
  /** How many settles have begun: a pass over the workspace stops when a newer one begins. */
  #settles = 0;

  constructor(
    readonly connection: Connection,
    readonly analyzer: Analyzer,
    readonly settings: SettingsService,
  ) {}

  /**
   * Called once after a burst of changes has settled: for work over the whole workspace (totals,
   * the registry view) that need not follow every keystroke.
   */
  onDidSettle(listener: () => void): void {
    this.#settleListeners.push(listener);
  }

  /** Called after anything that can change findings (edits, files on disk, settings). */
  changed(): void {
    if (this.#settleTimer) clearTimeout(this.#settleTimer);
    this.#settleTimer = setTimeout(() => {
      this.#settleTimer = undefined;
      this.#settles++;
      for (const listener of this.#settleListeners) listener();
    }, SETTLE_MS);
  }

  /**
   * For settle listeners: runs `work` on every indexed file in slices (analysing them as asked),
   * so requests are served in between. Returns false when a newer settle began or the registry
   * changed meanwhile: the totals would mix two states, and the newer settle counts again.
   */
  async forEachFileWhileSettled(work: (file: FileModel) => void): Promise<boolean> {
    const settle = this.#settles;
    const registry = this.registry;
    const version = registry.version;
    const finished = await inSlices(registry.files(), work, () => this.#settles !== settle);
    return finished && this.registry.version === version;
  }

  setFolders(folderUris: string[]): void {
    this.#folders = folderUris;
  }

  /** Folders added to a multi-root workspace are indexed; removed ones are forgotten. */
  async changeFolders(added: string[], removed: string[]): Promise<void> {
    for (const folder of removed) {
      const prefix = folder.endsWith('/') ? folder : `${folder}/`;
      for (const uri of this.analyzer.registry.uris()) if (uri.startsWith(prefix) && !this.documents.get(uri)) this.#remove(uri);
    }
    this.#folders = [...this.#folders.filter((f) => !removed.includes(f)), ...added];
    await this.indexWorkspace(added);
  }

  /** Indexes every analysed file of the given (default: all) workspace folders, honouring .gitignore. */
  async indexWorkspace(folders: string[] = this.#folders): Promise<void> {
    this.indexing = true;
    try {
      for (const folder of folders) {
        const root = URI.parse(folder);
        if (root.scheme !== 'file') continue;
        for (const file of discoverFiles(root.fsPath)) {
          const uri = URI.file(file).toString();
          if (this.documents.get(uri)) continue;
          this.#updateFromDisk(uri, file);
          // Yield between files so edits and requests are served while a large workspace indexes.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
    } finally {
      this.indexing = false;
    }
    this.changed();
  }

  /**
   * The registry with every edited open document brought in. Features read the workspace through
   * this, so a file's findings never mix one document's new text with another's old one.
   */
  get registry(): Analyzer['registry'] {
    this.syncPending();
    return this.analyzer.registry;
  }

  /** Records an edit of an open document; it reaches the registry when something next reads it. */
  documentChanged(document: TextDocument): void {
    this.#pending.set(document.uri, document);
  }

  /** Puts every edited open document into the registry. */
  syncPending(): void {
    if (this.#pending.size === 0) return;
    const documents = [...this.#pending.values()];
    this.#pending.clear();
    for (const document of documents) this.syncDocument(document);
  }

  /** Brings an open document's text into the registry. */
  syncDocument(document: TextDocument): void {
    this.#pending.delete(document.uri);
    // Every request syncs first; a version already in the registry needs no hashing of the text.
    if (this.#syncedVersions.get(document.uri) === document.version) return;
    if (!isAnalysedFile(URI.parse(document.uri).path)) return;
    this.analyzer.registry.update(document.uri, document.getText());
    this.#syncedVersions.set(document.uri, document.version);
    this.removed.delete(document.uri);
  }

  /** After a document closes, the file on disk is the truth again. */
  documentClosed(uri: string): void {
    this.#syncedVersions.delete(uri);
    this.#pending.delete(uri);
    const parsed = URI.parse(uri);
    if (parsed.scheme !== 'file') {
      this.#remove(uri);
      return;
    }
    if (!this.#updateFromDisk(uri, parsed.fsPath)) this.#remove(uri);
  }

  /** A file changed on disk (created, changed or deleted) while not open in the editor. */
  fileChangedOnDisk(uri: string, deleted: boolean): void {
    if (this.documents.get(uri)) return;
    const parsed = URI.parse(uri);
    if (deleted || !fs.existsSync(parsed.fsPath)) {
      this.#remove(uri);
      // A deleted folder arrives as one event: drop every file below it.
      const prefix = uri.endsWith('/') ? uri : `${uri}/`;
      for (const known of this.analyzer.registry.uris()) if (known.startsWith(prefix)) this.#remove(known);
      return;
    }
    if (fs.statSync(parsed.fsPath).isDirectory()) {
      for (const file of discoverFiles(parsed.fsPath)) this.#updateFromDisk(URI.file(file).toString(), file);
      return;
    }
    if (isAnalysedFile(parsed.fsPath)) this.#updateFromDisk(uri, parsed.fsPath);
  }

  /**
   * Findings for one file under the current settings. Cached by what they depend on: the file's
   * content, the facts other files expose, the settings, and what the workspace rules say about
   * the file; an edit elsewhere that changes none of these costs nothing here.
   */
  findingsFor(uri: string, key = this.resultId(uri)): Finding[] {
    if (!this.settings.current.enable) return [];
    this.syncPending();
    const cached = this.#findings.get(uri);
    if (cached?.key === key) return cached.findings;
    const findings = this.analyzer.findings(uri, this.settings.current.rules);
    this.#findings.set(uri, { key, findings });
    return findings;
  }

  /** The inputs behind a file's findings; equal ids mean equal findings (unchanged reports). */
  resultId(uri: string): string {
    const registry = this.registry;
    const model = registry.get(uri);
    const stamp = model ? workspaceStamp(model, registry, this.settings.current.rules) : '';
    return `${registry.contentId(uri) ?? 'none'}:${registry.factsVersion}:${this.settings.version}:${this.settings.current.enable}:${stamp}`;
  }

  #updateFromDisk(uri: string, fsPath: string): boolean {
    try {
      this.analyzer.registry.update(uri, fs.readFileSync(fsPath, 'utf8'));
      this.removed.delete(uri);
      return true;
    } catch {
      return false;
    }
  }

  #remove(uri: string): void {
    if (this.analyzer.registry.remove(uri)) this.removed.add(uri);
    this.#findings.delete(uri);
  }
}

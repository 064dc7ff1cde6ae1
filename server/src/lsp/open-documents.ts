import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { URI } from 'vscode-uri';
import { isAnalysedFile } from '../core/registry/file-discovery';
import type { WorkspaceRegistry } from '../core/registry/workspace-registry';

/** What a feature that only reads the workspace needs: the registry with the editor's unsaved text in it. */
export interface WorkspaceReader {
  readonly registry: WorkspaceRegistry;
  /**
   * The registry with one document's unsaved text in it, for work about that document alone (its
   * pull, its hover): other documents' edits wait for their own requests or the settle pass, so a
   * huge document being typed in is not parsed again for every other file's pull.
   */
  registryFor?(uri: string): WorkspaceRegistry;
}

/**
 * The documents open in the editor and their edits not yet in the registry. Edits are parsed when
 * something reads the registry (a pull, a hover), so a burst of keystrokes costs one parse, not
 * one each; a request about one document brings in that document's edits only. An open
 * document's text wins over the file on disk.
 */
export class OpenDocuments implements WorkspaceReader {
  readonly documents = new TextDocuments(TextDocument);
  /** The document version last put in the registry, per open document. */
  readonly #syncedVersions = new Map<string, number>();
  /** Open documents edited since they were last put in the registry. */
  readonly #pending = new Map<string, TextDocument>();

  constructor(private readonly workspace: WorkspaceRegistry) {}

  /**
   * The registry with every edited open document brought in. Features read the workspace through
   * this, so a file's findings never mix one document's new text with another's old one.
   */
  get registry(): WorkspaceRegistry {
    this.syncPending();
    return this.workspace;
  }

  registryFor(uri: string): WorkspaceRegistry {
    const document = this.#pending.get(uri);
    if (document) this.sync(document);
    return this.workspace;
  }

  isOpen(uri: string): boolean {
    return this.documents.get(uri) !== undefined;
  }

  /** Records an edit of an open document; it reaches the registry when something next reads it. */
  edited(document: TextDocument): void {
    this.#pending.set(document.uri, document);
  }

  /** Puts every edited open document into the registry. */
  syncPending(): void {
    if (this.#pending.size === 0) return;
    const documents = [...this.#pending.values()];
    this.#pending.clear();
    for (const document of documents) this.sync(document);
  }

  /** Brings an open document's text into the registry. */
  sync(document: TextDocument): void {
    this.#pending.delete(document.uri);
    // Every request syncs first; a version already in the registry needs no hashing of the text.
    if (this.#syncedVersions.get(document.uri) === document.version) return;
    if (!isAnalysedFile(URI.parse(document.uri).path)) return;
    this.workspace.update(document.uri, document.getText());
    this.#syncedVersions.set(document.uri, document.version);
  }

  /** Forgets a closed document's edits; the disk is the truth for it again (see DiskFiles). */
  closed(uri: string): void {
    this.#syncedVersions.delete(uri);
    this.#pending.delete(uri);
  }
}

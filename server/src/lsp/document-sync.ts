import { FileChangeType, TextDocumentSyncKind, type Connection, type ServerCapabilities } from 'vscode-languageserver';
import type { Analyzer } from '../core/analyzer';
import type { DiskFiles } from './disk-files';
import type { OpenDocuments } from './open-documents';
import { isProjectConfigUri, type SettingsService } from './settings';
import type { Settle } from './settle';
import { collectAfterLargeDocument } from './collect-garbage';

/** What document sync moves: editor documents and disk files into the registry, settings, and the settle signal. */
export interface DocumentSyncParts {
  open: OpenDocuments;
  disk: DiskFiles;
  settings: SettingsService;
  settle: Settle;
  /** Told about closed documents, so the front ends drop what they kept for editing them. */
  frontEnds: Pick<Analyzer, 'forget'>;
}

/**
 * Keeps the registry in step with the editor: open documents, files changed on disk (also by a
 * branch switch) and settings. Every change ends in `settle.changed()`. Declares incremental text
 * sync and workspace folders (followed once initialized, see {@link registerWorkspaceFolders}).
 */
export function registerDocumentSync(connection: Connection, { open, disk, settings, settle, frontEnds }: DocumentSyncParts): ServerCapabilities {
  const { documents } = open;
  documents.onDidOpen(({ document }) => {
    open.sync(document);
    settle.changed();
  });
  documents.onDidChangeContent(({ document }) => {
    open.edited(document);
    settle.changed();
  });
  documents.onDidClose(({ document }) => {
    open.closed(document.uri);
    disk.documentClosed(document.uri);
    // After the disk read: the model from disk stays in the registry, the editing state goes.
    frontEnds.forget(document.uri);
    settle.changed();
    collectAfterLargeDocument(document.getText().length);
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) disk.fileChanged(change.uri, change.type === FileChangeType.Deleted);
    // A configuration file created, saved or deleted changes the severities of every file under it.
    if (changes.some((change) => isProjectConfigUri(change.uri)) && settings.readProjects(disk.folders)) {
      // Files now left out go; files no longer left out are read. Not awaited: indexing yields to requests.
      void disk.applyIgnores().then(() => settle.changed());
    }
    settle.changed();
  });
  connection.onDidChangeConfiguration(async (change) => {
    await settings.reload((change.settings as { appfunctions?: unknown } | undefined)?.appfunctions);
    settle.changed();
  });
  documents.listen(connection);
  return {
    textDocumentSync: TextDocumentSyncKind.Incremental,
    workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
  };
}

/** Multi-root workspaces: follow folders being added and removed (needs the initialized handshake). */
export function registerWorkspaceFolders(connection: Connection, disk: DiskFiles, settle: Settle, settings: SettingsService): void {
  connection.workspace.onDidChangeWorkspaceFolders(async ({ added, removed }) => {
    await disk.changeFolders(
      added.map((f) => f.uri),
      removed.map((f) => f.uri),
    );
    settings.readProjects(disk.folders);
    settle.changed();
  });
}

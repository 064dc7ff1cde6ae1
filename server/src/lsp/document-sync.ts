import { FileChangeType, type Connection } from 'vscode-languageserver';
import type { WorkspaceSession } from './workspace-session';

/**
 * Keeps the registry in step with the editor: open documents, files changed on disk (also by a
 * branch switch), settings and workspace folders. Every change ends in `session.changed()`.
 */
export function registerDocumentSync(connection: Connection, session: WorkspaceSession): void {
  const { documents } = session;
  documents.onDidOpen(({ document }) => {
    session.syncDocument(document);
    session.changed();
  });
  documents.onDidChangeContent(({ document }) => {
    session.documentChanged(document);
    session.changed();
  });
  documents.onDidClose(({ document }) => {
    session.documentClosed(document.uri);
    session.changed();
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) session.fileChangedOnDisk(change.uri, change.type === FileChangeType.Deleted);
    session.changed();
  });
  connection.onDidChangeConfiguration(async (change) => {
    await session.settings.reload((change.settings as { appfunctions?: unknown } | undefined)?.appfunctions);
    session.changed();
  });
  documents.listen(connection);
}

/** Multi-root workspaces: follow folders being added and removed (needs the initialized handshake). */
export function registerWorkspaceFolders(connection: Connection, session: WorkspaceSession): void {
  connection.workspace.onDidChangeWorkspaceFolders(async ({ added, removed }) => {
    await session.changeFolders(
      added.map((f) => f.uri),
      removed.map((f) => f.uri),
    );
    session.changed();
  });
}

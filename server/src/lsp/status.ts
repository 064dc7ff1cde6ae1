import type { Connection } from 'vscode-languageserver';
import { STATUS_NOTIFICATION, type StatusParams } from './protocol';
import type { WorkspaceSession } from './workspace-session';

/** Sends the workspace totals for the status bar item, at most once per burst of changes. */
export function registerStatus(connection: Connection, session: WorkspaceSession): void {
  session.onDidSettle(() => {
    const registry = session.registry;
    let functions = 0;
    let problems = 0;
    let errors = 0;
    for (const file of registry.files()) {
      functions += file.functions.length;
      for (const finding of session.findingsFor(file.uri)) {
        problems++;
        if (finding.severity === 'error') errors++;
      }
    }
    const params: StatusParams = { functions, problems, errors, files: registry.uris().length, indexing: session.indexing };
    void connection.sendNotification(STATUS_NOTIFICATION, params);
  });
}

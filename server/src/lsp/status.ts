import type { Connection } from 'vscode-languageserver';
import { STATUS_NOTIFICATION, type StatusParams } from './protocol';
import type { WorkspaceSession } from './workspace-session';

/**
 * Sends the workspace totals for the status bar item, at most once per burst of changes. Counting
 * analyses every changed file, so it runs in slices and gives way to a newer burst.
 */
export function registerStatus(connection: Connection, session: WorkspaceSession): void {
  session.onDidSettle(async () => {
    let functions = 0;
    let problems = 0;
    let errors = 0;
    const counted = await session.forEachFileWhileSettled((file) => {
      functions += file.functions.length;
      for (const finding of session.findingsFor(file.uri)) {
        problems++;
        if (finding.severity === 'error') errors++;
      }
    });
    if (!counted) return;
    const params: StatusParams = { functions, problems, errors, files: session.registry.uris().length, indexing: session.indexing };
    void connection.sendNotification(STATUS_NOTIFICATION, params);
  });
}

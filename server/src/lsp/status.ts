import type { Connection } from 'vscode-languageserver';
import { inSlices } from './cancellation';
import { STATUS_NOTIFICATION, type StatusParams } from './protocol';
import type { WorkspaceSession } from './workspace-session';

/**
 * Sends the workspace totals for the status bar item, at most once per burst of changes. Counting
 * analyses every changed file, so it runs in slices and gives way to a newer burst.
 */
export function registerStatus(connection: Connection, session: WorkspaceSession): void {
  let generation = 0;
  session.onDidSettle(async () => {
    const mine = ++generation;
    const registry = session.registry;
    const version = registry.version;
    let functions = 0;
    let problems = 0;
    let errors = 0;
    const counted = await inSlices(
      registry.files(),
      (file) => {
        functions += file.functions.length;
        for (const finding of session.findingsFor(file.uri)) {
          problems++;
          if (finding.severity === 'error') errors++;
        }
      },
      () => mine !== generation,
    );
    // A change while counting brings its own settle; these totals would mix two states.
    if (!counted || session.registry.version !== version) return;
    const params: StatusParams = { functions, problems, errors, files: registry.uris().length, indexing: session.indexing };
    void connection.sendNotification(STATUS_NOTIFICATION, params);
  });
}

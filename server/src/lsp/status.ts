import type { Connection } from 'vscode-languageserver';
import type { DiskFiles } from './disk-files';
import type { FindingsCache } from './findings-cache';
import type { WorkspaceReader } from './open-documents';
import { STATUS_NOTIFICATION, type StatusParams } from './protocol';
import type { Settle } from './settle';

/** What the status totals read. */
export interface StatusParts {
  workspace: WorkspaceReader;
  findings: Pick<FindingsCache, 'findingsFor'>;
  settle: Settle;
  disk: Pick<DiskFiles, 'indexing' | 'progress' | 'onProgress'>;
  /** Whether `appfunctions.enable` is on. */
  enabled: () => boolean;
}

/**
 * Sends the workspace totals for the status bar item, at most once per burst of changes. Counting
 * analyses every changed file, so it runs in slices and gives way to a newer burst.
 */
export function registerStatus(connection: Connection, { workspace, findings, settle, disk, enabled }: StatusParts): void {
  let last: StatusParams | undefined;
  // While indexing, how far it got, with the last counts (marked as not final by `progress`).
  disk.onProgress = () => {
    const progress = disk.progress && { ...disk.progress };
    const params: StatusParams = { ...(last ?? { functions: 0, problems: 0, errors: 0 }), files: workspace.registry.uris().length, indexing: true, progress, enabled: enabled() };
    void connection.sendNotification(STATUS_NOTIFICATION, params);
  };
  settle.onDidSettle(async () => {
    let functions = 0;
    let problems = 0;
    let errors = 0;
    const counted = await settle.forEachFileWhileSettled((file) => {
      functions += file.functions.length;
      for (const finding of findings.findingsFor(file.uri)) {
        problems++;
        if (finding.severity === 'error') errors++;
      }
    });
    if (!counted) return;
    const progress = disk.indexing && disk.progress ? { ...disk.progress } : undefined;
    const params: StatusParams = { functions, problems, errors, files: workspace.registry.uris().length, indexing: disk.indexing, progress, enabled: enabled() };
    last = params;
    void connection.sendNotification(STATUS_NOTIFICATION, params);
  });
}

/**
 * Messages between the client and the server beyond standard LSP. Imported by both sides, so it
 * imports nothing itself.
 */

/** Server -> client: totals for the status bar item. */
export const STATUS_NOTIFICATION = 'appfunctions/status';

export interface StatusParams {
  /** Functions found in the workspace. */
  functions: number;
  /** Findings of any severity across the workspace. */
  problems: number;
  errors: number;
  /** Files indexed. */
  files: number;
  /** True while the first workspace scan is still running. */
  indexing: boolean;
}

/** The source every diagnostic carries. */
export const DIAGNOSTIC_SOURCE = 'appfunctions';

/** The settings section the server reads. */
export const SETTINGS_SECTION = 'appfunctions';

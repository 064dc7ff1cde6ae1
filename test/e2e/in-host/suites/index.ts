/**
 * The in-editor suites and the workspace each runs in (a folder under test/e2e/workspace/). The
 * driver opens one editor window per workspace folder; the runner there defines the suites listed
 * for it. A feature's suite joins this list when the feature lands (hover schema, quick fixes,
 * fix-all on save, the registry tree are not in the extension yet, so they have no suite).
 */
import { kotlinActivation, typescriptActivation } from './activation';
import { diagnosticsSuite } from './diagnostics';
import { recoverySuite } from './recovery';
import { settingsSuite } from './settings';

/** What the driver hands the runner, as .e2e/in-host/options.json. */
export interface InHostOptions {
  /** The workspace folder's name under test/e2e/workspace/. */
  workspace: string;
  /** Mocha's grep: only tests whose full title matches. */
  grep?: string;
  timeoutMs: number;
  /** Where the runner writes the per-test results for the driver. */
  resultsFile: string;
}

export interface SuiteEntry {
  name: string;
  workspace: 'kotlin' | 'typescript-only';
  define(options: InHostOptions): void;
}

export const SUITES: readonly SuiteEntry[] = [
  { name: 'activation on TypeScript', workspace: 'typescript-only', define: typescriptActivation },
  { name: 'activation on Kotlin', workspace: 'kotlin', define: kotlinActivation },
  { name: 'diagnostics', workspace: 'kotlin', define: diagnosticsSuite },
  { name: 'settings', workspace: 'kotlin', define: settingsSuite },
  { name: 'server recovery', workspace: 'kotlin', define: recoverySuite },
];

export function suitesFor(workspace: string): SuiteEntry[] {
  return SUITES.filter((entry) => entry.workspace === workspace);
}

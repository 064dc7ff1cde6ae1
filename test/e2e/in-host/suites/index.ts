/**
 * The in-editor suites and the workspace each runs in (a folder under test/e2e/workspace/). The
 * driver opens one editor window per workspace folder; the runner there defines the suites listed
 * for it. A feature's suite joins this list when the feature lands. Server recovery stays last: it
 * kills the language server.
 */
import { kotlinActivation, typescriptActivation } from './activation';
import { csharpSuite } from './csharp';
import { diagnosticsSuite } from './diagnostics';
import { editorExperienceSuite } from './editor-experience';
import { fixOnSaveSuite } from './fix-on-save';
import { hoverSuite } from './hover';
import { quickFixSuite } from './quick-fixes';
import { recoverySuite } from './recovery';
import { registrySuite } from './registry';
import { schemaPreviewSuite } from './schema-preview';
import { settingsSuite } from './settings';
import { typescriptParitySuite } from './typescript-parity';

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
  workspace: 'kotlin' | 'typescript-only' | 'mcp-server' | 'csharp';
  define(options: InHostOptions): void;
}

export const SUITES: readonly SuiteEntry[] = [
  { name: 'activation on TypeScript', workspace: 'typescript-only', define: typescriptActivation },
  { name: 'TypeScript parity', workspace: 'mcp-server', define: typescriptParitySuite },
  { name: 'C# (.NET AppFunctions)', workspace: 'csharp', define: csharpSuite },
  { name: 'activation on Kotlin', workspace: 'kotlin', define: kotlinActivation },
  { name: 'diagnostics', workspace: 'kotlin', define: diagnosticsSuite },
  { name: 'settings', workspace: 'kotlin', define: settingsSuite },
  { name: 'hover with the agent schema', workspace: 'kotlin', define: hoverSuite },
  { name: 'quick fixes', workspace: 'kotlin', define: quickFixSuite },
  { name: 'fix-all on save', workspace: 'kotlin', define: fixOnSaveSuite },
  { name: 'agent schema preview', workspace: 'kotlin', define: schemaPreviewSuite },
  { name: 'registry view commands', workspace: 'kotlin', define: registrySuite },
  { name: 'editor experience', workspace: 'kotlin', define: editorExperienceSuite },
  { name: 'server recovery', workspace: 'kotlin', define: recoverySuite },
];

export function suitesFor(workspace: string): SuiteEntry[] {
  return SUITES.filter((entry) => entry.workspace === workspace);
}

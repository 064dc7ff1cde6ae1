/**
 * The in-editor test runner. VS Code's extension host loads this module (bundled to
 * .e2e/in-host/index.js) because the workbench URL's payload names it as extensionTestsPath, and
 * calls run(); when the promise settles, the workbench reports the outcome to
 * window.codeAutomationExit, which the Playwright driver awaits.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import { suitesFor, type InHostOptions } from './suites';

/** Written by the driver next to this bundle before each window opens. */
const OPTIONS_FILE = 'options.json';

interface TestResult {
  title: string;
  state: 'passed' | 'failed' | 'pending';
  durationMs?: number;
  error?: string;
}

export function run(): Promise<void> {
  const options = JSON.parse(fs.readFileSync(path.join(__dirname, OPTIONS_FILE), 'utf8')) as InHostOptions;
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: options.timeoutMs, reporter: 'spec' });
  if (options.grep) mocha.grep(options.grep);
  // Bundled suites are functions, not files: publish the tdd globals and mocha's exported
  // `suite`/`test` helpers the way loading a file would, then let each suite declare its tests.
  mocha.suite.emit('pre-require', globalThis, path.join(__dirname, 'index.js'), mocha);
  for (const entry of suitesFor(options.workspace)) entry.define(options);

  const results: TestResult[] = [];
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      fs.writeFileSync(options.resultsFile, `${JSON.stringify({ workspace: options.workspace, failures, results }, null, 2)}\n`);
      if (failures > 0) reject(new Error(`${failures} in-editor test(s) failed`));
      else resolve();
    });
    runner.on('pass', (t) => results.push({ title: t.fullTitle(), state: 'passed', durationMs: t.duration }));
    runner.on('fail', (t, err: Error) => results.push({ title: t.fullTitle(), state: 'failed', error: err?.stack ?? String(err) }));
    runner.on('pending', (t) => results.push({ title: t.fullTitle(), state: 'pending' }));
  });
}

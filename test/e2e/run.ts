/**
 * `npm run test:e2e`: the packaged extension in a real VS Code (code-server from npm), driven by
 * headless Debian Chromium through playwright-core. See test/e2e/README.md.
 *
 *   --grep <regex>   only in-editor tests and DOM checks whose title matches
 *   --workspace <w>  only the in-editor window for test/e2e/workspace/<w> (repeatable)
 *   --skip-build     reuse dist/appfunctions-vscode.vsix instead of `npm run package`
 *   --no-dom         only the in-editor suites
 *   --no-in-host     only the DOM checks
 */
import { spawnSync } from 'node:child_process';
import { format } from 'node:util';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CodeServer, editorDirs, installExtension, installLanguagePack, killAllNow } from './code-server';
import { JAPANESE_CHECK_NAME, japaneseCheck, japaneseExpectations, packageLanguagePack } from './display-language';
import { CSHARP_DOM_CHECKS, CSHARP_FILE, DOM_CHECKS, NOTES_FILE, openWorkbenchFile, type DomCheck } from './dom/checks';
import { CHROMIUM, CODE_SERVER_VERSION, codeServerNeedsInstall, ensureCodeServer, ensureDebianPackages, paths } from './setup';

const root = path.resolve(__dirname, '..', '..');
const p = paths(root);
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; publisher: string; version: string };
const EXTENSION_ID = `${manifest.publisher}.${manifest.name}`;
const VSIX = path.join(root, 'dist', 'appfunctions-vscode.vsix');
const WORKSPACES_SOURCE = path.join(root, 'test', 'e2e', 'workspace');
const WORKSPACES = path.join(p.e2e, 'workspaces');
const IN_HOST_DIR = path.join(p.e2e, 'in-host');
const SCREENSHOTS = path.join(p.e2e, 'screenshots');
const DOCS_IMAGES = path.join(root, 'docs', 'images');
/** Screenshots copied to docs/images/ for the README. */
const README_SCREENSHOTS = [
  'hover',
  'problems',
  'status-bar',
  'schema-hover',
  'schema-hover-unfolded',
  'language-status',
  'walkthrough',
  'quick-fix',
  'registry-tree',
  'display-language-ja',
];
const WINDOW_TIMEOUT_MS = 240_000;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Options {
  grep?: RegExp;
  workspaces: string[];
  skipBuild: boolean;
  dom: boolean;
  inHost: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { workspaces: [], skipBuild: false, dom: true, inHost: true };
  for (let i = 0; i < argv.length; i++) {
    // The loop condition keeps i in range.
    const arg = argv[i]!;
    if (arg === '--grep') options.grep = new RegExp(argv[++i] ?? '');
    else if (arg.startsWith('--grep=')) options.grep = new RegExp(arg.slice('--grep='.length));
    else if (arg === '--workspace') options.workspaces.push(argv[++i] ?? '');
    else if (arg.startsWith('--workspace=')) options.workspaces.push(arg.slice('--workspace='.length));
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--no-dom') options.dom = false;
    else if (arg === '--no-in-host') options.inHost = false;
    else throw new Error(`unknown option ${arg} (see the top of test/e2e/run.ts)`);
  }
  return options;
}

const timings: { phase: string; ms: number }[] = [];
const failures: string[] = [];

async function phase<T>(name: string, action: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    return await action();
  } finally {
    const ms = Date.now() - started;
    timings.push({ phase: name, ms });
    console.log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`'${command} ${args.join(' ')}' failed (exit ${result.status})`);
}

async function bundleInHostSuite(): Promise<void> {
  fs.rmSync(IN_HOST_DIR, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(root, 'test', 'e2e', 'in-host', 'index.ts')],
    outfile: path.join(IN_HOST_DIR, 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    external: ['vscode'],
    logLevel: 'warning',
    // Mocha's parallel mode resolves worker files at run time; the suite runs serially.
    logOverride: { 'require-resolve-not-external': 'silent' },
    absWorkingDir: root,
  });
}

/** Plain Kotlin files (no AppFunction) added before the DOM checks: indexing them takes long enough to be seen. */
const FILLER_FILES = 4000;

/** Fresh copies of the workspaces, so edits and settings never touch the committed ones. */
function copyWorkspaces(): string[] {
  fs.rmSync(WORKSPACES, { recursive: true, force: true });
  fs.cpSync(WORKSPACES_SOURCE, WORKSPACES, { recursive: true });
  return fs.readdirSync(WORKSPACES).filter((name) => fs.statSync(path.join(WORKSPACES, name)).isDirectory());
}

/**
 * Gives the Kotlin workspace's copy a library module of plain Kotlin files, generated rather than
 * committed, so that the DOM checks can watch the status while a workspace of realistic size is
 * indexed. Added after the in-editor suites, whose timings (crash loops) assume a small workspace.
 */
function addFillerModule(): void {
  const library = path.join(WORKSPACES, 'kotlin', 'lib', 'src', 'main', 'java', 'com', 'example', 'lib');
  fs.mkdirSync(library, { recursive: true });
  for (let i = 0; i < FILLER_FILES; i++) {
    const name = `Helper${i}`;
    fs.writeFileSync(
      path.join(library, `${name}.kt`),
      `package com.example.lib\n\n/** Formats values for screen ${i}. */\nclass ${name} {\n    fun format(value: Int): String = "#${i}: $value"\n}\n`,
    );
  }
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

interface InHostResults {
  failures: number;
  results: { title: string; state: string; durationMs?: number; error?: string }[];
}

/** One editor window per workspace, with the in-editor suite as its extension tests. */
async function runInHost(browser: Browser, server: CodeServer, installed: string, workspace: string, options: Options): Promise<void> {
  const resultsFile = path.join(IN_HOST_DIR, `results-${workspace}.json`);
  fs.rmSync(resultsFile, { force: true });
  fs.writeFileSync(path.join(IN_HOST_DIR, 'options.json'), JSON.stringify({ workspace, grep: options.grep?.source, timeoutMs: 60_000, resultsFile }));
  const remote = (absolute: string) => `vscode-remote://${server.authority}${absolute}`;
  // The extension under test is the folder the .vsix was installed to: what users get.
  const payload = JSON.stringify([
    ['extensionDevelopmentPath', remote(installed)],
    ['extensionTestsPath', remote(path.join(IN_HOST_DIR, 'index.js'))],
  ]);
  const page = await newPage(browser);
  const log = fs.createWriteStream(path.join(p.e2e, 'logs', `exthost-${workspace}.log`));
  log.on('error', () => undefined);
  try {
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    // The workbench forwards the extension host's console (Mocha's spec reporter included) here.
    await page.exposeFunction('codeAutomationLog', (type: string, args: unknown[]) => {
      if (log.writable) log.write(`[${type}] ${format(...(args ?? []))}\n`);
    });
    await page.exposeFunction('codeAutomationExit', (code: number) => exit(code));
    await page.goto(`http://${server.authority}/?folder=${encodeURIComponent(path.join(WORKSPACES, workspace))}&payload=${encodeURIComponent(payload)}`);
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([exited, new Promise<number>((resolve) => (timer = setTimeout(() => resolve(124), WINDOW_TIMEOUT_MS)))]);
    clearTimeout(timer);
    if (fs.existsSync(resultsFile)) {
      const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as InHostResults;
      for (const r of results.results) {
        const mark = r.state === 'passed' ? '✔' : r.state === 'failed' ? '✘' : '-';
        console.log(`  ${mark} [${workspace}] ${r.title}${r.durationMs !== undefined ? ` (${r.durationMs} ms)` : ''}`);
        if (r.state === 'failed') failures.push(`in-editor [${workspace}] ${r.title}\n      ${r.error?.split('\n').slice(0, 4).join('\n      ')}`);
      }
    }
    if (code !== 0) {
      log.end();
      await new Promise<void>((resolve) => log.once('close', () => resolve()));
      const logFile = path.join(p.e2e, 'logs', `exthost-${workspace}.log`);
      const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40);
      console.log(`  last lines of ${path.relative(root, logFile)}:\n${tail.map((l) => `    | ${l}`).join('\n')}`);
    }
    if (code === 124) {
      await page.screenshot({ path: path.join(SCREENSHOTS, `timeout-${workspace}.png`) }).catch(() => undefined);
      failures.push(`in-editor [${workspace}]: no exit code within ${WINDOW_TIMEOUT_MS / 1000} s; see .e2e/logs/ and .e2e/screenshots/timeout-${workspace}.png`);
    } else if (code !== 0 && !failures.some((f) => f.startsWith(`in-editor [${workspace}]`))) {
      failures.push(`in-editor [${workspace}]: the test runner exited with ${code} (see .e2e/logs/exthost-${workspace}.log)`);
    }
  } finally {
    log.end();
    await page.context().close();
  }
}

/** Where a DOM window opens: a workspace folder's copy and the file it shows first. */
interface DomWindow {
  workspace: string;
  file: string;
}

const KOTLIN_WINDOW: DomWindow = { workspace: 'kotlin', file: NOTES_FILE };

/**
 * The installed extension without any test payload, as a user sees it, in a window on one workspace
 * (the Kotlin one unless `where` names another); the window's console goes to logs/<logName>.log.
 */
async function runDomChecks(
  browser: Browser,
  server: CodeServer,
  options: Options,
  all: readonly DomCheck[] = DOM_CHECKS,
  logName = 'workbench-dom',
  where: DomWindow = KOTLIN_WINDOW,
): Promise<void> {
  const checks = all.filter((check) => !options.grep || options.grep.test(`dom ${check.name}`));
  if (checks.length === 0) return;
  const page = await newPage(browser);
  const screenshot = async (name: string, selector?: string) => {
    const file = path.join(SCREENSHOTS, `${name}.png`);
    if (selector) await page.locator(selector).first().screenshot({ path: file });
    else await page.screenshot({ path: file });
    return file;
  };
  // What the workbench and the extension host print in this window, for the failures' causes.
  const log = fs.createWriteStream(path.join(p.e2e, 'logs', `${logName}.log`));
  log.on('error', () => undefined);
  page.on('console', (message) => {
    if (log.writable) log.write(`[${message.type()}] ${message.text()}\n`);
  });
  try {
    await page.goto(`http://${server.authority}/?folder=${encodeURIComponent(path.join(WORKSPACES, where.workspace))}`);
    await openWorkbenchFile(page, where.file);
    for (const check of checks) {
      const started = Date.now();
      try {
        await check.run({ page, screenshot });
        console.log(`  ✔ [dom] ${check.name} (${Date.now() - started} ms)`);
      } catch (error) {
        const name = `failed-${check.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
        await screenshot(name).catch(() => undefined);
        console.log(`  ✘ [dom] ${check.name}`);
        failures.push(`dom ${check.name}: ${(error as Error).message.split('\n')[0]} (see .e2e/screenshots/${name}.png)`);
      }
    }
  } finally {
    log.end();
    await page.context().close();
  }
}

function copyReadmeScreenshots(): void {
  fs.mkdirSync(DOCS_IMAGES, { recursive: true });
  for (const name of README_SCREENSHOTS) {
    const file = path.join(SCREENSHOTS, `${name}.png`);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(DOCS_IMAGES, `e2e-${name}.png`));
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let browser: Browser | undefined;
  let server: CodeServer | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    browser = undefined;
    await server?.stop();
    server = undefined;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping code-server and Chromium`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', killAllNow);

  try {
    if (options.skipBuild && fs.existsSync(VSIX)) console.log(`reusing ${path.relative(root, VSIX)}`);
    else await phase('package the extension (npm run package)', () => run('npm', ['run', 'package'])); // its errors are printed above
    await phase('Debian packages (chromium, a Japanese font; ripgrep, libkrb5-dev for the code-server install)', () =>
      console.log(`  ${ensureDebianPackages(codeServerNeedsInstall(p))}`),
    );
    await phase(`code-server ${CODE_SERVER_VERSION}`, () => console.log(`  ${ensureCodeServer(p)}`));
    await phase('bundle the in-editor suite', bundleInHostSuite);
    const dirs = editorDirs(p);
    const installed = await phase('install the .vsix into code-server', () => installExtension(p, dirs, VSIX, EXTENSION_ID, manifest.version));
    const workspaces = copyWorkspaces();
    if (options.dom) fs.rmSync(SCREENSHOTS, { recursive: true, force: true });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    server = await phase('start code-server', () => CodeServer.start(p, dirs));
    console.log(`  http://${server.authority}/ (pid ${server.pid}, log ${path.relative(root, server.logFile)})`);
    browser = await phase('launch Chromium', () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }));
    if (options.inHost) {
      for (const name of options.workspaces) {
        if (!workspaces.includes(name)) throw new Error(`no workspace '${name}' under test/e2e/workspace/ (there are: ${workspaces.join(', ')})`);
      }
      for (const workspace of workspaces.filter((w) => options.workspaces.length === 0 || options.workspaces.includes(w))) {
        await phase(`in-editor suites: ${workspace}`, () => runInHost(browser!, server!, installed, workspace, options));
      }
    }
    if (options.dom) {
      addFillerModule();
      await phase('DOM checks and screenshots', () => runDomChecks(browser!, server!, options));
      if (CSHARP_DOM_CHECKS.some((check) => !options.grep || options.grep.test(`dom ${check.name}`))) {
        await phase('DOM checks: the C# workspace', () =>
          runDomChecks(browser!, server!, options, CSHARP_DOM_CHECKS, 'workbench-dom-csharp', { workspace: 'csharp', file: CSHARP_FILE }),
        );
      }
      // Last, as it restarts the editor: the same workspace with VS Code's display language Japanese.
      if (!options.grep || options.grep.test(`dom ${JAPANESE_CHECK_NAME}`)) {
        await phase('display language Japanese: language pack, code-server --locale ja, DOM check', async () => {
          const check = japaneseCheck(japaneseExpectations(root, path.join(WORKSPACES, 'kotlin')));
          await server?.stop();
          installLanguagePack(p, dirs, packageLanguagePack(root, p.e2e));
          server = await CodeServer.start(p, dirs, ['--locale', 'ja']);
          console.log(`  http://${server.authority}/ (pid ${server.pid}, --locale ja)`);
          await runDomChecks(browser!, server, options, [check], 'workbench-dom-ja');
        });
      }
      if (!options.grep && failures.length === 0) copyReadmeScreenshots();
    }
  } catch (error) {
    failures.push(`setup: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await phase('stop code-server and Chromium', cleanup);
  }

  console.log('\nTimings:');
  for (const { phase: name, ms } of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
  console.log(`Screenshots: ${path.relative(root, SCREENSHOTS)}/   Logs: ${path.relative(root, path.join(p.e2e, 'logs'))}/`);
  if (failures.length > 0) {
    console.error(`\nE2E FAILED (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log('\nE2E passed.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    killAllNow();
    process.exit(1);
  },
);

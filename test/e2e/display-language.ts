/**
 * The Japanese window: VS Code's display language set to Japanese, and the extension's messages
 * checked where the user reads them. VS Code changes display language only to one a language pack
 * provides, and loads an extension's bundle only in that display language, so the run installs the
 * stand-in pack of language-pack-ja/ (it translates nothing of VS Code itself) and starts the
 * editor with `--locale ja`.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LanguagePack } from './code-server';
import { NOTES_FILE, type DomCheck } from './dom/checks';

const PACK_FOLDER = path.join('test', 'e2e', 'language-pack-ja');

/** Packages language-pack-ja/ with vsce into `outDir`; returns what installing it needs. */
export function packageLanguagePack(root: string, outDir: string): LanguagePack {
  const folder = path.join(root, PACK_FOLDER);
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string; publisher: string; version: string };
  const vsix = path.join(outDir, `${manifest.name}.vsix`);
  const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
  const result = spawnSync(process.execPath, [vsce, 'package', '--skip-license', '--allow-missing-repository', '--out', vsix], { cwd: folder, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`vsce package in ${PACK_FOLDER} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return { vsix, extensionId: `${manifest.publisher}.${manifest.name}`, version: manifest.version, languageId: 'ja', label: '日本語' };
}

/** What the Japanese window must show for the Kotlin workspace. */
export interface JapaneseExpectations {
  /** The messages of NoteFunctions.kt's findings, as the command prints them with `--locale ja`. */
  messages: string[];
  /** The status bar item's text (without its icon), from the Japanese bundle. */
  status: string;
}

/**
 * The expected text, from the same core and bundle the editor runs: the command's Japanese JSON
 * output for the workspace, and the bundle's translation of the status item's text.
 */
export function japaneseExpectations(root: string, workspace: string): JapaneseExpectations {
  const result = spawnSync(process.execPath, [path.join(root, 'dist', 'cli.js'), '--locale', 'ja', '--format', 'json', '.'], { cwd: workspace, encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`appfunctions-lint --locale ja failed (exit ${result.status}): ${result.stderr}`);
  const findings = JSON.parse(result.stdout) as { file: string; message: string }[];
  const messages = findings.filter((f) => f.file.endsWith(`/${NOTES_FILE}`)).map((f) => f.message);
  const bundleFile = path.join(root, 'l10n', 'bundle.l10n.ja.json');
  if (!fs.existsSync(bundleFile)) throw new Error('l10n/bundle.l10n.ja.json is missing: there is no Japanese to check');
  const bundle = JSON.parse(fs.readFileSync(bundleFile, 'utf8')) as Record<string, string>;
  const key = '$(symbol-function) {0} AppFunctions, {1} problems';
  const template = bundle[key];
  if (!template) throw new Error(`l10n/bundle.l10n.ja.json has no translation of '${key}'`);
  const status = template
    .replace('{0}', String(3))
    .replace('{1}', String(2))
    .replace(/\$\([^)]*\)/g, '')
    .trim();
  return { messages, status };
}

/** The name of the Japanese window's DOM check (`--grep "^dom ja"` runs it alone). */
export const JAPANESE_CHECK_NAME = 'ja: with the display language Japanese, the diagnostics and the status item are Japanese';

/** The DOM check of the Japanese window, on NoteFunctions.kt; its screenshot is `display-language-ja.png`. */
export function japaneseCheck(expected: JapaneseExpectations): DomCheck {
  return {
    name: JAPANESE_CHECK_NAME,
    async run({ page, screenshot }) {
      if (expected.messages.length !== 2) throw new Error(`the command reports ${expected.messages.length} findings in ${NOTES_FILE}, not 2: ${expected.messages.join(' | ')}`);
      const item = page.locator('.statusbar-item', { hasText: expected.status }).first();
      await item.waitFor({ timeout: 30_000 }).catch(async () => {
        const shown = await page.locator('.part.statusbar').innerText();
        throw new Error(`no status bar item reads '${expected.status}' (the status bar reads '${shown.replace(/\s+/g, ' ')}')`);
      });
      await page.keyboard.press('Control+Shift+M');
      const panel = page.locator('.markers-panel');
      await panel.waitFor({ timeout: 15_000 });
      // Exactly the command's findings, each in Japanese ("[Ln …]" ends each finding's row); the
      // panel may still change while the workspace is indexed, so it is read until it agrees.
      let shown = '';
      for (const started = Date.now(); Date.now() - started < 30_000; await page.waitForTimeout(500)) {
        shown = (await panel.innerText()).replace(/\s+/g, ' ');
        if (expected.messages.every((m) => shown.includes(m)) && (shown.match(/\[Ln \d+/g) ?? []).length === expected.messages.length) break;
      }
      for (const message of expected.messages) if (!shown.includes(message)) throw new Error(`the Problems panel lacks '${message}': ${shown}`);
      if ((shown.match(/\[Ln \d+/g) ?? []).length !== expected.messages.length) {
        throw new Error(`the Problems panel lists other findings than the command's ${expected.messages.length}: ${shown}`);
      }
      // The hover on the first squiggle (no-shouting), over the open Problems panel: one picture of both.
      const squiggle = page.locator('.monaco-editor .squiggly-warning').first();
      const box = await squiggle.boundingBox({ timeout: 10_000 });
      const first = expected.messages[0] ?? '';
      const hover = page.locator('.monaco-hover:visible', { hasText: first });
      for (let attempt = 0; box && attempt < 3 && !(await hover.isVisible()); attempt++) {
        await page.mouse.move(box.x + box.width / 2 + attempt * 8, box.y + box.height / 2 - 4);
        await hover.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      await hover.waitFor({ timeout: 5_000 }).catch(() => {
        throw new Error(`the hover on the no-shouting squiggle does not read '${first}'`);
      });
      await hover
        .filter({ hasNotText: 'Checking for quick fixes' })
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      // The hover fades in (a CSS animation of a fraction of a second): the picture waits it out.
      await page.waitForTimeout(1_000);
      await screenshot('display-language-ja');
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
    },
  };
}

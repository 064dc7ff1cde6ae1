/**
 * DOM-level checks in the workbench page, for what only the rendered editor shows: the Problems
 * panel, the status bar item, squiggles and their hover. Each check saves screenshots. A feature's
 * check joins DOM_CHECKS when the feature lands (hover schema, quick-fix menu, registry tree).
 */
import type { Page } from 'playwright-core';

export interface DomContext {
  page: Page;
  /** Saves a PNG of the page (or of a part of it) as .e2e/screenshots/<name>.png. */
  screenshot(name: string, selector?: string): Promise<string>;
}

export interface DomCheck {
  name: string;
  run(context: DomContext): Promise<void>;
}

/** The Kotlin workspace's file with one no-shouting and one description-missing finding. */
export const NOTES_FILE = 'NoteFunctions.kt';
const EXPECTED_STATUS = /3 AppFunctions, 2 problems/;

/** Waits for the workbench, then opens a file with Quick Open, as a user does. */
export async function openWorkbenchFile(page: Page, fileName: string): Promise<void> {
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  await page.locator('.part.statusbar').waitFor({ timeout: 60_000 });
  const tab = page.locator(`.tabs-container .tab[aria-label^="${fileName}"]`);
  for (let attempt = 0; attempt < 3 && !(await tab.isVisible()); attempt++) {
    await page.keyboard.press('Control+P');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ timeout: 10_000 });
    await input.fill(fileName);
    const pick = page.locator('.quick-input-list .monaco-list-row', { hasText: fileName }).first();
    await pick.waitFor({ timeout: 15_000 }).catch(() => undefined);
    await page.keyboard.press('Enter');
    await tab.waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
  await tab.waitFor({ timeout: 5_000 });
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  // The Explorer beside the editor, for the screenshots; then the focus back in the editor.
  await page.keyboard.press('Control+Shift+E');
  await page.locator('.explorer-folders-view').waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.keyboard.press('Control+1');
}

export const DOM_CHECKS: readonly DomCheck[] = [
  {
    name: 'status bar item shows the function and problem counts',
    async run({ page, screenshot }) {
      const item = page.locator('.statusbar-item', { hasText: 'AppFunctions' }).first();
      await item.filter({ hasText: EXPECTED_STATUS }).waitFor({ timeout: 30_000 });
      const text = (await item.innerText()).trim();
      if (!EXPECTED_STATUS.test(text)) throw new Error(`status bar item reads '${text}'`);
      await screenshot('status-bar', '.part.statusbar');
    },
  },
  {
    name: 'squiggles mark both findings and the hover names the rule',
    async run({ page, screenshot }) {
      const squiggles = page.locator('.monaco-editor .squiggly-warning');
      await squiggles.nth(1).waitFor({ timeout: 30_000 });
      await screenshot('diagnostics');
      // The first squiggle from the top is 'VERY IMPORTANT' (no-shouting). Plain spans sit under
      // .view-lines, which takes the pointer events, so move the mouse rather than hover().
      const boxes = (await Promise.all((await squiggles.all()).map((s) => s.boundingBox()))).filter((b) => b !== null);
      const top = boxes.sort((a, b) => a.y - b.y)[0];
      const hover = page.locator('.monaco-hover:visible', { hasText: 'no-shouting' });
      for (let attempt = 0; attempt < 3 && !(await hover.isVisible()); attempt++) {
        await page.mouse.move(top.x + top.width / 2 + attempt * 8, top.y + top.height / 2 - 4);
        await hover.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      // Let the hover's code-action line settle ("Checking for quick fixes..." -> its answer).
      await hover.filter({ hasNotText: 'Checking for quick fixes' }).waitFor({ timeout: 10_000 }).catch(() => undefined);
      const text = await hover.innerText({ timeout: 5_000 });
      for (const expected of ['VERY IMPORTANT', 'appfunctions', 'no-shouting']) {
        if (!text.includes(expected)) throw new Error(`hover lacks '${expected}': ${text}`);
      }
      await screenshot('hover');
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'Problems panel lists both findings with their rule ids',
    async run({ page, screenshot }) {
      await page.keyboard.press('Control+Shift+M');
      const panel = page.locator('.markers-panel');
      await panel.waitFor({ timeout: 15_000 });
      for (const rule of ['no-shouting', 'description-missing']) {
        await panel.locator('.monaco-list-row', { hasText: rule }).first().waitFor({ timeout: 15_000 });
      }
      const text = await panel.innerText();
      if (!text.includes(NOTES_FILE)) throw new Error(`Problems panel does not name ${NOTES_FILE}: ${text}`);
      await screenshot('problems');
    },
  },
];

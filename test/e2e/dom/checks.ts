/**
 * DOM-level checks in the workbench page, for what only the rendered editor shows: the Problems
 * panel, the status bar item, squiggles and their hover, the schema hover, the light-bulb menu and
 * the Registry view. Each check saves screenshots. A feature's check joins DOM_CHECKS when the
 * feature lands.
 */
import type { Locator, Page } from 'playwright-core';

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
/** What the Registry view lists for the Kotlin workspace: the app (the folder's name), its entry points, their functions. */
const REGISTRY_ROWS = ['kotlin', 'NoteFunctions', 'createNote', 'archiveNote', 'TaskFunctions', 'completeTask'];

/** Moves the cursor with Go to Line (Ctrl+G), one-based line and column, and leaves the focus in the editor. */
async function goTo(page: Page, line: number, column: number): Promise<void> {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: 10_000 });
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

/** The centre of the first rendered token reading exactly `text` in the editor. */
async function tokenCentre(page: Page, text: string): Promise<{ x: number; y: number } | undefined> {
  const token = page.locator('.monaco-editor .view-lines .view-line span span', { hasText: new RegExp(`^${text}$`) }).first();
  const box = await token.boundingBox({ timeout: 5_000 }).catch(() => null);
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
}

/**
 * Runs a command from the Command Palette (F1) as a user does: types its title, waits for the row
 * reading `row`, presses Enter. Returns the quick input, which a command that asks more reuses.
 */
async function runCommand(page: Page, title: string, row: string): Promise<Locator> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ timeout: 10_000 });
  await input.fill(`>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: row }).first().waitFor({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  return input;
}

/**
 * Shows the hover of createNote in NoteFunctions.kt: the pointer on its name, else the keyboard
 * (cursor on the name, Ctrl+K Ctrl+I). Returns the hover's locator, which may still be opening.
 */
async function hoverCreateNote(page: Page): Promise<Locator> {
  const hover = page.locator('.monaco-hover:visible', { hasText: 'com.example.e2e.NoteFunctions#createNote' });
  const name = await tokenCentre(page, 'createNote');
  for (let attempt = 0; name && attempt < 3 && !(await hover.isVisible()); attempt++) {
    await page.mouse.move(name.x + attempt * 4, name.y);
    await hover.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  if (!(await hover.isVisible())) {
    await goTo(page, 16, 21);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
  }
  return hover;
}

/** Shows the AppFunctions container's Registry view: the activity-bar entry, else its focus command. */
async function openRegistryView(page: Page): Promise<void> {
  // The activity-bar entry's label gains the badge text once problems are counted, so match it
  // loosely, and fall back to the view's focus command as a user could.
  const icon = page.locator('.part.activitybar .action-item', { has: page.locator('[aria-label*="AppFunctions"]') }).first();
  const clicked = await icon.click({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!clicked) {
    await runCommand(page, 'AppFunctions: Focus on Registry View', 'Focus on Registry View');
  }
}

/**
 * Waits for the Registry view to list a row labelled exactly each of `labels`. When it does not,
 * refreshes it as a user would: throws when it still does not list them, and returns why it was
 * stale when only the refresh made it list them (the caller takes its screenshot first).
 */
async function expectRegistryRows(page: Page, labels: readonly string[]): Promise<string | undefined> {
  const rows = page.locator('.part.sidebar .monaco-list-row');
  const listed = async (timeout: number) => {
    for (const label of labels) {
      const row = rows.filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) }).first();
      if (
        !(await row.waitFor({ timeout }).then(
          () => true,
          () => false,
        ))
      )
        return false;
    }
    return true;
  };
  if (await listed(20_000)) return undefined;
  const shown = (
    await page
      .locator('.part.sidebar .pane-body')
      .first()
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  const status = (
    await page
      .locator('.statusbar-item', { hasText: 'AppFunctions' })
      .first()
      .innerText()
      .catch(() => '')
  ).trim();
  const stale = `the Registry view shows '${shown}' while the status bar reads '${status}'`;
  // Still check the tree (and let the caller take its picture) after a manual refresh.
  await page
    .locator('.part.sidebar .title-actions .action-label[aria-label^="Refresh Registry"]')
    .first()
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  if (!(await listed(15_000))) throw new Error(`${stale}; after Refresh it still does not list ${labels.join(', ')}`);
  return `${stale}; it lists them only after Refresh (the view missed the appfunctions/registryChanged notification after the workspace was indexed)`;
}

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
  await page
    .locator('.explorer-folders-view')
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
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
    name: 'the language status item shows the server state and opens the log',
    async run({ page, screenshot }) {
      const entry = page.locator('.part.statusbar [id="status.languageStatus"]').first();
      await entry.waitFor({ timeout: 30_000 });
      const status = page.locator('.hover-language-status', { hasText: 'AppFunctions: 3 functions' }).first();
      for (let attempt = 0; attempt < 3 && !(await status.isVisible()); attempt++) {
        await entry.hover();
        await status.waitFor({ timeout: 5_000 }).catch(() => undefined);
        if (!(await status.isVisible())) await entry.click().catch(() => undefined);
        await status.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      const text = await status.innerText({ timeout: 5_000 });
      for (const expected of ['2 problems (0 errors) in', 'Show Log']) {
        if (!text.includes(expected)) throw new Error(`the language status lacks '${expected}': ${text}`);
      }
      await screenshot('language-status');
      await status.locator('a', { hasText: 'Show Log' }).first().click();
      // The server's log, from the start: its start line and the indexing line (the info level).
      const output = page.locator('.part.panel .monaco-editor .view-lines', { hasText: 'Indexed' }).first();
      // The hover can close before the click lands (one run in six here): open it and click again.
      for (
        let attempt = 0;
        attempt < 2 &&
        !(await output.waitFor({ timeout: 10_000 }).then(
          () => true,
          () => false,
        ));
        attempt++
      ) {
        await entry.hover();
        if (!(await status.isVisible())) await entry.click().catch(() => undefined);
        await status
          .locator('a', { hasText: 'Show Log' })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
      }
      await output.waitFor({ timeout: 15_000 });
      // Monaco renders spaces as no-break spaces.
      const log = (await output.innerText()).replace(/\u00a0/g, ' ');
      if (!log.includes('AppFunctions language server')) throw new Error(`the log lacks the start line: ${log.slice(0, 400)}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+1');
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
      if (!top) throw new Error('no squiggle has a bounding box');
      const hover = page.locator('.monaco-hover:visible', { hasText: 'no-shouting' });
      for (let attempt = 0; attempt < 3 && !(await hover.isVisible()); attempt++) {
        await page.mouse.move(top.x + top.width / 2 + attempt * 8, top.y + top.height / 2 - 4);
        await hover.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      // Let the hover's code-action line settle ("Checking for quick fixes..." -> its answer).
      await hover
        .filter({ hasNotText: 'Checking for quick fixes' })
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
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
    name: 'hovering a function name shows the schema the agent receives',
    async run({ page, screenshot }) {
      const hover = await hoverCreateNote(page);
      await hover.waitFor({ timeout: 10_000 });
      // The summary first: size, the command links, the description and the parameter table.
      const text = await hover.innerText();
      for (const expected of [
        'com.example.e2e.NoteFunctions#createNote',
        'tokens',
        'Show Agent Schema',
        'Copy JSON Schema',
        'Creates a note with the given title.',
        'Parameter',
        'required',
        'Full JSON schema',
      ]) {
        if (!text.includes(expected)) throw new Error(`the schema hover lacks '${expected}': ${text}`);
      }
      await screenshot('schema-hover', '.part.editor');
      // The full schema follows the summary, below a rule: the hover scrolls to it.
      const full = (await hover.innerText()).replace(/\u00a0/g, ' ');
      if (!full.includes('"type": "object"') || full.indexOf('"type": "object"') < full.indexOf('Parameter')) {
        throw new Error(`the hover lacks the full schema after the summary: ${full}`);
      }
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
      await hover.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    },
  },
  {
    name: 'the light bulb on a finding offers its fix and the suppressions',
    async run({ page, screenshot }) {
      // NoteFunctions.kt line 10, column 45: 'VERY IMPORTANT' (no-shouting).
      await goTo(page, 10, 46);
      const menu = page.locator('.action-widget:visible');
      for (let attempt = 0; attempt < 3 && !(await menu.isVisible()); attempt++) {
        await page.keyboard.press('Control+.');
        await menu.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      for (const expected of ["Write 'VERY IMPORTANT' as", "Suppress 'no-shouting' for function 'createNote'", "Suppress 'no-shouting' for this file"]) {
        await menu.locator('.monaco-list-row', { hasText: expected }).first().waitFor({ timeout: 10_000 });
      }
      await screenshot('quick-fix', '.part.editor');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
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
  {
    name: 'the Registry view lists the app, its entry points and functions',
    async run({ page, screenshot }) {
      await openRegistryView(page);
      // As a user opens it: the status bar already counts the functions, so the view must list them.
      const stale = await expectRegistryRows(page, REGISTRY_ROWS);
      await screenshot('registry-tree');
      if (stale) throw new Error(stale);
    },
  },
  {
    name: 'the walkthrough lists its steps and turns on fix on save',
    async run({ page, screenshot }) {
      const input = await runCommand(page, 'Welcome: Open Walkthrough', 'Open Walkthrough');
      await input.fill('Get Started with AppFunctions');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Get Started with AppFunctions' }).first().waitFor({ timeout: 10_000 });
      await page.keyboard.press('Enter');
      const walkthrough = page.locator('.gettingStartedContainer');
      for (const step of ['See what the extension checks', 'Open the Registry', 'Fix on save', 'Run the same checks in CI']) {
        await walkthrough.locator('.getting-started-step', { hasText: step }).first().waitFor({ timeout: 15_000 });
      }
      await screenshot('walkthrough', '.part.editor');
    },
  },
  {
    name: "the hover's Show Agent Schema link opens the function's schema preview",
    async run({ page, screenshot }) {
      // The walkthrough is in front: bring the Kotlin file back.
      await page.locator(`.tabs-container .tab[aria-label^="${NOTES_FILE}"]`).first().click();
      await page.locator('.monaco-editor .view-lines', { hasText: 'createNote' }).first().waitFor({ timeout: 10_000 });
      const hover = await hoverCreateNote(page);
      await hover.locator('a', { hasText: 'Show Agent Schema' }).first().click();
      const tab = page.locator('.tabs-container .tab', { hasText: 'createNote.agent-schema.json' }).first();
      await tab.waitFor({ timeout: 15_000 });
      await screenshot('schema-preview-from-hover');
      // Back to one editor group for the checks after this one.
      await runCommand(page, 'View: Close All Editor Groups', 'Close All Editor Groups');
    },
  },
  {
    // Last: it restarts the server. The workspace's copy holds thousands of plain Kotlin files (run.ts).
    name: 'while the workspace is indexed, the status says how far it got, then the counts',
    async run({ page, screenshot }) {
      await runCommand(page, 'AppFunctions: Restart Language Server', 'Restart Language Server');
      const item = page.locator('.statusbar-item', { hasText: 'AppFunctions' }).first();
      const seen = new Set<string>();
      const deadline = Date.now() + 60_000;
      let final = '';
      while (Date.now() < deadline) {
        const text = (await item.innerText().catch(() => '')).trim();
        if (/indexing \d+ of \d+ files/.test(text) && !seen.has('indexing')) {
          seen.add('indexing');
          await screenshot('status-indexing', '.part.statusbar');
        }
        if (/starting|stopped/.test(text)) seen.add('starting');
        if (EXPECTED_STATUS.test(text) && seen.has('indexing')) {
          final = text;
          break;
        }
        await page.waitForTimeout(20);
      }
      if (!seen.has('indexing')) throw new Error(`the status never read 'indexing N of M files' after a restart (seen: ${[...seen].join(', ')})`);
      if (!final) throw new Error(`after indexing, the status did not come back to the counts: '${(await item.innerText()).trim()}'`);
    },
  },
];

/** The C# workspace's file the C# window opens (workspace/csharp). */
export const CSHARP_FILE = 'Orders.cs';
/**
 * What the Registry view lists for the C# workspace: each file holding functions, its functions by
 * their type's name, and the search function Shiny.AppFunctions generates for the [AppEntity].
 */
const CSHARP_REGISTRY_ROWS = ['Orders.cs', 'CreateInvoice', 'CreateOrder', 'Catalog.cs', 'SearchProduct'];

/** Checks in a window on workspace/csharp (a .NET project referencing Shiny.AppFunctions). */
export const CSHARP_DOM_CHECKS: readonly DomCheck[] = [
  {
    name: 'C#: the Registry view lists the .NET functions and the generated entity search',
    async run({ page, screenshot }) {
      await openRegistryView(page);
      const stale = await expectRegistryRows(page, CSHARP_REGISTRY_ROWS);
      await screenshot('registry-tree-csharp');
      if (stale) throw new Error(stale);
    },
  },
];

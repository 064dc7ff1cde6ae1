import * as fs from 'node:fs';
import * as path from 'node:path';
import * as l10n from '@vscode/l10n';
import { DEFAULT_LOCALE, matchLocale, normalizeLocale } from './locale-tags';

const found = new Map<string, string>();

/**
 * Where a file or folder shipped at the package's root (`l10n/bundle.l10n.json`, `docs/rules`)
 * is. The bundles run from dist/ and the sources from a few folders deeper, so the search walks
 * up from this module to the first folder that has it; without one, the path beside dist/.
 */
export function packagePath(relative: string): string {
  let result = found.get(relative);
  if (result === undefined) {
    for (let dir = __dirname, i = 0; i < 8 && result === undefined; i++, dir = path.dirname(dir)) {
      if (fs.existsSync(path.join(dir, relative))) result = path.join(dir, relative);
    }
    result ??= path.resolve(__dirname, '..', relative);
    found.set(relative, result);
  }
  return result;
}

/** The folder of the message bundles: `bundle.l10n.json` (English) and `bundle.l10n.<locale>.json`. */
export function bundleFolder(): string {
  return path.dirname(packagePath(path.join('l10n', 'bundle.l10n.json')));
}

/** The translated bundles in `folder`, by normalised locale (`pt-br`, `ja`, `bn`) -> file name. */
export function bundleFiles(folder: string = bundleFolder()): Map<string, string> {
  const files = new Map<string, string>();
  let names: string[] = [];
  try {
    names = fs.readdirSync(folder);
  } catch {
    // Expected where no bundle is shipped: every message stays English.
  }
  for (const name of names) {
    const locale = /^bundle\.l10n\.(.+)\.json$/.exec(name)?.[1];
    if (locale !== undefined) files.set(normalizeLocale(locale), name);
  }
  return files;
}

/** The locale the messages were set to, and why it is English when the bundle could not be read. */
export interface LocaleChoice {
  locale: string;
  problem?: string;
}

let active = DEFAULT_LOCALE;

/**
 * Sets the language of every message of this process (`l10n.t` everywhere, the rule pages linked):
 * the bundle that serves `tag` best (see {@link matchLocale}), or English when none does or the
 * bundle cannot be read. Call it before the first message is built; calling it again switches.
 */
export function useLocale(tag: string | undefined, folder: string = bundleFolder()): LocaleChoice {
  const files = bundleFiles(folder);
  const locale = matchLocale(tag, [...files.keys()]);
  const file = files.get(locale);
  if (locale === DEFAULT_LOCALE || file === undefined) return english();
  try {
    l10n.config({ fsPath: path.join(folder, file) });
  } catch (error) {
    return english(`the message bundle ${file} could not be read (${error instanceof Error ? error.message : String(error)}); messages stay in English`);
  }
  active = locale;
  return { locale };
}

function english(problem?: string): LocaleChoice {
  // An empty bundle: every l10n.t call answers with its English key.
  l10n.config({ contents: {} });
  active = DEFAULT_LOCALE;
  return problem === undefined ? { locale: DEFAULT_LOCALE } : { locale: DEFAULT_LOCALE, problem };
}

/** The locale {@link useLocale} chose last: English until it is called. */
export function activeLocale(): string {
  return active;
}

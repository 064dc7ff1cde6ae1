import * as fs from 'node:fs';
import * as path from 'node:path';

/** The repository root. */
export const ROOT = path.join(__dirname, '..', '..');

/**
 * The locales the extension ships besides English: the languages the AppFunctions quality
 * guidelines are published in. Each needs a message bundle, package.nls strings and rule pages.
 */
export const LOCALES = ['pt-br', 'ja', 'bn'] as const;

/** A JSON file of the repository, parsed; the test fails with the file's name when it is missing. */
export function readJson(relative: string): Record<string, unknown> {
  const file = path.join(ROOT, relative);
  if (!fs.existsSync(file)) throw new Error(`${relative} is missing`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The message bundle of a locale (`en` is l10n/bundle.l10n.json), as key -> translated text. */
export function bundle(locale: string): Record<string, string> {
  const json = readJson(locale === 'en' ? 'l10n/bundle.l10n.json' : `l10n/bundle.l10n.${locale}.json`);
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, typeof value === 'string' ? value : (value as { message: string }).message]));
}

/** `message` in `locale` with its arguments filled in, as `l10n.t(message, ...args)` answers there. */
export function translated(locale: string, message: string, ...args: string[]): string {
  const text = locale === 'en' ? message : bundle(locale)[message];
  if (text === undefined) throw new Error(`l10n/bundle.l10n.${locale}.json has no translation of '${message}'`);
  return text.replace(/\{(\d+)\}/g, (whole, index: string) => args[Number(index)] ?? whole);
}

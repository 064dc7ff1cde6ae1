/**
 * Locale tags as the user gives them (VS Code's display language, `--locale`, a POSIX locale such
 * as `pt_BR.UTF-8`) matched against the locales the extension has messages for. Pure functions:
 * which bundles exist is the caller's to say.
 */

/** The language of the message keys themselves: what every lookup falls back to. */
export const DEFAULT_LOCALE = 'en';

/**
 * One spelling for every form of a tag: lower case, `-` between the parts, no POSIX codeset or
 * modifier (`pt_BR.UTF-8` -> `pt-br`, `ja_JP.eucJP@x` -> `ja-jp`, `pt-BR` -> `pt-br`). The POSIX
 * locales C and POSIX, and an empty tag, are English. The bundle files use the same spelling
 * (VS Code names them after its lower-case display language, `bundle.l10n.pt-br.json`).
 */
export function normalizeLocale(tag: string): string {
  const bare = tag.trim().split(/[.@]/)[0]?.replace(/_/g, '-').toLowerCase() ?? '';
  if (bare === '' || bare === 'c' || bare === 'posix') return DEFAULT_LOCALE;
  return bare;
}

/**
 * The locale of `available` that serves `tag` best: the same tag, else the same language without
 * its region (`ja-jp` -> `ja`, `bn-bd` and `bn-in` -> `bn`), else another region of the same
 * language (`pt` and `pt-pt` -> `pt-br`: closer to the reader than English). Anything else is
 * English, which needs no bundle.
 */
export function matchLocale(tag: string | undefined, available: readonly string[]): string {
  if (tag === undefined) return DEFAULT_LOCALE;
  const wanted = normalizeLocale(tag);
  const locales = available.map(normalizeLocale);
  if (wanted === DEFAULT_LOCALE || locales.includes(wanted)) return wanted;
  const language = wanted.split('-')[0] ?? wanted;
  if (language === DEFAULT_LOCALE) return DEFAULT_LOCALE;
  if (locales.includes(language)) return language;
  return locales.find((locale) => locale.startsWith(`${language}-`)) ?? DEFAULT_LOCALE;
}

/**
 * The locale the environment asks for messages in, as POSIX programs read it: the first of
 * LC_ALL, LC_MESSAGES and LANG that is set and not empty (so `LC_ALL=C` wins over any LANG).
 * Undefined when none is set.
 */
export function localeFromEnvironment(env: Readonly<Record<string, string | undefined>>): string | undefined {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

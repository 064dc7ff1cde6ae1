import * as fs from 'node:fs';
import * as path from 'node:path';
import { getL10nJson } from '@vscode/l10n-dev';
import { describe, expect, it } from 'vitest';
import { bundle, LOCALES, readJson, ROOT } from './locales';

/** The sources whose `l10n.t` / `vscode.l10n.t` calls are the messages (what `npm run l10n:export` reads). */
const SOURCE_FOLDERS = ['server/src', 'client/src'];

function sources(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(ROOT, folder, file)),
  );
}

/** The numbered placeholders of a message, each once, in order: `{0}`, `{1}`… */
function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the English bundle', () => {
  it('holds exactly the messages of the code (run npm run l10n:export after adding or changing one)', async () => {
    // The same extractor as `npm run l10n:export`, so a new l10n.t call without its entry fails here.
    const extracted = await getL10nJson(sources().map((file) => ({ contents: fs.readFileSync(file, 'utf8'), extension: path.extname(file) })));
    const english = bundle('en');
    const missing = Object.keys(extracted).filter((key) => !(key in english));
    const stale = Object.keys(english).filter((key) => !(key in extracted));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    for (const [key, value] of Object.entries(english)) expect(value, key).toBe(key);
  }, 60_000);
});

describe.each(LOCALES)('the %s bundle', (locale) => {
  const english = bundle('en');

  it('translates every message of the English bundle, and no other', () => {
    expect(sorted(Object.keys(bundle(locale)))).toEqual(sorted(Object.keys(english)));
  });

  it('keeps the placeholders of each message and leaves none empty', () => {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(bundle(locale))) {
      if (!(key in english)) continue;
      if (typeof value !== 'string' || value.trim() === '') problems.push(`empty: ${key}`);
      else if (placeholders(value).join() !== placeholders(key).join()) problems.push(`placeholders ${placeholders(value).join()} instead of ${placeholders(key).join()}: ${key}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('package.nls', () => {
  const english = readJson('package.nls.json');

  it('has every %key% that package.json uses', () => {
    const manifest = fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8');
    const used = [...manifest.matchAll(/"%([^%"]+)%"/g)].map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !(key in english))).toEqual([]);
  });

  it.each(LOCALES)('package.nls.%s.json translates every key of package.nls.json, and no other', (locale) => {
    const translated = readJson(`package.nls.${locale}.json`);
    expect(sorted(Object.keys(translated))).toEqual(sorted(Object.keys(english)));
    expect(Object.entries(translated).filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
  });
});

describe('the bundles of the build', () => {
  it('hold one copy of @vscode/l10n each for the server and the CLI, and none in the TypeScript front end', () => {
    // The front end is a bundle of its own, loaded on demand: a message built there would use a
    // second, never configured copy of the library and stay English. Its messages belong to the rules.
    const copies = (bundle: string) => fs.readFileSync(path.join(ROOT, 'dist', bundle), 'utf8').split('@vscode/l10n/dist/main.js"(').length - 1;
    expect({ server: copies('server.js'), cli: copies('cli.js'), typescriptFrontEnd: copies('typescript-front-end.js') }).toEqual({ server: 1, cli: 1, typescriptFrontEnd: 0 });
  });
});

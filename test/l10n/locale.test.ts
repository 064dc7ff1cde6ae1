import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as l10n from '@vscode/l10n';
import { afterAll, describe, expect, it } from 'vitest';
import { localeFromEnvironment, matchLocale, normalizeLocale } from '../../server/src/core/locale/locale-tags';
import { activeLocale, bundleFiles, useLocale } from '../../server/src/core/locale/messages';
import { ruleDocsUri, rulePagePath, rulePageSummary } from '../../server/src/core/rules/support/rule-docs';

describe('locale tags', () => {
  it.each([
    ['pt_BR.UTF-8', 'pt-br'],
    ['pt-BR', 'pt-br'],
    ['ja_JP.eucJP@cjknarrow', 'ja-jp'],
    ['bn_IN', 'bn-in'],
    ['C', 'en'],
    ['C.UTF-8', 'en'],
    ['POSIX', 'en'],
    ['', 'en'],
    ['  JA ', 'ja'],
  ])('normalises %j to %j', (tag, expected) => {
    expect(normalizeLocale(tag)).toBe(expected);
  });

  const available = ['pt-br', 'ja', 'bn'];
  it.each([
    ['pt-br', 'pt-br'],
    ['pt-BR', 'pt-br'],
    ['pt_BR.UTF-8', 'pt-br'],
    ['pt', 'pt-br'],
    ['pt-PT', 'pt-br'],
    ['ja', 'ja'],
    ['ja_JP.UTF-8', 'ja'],
    ['bn_BD', 'bn'],
    ['bn_IN.UTF-8', 'bn'],
    ['en', 'en'],
    ['en_GB.UTF-8', 'en'],
    ['C.UTF-8', 'en'],
    ['POSIX', 'en'],
    ['fr_FR.UTF-8', 'en'],
    ['zh-cn', 'en'],
    ['xx', 'en'],
  ])('serves %j with %j', (tag, expected) => {
    expect(matchLocale(tag, available)).toBe(expected);
  });

  it('is English with no tag, or no bundle for it', () => {
    expect(matchLocale(undefined, available)).toBe('en');
    expect(matchLocale('ja', [])).toBe('en');
  });

  it('reads LC_ALL, then LC_MESSAGES, then LANG, skipping empty ones', () => {
    expect(localeFromEnvironment({ LC_ALL: 'ja_JP.UTF-8', LC_MESSAGES: 'bn_BD', LANG: 'pt_BR.UTF-8' })).toBe('ja_JP.UTF-8');
    expect(localeFromEnvironment({ LC_ALL: '', LC_MESSAGES: 'bn_BD', LANG: 'pt_BR.UTF-8' })).toBe('bn_BD');
    expect(localeFromEnvironment({ LANG: 'pt_BR.UTF-8' })).toBe('pt_BR.UTF-8');
    expect(localeFromEnvironment({ LC_ALL: 'C', LANG: 'pt_BR.UTF-8' })).toBe('C');
    expect(localeFromEnvironment({})).toBeUndefined();
  });
});

describe('useLocale', () => {
  // Stand-in bundles: one message, in a folder of their own.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-l10n-'));
  fs.writeFileSync(path.join(folder, 'bundle.l10n.json'), JSON.stringify({ 'Hello {0}': 'Hello {0}' }));
  fs.writeFileSync(path.join(folder, 'bundle.l10n.pt-br.json'), JSON.stringify({ 'Hello {0}': 'Olá {0}' }));
  fs.writeFileSync(path.join(folder, 'bundle.l10n.ja.json'), JSON.stringify({ 'Hello {0}': 'こんにちは {0}' }));
  fs.writeFileSync(path.join(folder, 'bundle.l10n.bn.json'), '{ not json');
  afterAll(() => {
    useLocale('en', folder);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('lists the translated bundles by locale', () => {
    expect([...bundleFiles(folder).keys()].sort()).toEqual(['bn', 'ja', 'pt-br']);
  });

  it('switches every message to the bundle of the locale, whatever its spelling', () => {
    expect(useLocale('pt_BR.UTF-8', folder)).toEqual({ locale: 'pt-br' });
    expect(l10n.t('Hello {0}', 'Ana')).toBe('Olá Ana');
    expect(activeLocale()).toBe('pt-br');
    expect(useLocale('ja-JP', folder)).toEqual({ locale: 'ja' });
    expect(l10n.t('Hello {0}', 'Ana')).toBe('こんにちは Ana');
  });

  it('falls back to English for a locale without a bundle, and back from another locale', () => {
    useLocale('ja', folder);
    expect(useLocale('fr', folder)).toEqual({ locale: 'en' });
    expect(l10n.t('Hello {0}', 'Ana')).toBe('Hello Ana');
    expect(activeLocale()).toBe('en');
  });

  it('falls back to English, saying why, when the bundle cannot be read', () => {
    useLocale('ja', folder);
    const choice = useLocale('bn_BD', folder);
    expect(choice.locale).toBe('en');
    expect(choice.problem).toContain('bundle.l10n.bn.json');
    expect(l10n.t('Hello {0}', 'Ana')).toBe('Hello Ana');
  });

  it('is English with no bundle folder at all', () => {
    expect(useLocale('ja', path.join(folder, 'missing'))).toEqual({ locale: 'en' });
  });
});

describe('rule page links', () => {
  it('point at the English page in English and in a locale without translated pages', () => {
    expect(rulePagePath('no-filler', 'en').endsWith(path.join('docs', 'rules', 'no-filler.md'))).toBe(true);
    expect(rulePagePath('no-filler', 'xx').endsWith(path.join('docs', 'rules', 'no-filler.md'))).toBe(true);
    expect(ruleDocsUri('no-filler', 'xx')).toMatch(/\/docs\/rules\/no-filler\.md$/);
  });

  it('read the summary a page opens with, its wrapped lines joined', () => {
    expect(rulePageSummary('no-filler', 'en')).toBe('Reports filler openings such as "This function is used to…" and proposes the verb-first sentence.');
    expect(rulePageSummary('not-a-rule', 'en')).toBeUndefined();
  });

  it('follow the locale of the messages by default', () => {
    useLocale('en');
    expect(ruleDocsUri('no-filler')).toMatch(/\/docs\/rules\/no-filler\.md$/);
  });
});

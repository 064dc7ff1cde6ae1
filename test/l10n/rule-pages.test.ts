import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../server/src/core/rules/index';
import { rulePageSummary } from '../../server/src/core/rules/support/rule-docs';
import { LOCALES, ROOT } from './locales';

const DOCS = path.join(ROOT, 'docs', 'rules');

/** The pages of one folder: `<id>.md` files only (the English folder also holds one folder per locale). */
function pages(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name)
    .sort();
}

/** Relative Markdown links of a page whose target file does not exist. */
function brokenLinks(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .filter((target) => !fs.existsSync(path.resolve(path.dirname(file), target.split('#')[0] ?? '')));
}

/** How each language says a quick fix is still to come: no page of a rule that has one may say it. */
const PLANNED: Record<string, RegExp> = { 'pt-br': /\bprevista\b/, ja: /予定されています/, bn: /পরিকল্পনায়/ };

/** Mentions of a quick fix in an English page that say there is one ("No quick fix" says there is none). */
function quickFixClaims(text: string): string[] {
  return [...text.matchAll(/(?<![Nn]o\s)quick fix|Quick fix: yes|\bThe fix\b/g)].map((match) => match[0]);
}

describe('rule pages', () => {
  const english = pages(DOCS);

  it('describe the quick fix of a rule that has one, never call it planned, and claim none for the others', () => {
    const problems: string[] = [];
    for (const rule of allRules) {
      const text = fs.readFileSync(path.join(DOCS, `${rule.meta.id}.md`), 'utf8');
      const claims = quickFixClaims(text);
      if (rule.meta.fixable && claims.length === 0) problems.push(`${rule.meta.id} has a quick fix its page does not describe`);
      if (rule.meta.fixable && /\bplanned\b/.test(text)) problems.push(`${rule.meta.id} has a quick fix its page calls planned`);
      if (!rule.meta.fixable && claims.length > 0) problems.push(`${rule.meta.id} has no quick fix, yet its page says '${claims[0]}'`);
    }
    expect(problems).toEqual([]);
  });

  it('are one English page per rule, and only those', () => {
    expect(english).toEqual(allRules.map((rule) => `${rule.meta.id}.md`).sort());
  });

  it('have no broken relative link in English', () => {
    expect(english.flatMap((page) => brokenLinks(path.join(DOCS, page)).map((link) => `${page}: ${link}`))).toEqual([]);
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const folder = path.join(DOCS, locale);

    it('never call a quick fix that ships planned', () => {
      const planned = PLANNED[locale];
      expect(planned, `no word for 'planned' in ${locale}`).toBeDefined();
      const fixable = allRules.filter((rule) => rule.meta.fixable).map((rule) => `${rule.meta.id}.md`);
      expect(fixable.filter((page) => planned!.test(fs.readFileSync(path.join(folder, page), 'utf8')))).toEqual([]);
    });

    it('translate every English page, and no other', () => {
      expect(fs.existsSync(folder), `docs/rules/${locale}/ is missing`).toBe(true);
      expect(pages(folder)).toEqual(english);
    });

    it('open with the rule id and a summary (the SARIF short description in that locale)', () => {
      const problems: string[] = [];
      for (const page of pages(folder)) {
        const id = page.replace(/\.md$/, '');
        const first = fs.readFileSync(path.join(folder, page), 'utf8').split('\n')[0];
        if (first !== `# ${id}`) problems.push(`${page} starts with '${first}', not '# ${id}'`);
        if (!rulePageSummary(id, locale)) problems.push(`${page} has no summary paragraph under its heading`);
      }
      expect(problems).toEqual([]);
    });

    it('link only to pages that exist (a sibling page of the same locale, or ../ for shared files)', () => {
      expect(pages(folder).flatMap((page) => brokenLinks(path.join(folder, page)).map((link) => `${page}: ${link}`))).toEqual([]);
    });
  });
});

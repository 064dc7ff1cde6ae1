import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../server/src/core/rules/index';

/** The README is the newcomer's map: it must start with the two commands and list every rule. */
describe('README', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');

  it('opens with the example command and the test command', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = firstBlock
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.replace(/\s+#.*$/, '').trim());
    expect(commands).toEqual(['npm ci && npm run example', 'npm ci && npm test']);
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
  });

  it('lists every rule with its default severity and a link to its page', () => {
    for (const rule of allRules) {
      const row = readme.split('\n').find((line) => line.startsWith(`| [${rule.meta.id}](docs/rules/${rule.meta.id}.md)`));
      expect(row, `README rules table lacks ${rule.meta.id}`).toBeDefined();
      expect(row!.trim().endsWith(`| ${rule.meta.defaultSeverity} |`)).toBe(true);
    }
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../helpers/cli';

/**
 * The `appfunctions-lint` problem matcher the extension contributes (for a VS Code task running the
 * command) reads every finding of the stylish output exactly as the JSON output gives it.
 */
const ROOT = path.join(__dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const matcher = pkg.contributes.problemMatchers.find((m: { name: string }) => m.name === 'appfunctions-lint');

describe('the appfunctions-lint problem matcher', () => {
  it('reads the file, position, severity, message and rule of every finding of the stylish output', async () => {
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      const stylish = (await lint('examples')).stdout;
      const json = JSON.parse((await lint('--format', 'json', 'examples')).stdout) as {
        file: string;
        line: number;
        column: number;
        severity: string;
        message: string;
        ruleId: string;
      }[];
      const [filePattern, findingPattern] = matcher.pattern.map((p: { regexp: string }) => new RegExp(p.regexp));
      const matched: typeof json = [];
      let file: string | undefined;
      for (const line of stylish.split('\n')) {
        const start = filePattern.exec(line);
        if (start) {
          file = start[1];
          continue;
        }
        const finding = findingPattern.exec(line);
        if (finding && file) matched.push({ file, line: Number(finding[1]), column: Number(finding[2]), severity: finding[3], message: finding[4], ruleId: finding[5] });
        else if (line.trim() === '') file = undefined;
      }
      expect(json.length).toBeGreaterThan(10);
      expect(matched).toEqual(json.map(({ file, line, column, severity, message, ruleId }) => ({ file, line, column, severity, message, ruleId })));
    } finally {
      process.chdir(cwd);
    }
  });
});

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every TypeScript quick fix is type-checked (DESIGN §6): each fixture's `fixed.ts` (what the
 * rule's fixes make of input.ts, checked by rules.test.ts) is compiled with tsc against the small
 * stubs of the MCP SDK and zod types in ./ts-stubs (resolved through `paths`).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'rules');
const STUBS = path.join(__dirname, 'ts-stubs');

function fixedFiles(): string[] {
  const found: string[] = [];
  for (const rule of fs.readdirSync(FIXTURES).sort()) {
    const ruleDir = path.join(FIXTURES, rule);
    if (!fs.statSync(ruleDir).isDirectory()) continue;
    for (const caseName of fs.readdirSync(ruleDir).sort()) {
      const file = path.join(ruleDir, caseName, 'fixed.ts');
      if (fs.existsSync(file)) found.push(file);
    }
  }
  return found;
}

describe('TypeScript quick fixes', () => {
  it('every fixed.ts type-checks against the SDK stubs', () => {
    const files = fixedFiles();
    expect(files.length).toBeGreaterThan(0);
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    // One run: every fixed.ts imports, so each is a module and repeated names do not clash.
    const tmp = path.join(ROOT, 'test-results', 'ts-fix-check');
    fs.mkdirSync(tmp, { recursive: true });
    const config = path.join(tmp, 'tsconfig.json');
    fs.writeFileSync(config, JSON.stringify({ extends: path.join(STUBS, 'tsconfig.json'), files }));
    const result = spawnSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  }, 120_000);
});

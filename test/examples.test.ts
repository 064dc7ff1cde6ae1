import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The bundled examples are the product's acceptance test: every intended mistake listed in an
 * example's INTENDED-FINDINGS.json is reported by the right rule on the right line, and nothing else is
 * reported (clean functions stay clean). Runs the bundled CLI, as the README does.
 */
const ROOT = path.resolve(__dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const APP = path.join(ROOT, 'examples', 'notes-app');

interface Intended {
  file: string;
  line: number;
  ruleId: string;
  why: string;
}

/** Every INTENDED-FINDINGS.json under examples/ (the Kotlin app, the TypeScript MCP server...), together. */
function allIntended(): Intended[] {
  const examples = path.join(ROOT, 'examples');
  return fs
    .readdirSync(examples)
    .map((dir) => path.join(examples, dir, 'INTENDED-FINDINGS.json'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Intended[]);
}

describe('examples/ (notes-app, notes-mcp, orders-maui)', () => {
  const intended: Intended[] = allIntended();
  // --debug prints internal errors (a rule or front end that failed and was skipped) to stderr.
  const run = spawnSync(process.execPath, [CLI, '--debug', '--format', 'json', 'examples/'], { cwd: ROOT, encoding: 'utf8' });
  const actual: { file: string; line: number; ruleId: string; message: string }[] = JSON.parse(run.stdout || '[]');
  const key = (f: { file: string; line: number; ruleId: string }) => `${f.file.replace(/^examples\//, '')}:${f.line}:${f.ruleId}`;

  it('runs the CLI on examples/ without internal errors (exit 1: the app has an error-level mistake on purpose)', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('reports every intended mistake with the right rule at the right line', () => {
    const reported = new Set(actual.map(key));
    expect(intended.filter((i) => !reported.has(key(i))).map((i) => `${key(i)} (${i.why})`)).toEqual([]);
  });

  it('reports nothing else: clean functions get no finding', () => {
    const wanted = new Set(intended.map(key));
    expect(actual.filter((f) => !wanted.has(key(f))).map((f) => `${key(f)}: ${f.message}`)).toEqual([]);
  });

  it('reads the intended findings of every example', () => {
    expect(fs.existsSync(path.join(APP, 'INTENDED-FINDINGS.json'))).toBe(true);
    expect(intended.some((i) => i.file.startsWith('notes-mcp/'))).toBe(true);
    expect(intended.some((i) => i.file.startsWith('orders-maui/'))).toBe(true);
  });

  it('does not analyse git-ignored files', () => {
    expect(actual.some((f) => f.file.includes('scratch/'))).toBe(false);
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { PREVIOUS_RUNS, reuseCount } from '../../server/src/core/analysis/function-reuse';
import { allRules } from '../../server/src/core/rules/index';
import { seededRandom } from '../helpers/seeded-random';

/**
 * While one function of a Kotlin file is edited, the function-local rules check that function and
 * keep their earlier reports on the others (analysis/function-reuse.ts). Whatever the edits, the
 * findings must be exactly those of an analysis that reuses nothing: this walks random edits through
 * every Kotlin rule fixture and the example app, and compares the two after each.
 */

const ROOT = path.join(__dirname, '..', '..');
const RULE_FIXTURES = path.join(ROOT, 'test', 'rules');
const EXAMPLE_APP = path.join(ROOT, 'examples', 'notes-app');

/** Small edits a person makes: a letter, a word, a line break, a deletion. */
const INSERTS = ['x', ' quickly', '\n', 'TODO ', 'password ', 'Deletes all ', '(', '}'];

function kotlinFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return kotlinFiles(full);
    return entry.name.endsWith('.kt') ? [full] : [];
  });
}

/** The findings of both analyzers for one file, the second reusing nothing. */
function bothFindings(reusing: Analyzer, fresh: Analyzer, uri: string): [unknown, unknown] {
  fresh.registry.caches.get(PREVIOUS_RUNS).clear();
  return [reusing.findings(uri), fresh.findings(uri)];
}

/** Edits a file `count` times, mostly inside a function's declaration, comparing after each edit. */
async function walkEdits(files: Map<string, string>, edited: string, count: number, seed: number): Promise<number> {
  const reusing = await createAnalyzer();
  const fresh = await createAnalyzer();
  for (const [uri, text] of files) {
    reusing.registry.update(uri, text);
    fresh.registry.update(uri, text);
  }
  const next = seededRandom(seed);
  let text = files.get(edited)!;
  let compared = 0;
  reusing.findings(edited);
  for (let i = 0; i < count; i++) {
    const model = reusing.registry.get(edited);
    const functions = model?.functions ?? [];
    const lines = text.split('\n');
    const offsetOf = (line: number, character: number) => lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0) + character;
    let at: number;
    if (functions.length > 0 && next() < 0.85) {
      const fn = functions[Math.floor(next() * functions.length)]!;
      const start = offsetOf(fn.range.start.line, fn.range.start.character);
      const end = offsetOf(fn.range.end.line, fn.range.end.character);
      at = start + Math.floor(next() * Math.max(1, end - start));
    } else {
      at = Math.floor(next() * (text.length + 1));
    }
    text = next() < 0.7 ? text.slice(0, at) + INSERTS[Math.floor(next() * INSERTS.length)] + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 6));
    reusing.registry.update(edited, text);
    fresh.registry.update(edited, text);
    const [withReuse, without] = bothFindings(reusing, fresh, edited);
    expect(withReuse, `${path.relative(ROOT, edited)}, edit ${i} at ${at}`).toEqual(without);
    compared++;
  }
  return compared;
}

describe('reuse of function-local rule reports while one function is edited', () => {
  it('claims function-locality for some rules, so that the walks below test something', () => {
    expect(allRules.filter((rule) => rule.meta.scope === 'function').length).toBeGreaterThan(0);
  });

  it('gives the findings of a fresh analysis after random edits of every Kotlin rule fixture', async () => {
    let compared = 0;
    const inputs = kotlinFiles(RULE_FIXTURES).filter((file) => path.basename(file) === 'input.kt');
    for (const [index, file] of inputs.entries()) {
      const files = new Map(kotlinFiles(path.dirname(file)).map((f) => [f, fs.readFileSync(f, 'utf8')]));
      compared += await walkEdits(files, file, 4, index + 1);
    }
    expect(compared).toBe(4 * inputs.length);
  }, 240_000);

  it('gives the findings of a fresh analysis after many edits of the example app', async () => {
    const files = new Map(kotlinFiles(EXAMPLE_APP).map((f) => [f, fs.readFileSync(f, 'utf8')]));
    const withFunctions = [...files.keys()].filter((f) => /Functions\.kt$/.test(f));
    expect(withFunctions.length).toBeGreaterThan(0);
    const before = reuseCount.plans;
    for (const [index, file] of withFunctions.entries()) await walkEdits(files, file, 40, 100 + index);
    // Most edits fall inside one function: most analyses reused the reports of the others.
    expect(reuseCount.plans - before).toBeGreaterThan(withFunctions.length * 40 * 0.3);
  }, 120_000);
});

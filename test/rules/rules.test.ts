import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import { fixAll } from '../../server/src/core/fixes/fix-all';
import { allRules } from '../../server/src/core/rules/index';
import type { Position, Range } from '../../server/src/core/model/positions';
import { SourceText } from '../../server/src/core/text/source-text';
import { toFixtureFinding } from '../helpers/finding-json';
import { internalErrors } from '../helpers/internal-errors';

/**
 * One driver for every rule fixture: test/rules/<rule-id>/<case>/{input.kt, expected.json}.
 * Cases named `fires-*` must report at least one finding of the rule, `ok-*` none. Every file of
 * a case is indexed together, so cross-file cases work. Set UPDATE_FIXTURES=1 to write a missing
 * expected.json; an existing one is never overwritten.
 *
 * A case with `fixed.kt` also checks the rule's fixes on input.kt: fix-all of the rule's safe
 * fixes (or, for a rule with only unsafe fixes, the first fix of every finding) must give exactly
 * fixed.kt, and running it again must change nothing. test/compile compiles every fixed.kt. A case with
 * `fixed.ts` (or `fixed.cs`) is checked the same way on input.ts (input.cs), and test/compile
 * type-checks every fixed.ts.
 */
const FIXTURES = __dirname;
const UPDATE = process.env.UPDATE_FIXTURES === '1';
const INPUT = /^input(\.[\w-]+)?\.(kt|kts|ts|tsx|js|mjs|xml|cs)$/;
/** A case may hold a small project under `input/` (AndroidManifest.xml, res/xml, sources), keyed by relative path. */
const INPUT_TREE = 'input';

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
});

const ruleDirs = fs.existsSync(FIXTURES) ? fs.readdirSync(FIXTURES).filter((d) => fs.statSync(path.join(FIXTURES, d)).isDirectory()) : [];

describe('fixture layout', () => {
  it('every fixture folder names a real rule', () => {
    const ids = new Set(allRules.map((r) => r.meta.id));
    expect(ruleDirs.filter((d) => !ids.has(d))).toEqual([]);
  });
  for (const rule of allRules) {
    it(`${rule.meta.id} has at least three firing cases and three near misses`, () => {
      const dir = path.join(FIXTURES, rule.meta.id);
      const cases = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      expect(cases.filter((c) => c.startsWith('fires-')).length).toBeGreaterThanOrEqual(3);
      expect(cases.filter((c) => c.startsWith('ok-')).length).toBeGreaterThanOrEqual(3);
    });
    it(`${rule.meta.id} has a docs page`, () => {
      expect(fs.existsSync(path.join(__dirname, '..', '..', 'docs', 'rules', `${rule.meta.id}.md`))).toBe(true);
    });
  }
});

for (const ruleId of ruleDirs) {
  describe(ruleId, () => {
    const ruleDir = path.join(FIXTURES, ruleId);
    for (const caseName of fs.readdirSync(ruleDir).sort()) {
      const caseDir = path.join(ruleDir, caseName);
      if (!fs.statSync(caseDir).isDirectory()) continue;
      it(caseName, () => {
        const inputs = [...fs.readdirSync(caseDir).filter((f) => INPUT.test(f)), ...listTree(caseDir, INPUT_TREE)].sort();
        expect(inputs.length, `no input file in ${caseDir}`).toBeGreaterThan(0);
        for (const uri of analyzer.registry.uris()) analyzer.registry.remove(uri);
        analyzer.internalErrors.clear();
        for (const input of inputs) analyzer.registry.update(path.join(caseDir, input), fs.readFileSync(path.join(caseDir, input), 'utf8'));
        const actual: Record<string, unknown[]> = {};
        for (const input of inputs) {
          const findings = analyzer.findings(path.join(caseDir, input)).filter((f) => f.ruleId === ruleId);
          if (findings.length > 0 || inputs.length === 1) actual[input] = findings.map(toFixtureFinding);
        }
        expect(internalErrors(analyzer), 'no rule or front end may fail on a fixture').toEqual([]);
        for (const input of inputs) {
          const lines = new SourceText(fs.readFileSync(path.join(caseDir, input), 'utf8'));
          const outside = analyzer.findings(path.join(caseDir, input)).filter((f) => !rangeInText(f.range, lines));
          expect(outside.map(toFixtureFinding), `every finding of any rule lies within ${input}`).toEqual([]);
        }
        const total = Object.values(actual).reduce((n, list) => n + list.length, 0);
        if (caseName.startsWith('fires-')) expect(total, 'a firing case must report something').toBeGreaterThan(0);
        if (caseName.startsWith('ok-')) expect(actual, 'a near miss must report nothing').toEqual(Object.fromEntries(Object.keys(actual).map((k) => [k, []])));

        const expectedFile = path.join(caseDir, 'expected.json');
        const shaped = inputs.length === 1 ? actual[inputs[0]] : actual;
        if (!fs.existsSync(expectedFile)) {
          if (!UPDATE) throw new Error(`${expectedFile} is missing; run with UPDATE_FIXTURES=1 to write it, then review it`);
          fs.writeFileSync(expectedFile, `${JSON.stringify(shaped, null, 2)}\n`);
        }
        expect(shaped).toEqual(JSON.parse(fs.readFileSync(expectedFile, 'utf8')));

        const fixedFile = path.join(caseDir, 'fixed.kt');
        if (fs.existsSync(fixedFile)) {
          const inputFile = path.join(caseDir, inputs[0]);
          const text = fs.readFileSync(inputFile, 'utf8');
          const once = applyRuleFixes(inputFile, text, ruleId);
          expect(once).toBe(fs.readFileSync(fixedFile, 'utf8'));
          expect(applyRuleFixes(inputFile, once, ruleId), 'a second fix-all must change nothing').toBe(once);
        }

        // TypeScript and C# fixes: fixed.<ext> is what the fixes make of input.<ext> (test/compile
        // type-checks every fixed.ts; a fixed.cs must parse without errors, checked here).
        for (const extension of ['ts', 'cs']) {
          const fixedFile = path.join(caseDir, `fixed.${extension}`);
          if (!fs.existsSync(fixedFile)) continue;
          const inputFile = path.join(caseDir, `input.${extension}`);
          const text = fs.readFileSync(inputFile, 'utf8');
          const once = applyRuleFixes(inputFile, text, ruleId);
          expect(once).toBe(fs.readFileSync(fixedFile, 'utf8'));
          expect(applyRuleFixes(inputFile, once, ruleId), 'a second fix-all must change nothing').toBe(once);
          if (extension === 'cs') expect(analyzer.parse(inputFile, once)?.syntaxErrors, 'the fixed C# parses').toEqual([]);
        }
        expect(internalErrors(analyzer), 'no rule or front end may fail while fixing').toEqual([]);
      });
    }
  });
}

/** Every file under `dir/sub`, as `sub/...` paths with forward slashes. */
function listTree(dir: string, sub: string): string[] {
  const full = path.join(dir, sub);
  if (!fs.existsSync(full) || !fs.statSync(full).isDirectory()) return [];
  return fs.readdirSync(full).flatMap((name) => {
    const rel = `${sub}/${name}`;
    return fs.statSync(path.join(dir, rel)).isDirectory() ? listTree(dir, rel) : [rel];
  });
}

/** What fix-all (or, for unsafe-only rules, the light bulb's first fix) does to a file for one rule. */
function applyRuleFixes(uri: string, text: string, ruleId: string): string {
  const env = analyzer.fixEnvironment(uri);
  const findings = env.findings(text).filter((f) => f.ruleId === ruleId);
  if (findings.some((f) => f.fixes.some((x) => x.safe))) return fixAll(text, env, ruleId).text;
  const edits = findings.flatMap((f) => f.fixes[0]?.edits ?? []);
  return edits.length > 0 ? (applyEdits(text, edits) ?? text) : text;
}

/** Whether both ends of `range` are positions that exist in the text (a character at most at its line's end). */
function rangeInText(range: Range, source: SourceText): boolean {
  const inside = (p: Position) => {
    if (p.line < 0 || p.line >= source.lineCount || p.character < 0) return false;
    const next = p.line + 1 < source.lineCount ? source.lineStarts[p.line + 1]! : undefined;
    // The line ends before its break: \r\n, \n or a lone \r.
    const lineEnd = next === undefined ? source.text.length : next - (source.text.slice(next - 2, next) === '\r\n' ? 2 : 1);
    return source.lineStarts[p.line]! + p.character <= lineEnd;
  };
  return inside(range.start) && inside(range.end);
}

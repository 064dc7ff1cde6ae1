import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import { fixAll } from '../../server/src/core/fixes/fix-all';
import type { FileModel } from '../../server/src/core/model/file-model';
import type { Range } from '../../server/src/core/model/positions';
import type { Finding } from '../../server/src/core/model/findings';

/**
 * What every quick fix of the code-rewriting rules promises, checked on each of their fixtures
 * (compile-fixes.test.ts compiles the results):
 * - it edits only the function it fixes (the function's range, KDoc included), except the
 *   `import` line that throw-appfunction-exception adds to the file header;
 * - applied alone, it keeps the file parsing and removes at least one finding of its rule, so the
 *   light bulb does not offer it again;
 * - fix-all is idempotent: a second run changes nothing.
 */
const RULES = ['optional-default-ignored', 'setfield-elvis', 'pending-intent-immutable', 'throw-appfunction-exception'];
const FIXTURES = path.join(__dirname, '..', 'rules');

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
});

function before(a: Range['start'], b: Range['start']): boolean {
  return a.line < b.line || (a.line === b.line && a.character <= b.character);
}

function within(outer: Range, inner: Range): boolean {
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

/** The ranges of every function in the file, AppFunctions and helpers alike. */
function functionRanges(model: FileModel): Range[] {
  return [...model.functions.map((f) => f.range), ...(model.helperFunctions ?? []).map((h) => h.range)];
}

function isImportEdit(newText: string, range: Range, model: FileModel): boolean {
  const firstDeclaration = [...model.functions.map((f) => f.range.start), ...model.classes.map((c) => c.range.start)].sort((a, b) => a.line - b.line)[0];
  const aboveDeclarations = !firstDeclaration || before(range.end, firstDeclaration);
  return aboveDeclarations && newText.split('\n').every((line) => line === '' || /^(import|package)\s/.test(line));
}

for (const ruleId of RULES) {
  describe(`${ruleId} fixes`, () => {
    const dir = path.join(FIXTURES, ruleId);
    const cases = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((c) => c.startsWith('fires-'))
          .sort()
      : [];
    for (const caseName of cases) {
      it(caseName, () => {
        const file = path.join(dir, caseName, 'input.kt');
        const text = fs.readFileSync(file, 'utf8');
        const model = analyzer.parse(file, text)!;
        const env = analyzer.fixEnvironment(file);
        const ofRule = (t: string): Finding[] => env.findings(t).filter((f) => f.ruleId === ruleId);
        const findings = ofRule(text);
        const scopes = functionRanges(model);

        for (const finding of findings) {
          for (const fix of finding.fixes) {
            const owner = scopes.find((scope) => within(scope, finding.range));
            expect(owner, `finding at ${finding.range.start.line + 1} lies in no function`).toBeDefined();
            for (const edit of fix.edits) {
              const inside = within(owner!, edit.range) || (ruleId === 'throw-appfunction-exception' && isImportEdit(edit.newText, edit.range, model));
              expect(inside, `'${fix.title}' edits line ${edit.range.start.line + 1}, outside its function`).toBe(true);
            }
            const fixed = applyEdits(text, fix.edits);
            expect(fixed, `'${fix.title}' has overlapping edits`).toBeDefined();
            expect(env.syntaxErrorCount(fixed!), `'${fix.title}' breaks the syntax`).toBeLessThanOrEqual(env.syntaxErrorCount(text));
            expect(ofRule(fixed!).length, `'${fix.title}' does not resolve its finding`).toBeLessThan(findings.length);
          }
        }

        const once = fixAll(text, env, ruleId).text;
        expect(fixAll(once, env, ruleId).text, 'a second fix-all must change nothing').toBe(once);
      });
    }
  });
}

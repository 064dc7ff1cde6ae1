import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { fixAll } from '../../server/src/core/fixes/fix-all';
import { gatedEnvironment, parseGateFor } from '../../server/src/core/fixes/parse-gate';
import { codeActionHarness } from '../lsp/code-action-harness';

/**
 * Each directory of ./fix-cases is one file and one code action taken on it, as the editor takes
 * it (the code-action feature in process, fix-alls resolved lazily):
 * - `input.<ext>`: the file;
 * - `case.json`: `rule` (whose diagnostics the request carries), `action` (the title to take) and
 *   `offered: false` when the action must not be listed (the parse gate drops it), `about`;
 * - `expected.<ext>`: the file after the action, byte for byte (a byte order mark included).
 * Every case also checks that each listed action leaves the file parsing at least as well, and that
 * fix-all is settled: run again on its own result, it changes nothing.
 */
const CASES = path.join(__dirname, 'fix-cases');

interface FixCase {
  about: string;
  rule: string;
  action: string;
  offered?: boolean;
}

function inputOf(dir: string): string {
  const input = fs.readdirSync(dir).find((name) => name.startsWith('input.'));
  if (!input) throw new Error(`${dir} has no input file`);
  return input;
}

describe('fix cases', () => {
  for (const caseName of fs.readdirSync(CASES).sort()) {
    const dir = path.join(CASES, caseName);
    const spec = JSON.parse(fs.readFileSync(path.join(dir, 'case.json'), 'utf8')) as FixCase;
    it(`${caseName}: ${spec.about}`, async () => {
      const input = inputOf(dir);
      const extension = path.extname(input);
      const uri = `file:///fix-cases/${caseName}/Shelves${extension}`;
      const text = fs.readFileSync(path.join(dir, input), 'utf8');
      const analyzer = await createAnalyzer();
      const harness = codeActionHarness(analyzer);
      harness.open(uri, text);
      expect(
        harness.findings(uri).map((f) => f.ruleId),
        'the case needs a finding of its rule',
      ).toContain(spec.rule);

      const actions = await harness.actions(uri, spec.rule);
      const gate = (await parseGateFor(uri))!;
      for (const action of actions) {
        const after = await harness.apply(uri, action);
        expect(gate.errorCount(after), `'${action.title}' makes the parse worse`).toBeLessThanOrEqual(gate.errorCount(text));
      }
      const chosen = actions.find((a) => a.title === spec.action);
      if (spec.offered === false) {
        expect(chosen, `'${spec.action}' must not be offered`).toBeUndefined();
      } else {
        expect(chosen, `'${spec.action}' is not offered; offered: ${actions.map((a) => a.title).join(' | ')}`).toBeDefined();
        const after = await harness.apply(uri, chosen!);
        const expected = fs.readFileSync(path.join(dir, `expected${extension}`), 'utf8');
        expect(after).toBe(expected);
        if (chosen!.kind?.startsWith('source.fixAll')) {
          // Fix-all twice = once, through the editor's path: on its own result it has nothing left to do.
          harness.open(uri, after);
          const again = (await harness.actions(uri)).find((a) => a.title === spec.action);
          if (again) expect(await harness.apply(uri, again)).toBe(after);
        }
      }

      // The command line's fix-all (the same core call) is settled too.
      const env = await gatedEnvironment(uri, analyzer.fixEnvironment(uri));
      const once = fixAll(text, env).text;
      expect(fixAll(once, env).text, 'fix-all run on its own result changes it').toBe(once);
    });
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import { type Analyzer, createAnalyzer } from '../../server/src/core/analyzer';
import { parseGateFor } from '../../server/src/core/fixes/parse-gate';
import { DEFAULT_MAX_FILE_SIZE } from '../../server/src/core/registry/file-limits';
import { extractKotlinFile } from '../../server/src/core/languages/kotlin/extract';
import { createKotlinFrontEnd } from '../../server/src/core/languages/kotlin/index';
import { kotlinRuntime } from '../../server/src/core/languages/kotlin/tree-sitter';
import { Deadline, NO_DEADLINE, ParseTimeout } from '../../server/src/core/model/parse-budget';

/**
 * A file whose parse outlasts the driver's budget is skipped with one notice, like a file over the
 * size limit, and a fix candidate that cannot be parsed in time never passes the fix gate. A budget
 * of 0 ms expires at tree-sitter's first progress check (any text past a few dozen characters), so
 * those outcomes do not depend on speed; where a text must parse within the budget, the budget is a
 * second for a one-line change and the runaway text takes the parser over ten times as long.
 */
// It imports AppFunctions: a file that cannot declare any is never parsed (see the deferred-reading tests).
const RUNAWAY = `package com.example\n\nimport androidx.appfunctions.AppFunction\n\n${'class Draft : fun '.repeat(2_000)}`;
const VALID = 'package com.example\n\nclass Notes {\n    fun list(): List<String> = emptyList()\n}\n';

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
  analyzer.registry.limits = { maxFileSize: DEFAULT_MAX_FILE_SIZE, parseTimeMs: 0 };
});

describe('the parse budget in the analyzer', () => {
  it('skips a Kotlin file that outlasts it with one file-skipped notice, not an internal error', () => {
    analyzer.registry.update('file:///app/Runaway.kt', RUNAWAY);
    const findings = analyzer.findings('file:///app/Runaway.kt');
    expect(findings.map((f) => [f.ruleId, f.severity, f.range.start.line])).toEqual([['file-skipped', 'info', 0]]);
    expect(findings[0]!.message).toBe(
      'Not analysed: parsing took longer than 0 s, which happens when a large part of the file does not read as code. Fix the syntax where it first breaks, or exclude a generated file.',
    );
    expect(analyzer.skipped('file:///app/Runaway.kt')).toEqual({ kind: 'too-slow', budgetMs: 0 });
    expect(analyzer.internalErrors.entries).toEqual([]);
  });

  it('counts a fix candidate that cannot be parsed in time as never parsing as well as its input', () => {
    const env = analyzer.fixEnvironment('file:///app/Other.kt');
    expect(env.syntaxErrorCount(RUNAWAY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('has the fix gate refuse a result it cannot parse in time, even from an input it could not parse either', async () => {
    const gate = (await parseGateFor('file:///app/Gate.kt', 0))!;
    expect(gate.keeps(RUNAWAY, `${RUNAWAY}\n`)).toBe(false);
  });

  it('has the fix gate keep judging what it can parse in time', async () => {
    const gate = (await parseGateFor('file:///app/Gate.kt', 1000))!;
    expect(gate.keeps(VALID, `${VALID}\n// checked\n`)).toBe(true);
    expect(gate.keeps(VALID, VALID + 'class Draft : fun '.repeat(20_000))).toBe(false);
    expect(gate.keeps(VALID, `${VALID}\n// checked again\n`)).toBe(true);
  });

  it("refuses every candidate once the gate's total budget is spent, however cheap", async () => {
    const spent = (await parseGateFor('file:///app/Spent.kt', 1000, 0))!;
    expect(spent.keeps(VALID, `${VALID}\n// checked\n`)).toBe(false);
    expect(spent.errorCount(VALID)).toBe(Number.POSITIVE_INFINITY);
    // The same candidate within a budget: the refusal came from the budget alone.
    const funded = (await parseGateFor('file:///app/Spent.kt', 1000, 60_000))!;
    expect(funded.keeps(VALID, `${VALID}\n// checked\n`)).toBe(true);
  });
});

describe('the parse memory budget in the analyzer', () => {
  it('skips a Kotlin file whose parse would outgrow it with one file-skipped notice', async () => {
    const unbounded = await createAnalyzer();
    // 100,000 one-line statements in one block: a shape that grows tree-sitter's memory superlinearly.
    unbounded.registry.update('file:///app/Tally.kt', `package com.example\n\nimport androidx.appfunctions.AppFunction\n\nfun tally() {\n${'    g(x)\n'.repeat(100_000)}}\n`);
    const findings = unbounded.findings('file:///app/Tally.kt');
    expect(findings.map((f) => f.ruleId)).toEqual(['file-skipped']);
    expect(findings[0]!.message).toMatch(/^Not analysed: parsing needed more than 64 MB of memory/);
    expect(unbounded.skipped('file:///app/Tally.kt')).toEqual({ kind: 'too-much-memory', budgetBytes: 64 * 2 ** 20 });
    expect(unbounded.internalErrors.entries).toEqual([]);
  });

  it('has the fix gate refuse a result whose parse would outgrow it', async () => {
    const gate = (await parseGateFor('file:///app/TallyGate.kt'))!;
    const tally = `package com.example\n\nfun tally() {\n${'    g(x)\n'.repeat(100_000)}}\n`;
    expect(gate.keeps(VALID, tally)).toBe(false);
    expect(gate.keeps(VALID, `${VALID}\n// still fine\n`)).toBe(true);
  });
});

describe('the reading deadline', () => {
  it('throws ParseTimeout only once its time has passed, checking the clock now and then', () => {
    const passed = new Deadline(performance.now() - 1, 800);
    expect(() => {
      for (let i = 0; i < 1_000; i++) passed.tick();
    }).toThrow(ParseTimeout);
    const open = Deadline.after(performance.now(), 60_000);
    expect(() => {
      for (let i = 0; i < 1_000; i++) open.tick();
    }).not.toThrow();
    expect(Deadline.after(0, undefined)).toBe(NO_DEADLINE);
  });

  it('stops reading a parsed Kotlin tree that outlasts it, and never reports that as an internal error', async () => {
    // Reading a body this long (300,000 facts) is far past any deadline that has already passed.
    const frontEnd = await createKotlinFrontEnd();
    const text = `package a\n\nclass B {\n    fun f(a: String?): Int = a${'!! '.repeat(50_000)}.length\n}\n`;
    const sink: unknown[] = [];
    const tree = (await kotlinRuntime()).createParser().parse(text)!;
    expect(() => extractKotlinFile('file:///a/B.kt', text, tree, (e) => sink.push(e), undefined, new Deadline(performance.now() - 1, 800))).toThrow(ParseTimeout);
    expect(sink).toEqual([]);
    // Without a deadline the same tree is read in full.
    expect(frontEnd.parse('file:///a/B.kt', text).helperFunctions?.[0]?.body.notNullAssertions).toHaveLength(50_000);
    tree.delete();
  });
});

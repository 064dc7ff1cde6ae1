import { beforeAll, describe, expect, it } from 'vitest';
import { inTemporaryFolder, lint } from '../helpers/cli';
import { analyzeFile } from '../../server/src/core/analysis/analyze';
import { InternalErrorSink } from '../../server/src/core/analysis/internal-error-sink';
import { Analyzer, createAnalyzer } from '../../server/src/core/analyzer';
import type { FileParser } from '../../server/src/core/languages/front-end';
import { FRONT_ENDS } from '../../server/src/core/languages/front-ends';
import { defineRule, defineWorkspaceRule, type Rule, type RuleMeta } from '../../server/src/core/rules/rule';
import { getRule } from '../../server/src/core/rules/index';
import { registerInternalErrorLog } from '../../server/src/lsp/internal-error-log';

/**
 * A rule (or front end) that throws is skipped so the others still report, and the error is not
 * lost: it is in the analyzer's sink, the server's log and, under --debug, the command's stderr.
 */
const SOURCE = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * This function is used to create a note. VERY IMPORTANT: keep titles short.
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title
}
`;

const META: Omit<RuleMeta, 'id'> = { description: 'throws', guideline: 'none', defaultSeverity: 'warning', languages: ['kotlin'], fixable: false };
const throwing = defineRule({
  meta: { ...META, id: 'test-throws' },
  check: () => {
    throw new Error('rule broke');
  },
});
const throwingWorkspace = defineWorkspaceRule({
  meta: { ...META, id: 'test-workspace-throws' },
  checkWorkspace: () => {
    throw new Error('workspace rule broke');
  },
});

/** Runs `work` with a catalogue rule's check replaced by one that throws. */
async function withBrokenRule<T>(id: string, work: () => Promise<T> | T): Promise<T> {
  const rule = getRule(id) as Rule;
  const check = rule.check;
  rule.check = () => {
    throw new TypeError(`${id} broke`);
  };
  try {
    return await work();
  } finally {
    rule.check = check;
  }
}

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
});

describe('internal-error sink', () => {
  it("records a throwing rule with its id and file, and keeps the other rules' findings", () => {
    const uri = '/ws/a/Notes.kt';
    const model = analyzer.registry.update(uri, SOURCE)!;
    const sink = new InternalErrorSink();
    const findings = analyzeFile(model, analyzer.registry, {}, SOURCE, [throwing, getRule('no-shouting')!], sink.report);
    expect(findings.map((f) => f.ruleId)).toEqual(['no-shouting']);
    expect(sink.entries).toHaveLength(1);
    expect(sink.entries[0]).toMatchObject({ phase: 'rule', ruleId: 'test-throws', uri });
    expect(String(sink.entries[0]?.error)).toContain('rule broke');
    analyzer.registry.remove(uri);
  });

  it('records a throwing workspace rule once per workspace version, not once per file', () => {
    const uris = ['/ws/b/One.kt', '/ws/b/Two.kt'];
    const sink = new InternalErrorSink();
    const rules = [throwingWorkspace, getRule('no-shouting')!];
    for (const uri of uris) analyzer.registry.update(uri, SOURCE);
    for (const uri of uris) {
      const findings = analyzeFile(analyzer.registry.get(uri)!, analyzer.registry, {}, SOURCE, rules, sink.report);
      expect(findings.map((f) => f.ruleId)).toEqual(['no-shouting']);
    }
    expect(sink.entries.map((e) => [e.phase, e.ruleId])).toEqual([['workspace-rule', 'test-workspace-throws']]);
    for (const uri of uris) analyzer.registry.remove(uri);
  });

  it("is the analyzer's: a catalogue rule that throws shows up there and hides no other finding", async () => {
    const uri = '/ws/c/Notes.kt';
    analyzer.registry.update(uri, SOURCE);
    analyzer.internalErrors.clear();
    const healthy = analyzer.findings(uri).filter((f) => f.ruleId !== 'no-shouting');
    expect(healthy.length).toBeGreaterThan(0);
    expect(analyzer.internalErrors.entries).toEqual([]);
    // Changed text, so nothing cached stands in for the analysis.
    const broken = await withBrokenRule('no-shouting', () => {
      analyzer.registry.remove(uri);
      analyzer.registry.update(uri, `${SOURCE}\n`);
      return analyzer.findings(uri);
    });
    expect(broken.map((f) => [f.ruleId, f.range.start.line])).toEqual(healthy.map((f) => [f.ruleId, f.range.start.line]));
    expect(analyzer.internalErrors.entries.map((e) => [e.phase, e.ruleId, e.uri])).toEqual([['rule', 'no-shouting', uri]]);
    analyzer.registry.remove(uri);
    analyzer.internalErrors.clear();
  });

  it('records a front end that throws: the file is left unread, the registry goes on', () => {
    const sink = new InternalErrorSink();
    const failing: FileParser = {
      parse: () => {
        throw new Error('grammar broke');
      },
    };
    const kotlin = FRONT_ENDS.find((frontEnd) => frontEnd.language === 'kotlin')!;
    const broken = new Analyzer(new Map([[kotlin, failing]]), sink);
    expect(broken.registry.update('/ws/d/Notes.kt', SOURCE)).toBeUndefined();
    expect(broken.registry.has('/ws/d/Notes.kt')).toBe(false);
    expect(sink.entries.map((e) => [e.phase, e.uri])).toEqual([['parse', '/ws/d/Notes.kt']]);
  });

  it('keeps the latest entries only, and counts every one', () => {
    const sink = new InternalErrorSink();
    for (let i = 0; i < 150; i++) sink.report({ phase: 'rule', ruleId: `r${i}`, error: new Error('x') });
    expect(sink.count).toBe(150);
    expect(sink.entries).toHaveLength(100);
    expect(sink.entries[0]?.ruleId).toBe('r50');
  });
});

describe("the server's log of internal errors", () => {
  it('logs each distinct error once, with the rule, file and stack', () => {
    const logged: string[] = [];
    const sink = new InternalErrorSink();
    registerInternalErrorLog({ error: (message: string) => logged.push(message) }, sink);
    const error = new Error('rule broke');
    for (let keystroke = 0; keystroke < 3; keystroke++) sink.report({ phase: 'rule', ruleId: 'no-filler', uri: 'file:///A.kt', error });
    sink.report({ phase: 'rule', ruleId: 'no-shouting', uri: 'file:///A.kt', error });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('internal error (rule no-filler) in file:///A.kt: Error: rule broke');
    expect(logged[0]).toContain('internal-errors.test.ts');
    expect(logged[1]).toContain('(rule no-shouting)');
  });
});

describe('appfunctions-lint --debug', () => {
  inTemporaryFolder('appfunctions-debug-', { 'Notes.kt': SOURCE });

  it('prints a failing rule to stderr, and the other findings as usual', async () => {
    const healthy = JSON.parse((await lint('--format', 'json', '.')).stdout) as { ruleId: string }[];
    const { stdout, stderr } = await withBrokenRule('no-shouting', () => lint('--debug', '--format', 'json', '.'));
    expect(stderr).toContain('internal error (rule no-shouting) in');
    expect(stderr).toContain('TypeError: no-shouting broke');
    const findings = JSON.parse(stdout) as { ruleId: string }[];
    expect(findings).toEqual(healthy.filter((f) => f.ruleId !== 'no-shouting'));
    expect(healthy.some((f) => f.ruleId === 'no-shouting')).toBe(true);
  });

  it('stays quiet about internal errors without --debug', async () => {
    const { stdout, stderr } = await withBrokenRule('no-shouting', () => lint('--format', 'json', '.'));
    expect(stderr).toBe('');
    expect(JSON.parse(stdout).length).toBeGreaterThan(0);
  });

  it('documents --debug in --help', async () => {
    expect((await lint('--help')).stdout).toMatch(/--debug\s+print internal errors/);
  });
});

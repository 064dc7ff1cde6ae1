import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFile } from '../../server/src/core/analysis/analyze';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { defineWorkspaceRule } from '../../server/src/core/rules/rule';
import { indexFromDisk, listWorkspaceFiles } from '../../server/src/core/registry/disk-index';
import { exportRegistry } from '../../server/src/core/schema/registry-export';
import { KOTLIN_DEFERRED_READING } from '../../server/src/core/languages/lexical-deferred-reading';
import { MAX_REFERENCED_NAMES } from '../../server/src/core/model/parse-budget';
import { generateKotlinWorkspace, generateLargeKotlinApp } from '../../bench/generate';

/**
 * Files that cannot declare anything a rule checks are left unparsed until another file names a
 * type they declare (`DeferredReading`). The findings and the registry must be exactly those of an
 * analysis that parses every file, whatever order the files arrive in.
 */
const CASES = path.join(__dirname, 'deferred-reading');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-deferred-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface Reading {
  /** Findings per file, as JSON, keyed by the path relative to the root. */
  findings: Map<string, string>;
  registry: string;
  /** Relative paths of the Kotlin files left unparsed. */
  deferred: string[];
  parsed: string[];
}

async function read(root: string, mode: 'every-file' | 'deferred' | 'deferred-reversed'): Promise<Reading> {
  const files = listWorkspaceFiles([root]);
  const analyzer = await createAnalyzer(files, { parseEveryFile: mode === 'every-file' });
  await indexFromDisk(analyzer.registry, [root], { files: mode === 'deferred-reversed' ? [...files].reverse() : files });
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const findings = new Map(files.map((file) => [relative(file), JSON.stringify(analyzer.findings(file))]));
  expect(analyzer.internalErrors.entries).toEqual([]);
  // The languages that defer files: Kotlin and C#.
  const kotlin = analyzer.registry.files().filter((model) => model.language === 'kotlin' || model.language === 'csharp');
  return {
    findings,
    registry: JSON.stringify(exportRegistry(analyzer.registry, 'registry', { files: [...files].sort(), displayPath: relative })),
    deferred: kotlin
      .filter((model) => model.deferred)
      .map((model) => relative(model.uri))
      .sort(),
    parsed: kotlin
      .filter((model) => !model.deferred)
      .map((model) => relative(model.uri))
      .sort(),
  };
}

/** Reads the workspace every way and requires the same findings and registry; returns the deferred reading. */
async function sameEveryWay(root: string): Promise<Reading> {
  const whole = await read(root, 'every-file');
  expect(whole.deferred).toEqual([]);
  for (const mode of ['deferred', 'deferred-reversed'] as const) {
    const reading = await read(root, mode);
    expect(Object.fromEntries(reading.findings), mode).toEqual(Object.fromEntries(whole.findings));
    expect(reading.registry, mode).toBe(whole.registry);
  }
  return read(root, 'deferred');
}

function ruleIds(reading: Reading): string[] {
  return [...new Set([...reading.findings.values()].flatMap((json) => (JSON.parse(json) as { ruleId: string }[]).map((f) => f.ruleId)))].sort();
}

describe('deferred reading', () => {
  for (const name of fs.readdirSync(CASES).sort()) {
    it(`${name}: parses what is referred to, leaves the rest, finds the same`, async () => {
      const expected = JSON.parse(fs.readFileSync(path.join(CASES, name, 'expected.json'), 'utf8')) as { parsed: string[]; deferred: string[]; rules: string[] };
      const reading = await sameEveryWay(path.join(CASES, name, 'workspace'));
      expect({ parsed: reading.parsed, deferred: reading.deferred, rules: ruleIds(reading) }).toEqual(expected);
    });
  }

  it('finds the same in the bundled examples', async () => {
    const reading = await sameEveryWay(path.join(__dirname, '../../examples'));
    expect(ruleIds(reading).length).toBeGreaterThan(10);
  });

  it('finds the same in a generated AppFunctions app and a generated large app with few AppFunctions', async () => {
    const app = await sameEveryWay(generateKotlinWorkspace(path.join(scratch, 'app'), 30).root);
    expect(app.deferred).toEqual([]);
    const large = await sameEveryWay(generateLargeKotlinApp(path.join(scratch, 'large'), 200, 3).root);
    // The three AppFunctions files and the repository each names are parsed; the plain files are not.
    expect(large.parsed).toHaveLength(6);
    expect(large.deferred).toHaveLength(200 - 3);
    expect(ruleIds(large).length).toBeGreaterThan(3);
  });

  it('parses a deferred file as soon as an edit names one of its types, and a file once it mentions AppFunctions', async () => {
    const analyzer = await createAnalyzer();
    const { registry } = analyzer;
    registry.update('file:///app/Label.kt', 'package app\n\ndata class Label(val text: String)\n');
    registry.update('file:///app/Functions.kt', 'package app\n\nimport androidx.appfunctions.service.AppFunction\n\nclass Functions\n');
    expect(registry.get('file:///app/Label.kt')?.deferred).toEqual({ typeNames: ['Label'] });
    const typing = (typeName: string) =>
      registry.update(
        'file:///app/Functions.kt',
        `package app\n\nimport androidx.appfunctions.service.AppFunction\n\nclass Functions {\n    @AppFunction\n    fun tag(label: ${typeName}) {}\n}\n`,
      );
    // Typed letter by letter: the last keystroke completes the name inside a word.
    typing('Lab');
    typing('Labe');
    expect(registry.get('file:///app/Label.kt')?.deferred).toBeDefined();
    const version = registry.factsVersion;
    typing('Label');
    expect(registry.get('file:///app/Label.kt')?.deferred).toBeUndefined();
    expect(registry.get('file:///app/Label.kt')?.classes.map((c) => c.qualifiedName)).toEqual(['app.Label']);
    expect(registry.factsVersion).toBeGreaterThan(version);
    registry.update('file:///app/Other.kt', 'package app\n\nclass Other\n');
    expect(registry.get('file:///app/Other.kt')?.deferred).toBeDefined();
    registry.update('file:///app/Other.kt', 'package app\n\nimport androidx.appfunctions.AppFunctionSerializable\n\nclass Other\n');
    expect(registry.get('file:///app/Other.kt')?.deferred).toBeUndefined();
    // A deferred file has no findings, and the analyzer does not run the rules on it.
    registry.update('file:///app/Spare.kt', 'package app\n\nclass Spare\n');
    expect(analyzer.findings('file:///app/Spare.kt')).toEqual([]);
  });

  it('gives workspace rules the files that declare something, not the deferred ones', async () => {
    const analyzer = await createAnalyzer();
    const { registry } = analyzer;
    const given: string[][] = [];
    const recording = defineWorkspaceRule({
      meta: { id: 'test-records-files', description: 'records', guideline: 'none', defaultSeverity: 'info', languages: ['kotlin'], fixable: false },
      checkWorkspace: ({ files }) => {
        given.push(files.map((model) => model.uri).sort());
      },
    });
    const functions = (parameterType: string) =>
      `package app\n\nimport androidx.appfunctions.AppFunction\n\nclass Functions {\n    @AppFunction\n    fun tag(label: ${parameterType}) {}\n}\n`;
    registry.update('file:///app/Label.kt', 'package app\n\ndata class Label(val text: String)\n');
    registry.update('file:///app/Spare.kt', 'package app\n\nclass Spare\n');
    const model = registry.update('file:///app/Functions.kt', functions('String'))!;
    analyzeFile(model, registry, {}, registry.text(model.uri)!, [recording]);
    expect(given.at(-1)).toEqual(['file:///app/Functions.kt']);
    // Named by an edit, Label.kt is parsed and given to the next pass; Spare.kt still is not.
    const edited = registry.update('file:///app/Functions.kt', functions('Label'))!;
    analyzeFile(edited, registry, {}, registry.text(edited.uri)!, [recording]);
    expect(given.at(-1)).toEqual(['file:///app/Functions.kt', 'file:///app/Label.kt']);
    expect(
      registry
        .files()
        .filter((file) => file.deferred)
        .map((file) => file.uri),
    ).toEqual(['file:///app/Spare.kt']);
  });

  it('bounds the names it keeps: rebuilt from the files there now, then every file parsed', async () => {
    const { registry } = await createAnalyzer();
    registry.maxReferencedNames = 40;
    const declaring = (names: string) => `package app\n\nimport androidx.appfunctions.AppFunctionSerializable\n\n// ${names}\n`;
    registry.update('file:///app/Old.kt', declaring(['Label', ...Array.from({ length: 20 }, (_, i) => `old${i}`)].join(' ')));
    registry.remove('file:///app/Old.kt');
    // Past the bound, the set is rebuilt from the files there now: Old.kt's names are gone.
    registry.update('file:///app/Words.kt', declaring(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')));
    registry.update('file:///app/Label.kt', 'package app\n\nclass Label\n');
    expect(registry.get('file:///app/Label.kt')?.deferred).toBeDefined();
    // A workspace that names more than the bound by itself: every file is parsed.
    registry.update('file:///app/Words.kt', declaring(Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')));
    expect(registry.get('file:///app/Label.kt')?.deferred).toBeUndefined();
    registry.update('file:///app/Later.kt', 'package app\n\nclass Later\n');
    expect(registry.get('file:///app/Later.kt')?.deferred).toBeUndefined();
  });

  it("stops reading one file's names one past the bound, and then parses every file", async () => {
    const words = Array.from({ length: MAX_REFERENCED_NAMES + 500 }, (_, i) => `w${i}`).join(' ');
    const text = `package app\n\nimport androidx.appfunctions.AppFunctionSerializable\n\n// ${words}\n`;
    const { registry } = await createAnalyzer();
    const names = [...KOTLIN_DEFERRED_READING.namesReferenced(text, registry.update('file:///app/Huge.kt', text)!)];
    expect(names).toHaveLength(MAX_REFERENCED_NAMES + 1);
    expect(names).toContain('w0');
    expect(names).not.toContain(`w${MAX_REFERENCED_NAMES}`);
    registry.update('file:///app/Spare.kt', 'package app\n\nclass Spare\n');
    expect(registry.get('file:///app/Spare.kt')?.deferred).toBeUndefined();
  });
});

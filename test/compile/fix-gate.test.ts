import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { createKotlinParser } from '../../server/src/core/languages/kotlin/tree-sitter';
import { pick, seededRandom } from '../helpers/seeded-random';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { fixAll, MAX_FIX_PASSES, MAX_FIXABLE_SYNTAX_ERRORS, type FixEnvironment } from '../../server/src/core/fixes/fix-all';
import { addImportEdit, headerScan } from '../../server/src/core/fixes/kotlin-edits';
import { gatedEnvironment, parseGateFor } from '../../server/src/core/fixes/parse-gate';
import type { Finding, Fix } from '../../server/src/core/model/findings';
import { SourceText } from '../../server/src/core/text/source-text';

/** Each language's gate tells a text that parses from one that does not, counting every error. */
const GATE_CASES: { uri: string; clean: string; broken: string; worse: string }[] = [
  {
    uri: 'file:///g/Shelf.kt',
    clean: 'class Shelf {\n    fun size() = 1\n}\n',
    broken: 'class Shelf {\n    fun size( = 1\n}\n',
    worse: 'class Shelf {\n    fun size( = 1\n}\nclass Box {\n    fun open( = 2\n}\n',
  },
  {
    uri: 'file:///g/shelf.ts',
    clean: 'export const size = (n: number) => n + 1;\n',
    broken: 'export const size = (n: number => n + 1;\n',
    worse: 'export const size = (n: number => n + 1;\nconst = ;\n',
  },
  { uri: 'file:///g/shelf.tsx', clean: 'const view = <div>{1}</div>;\n', broken: 'const view = <div>{1}</span>;\n', worse: 'const view = <div>{1}</span>;\nlet = ;\n' },
  {
    uri: 'file:///g/app/src/main/AndroidManifest.xml',
    clean: '<manifest package="com.example"><application/></manifest>\n',
    broken: '<manifest package="com.example"><application</manifest>\n',
    worse: '<manifest package="com.example><application</manifest\n<',
  },
];

describe('parse gate', () => {
  for (const { uri, clean, broken, worse } of GATE_CASES) {
    it(`counts the syntax errors of ${uri.split('/').pop()}`, async () => {
      const gate = (await parseGateFor(uri))!;
      expect(gate.errorCount(clean)).toBe(0);
      expect(gate.errorCount(broken)).toBeGreaterThan(0);
      expect(gate.errorCount(worse)).toBeGreaterThan(gate.errorCount(broken));
      expect(gate.keeps(broken, clean)).toBe(true);
      expect(gate.keeps(broken, worse)).toBe(false);
    });
  }

  it("gives a fresh parse's verdict on every candidate of random edits (Kotlin, incremental and all)", async () => {
    const gate = (await parseGateFor('file:///g/Random.kt'))!;
    const parser = await createKotlinParser();
    // The count of a fresh parse with a walk of every node: what any outside judge counts.
    const fresh = (text: string): number => {
      const tree = parser.parse(text)!;
      let count = 0;
      const stack: Node[] = [tree.rootNode];
      for (let node = stack.pop(); node; node = stack.pop()) {
        if (node.isError || node.isMissing) count++;
        for (const child of node.children) if (child) stack.push(child);
      }
      tree.delete();
      return count;
    };
    const random = seededRandom(20);
    const dir = path.join(__dirname, 'fix-cases');
    const inputs = fs.readdirSync(dir).map((c) => fs.readFileSync(path.join(dir, c, fs.readdirSync(path.join(dir, c)).find((n) => n.startsWith('input.'))!), 'utf8'));
    const pieces = ['{', '}', '(', ')', '"', '/*', '*/', '@Suppress("x")\n', '\u0000\u0000', 'fun ', '<', '\n'];
    const mutate = (text: string): string => {
      const at = Math.floor(random() * (text.length + 1));
      return random() < 0.5 ? text.slice(0, at) + pick(random, pieces) + text.slice(at) : text.slice(0, at) + text.slice(at + Math.floor(random() * 30));
    };
    let worse = 0;
    for (let i = 0; i < 300; i++) {
      let before = pick(random, inputs);
      if (random() < 0.5) before = mutate(before);
      const after = mutate(before);
      const verdict = fresh(after) <= fresh(before);
      if (!verdict) worse++;
      const got = gate.keeps(before, after);
      expect(got, `edit ${i}`).toBe(verdict);
    }
    expect(worse, 'the edits include some that parse worse').toBeGreaterThan(20);
  });

  for (const { uri, broken } of GATE_CASES) {
    it(`lets no fix through in ${uri.split('/').pop()} once it has MAX_FIXABLE_SYNTAX_ERRORS errors`, async () => {
      const gate = (await parseGateFor(uri))!;
      let wrecked = broken;
      while (gate.errorCount(wrecked) < MAX_FIXABLE_SYNTAX_ERRORS) wrecked += broken;
      // The same text again would parse exactly as well; past the ceiling it is refused all the same.
      expect(gate.keeps(wrecked, `${wrecked}\n`)).toBe(false);
      expect(gate.keeps(broken, `${broken}\n`)).toBe(true);
    });
  }

  it('has nothing to say about files no front end reads', async () => {
    expect(await parseGateFor('file:///g/notes.txt')).toBeUndefined();
  });
});

/** A finding of a made-up rule whose one safe fix is `edit`, so fix-all's passes can be steered. */
function finding(ruleId: string, fix: Fix): Finding {
  return { ruleId, severity: 'warning', message: ruleId, uri: 'file:///g/Shelf.kt', range: fix.edits[0]!.range, fixable: true, fixes: [fix] };
}

describe('fix-all', () => {
  const TEXT = 'class Shelf {\n    fun size() = 1\n    fun count() = 2\n}\n';
  const at = (line: number, character: number) => ({ line, character });
  /** Renames `size` and `count` (harmless), and drops the class's closing brace (breaks the parse). */
  const fixesFor = (text: string): Finding[] => {
    const found: Finding[] = [];
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const size = line.indexOf('fun size(');
      if (size >= 0)
        found.push(finding('rename', { title: 'rename size', edits: [{ range: { start: at(i, size + 4), end: at(i, size + 8) }, newText: 'bookCount' }], safe: true }));
      const count = line.indexOf('fun count(');
      if (count >= 0)
        found.push(finding('rename', { title: 'rename count', edits: [{ range: { start: at(i, count + 4), end: at(i, count + 9) }, newText: 'shelfCount' }], safe: true }));
      if (line === '}') found.push(finding('brace', { title: 'drop brace', edits: [{ range: { start: at(i, 0), end: at(i, 1) }, newText: '' }], safe: true }));
    });
    return found;
  };

  it('undoes a pass that parses worse and keeps the fixes that do not', async () => {
    const gate = (await parseGateFor('file:///g/Shelf.kt'))!;
    let counted = 0;
    const env: FixEnvironment = { findings: fixesFor, syntaxErrorCount: (text) => (counted++, gate.errorCount(text)) };
    const result = fixAll(TEXT, env);
    expect(result.text).toBe('class Shelf {\n    fun bookCount() = 1\n    fun shelfCount() = 2\n}\n');
    expect(result.applied).toBe(2);
    expect(counted).toBeGreaterThan(0);
    expect(fixAll(result.text, env).text, 'fix-all twice = once').toBe(result.text);
  });

  it('applies nothing when its fixes never settle, so that a second run cannot differ', () => {
    let passes = 0;
    const env: FixEnvironment = {
      // A fix that brings its own finding back: every pass appends another character.
      findings: (text) => (
        passes++, [finding('grow', { title: 'grow', edits: [{ range: { start: at(0, 0), end: at(0, 0) }, newText: '/' }], safe: true })].filter(() => text.length < 10_000)
      ),
      syntaxErrorCount: () => 0,
    };
    const result = fixAll(TEXT, env);
    expect(result).toEqual({ text: TEXT, applied: 0 });
    expect(passes).toBe(MAX_FIX_PASSES + 1);
  });

  it('applies nothing when its time runs out before the passes settle, and everything when it does not', async () => {
    const gate = (await parseGateFor('file:///g/Shelf.kt'))!;
    // Out of time once the first pass was judged: its result is never returned half-way.
    let judged = 0;
    const late: FixEnvironment = { findings: fixesFor, syntaxErrorCount: (text) => (judged++, gate.errorCount(text)), exhausted: () => judged > 0 };
    expect(fixAll(TEXT, late)).toEqual({ text: TEXT, applied: 0 });
    // With time to spare, the same fixes settle.
    const timely: FixEnvironment = { findings: fixesFor, syntaxErrorCount: (text) => gate.errorCount(text), exhausted: () => false };
    expect(fixAll(TEXT, timely).applied).toBe(2);
    // A text with nothing to fix is settled even when the time is already spent.
    const settled = fixAll(TEXT, timely).text;
    expect(fixAll(settled, { ...timely, exhausted: () => true })).toEqual({ text: settled, applied: 0 });
  });

  it('bounds a fix-all in the editor by its total budget', async () => {
    const env = await gatedEnvironment('file:///g/Shelf.kt', { findings: fixesFor, syntaxErrorCount: () => 0 }, undefined, 0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(env.exhausted?.()).toBe(true);
    expect(fixAll(TEXT, env)).toEqual({ text: TEXT, applied: 0 });
    const unbounded = await gatedEnvironment('file:///g/Shelf.kt', { findings: fixesFor, syntaxErrorCount: () => 0 });
    expect(unbounded.exhausted?.() ?? false).toBe(false);
    expect(fixAll(TEXT, unbounded).applied).toBe(2);
  });

  it('is settled on a real file after one run (the command line and the editor share it)', async () => {
    const analyzer = await createAnalyzer();
    const uri = 'file:///g/Notes.kt';
    const text = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration

class NoteFunctions {
    /**
     * Archives a note. THIS IS VERY IMPORTANT!!!
     *
     * @param noteId The note.
     * @param reason Gone.
     */
    @AppFunctionDeclaration
    suspend fun archiveNote(noteId: String): String = noteId
}
`;
    const env = analyzer.fixEnvironment(uri);
    const once = fixAll(text, env);
    expect(once.applied).toBeGreaterThan(0);
    expect(fixAll(once.text, env).text).toBe(once.text);
  });
});

describe('adding an import', () => {
  const header = 'package com.example.shelves\n\nimport androidx.appfunctions.AppFunctionDeclaration\nimport androidx.appfunctions.AppFunctionService\n\n';
  const body = (functions: number) => Array.from({ length: functions }, (_, i) => `fun f${i}(): Int = ${i}\n`).join('');

  it('reads the header only, whatever the size of the file, and once per text', () => {
    const scanned = (text: string, imports: number) => {
      const source = new SourceText(text);
      const start = headerScan.lines;
      for (let i = 0; i < imports; i++) addImportEdit(source, `androidx.appfunctions.Extra${i}`);
      return headerScan.lines - start;
    };
    const small = scanned(header + body(10), 1);
    expect(small).toBeGreaterThan(0);
    expect(scanned(header + body(20_000), 1)).toBe(small);
    expect(scanned(header + body(20_000), 50), 'the header is read again for every import').toBe(small);
  });

  it('goes after a shebang, the file annotations and a byte order mark, never above them', () => {
    const cases: [string, string][] = [
      ['\uFEFFfun f() = 1\n', '\uFEFFimport a.B\n\nfun f() = 1\n'],
      ['#!/usr/bin/env kotlin\nfun f() = 1\n', '#!/usr/bin/env kotlin\n\nimport a.B\nfun f() = 1\n'],
      ['@file:JvmName("X")\n@file:Suppress(\n    "a",\n)\nfun f() = 1\n', '@file:JvmName("X")\n@file:Suppress(\n    "a",\n)\n\nimport a.B\nfun f() = 1\n'],
      ['/* import a.C */\nimport a.A // first\r\nimport a.D\r\nfun f() = 1\n', '/* import a.C */\nimport a.A // first\nimport a.B\r\nimport a.D\r\nfun f() = 1\n'],
    ];
    for (const [text, expected] of cases) {
      const source = new SourceText(text);
      const edit = addImportEdit(source, 'a.B')!;
      const start = source.offsetAt(edit.range.start);
      const end = source.offsetAt(edit.range.end);
      expect(text.slice(0, start) + edit.newText + text.slice(end)).toBe(expected);
    }
    expect(addImportEdit(new SourceText('import a.*\nfun f() = 1\n'), 'a.B')).toBeUndefined();
  });
});

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, FILE_SKIPPED, type Analyzer } from '../../server/src/core/analyzer';
import { MAX_FUNCTIONS_PER_FILE } from '../../server/src/core/model/parse-budget';
import { readIntoRegistry } from '../../server/src/core/registry/disk-index';
import { compileGitignore, discoverFiles, type GitignoreProblem } from '../../server/src/core/registry/file-discovery';
import {
  type AnnotationRunState,
  annotationRunStep,
  DEFAULT_MAX_FILE_SIZE,
  editKeepsNesting,
  KOTLIN_ANNOTATION_RUN_LIMIT,
  KOTLIN_NESTING_LIMITS,
  kotlinAnnotationRun,
  longLine,
  MAX_LINE_LENGTH,
  kotlinTooDeep,
  nestingReason,
  nestingReasonAfterEdit,
  editedLine,
  parseByteSize,
  type SkipReason,
  skipReason,
} from '../../server/src/core/registry/file-limits';
import { seededRandom } from '../helpers/seeded-random';
import { decodeText, encodeText, readTextFile, type TextEncoding } from '../../server/src/core/registry/text-file';

/** The limits applied before a file reaches a front end, and reading files as text (registry/file-limits.ts, text-file.ts). */
const LIMITS = { maxFileSize: DEFAULT_MAX_FILE_SIZE };
const KOTLIN = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration

class NoteFunctions {
    /** Créé une note. VERY IMPORTANT: keep titles short. */
    @AppFunctionDeclaration
    suspend fun createNote(title: String): String = title
}
`;

let dir: string;
let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-limits-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('skipReason', () => {
  it.each([
    ['a text under the limit', KOTLIN, undefined],
    ['a text over the limit', 'x'.repeat(DEFAULT_MAX_FILE_SIZE + 1), 'too-large'],
    // 1,000,000 two-byte characters: under the limit in UTF-16 code units, over it in UTF-8 bytes.
    ['a text over the limit only in UTF-8 bytes', 'é'.repeat(1_100_000), 'too-large'],
    ['a NUL in the first 8 KB', `${KOTLIN}\u0000`, 'binary'],
    ['a NUL after the first 8 KB', `${KOTLIN}${' '.repeat(9000)}\u0000`, undefined],
    ['a few undecodable bytes in a comment', `${KOTLIN}// caf\uFFFD cr\uFFFDme\n`, undefined],
    ['mostly undecodable', '\uFFFD'.repeat(50) + KOTLIN, 'undecodable'],
  ])('%s', (_name, text, kind) => {
    expect(skipReason(text, LIMITS)?.kind).toBe(kind);
  });

  it('follows the limit it is given', () => {
    expect(skipReason(KOTLIN, { maxFileSize: 100 })).toEqual({ kind: 'too-large', size: Buffer.byteLength(KOTLIN), limit: 100 });
  });
});

/**
 * The Kotlin scans run on every edit of an open file, so they skip what cannot matter. These are the
 * same checks written the plain way (every character compared, every line cut out and trimmed):
 * the fast ones must give the same answer on any text.
 */
function plainTooDeep(text: string): SkipReason | undefined {
  const limits = KOTLIN_NESTING_LIMITS;
  let comments = 0;
  const braces: boolean[] = [];
  let templates = 0;
  let brackets = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '*') {
      if (++comments > limits.comments) return { kind: 'too-deep', what: 'comments', depth: comments, limit: limits.comments };
      i++;
    } else if (c === '*' && next === '/' && comments > 0) {
      comments--;
      i++;
    } else if (comments > 0) {
      continue;
    } else if (c === '$' && next === '{') {
      braces.push(true);
      if (++templates > limits.templates) return { kind: 'too-deep', what: 'templates', depth: templates, limit: limits.templates };
      i++;
    } else if (c === '{') {
      braces.push(false);
      if (++brackets > limits.brackets) return { kind: 'too-deep', what: 'brackets', depth: brackets, limit: limits.brackets };
    } else if (c === '}') {
      const template = braces.pop();
      if (template) templates--;
      else if (template === false) brackets--;
    } else if (c === '(' || c === '[' || (c === '<' && i > 0 && /[\p{L}\p{N}_]/u.test(text.charAt(i - 1)))) {
      if (++brackets > limits.brackets) return { kind: 'too-deep', what: 'brackets', depth: brackets, limit: limits.brackets };
    } else if ((c === ')' || c === ']' || c === '>') && brackets > 0) {
      brackets--;
    }
  }
  return undefined;
}

/** Every line cut out and trimmed, each one's effect the scan's own ({@link annotationRunStep}). */
function plainAnnotationRun(text: string): SkipReason | undefined {
  const state: AnnotationRunState = { run: 0, inComment: false };
  for (const line of text.split(/\r\n|\r|\n/)) {
    annotationRunStep(state, line.trimStart());
    if (state.run > KOTLIN_ANNOTATION_RUN_LIMIT) return { kind: 'too-many-annotations', count: state.run, limit: KOTLIN_ANNOTATION_RUN_LIMIT };
  }
  return undefined;
}

describe('the Kotlin nesting and annotation scans', () => {
  // Pieces that open, close or end something, with whitespace of every kind and other scripts.
  const PIECES = [
    '(',
    ')',
    '[',
    ']',
    '{',
    '}',
    '${',
    '<',
    '>',
    'List<',
    'T<',
    '_<',
    '9<',
    'é<',
    '-<',
    '/*',
    '*/',
    '//',
    '@Ann',
    ' fun f()',
    'x',
    ' ',
    '\t',
    '\u000b',
    '\u3000',
    '\n',
    '\r',
    '\r\n',
    '"',
    'Ж',
    '\uD83D',
    '@',
  ];
  /** Texts of up to `length` pieces drawn from `pool` (a piece listed twice is drawn twice as often). */
  const texts = (seed: number, count: number, length: number, pool: readonly string[]) => {
    const random = seededRandom(seed);
    return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(random() * length) }, () => pool[Math.floor(random() * pool.length)]).join(''));
  };
  const more = (times: number, ...pieces: string[]) => pieces.flatMap((piece) => Array<string>(times).fill(piece));

  it('find the same nesting as the plain scan, on texts near and past every limit', () => {
    const cases = [
      ...texts(1, 300, 400, PIECES),
      ...texts(2, 20, 12_000, [...PIECES.filter((piece) => piece !== '/*'), ...more(3, '(', '[', '{', 'List<', 'T<')]),
      ...texts(3, 20, 8_000, [...PIECES.filter((piece) => piece !== '/*'), ...more(3, '${')]),
      ...texts(4, 20, 8_000, [...PIECES, ...more(3, '/*')]),
    ];
    const reasons = cases.map((text) => kotlinTooDeep(text));
    expect(reasons).toEqual(cases.map((text) => plainTooDeep(text)));
    // The generated texts reach each limit, so the comparison covers the reports as well as their absence.
    expect(new Set(reasons.map((reason) => (reason?.kind === 'too-deep' ? reason.what : 'none')))).toEqual(new Set(['none', 'comments', 'templates', 'brackets']));
  });

  it('find the same annotation runs as the plain scan, with every kind of line break and blank', () => {
    // Lines that keep a run going (annotations, blanks of every kind, comments) and lines that end
    // it (declarations, code, a comment's middle line outside a comment, an `@` that starts no
    // annotation); how often the latter come varies.
    const KEEP = [...more(4, '@Ann', '  @Ann(1) @Other', '\t@é'), '', '   ', '\u000b', '\u3000@Ann', '// note', '/* a\nb */', '/* a\r\n * d\r\n @Ann */', '/* c */'];
    const END = ['@Ann fun f()', 'val x = 1', ' * d', 'x', 'é', '@', '@1'];
    const BREAKS = ['\n', '\r\n', '\r'];
    const random = seededRandom(5);
    const pick = (pool: readonly string[]) => pool[Math.floor(random() * pool.length)] ?? '';
    const cases = Array.from({ length: 300 }, (_, i) => {
      const ending = 10 ** -(1 + (i % 3));
      return Array.from({ length: 1 + Math.floor(random() * 2_000) }, () => pick(random() < ending ? END : KEEP) + pick(BREAKS)).join('');
    });
    const reasons = cases.map((text) => kotlinAnnotationRun(text));
    expect(reasons).toEqual(cases.map((text) => (countOf(text, '@') <= KOTLIN_ANNOTATION_RUN_LIMIT ? undefined : plainAnnotationRun(text))));
    // Both answers occur among texts with more annotations than the limit.
    const many = cases.filter((text) => countOf(text, '@') > KOTLIN_ANNOTATION_RUN_LIMIT).map((text) => kotlinAnnotationRun(text)?.kind ?? 'none');
    expect(new Set(many)).toEqual(new Set(['none', 'too-many-annotations']));
  });
});

describe('an edit that keeps the nesting', () => {
  // Near the limits, so that one more opener decides: Kotlin brackets at 2,000, TypeScript too, C#
  // brackets and XML elements at 64.
  const PIECES: Record<string, readonly string[]> = {
    kotlin: ['(', ')', '{', '}', '${', '/*', '*/', '/', '*', '$', '<', ' <', 'T<', '>', 'x', 'é', ' ', '\n', '@A\n'],
    typescript: ['(', ')', '[', ']', '{', '}', '${', 'x', ' ', '\n', '"'],
    csharp: ['(', ')', '[', ']', '{', 'x', ' ', '\n'],
    'android-xml': ['<a>', '</a>', '<b/>', '<', '< ', '/', '>', 'a', ' ', '\n'],
  };
  const LIMIT: Record<string, [string, number]> = { kotlin: ['(', 2_000], typescript: ['(', 2_000], csharp: ['(', 64], 'android-xml': ['<a>', 64] };

  it.each(Object.keys(PIECES))('%s: never passes a text the full check would stop, and skips most rescans of typing', (language) => {
    const random = seededRandom(7);
    const pieces = PIECES[language] ?? [];
    const [opener, limit] = LIMIT[language] ?? ['(', 0];
    const pick = () => pieces[Math.floor(random() * pieces.length)] ?? '';
    let kept = 0;
    let stoppedAfter = 0;
    for (let i = 0; i < 3_000; i++) {
      // At the limit or just under it, then a few pieces: one more opener passes it.
      const before = opener.repeat(limit - Math.floor(random() * 3)) + Array.from({ length: 1 + Math.floor(random() * 12) }, pick).join('');
      if (nestingReason(before, language)) continue;
      const at = Math.floor(random() * (before.length + 1));
      const removed = Math.floor(random() * 3);
      const after = before.slice(0, at) + Array.from({ length: Math.floor(random() * 3) }, pick).join('') + before.slice(at + removed);
      const full = nestingReason(after, language);
      if (full) stoppedAfter++;
      if (editKeepsNesting(before, after, language)) {
        kept++;
        expect(full, JSON.stringify({ before: before.slice(-60), after: after.slice(-60) })).toBeUndefined();
      }
      expect(nestingReasonAfterEdit(before, after, language)).toEqual(full);
    }
    // Both kinds of edits occurred: ones that keep the nesting, and ones that pass a limit.
    expect(kept).toBeGreaterThan(50);
    expect(stoppedAfter).toBeGreaterThan(20);
  });

  it.each([
    ['a word typed into a comment', 'val a = f(1) // note', 'val a = f(1) // notes', true],
    ['a letter put before `<`, which makes it a bracket', 'val a = b <c', 'val a = b x<c', false],
    ['a letter deleted between `/` and `*`, which opens a comment', 'val a = 1 /x* b */', 'val a = 1 /* b */', false],
    ['a letter deleted between `$` and `{`, which opens a template', '"$x{a}"', '"${a}"', false],
    ['a bracket typed', 'f(1)', 'f((1)', false],
  ])('Kotlin: %s', (_name, before, after, keeps) => {
    expect(editKeepsNesting(before, after, 'kotlin')).toBe(keeps);
  });

  it.each([
    ['a word typed into text', '<a>a note here</a>', '<a>a notes here</a>', true],
    ['a letter typed right after `<`, which opens an element', '<a>< b</a>', '<a><xb</a>', false],
    ['a space deleted after `<`, which opens an element', '<a>< b</a>', '<a><b</a>', false],
  ])('Android XML: %s', (_name, before, after, keeps) => {
    expect(editKeepsNesting(before, after, 'android-xml')).toBe(keeps);
  });

  it('lets the analyzer skip rescans of an open file and still stop at the limit', () => {
    const uri = path.join(dir, 'Nested.kt');
    const at = (brackets: number, words: string) => `${KOTLIN}val x = ${'('.repeat(brackets)}1${')'.repeat(brackets)} // ${words}\n`;
    const limit = KOTLIN_NESTING_LIMITS.brackets;
    analyzer.registry.update(uri, at(limit - 1, 'near the limit'));
    expect(analyzer.skipped(uri)).toBeUndefined();
    analyzer.registry.update(uri, at(limit - 1, 'near the limit, typed on'));
    expect(analyzer.skipped(uri)).toBeUndefined();
    analyzer.registry.update(uri, at(limit + 1, 'near the limit, typed on'));
    expect(analyzer.skipped(uri)).toMatchObject({ kind: 'too-deep', what: 'brackets' });
    analyzer.registry.update(uri, at(limit + 1, 'and on'));
    expect(analyzer.skipped(uri)).toMatchObject({ kind: 'too-deep', what: 'brackets' });
  });

  it('still checks the annotation run of Kotlin, which it does not cover', () => {
    const before = `${'@A\n'.repeat(KOTLIN_ANNOTATION_RUN_LIMIT)}fun f() = 1\n`;
    const after = `@B\n${before}`;
    expect(nestingReason(before, 'kotlin')).toBeUndefined();
    expect(editKeepsNesting(before, after, 'kotlin')).toBe(true);
    expect(nestingReasonAfterEdit(before, after, 'kotlin')?.kind).toBe('too-many-annotations');
  });
});

describe('an edit inside one line, for the checks that read lines', () => {
  // Annotation runs at the limit and lines at the length limit, then single-line edits: the answer
  // after the edit must be the full scan's, whether the edited line's part in it changed or not.
  const LINE_PIECES = ['@A', '@B ', ' ', 'x', 'fun ', '// ', '/*', '*/', 'val ', '\t', '@C @D '];

  it('answers as the full scan after random edits, and skips the scan for most of them', () => {
    const random = seededRandom(11);
    const pick = () => LINE_PIECES[Math.floor(random() * LINE_PIECES.length)] ?? '';
    let oneLine = 0;
    let stopped = 0;
    for (let i = 0; i < 3_000; i++) {
      const run = KOTLIN_ANNOTATION_RUN_LIMIT - Math.floor(random() * 3);
      const lines = Array.from({ length: run }, () => '@A');
      // A few lines that end or pause the run, and one near the length limit.
      for (let k = 0; k < 3; k++) lines.splice(Math.floor(random() * lines.length), 0, random() < 0.5 ? '' : random() < 0.5 ? 'val x = 1' : '// note');
      lines.push(`val data = "${'A'.repeat(MAX_LINE_LENGTH - 14 - Math.floor(random() * 3))}"`, 'fun f() = 1');
      const before = lines.join(random() < 0.8 ? '\n' : '\r\n');
      if (nestingReason(before, 'kotlin')) continue;
      // Half of the edits at a line's start, where a line turns into an annotation, code or a comment.
      const lineStarts = [0, ...[...before.matchAll(/\n/g)].map((m) => m.index + 1)];
      const at = random() < 0.5 ? (lineStarts[Math.floor(random() * lineStarts.length)] ?? 0) : Math.floor(random() * (before.length + 1));
      const removed = random() < 0.4 ? Math.floor(random() * 4) : 0;
      const after = before.slice(0, at) + (removed > 0 && random() < 0.5 ? '' : pick()) + before.slice(at + removed);
      const full = nestingReason(after, 'kotlin');
      if (full?.kind === 'too-many-annotations') stopped++;
      const line = editedLine(before, after);
      if (line && line.before !== line.after) oneLine++;
      expect(nestingReasonAfterEdit(before, after, 'kotlin'), JSON.stringify(line)).toEqual(full);
    }
    // Both kinds occurred: edits that pass the run limit, and edits inside one line (the shortcut's).
    expect(stopped).toBeGreaterThan(20);
    expect(oneLine).toBeGreaterThan(500);
  });

  it.each([
    ['a letter typed', 'a\nbc\nd', 'a\nbxc\nd', { before: 'bc', after: 'bxc' }],
    ['a line break typed', 'a\nbc\nd', 'a\nb\nc\nd', undefined],
    ['a line break deleted', 'a\nbc\nd', 'abc\nd', undefined],
    ['a letter typed between \\r and \\n', 'a\r\nb', 'a\rx\nb', undefined],
    ['a letter typed after a lone \\r', 'a\rbc', 'a\rbxc', { before: 'bc', after: 'bxc' }],
  ])('finds the edited line: %s', (_name, before, after, expected) => {
    expect(editedLine(before, after)).toEqual(expected);
  });
});

describe('a line too long to be written code', () => {
  const line = (length: number) => `const data = "${'A'.repeat(length - 16)}";`;

  it.each([
    ['\n', '\n'],
    ['\r\n', '\r\n'],
    ['a lone \r', '\r'],
  ])('finds the first line over the limit, its number and length, with %s line ends', (_name, end) => {
    const text = ['// data', line(MAX_LINE_LENGTH), line(MAX_LINE_LENGTH + 1), ''].join(end);
    expect(longLine(text)).toEqual({ kind: 'long-line', line: 3, length: MAX_LINE_LENGTH + 1, limit: MAX_LINE_LENGTH });
  });

  it('passes a long file of short lines, and a text that is one line at the limit', () => {
    expect(longLine('val x = 1\n'.repeat(MAX_LINE_LENGTH / 5))).toBeUndefined();
    expect(longLine(line(MAX_LINE_LENGTH))).toBeUndefined();
    expect(longLine(line(MAX_LINE_LENGTH + 1))).toMatchObject({ line: 1, length: MAX_LINE_LENGTH + 1 });
    // A `\r\n` is one line end, not an empty line between two.
    expect(longLine(`${'x\r\n'.repeat(MAX_LINE_LENGTH)}${line(MAX_LINE_LENGTH + 1)}`)).toMatchObject({ line: MAX_LINE_LENGTH + 1 });
  });

  it.each([
    ['kotlin', 'Data.kt'],
    ['typescript', 'data.ts'],
    ['csharp', 'Data.cs'],
    ['android-xml', 'AndroidManifest.xml'],
  ])('skips a %s file with such a line before it is parsed, and reads it again once the line is gone', (language, name) => {
    const uri = path.join(dir, 'long-lines', name);
    const long = `${KOTLIN}\n// ${'word '.repeat(MAX_LINE_LENGTH / 5)}\n`;
    expect(nestingReason(long, language)).toMatchObject({ kind: 'long-line', line: 11 });
    analyzer.registry.update(uri, long);
    expect(analyzer.skipped(uri)).toMatchObject({ kind: 'long-line', line: 11 });
    analyzer.registry.update(uri, KOTLIN);
    expect(analyzer.skipped(uri)).toBeUndefined();
    analyzer.registry.remove(uri);
  });
});

const countOf = (text: string, char: string) => text.split(char).length - 1;

describe('parseByteSize', () => {
  it.each([
    ['2MB', 2 * 1024 * 1024],
    ['512kb', 512 * 1024],
    ['1.5 MB', 1.5 * 1024 * 1024],
    ['4096', 4096],
    ['2XB', undefined],
    ['-1', undefined],
    ['0', undefined],
    ['', undefined],
  ])('%j', (text, bytes) => {
    expect(parseByteSize(text)).toBe(bytes);
  });
});

describe('decoding', () => {
  it.each<TextEncoding>(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be'])('%s round-trips, without the byte order mark in the text', (encoding) => {
    const bytes = encodeText(KOTLIN, encoding);
    expect(decodeText(bytes)).toEqual({ text: KOTLIN, encoding });
    expect(encodeText(decodeText(bytes).text, encoding).equals(bytes)).toBe(true);
  });

  it('reads a UTF-16 file with a BOM and analyses it like its UTF-8 twin, at the same positions', () => {
    const utf8 = path.join(dir, 'Utf8.kt');
    fs.writeFileSync(utf8, KOTLIN);
    readIntoRegistry(analyzer.registry, utf8, utf8);
    const expected = analyzer.findings(utf8).map(({ ruleId, range }) => ({ ruleId, range }));
    expect(expected.map((f) => f.ruleId)).toContain('no-shouting');
    for (const encoding of ['utf-8-bom', 'utf-16le', 'utf-16be'] as const) {
      // One file at a time: the same function in two files is a duplicate id.
      for (const uri of analyzer.registry.uris()) analyzer.registry.remove(uri);
      const file = path.join(dir, `${encoding}.kt`);
      fs.writeFileSync(file, encodeText(KOTLIN, encoding));
      expect(readIntoRegistry(analyzer.registry, file, file)).toMatchObject({ encoding });
      expect(analyzer.findings(file).map(({ ruleId, range }) => ({ ruleId, range }))).toEqual(expected);
    }
  });

  it('names a file that does not decode and skips it, never an empty result', () => {
    const file = path.join(dir, 'Latin1.kt');
    // UTF-16 LE bytes without their BOM read as UTF-8: NUL bytes everywhere.
    fs.writeFileSync(file, Buffer.from(KOTLIN, 'utf16le'));
    readIntoRegistry(analyzer.registry, file, file);
    expect(analyzer.findings(file)).toEqual([expect.objectContaining({ ruleId: FILE_SKIPPED, message: expect.stringContaining('not text') })]);
    const garbage = path.join(dir, 'Garbage.kt');
    fs.writeFileSync(garbage, Buffer.concat([Buffer.from(KOTLIN), Buffer.alloc(200, 0xc3)]));
    readIntoRegistry(analyzer.registry, garbage, garbage);
    expect(analyzer.findings(garbage)).toEqual([expect.objectContaining({ ruleId: FILE_SKIPPED, message: expect.stringContaining('could not be decoded') })]);
  });
});

describe('readTextFile', () => {
  it('does not read a file over the limit, and registers it with its notice', () => {
    const file = path.join(dir, 'Big.kt');
    fs.writeFileSync(file, KOTLIN.repeat(10));
    expect(readTextFile(file, { maxFileSize: 100 })).toEqual({ text: '', encoding: 'utf-8', skip: { kind: 'too-large', size: Buffer.byteLength(KOTLIN) * 10, limit: 100 } });
    analyzer.registry.limits = { maxFileSize: 100 };
    try {
      readIntoRegistry(analyzer.registry, file, file);
    } finally {
      analyzer.registry.limits = LIMITS;
    }
    const findings = analyzer.findings(file);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: FILE_SKIPPED, severity: 'info', range: { start: { line: 0, character: 0 } } });
    expect(findings[0]?.message).toContain('100 bytes');
    expect(analyzer.findings(file, { [FILE_SKIPPED]: 'off' })).toEqual([]);
  });

  it('skips a TypeScript tool file with more tokens than its size limit allows, and names the limit', () => {
    const file = path.join(dir, 'chain.ts');
    const tool = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\n";
    // 12,000 tokens in 12 KB; a 20 KB limit allows 4,000.
    fs.writeFileSync(file, `${tool}export const chain = ${'a.b.'.repeat(3_000)}c;\n`);
    analyzer.registry.limits = { maxFileSize: 20_000 };
    try {
      readIntoRegistry(analyzer.registry, file, file);
    } finally {
      analyzer.registry.limits = LIMITS;
    }
    expect(analyzer.skipped(file)).toEqual({ kind: 'tree-too-large', what: 'tokens', count: 4_001, limit: 4_000 });
    const findings = analyzer.findings(file);
    expect(findings.map((f) => f.ruleId)).toEqual([FILE_SKIPPED]);
    expect(findings[0]?.message).toContain('more than 4,000 tokens');
  });

  it.each([
    [
      'Kotlin AppFunctions',
      'Garden.kt',
      (n: number) =>
        `package garden\nimport androidx.appfunctions.AppFunction\nimport androidx.appfunctions.AppFunctionContext\nclass Garden {\n${Array.from({ length: n }, (_, i) => `    /** Waters bed ${i}. */\n    @AppFunction\n    suspend fun waterBed${i}(appFunctionContext: AppFunctionContext): String = "ok"\n`).join('')}}\n`,
    ],
    [
      'MCP tool registrations',
      'garden.ts',
      (n: number) =>
        `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'garden', version: '1.0.0' });\n${Array.from({ length: n }, (_, i) => `server.registerTool('water_bed_${i}', { description: 'Waters bed ${i}.' }, async () => ({ content: [] }));\n`).join('')}`,
    ],
    [
      'MCP tools registered in a loop over a list',
      'loop.ts',
      (n: number) =>
        `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'garden', version: '1.0.0' });\nconst beds = [${Array.from({ length: n }, (_, i) => `{ name: 'water_bed_${i}', description: 'Waters bed ${i}.' }`).join(', ')}];\nfor (const bed of beds) server.registerTool(bed.name, { description: bed.description }, async () => ({ content: [] }));\n`,
    ],
  ])('reads %s up to the per-file limit and skips a file with one more, with a notice', (_what, name, source) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, source(MAX_FUNCTIONS_PER_FILE));
    readIntoRegistry(analyzer.registry, file, file);
    expect(analyzer.skipped(file)).toBeUndefined();
    expect(analyzer.registry.get(file)?.functions).toHaveLength(MAX_FUNCTIONS_PER_FILE);
    fs.writeFileSync(file, source(MAX_FUNCTIONS_PER_FILE + 1));
    readIntoRegistry(analyzer.registry, file, file);
    expect(analyzer.skipped(file)).toEqual({ kind: 'too-many-functions', limit: MAX_FUNCTIONS_PER_FILE });
    expect(analyzer.registry.get(file)?.functions).toEqual([]);
    const findings = analyzer.findings(file);
    expect(findings.map((f) => f.ruleId)).toEqual([FILE_SKIPPED]);
    expect(findings[0]?.message).toContain('more than 1,000 functions');
    expect(analyzer.internalErrors.entries).toEqual([]);
  });

  it('refuses a folder and a FIFO without blocking on it', () => {
    expect(() => readTextFile(dir, LIMITS)).toThrow(/not a regular file|EISDIR/);
    const fifo = path.join(dir, 'Pipe.kt');
    const made = spawnSync('mkfifo', [fifo]);
    if (made.status !== 0) return;
    // No writer ever opens the FIFO: a blocking open or read would never return.
    expect(() => readTextFile(fifo, LIMITS)).toThrow(/not a regular file/);
  });

  it('refuses a device that never ends', () => {
    expect(() => readTextFile('/dev/zero', LIMITS)).toThrow(/not a regular file/);
  });
});

describe('.gitignore', () => {
  it('leaves out a pattern whose matching would backtrack for minutes, so a long name is answered at once', () => {
    const problems: string[] = [];
    const matcher = compileGitignore('*a*a*a*a*a*a*a*a*b\n', (_line, reason) => problems.push(reason));
    expect(problems).toEqual(["it has too many wildcards (9 '*' and 0 '**'): matching it could take minutes"]);
    // Kept, the pattern would make this one call backtrack for hours (9 stars over 60 characters).
    expect(matcher.ignores(`${'a'.repeat(60)}c`)).toBe(false);
  });

  it('leaves out a pattern that cannot be compiled, names its line, and applies the others', () => {
    const problems: number[] = [];
    const matcher = compileGitignore(
      ['ignored.kt', '[\\z-a]', 'x'.repeat(40_000), '*.gen.kt', '!keep.gen.kt', '*a*a*a*a*b', '*a*a*b/*a*a*b', '**/out/**/*.gen', '*.min.*', 'lit\\*\\*\\*\\**'].join('\n'),
      (line) => problems.push(line),
    );
    expect(problems).toEqual([2, 3, 6, 7]);
    expect(matcher.ignores('x/out/y/a.gen')).toBe(true);
    expect(matcher.ignores('a.min.js')).toBe(true);
    expect(matcher.ignores('lit****')).toBe(true);
    expect(matcher.ignores('ignored.kt')).toBe(true);
    expect(matcher.ignores('a.gen.kt')).toBe(true);
    expect(matcher.ignores('keep.gen.kt')).toBe(false);
    expect(matcher.ignores('kept.kt')).toBe(false);
  });

  it('warns through discovery with the file and line, and still lists the other files', () => {
    const root = fs.mkdtempSync(path.join(dir, 'ignore-'));
    fs.writeFileSync(path.join(root, '.gitignore'), `Ignored.kt\n[\\z-a]\n`);
    fs.writeFileSync(path.join(root, 'Ignored.kt'), 'package a\n');
    fs.writeFileSync(path.join(root, 'Kept.kt'), 'package a\n');
    const problems: GitignoreProblem[] = [];
    expect(discoverFiles(root, (problem) => problems.push(problem)).map((f) => path.basename(f))).toEqual(['Kept.kt']);
    expect(problems).toEqual([{ file: path.join(root, '.gitignore'), line: 2, reason: 'Unterminated character class' }]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { loadCorpus } from './corpus';
import { rangeProblem } from './episode';
import { inputFor } from './harness';
import { DEFAULT_SIZES } from './mutate';
import { ParseQuality, type InputKind } from './parse-quality';

/** The fuzz harness's own checks: each must be able to fail, on the inputs it is meant for. */
describe('fuzz checks', () => {
  const doc = TextDocument.create('file:///a.kt', 'kotlin', 1, 'ab\r\ncde\nf');
  it.each([
    [{ start: { line: 0, character: 0 }, end: { line: 0, character: 2 } }, undefined],
    [{ start: { line: 1, character: 3 }, end: { line: 2, character: 1 } }, undefined],
    [{ start: { line: 0, character: 3 }, end: { line: 0, character: 3 } }, 'start character 3 is past the end of line 0 (2)'],
    [{ start: { line: 2, character: 0 }, end: { line: 3, character: 0 } }, 'end line 3 is past the last line (2)'],
    [{ start: { line: 1, character: 2 }, end: { line: 1, character: 1 } }, 'start is after end'],
    [{ start: { line: -1, character: 0 }, end: { line: 0, character: 0 } }, 'start is not a position'],
  ])('a range %j in a CRLF/LF document: %s', (range, problem) => {
    expect(rangeProblem(doc, range)).toBe(problem);
  });

  let quality: ParseQuality;
  beforeAll(async () => {
    quality = await ParseQuality.create();
  });
  it.each<[InputKind, string, string, string]>([
    ['kotlin', 'A.kt', 'class A {\n  fun f() = 1\n}\n', 'class A {\n  fun f( = 1\n'],
    ['typescript', 'a.ts', 'const a = f(1);\n', 'const a = f(1;\n'],
    ['xml', 'AndroidManifest.xml', '<manifest><application/></manifest>', '<manifest><application</manifest>'],
    ['csharp', 'F.cs', 'public record A(string B) : IAppFunction<int>;\n', 'public record A(string B : IAppFunction<int>;\n'],
  ])('%s: a broken text counts more parse errors than the text it came from', (kind, name, good, broken) => {
    expect(quality.errorCount(kind, name, good)).toBe(0);
    expect(quality.errorCount(kind, name, broken)).toBeGreaterThan(0);
  });

  it('counts a text nested deeper than the TypeScript parser can recurse as unparseable, and does not throw', () => {
    const deep = `const a = ${'['.repeat(200_000)}${']'.repeat(200_000)};\n`;
    expect(quality.errorCount('typescript', 'a.ts', deep)).toBe(Number.POSITIVE_INFINITY);
  });

  it('makes the same inputs for the same seed, and different ones for another', () => {
    const corpus = loadCorpus();
    const texts = (seed: number) => Array.from({ length: 20 }, (_, i) => inputFor(corpus, seed, i, DEFAULT_SIZES).input.text);
    expect(texts(5)).toEqual(texts(5));
    expect(texts(6)).not.toEqual(texts(5));
    // The seed files cover the four kinds of input.
    expect(new Set(corpus.map((s) => s.kind))).toEqual(new Set(['kotlin', 'typescript', 'xml', 'csharp']));
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { csharpTooDeep } from '../../server/src/core/registry/file-limits';
import { parseGateFor } from '../../server/src/core/fixes/parse-gate';
import { createCSharpFrontEnd, readSyntaxErrorCount, type CSharpFrontEnd } from '../../server/src/core/languages/csharp/index';
import { csharpRuntime } from '../../server/src/core/languages/csharp/tree-sitter';
import { loadCorpus } from './corpus';
import { inputFor } from './harness';
import { ParseQuality } from './parse-quality';

/**
 * What the fuzz run's slow C# code actions (`cases/csharp-megabyte-prose-after-string`) changed:
 * the parse gate takes the count of a text the C# front end has just read from the front end, and
 * that count is the one the harness (and the gate itself) would find by parsing again.
 */
describe('C# parse gate and front end', () => {
  let frontEnd: CSharpFrontEnd;
  let quality: ParseQuality;
  beforeAll(async () => {
    frontEnd = await createCSharpFrontEnd();
    quality = await ParseQuality.create();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps, for every C# text it reads, exactly the harness's count of ERROR and MISSING nodes", () => {
    const corpus = loadCorpus().filter((seed) => seed.kind === 'csharp');
    const sizes = { largeChance: 0, largeChars: 0 };
    let withErrors = 0;
    for (let i = 0; i < 400; i++) {
      const { input } = inputFor(corpus, 31, i, sizes);
      // The server skips a text past the nesting limit before any parse; the harness counts it as unparseable.
      if (csharpTooDeep(input.text)) continue;
      frontEnd.parse(`file:///fz/${input.path}`, input.text);
      const expected = quality.errorCount('csharp', 'F.cs', input.text);
      if (expected > 0) withErrors++;
      expect({ i, count: readSyntaxErrorCount(input.text) }).toEqual({ i, count: expected });
    }
    // The mutated inputs are mostly broken: the comparison is about errors, not clean files.
    expect(withErrors).toBeGreaterThan(200);
  });

  it('counts a text the front end has just read without parsing it again, and parses one it has not', async () => {
    const runtime = await csharpRuntime();
    const read = '[AppFunction("a", Description = "Reads.")]\npublic record A(string B : IAppFunction<int>;\n// gate test: read\n';
    const unread = read.replace('read\n', 'unread\n');
    frontEnd.parse('file:///fz/A.cs', read);
    const gate = (await parseGateFor('file:///fz/A.cs'))!;
    // The harness parses with the same instance: its counts first.
    const [readCount, unreadCount] = [quality.errorCount('csharp', 'A.cs', read), quality.errorCount('csharp', 'A.cs', unread)];
    expect(readCount).toBeGreaterThan(0);
    const parses = vi.spyOn(runtime, 'createParser');
    expect(gate.errorCount(read)).toBe(readCount);
    expect(parses).not.toHaveBeenCalled();
    expect(gate.errorCount(unread)).toBe(unreadCount);
    expect(parses).toHaveBeenCalledTimes(1);
  });
});

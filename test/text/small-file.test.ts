import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSmallTextFile } from '../../server/src/core/text/small-file';
import { tsconfigImportBases } from '../../server/src/core/languages/typescript/packages';
import { AnalysisCaches } from '../../server/src/core/model/analysis-caches';

/**
 * Configuration files beside the code (package.json, tsconfig.json, pnpm-workspace.yaml) are read
 * as data: a FIFO, a folder or an oversized file in their place is "not known here", never a
 * reader that blocks or fills the memory.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'small-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readSmallTextFile', () => {
  it('reads a small file, and refuses a folder, a missing file and one over the limit', () => {
    fs.writeFileSync(path.join(dir, 'small.json'), '{"a":1}');
    expect(readSmallTextFile(path.join(dir, 'small.json'))).toBe('{"a":1}');
    fs.mkdirSync(path.join(dir, 'folder.json'));
    expect(readSmallTextFile(path.join(dir, 'folder.json'))).toBeUndefined();
    expect(readSmallTextFile(path.join(dir, 'missing.json'))).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'large.json'), 'x'.repeat(2048));
    expect(readSmallTextFile(path.join(dir, 'large.json'), 1024)).toBeUndefined();
  });

  it('refuses a FIFO without waiting for a writer', () => {
    const fifo = path.join(dir, 'tsconfig.json');
    expect(spawnSync('mkfifo', [fifo]).status, 'mkfifo is needed for this case').toBe(0);
    expect(readSmallTextFile(fifo)).toBeUndefined();
    // The alias reader asks for that file and gets nothing, at once.
    expect(tsconfigImportBases(dir, '@/tools/base', new AnalysisCaches())).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../server/src/cli/appfunctions-lint';
import { discoverFiles } from '../../server/src/core/registry/file-discovery';

/**
 * Issue-level guarantee for quick fixes: `appfunctions-lint --fix` on the example app fixes what it
 * can, a second run changes nothing, and the fixed app compiles with kotlinc against the stubs
 * (test/compile/stubs, plus test/compile/example-stubs for the storage layer examples/ leaves out).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const KOTLINC = path.join(ROOT, 'node_modules', 'kotlin-compiler', 'bin', 'kotlinc');
const javaFound = spawnSync('java', ['-version'], { encoding: 'utf8' }).error === undefined;

function snapshot(dir: string): Map<string, string> {
  return new Map(discoverFiles(dir).map((file) => [path.relative(dir, file), fs.readFileSync(file, 'utf8')]));
}

async function fix(dir: string): Promise<string> {
  let stderr = '';
  await run(
    ['--fix', '--format', 'json', dir],
    () => undefined,
    (t) => (stderr += t),
  );
  return stderr;
}

describe('--fix on examples/', () => {
  it.skipIf(!javaFound)(
    'fixes, is idempotent, and the result compiles',
    async () => {
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-examples-'));
      try {
        fs.cpSync(path.join(ROOT, 'examples'), path.join(work, 'examples'), { recursive: true });
        const dir = path.join(work, 'examples');
        const before = snapshot(dir);
        expect(await fix(dir)).toMatch(/applied [1-9]\d* fix\(es\)/);
        const once = snapshot(dir);
        expect([...once].filter(([file, text]) => before.get(file) !== text).length).toBeGreaterThan(0);
        expect(await fix(dir)).toContain('applied 0 fix(es)');
        expect(snapshot(dir)).toEqual(once);

        for (const bin of fs.readdirSync(path.dirname(KOTLINC))) fs.chmodSync(path.join(path.dirname(KOTLINC), bin), 0o755);
        const sources = [...once.keys()].filter((f) => f.endsWith('.kt')).map((f) => path.join(dir, f));
        const result = spawnSync(KOTLINC, ['-nowarn', '-d', path.join(work, 'classes'), path.join(__dirname, 'stubs'), path.join(__dirname, 'example-stubs'), ...sources], {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        });
        expect(result.status, `kotlinc failed:\n${result.stdout}${result.stderr}`).toBe(0);
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
    300_000,
  );
});

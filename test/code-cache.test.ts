import { isAscii } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh copy of the module (its folder is chosen once per process) with the
// temporary directory pointed at a folder of its own.
let tmp: string;
let bundles: string;
const savedTmp = process.env.TMPDIR;
const savedDisable = process.env.NODE_DISABLE_COMPILE_CACHE;

async function freshCodeCache(): Promise<typeof import('../server/src/core/code-cache')> {
  vi.resetModules();
  return await import('../server/src/core/code-cache');
}

/** A small bundle beside a module it requires, as the lazily loaded bundles sit in dist/. */
function writeBundle(name: string, body: string): string {
  const file = path.join(bundles, name);
  fs.writeFileSync(file, body);
  return file;
}

function cacheFiles(): string[] {
  const folder = fs.readdirSync(tmp).find((entry) => entry.startsWith('appfunctions-code-cache'));
  return folder ? fs.readdirSync(path.join(tmp, folder)).map((entry) => path.join(tmp, folder, entry)) : [];
}

/** Loads the bundle in a process of its own (with the module's sources), which writes its cache when it ends. */
function inChildProcess(file: string): string {
  const script = `const { requireBundle } = require(${JSON.stringify(path.resolve('server/src/core/code-cache.ts'))}); process.stdout.write(String(requireBundle(${JSON.stringify(file)}).sum(2, 3)));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TMPDIR: tmp }, encoding: 'utf8' });
}

function forget(file: string): void {
  delete require.cache[file];
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'code-cache-test-'));
  bundles = fs.mkdtempSync(path.join(os.tmpdir(), 'code-cache-bundles-'));
  process.env.TMPDIR = tmp;
  delete process.env.NODE_DISABLE_COMPILE_CACHE;
  delete (process as unknown as Record<symbol, unknown>)[Symbol.for('appfunctions.nodeCompileCacheOn')];
});

afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  if (savedDisable === undefined) delete process.env.NODE_DISABLE_COMPILE_CACHE;
  else process.env.NODE_DISABLE_COMPILE_CACHE = savedDisable;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(bundles, { recursive: true, force: true });
});

describe('requireBundle', () => {
  it('runs a bundle as require does: exports, module.exports, __dirname, a sibling module, a shebang', async () => {
    writeBundle('sibling.js', 'exports.word = "sibling";');
    const file = writeBundle('bundle.js', '#!/usr/bin/env node\nmodule.exports = { dir: __dirname, word: require("./sibling.js").word, same: typeof require.cache };');
    const { requireBundle } = await freshCodeCache();
    expect(requireBundle(file)).toEqual({ dir: bundles, word: 'sibling', same: 'object' });
    // Loaded once: the second call returns the same exports.
    expect(requireBundle(file)).toBe(requireBundle(file));
    forget(file);
  });

  it('writes a private cache once, reads it in the next process, and rewrites one V8 rejects', () => {
    // Separate processes: within one, V8 answers a second compile of the same source from memory.
    const file = writeBundle('bundle.js', 'exports.sum = function (a, b) { return a + b; };');
    expect(inChildProcess(file)).toBe('5');
    const [written, ...others] = cacheFiles();
    expect(others).toEqual([]);
    expect(path.basename(written ?? '')).toMatch(/^bundle\.js\.\d+\.\d+\..+\.cache$/);
    if (process.platform !== 'win32') {
      expect(fs.statSync(written ?? '').mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(written ?? '')).mode & 0o777).toBe(0o700);
    }
    const firstWrite = fs.readFileSync(written ?? '');

    // Accepted: nothing is written again.
    fs.utimesSync(written ?? '', new Date(0), new Date(0));
    expect(inChildProcess(file)).toBe('5');
    expect(fs.statSync(written ?? '').mtimeMs).toBe(0);

    // Garbage in the cache: the bundle still loads, and the cache is made again.
    fs.writeFileSync(written ?? '', Buffer.from('not a code cache'));
    expect(inChildProcess(file)).toBe('5');
    const rewritten = fs.readFileSync(written ?? '');
    expect(rewritten.toString('latin1')).not.toBe('not a code cache');
    expect(rewritten.length).toBeGreaterThan(firstWrite.length / 2);
    // ... and the next process accepts it.
    fs.utimesSync(written ?? '', new Date(0), new Date(0));
    expect(inChildProcess(file)).toBe('5');
    expect(fs.statSync(written ?? '').mtimeMs).toBe(0);
  });

  it('drops the cache of an earlier build of the same bundle', async () => {
    const file = writeBundle('bundle.js', 'exports.version = 1;');
    let codeCache = await freshCodeCache();
    codeCache.requireBundle(file);
    codeCache.flushCodeCache();
    const [first] = cacheFiles();
    forget(file);
    writeBundle('bundle.js', 'exports.version = 2; exports.more = true;');
    codeCache = await freshCodeCache();
    expect(codeCache.requireBundle(file)).toEqual({ version: 2, more: true });
    codeCache.flushCodeCache();
    const after = cacheFiles();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);
    forget(file);
  });

  it.skipIf(process.platform === 'win32')('keeps no cache in a folder others can write to', async () => {
    const folder = path.join(tmp, `appfunctions-code-cache-${process.getuid?.()}`);
    fs.mkdirSync(folder);
    fs.chmodSync(folder, 0o777);
    const file = writeBundle('bundle.js', 'exports.ok = true;');
    const codeCache = await freshCodeCache();
    expect(codeCache.requireBundle(file)).toEqual({ ok: true });
    codeCache.flushCodeCache();
    expect(fs.readdirSync(folder)).toEqual([]);
    forget(file);
  });

  it('is a plain require when caching is turned off or Node caches itself', async () => {
    const file = writeBundle('bundle.js', 'exports.ok = true;');
    process.env.NODE_DISABLE_COMPILE_CACHE = '1';
    let codeCache = await freshCodeCache();
    expect(codeCache.requireBundle(file)).toEqual({ ok: true });
    codeCache.flushCodeCache();
    expect(cacheFiles()).toEqual([]);
    forget(file);

    delete process.env.NODE_DISABLE_COMPILE_CACHE;
    codeCache = await freshCodeCache();
    codeCache.noteNodeCompileCacheOn();
    expect(codeCache.requireBundle(file)).toEqual({ ok: true });
    codeCache.flushCodeCache();
    expect(cacheFiles()).toEqual([]);
    forget(file);
  });

  it('reads a bundle that is not pure ASCII as UTF-8', async () => {
    const file = writeBundle('bundle.js', 'exports.word = "naïve … 日本";');
    const { requireBundle } = await freshCodeCache();
    expect(requireBundle(file)).toEqual({ word: 'naïve … 日本' });
    forget(file);
  });

  it('gets the TypeScript front end, zod and the XML parser from the build in pure ASCII, read without decoding', () => {
    // The others keep characters in regex literals, which the build leaves alone: they are decoded.
    for (const bundle of ['typescript-front-end.js', 'zod-modules.js', 'xml-tools.js']) {
      const file = path.resolve('dist', bundle);
      expect(fs.existsSync(file), `${file} is missing: run 'npm run build' first`).toBe(true);
      expect(isAscii(fs.readFileSync(file)), bundle).toBe(true);
    }
  });

  it('passes on an error the bundle throws, and loads it afresh next time', async () => {
    const marker = path.join(bundles, 'fail-once');
    fs.writeFileSync(marker, '');
    const file = writeBundle(
      'bundle.js',
      `const fs = require('node:fs'); if (fs.existsSync(${JSON.stringify(marker)})) { fs.rmSync(${JSON.stringify(marker)}); throw new Error('broken bundle'); } exports.ok = true;`,
    );
    const { requireBundle } = await freshCodeCache();
    expect(() => requireBundle(file)).toThrow('broken bundle');
    expect(requireBundle(file)).toEqual({ ok: true });
    forget(file);
  });
});

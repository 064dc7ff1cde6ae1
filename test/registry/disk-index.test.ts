import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { indexFromDisk, readIntoRegistry } from '../../server/src/core/registry/disk-index';

/** Reading a workspace from disk into the registry: one implementation for the command and the server. */
let dir: string;
let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-disk-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'A.kt'), 'package a\n');
  fs.writeFileSync(path.join(dir, 'src', 'B.kt'), 'package b\n');
  fs.writeFileSync(path.join(dir, 'src', 'notes.txt'), 'not analysed\n');
  fs.writeFileSync(path.join(dir, '.gitignore'), 'ignored/\n');
  fs.mkdirSync(path.join(dir, 'ignored'));
  fs.writeFileSync(path.join(dir, 'ignored', 'C.kt'), 'package c\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('indexFromDisk', () => {
  it('lists the analysed files once each, honouring .gitignore, keyed by path by default', async () => {
    const files = await indexFromDisk(analyzer.registry, [dir, path.join(dir, 'src')]);
    expect(files.map((f) => path.relative(dir, f).split(path.sep).join('/'))).toEqual(['src/A.kt', 'src/B.kt']);
    expect(files.every((f) => analyzer.registry.has(f))).toBe(true);
    for (const f of files) analyzer.registry.remove(f);
  });

  it("names files as asked and leaves skipped ones alone (an open editor's text wins)", async () => {
    const uriOf = (file: string) => pathToFileURL(file).toString();
    const skipped = uriOf(path.join(dir, 'src', 'B.kt'));
    analyzer.registry.update(skipped, 'package edited\n');
    await indexFromDisk(analyzer.registry, [dir], { uriOf, skip: (uri) => uri === skipped });
    expect(analyzer.registry.has(uriOf(path.join(dir, 'src', 'A.kt')))).toBe(true);
    expect(analyzer.registry.text(skipped)).toBe('package edited\n');
    for (const uri of analyzer.registry.uris()) analyzer.registry.remove(uri);
  });

  it('says why a file could not be read and leaves it out', () => {
    const missing = path.join(dir, 'src', 'Gone.kt');
    expect((readIntoRegistry(analyzer.registry, missing, missing) as Error).message).toMatch(/ENOENT/);
    expect(analyzer.registry.has(missing)).toBe(false);
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { kindOf, type InputKind } from './parse-quality';

/** One seed file: the project's own examples and test inputs. */
export interface SeedFile {
  /** Path relative to the repository root, `/`-separated. */
  path: string;
  kind: InputKind;
  text: string;
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Folders whose Kotlin, TypeScript and XML files are inputs (not harness or test code). */
const SEED_FOLDERS = ['examples', 'test/rules', 'test/languages', 'test/schema', 'test/compile', 'test/registry', 'test/e2e/workspace', 'test/fuzz/cases'];
const SKIPPED = /(\.test\.ts|\.d\.ts|\/lsp-client\.ts|\/run\.ts)$|\/node_modules\/|\/(helpers|fixtures-out)\//;
/** Seeds larger than this are skipped: the mutations make large inputs on purpose. */
const MAX_SEED_BYTES = 64 * 1024;

/**
 * The seed files, sorted by path so that one seed of the random source gives the same inputs on
 * the same checkout.
 */
export function loadCorpus(root = REPO_ROOT): SeedFile[] {
  const seeds: SeedFile[] = [];
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      // A seed folder this checkout does not have.
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
        continue;
      }
      if (!entry.isFile() || SKIPPED.test(`/${rel}`)) continue;
      const kind = kindOf(entry.name);
      if (!kind || fs.statSync(full).size > MAX_SEED_BYTES) continue;
      seeds.push({ path: rel, kind, text: fs.readFileSync(full, 'utf8') });
    }
  };
  for (const folder of SEED_FOLDERS) walk(path.join(root, folder));
  return seeds.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

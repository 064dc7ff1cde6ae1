import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { frontEndFor } from '../languages/front-ends';

/** Folders that never hold an app's own declarations and are expensive to walk. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules', '.gradle', '.idea', 'build', 'out', 'dist', '.e2e']);

/** Whether some front end reads the file at this path (see languages/front-ends.ts). */
export function isAnalysedFile(filePath: string): boolean {
  return frontEndFor(filePath) !== undefined;
}

/**
 * Lists the analysed files under `root` (a file or a folder), honouring every .gitignore on the way
 * down. Sorted, so that output is stable across machines.
 */
export function discoverFiles(root: string): string[] {
  const stat = safeStat(root);
  if (!stat) return [];
  if (stat.isFile()) return isAnalysedFile(root) ? [path.resolve(root)] : [];
  const found: string[] = [];
  walk(path.resolve(root), []);
  return found.sort();

  function walk(dir: string, rules: { base: string; matcher: Ignore }[]): void {
    const gitignore = readGitignore(dir);
    const active = gitignore ? [...rules, { base: dir, matcher: gitignore }] : rules;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      // Expected: a folder removed while walking or without read permission holds nothing to read.
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && ALWAYS_SKIPPED.has(entry.name)) continue;
      if (isIgnored(full, entry.isDirectory(), active)) continue;
      if (entry.isDirectory()) walk(full, active);
      else if (entry.isFile() && isAnalysedFile(full)) found.push(full);
    }
  }
}

function isIgnored(full: string, isDirectory: boolean, rules: { base: string; matcher: Ignore }[]): boolean {
  for (const { base, matcher } of rules) {
    const relative = path.relative(base, full).split(path.sep).join('/');
    if (!relative || relative.startsWith('..')) continue;
    if (matcher.ignores(isDirectory ? `${relative}/` : relative)) return true;
  }
  return false;
}

function readGitignore(dir: string): Ignore | undefined {
  try {
    const text = fs.readFileSync(path.join(dir, '.gitignore'), 'utf8');
    return ignore().add(text);
  } catch {
    // Expected: most folders have no .gitignore.
    return undefined;
  }
}

function safeStat(p: string): fs.Stats | undefined {
  try {
    return fs.statSync(p);
  } catch {
    // Expected: a path that does not exist (the caller lists nothing for it).
    return undefined;
  }
}

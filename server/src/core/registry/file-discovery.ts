import * as l10n from '@vscode/l10n';
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

/** A .gitignore line that cannot be used: left out, the file's other lines still apply. */
export interface GitignoreProblem {
  /** The .gitignore's path. */
  file: string;
  /** One-based. */
  line: number;
  reason: string;
}

/** Told about a problem that does not stop discovery. */
export type DiscoveryWarning = (problem: GitignoreProblem) => void;

/** The warning for a .gitignore line left out, with the file as the driver shows paths. */
export function gitignoreProblemMessage(problem: GitignoreProblem, shownPath: string = problem.file): string {
  return l10n.t('{0}:{1}: .gitignore pattern skipped, it cannot be used: {2}', shownPath, String(problem.line), problem.reason);
}

/**
 * Lists the analysed files under `root` (a file or a folder), honouring every .gitignore on the way
 * down. Sorted, so that output is stable across machines. Symbolic links, FIFOs, sockets and
 * devices found while walking are skipped: only regular files and real folders are followed.
 */
export function discoverFiles(root: string, warn: DiscoveryWarning = () => {}): string[] {
  const stat = safeStat(root);
  if (!stat) return [];
  if (stat.isFile()) return isAnalysedFile(root) ? [path.resolve(root)] : [];
  const found: string[] = [];
  walk(path.resolve(root), []);
  return found.sort();

  function walk(dir: string, rules: { base: string; matcher: Ignore }[]): void {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      // Expected: a folder removed while walking or without read permission holds nothing to read.
      return;
    }
    // Most folders have no .gitignore: the listing says so without a failed read per folder.
    const gitignore = entries.some((entry) => entry.name === '.gitignore') ? readGitignore(dir, warn) : undefined;
    const active = gitignore ? [...rules, { base: dir, matcher: gitignore }] : rules;
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!ALWAYS_SKIPPED.has(entry.name) && !isIgnored(full, true, active)) walk(full, active);
      } else if (entry.isFile() && isAnalysedFile(full) && !isIgnored(full, false, active)) {
        // The extension first: most files of an app (images, Java, Gradle files) are never matched against .gitignore.
        found.push(full);
      }
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

function readGitignore(dir: string, warn: DiscoveryWarning): Ignore | undefined {
  const file = path.join(dir, '.gitignore');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // Expected: most folders have no .gitignore.
    return undefined;
  }
  return compileGitignore(text, (line, reason) => warn({ file, line, reason }));
}

/**
 * Longer patterns are left out: `ignore` takes time quadratic in a pattern's length to compile it
 * (a 100,000-character line takes tens of seconds), and no path a pattern must match is this long.
 */
const MAX_PATTERN_LENGTH = 1000;

/**
 * `ignore` matches with backtracking regular expressions, and the choices of the wildcards multiply:
 * a `*` can stop at any of a name's up to 255 characters, a `**` at any of a path's folders. On
 * names and paths made to match, `*a*a*a*b` takes seconds and two segments of `*a*a*b` minutes.
 * A pattern is kept while the product stays small: about 2^8 choices per `*` and 2^6 per `**` (a
 * deep tree), 2^22 in all, which keeps `*.min.*` and a node_modules glob with two `**` and a `*.js`.
 */
const WILDCARD_BUDGET = 22;

/** The runs of `*` in a pattern, a `**` segment apart: `[stars, globstars]`. */
function wildcards(pattern: string): [number, number] {
  let stars = 0;
  let globstars = 0;
  for (const segment of pattern.replace(/\\./g, '').split('/')) {
    if (segment === '**') globstars++;
    else stars += segment.match(/\*+/g)?.length ?? 0;
  }
  return [stars, globstars];
}

/**
 * The patterns of one .gitignore, each compiled on its own so that one that cannot be (a regular
 * expression too large, an unterminated class) is reported with its line and left out, and the
 * others still apply in their order (a later `!pattern` still re-includes).
 */
export function compileGitignore(text: string, skipped: (line: number, reason: string) => void): Ignore {
  const kept: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const pattern = line.trim();
    if (pattern === '' || pattern.startsWith('#')) return;
    if (line.length > MAX_PATTERN_LENGTH) {
      skipped(index + 1, l10n.t('it is {0} characters long, more than {1}', String(line.length), String(MAX_PATTERN_LENGTH)));
      return;
    }
    const [stars, globstars] = wildcards(pattern);
    if (8 * stars + 6 * globstars > WILDCARD_BUDGET) {
      skipped(index + 1, l10n.t("it has too many wildcards ({0} '*' and {1} '**'): matching it could take minutes", String(stars), String(globstars)));
      return;
    }
    try {
      // `ignore` builds a pattern's regular expression on first use: use it once to find out.
      ignore().add(line).ignores('a');
      kept.push(line);
    } catch (error) {
      skipped(index + 1, firstLine(error instanceof Error ? error.message : String(error)));
    }
  });
  return ignore().add(kept);
}

/** A regular expression's error quotes the whole expression: keep the reason, not 40,000 characters of it. */
function firstLine(message: string): string {
  const quoted = /^Invalid regular expression: \/.*\/[a-z]*: (.*)$/s.exec(message);
  const reason = quoted?.[1] ?? message;
  return reason.length > 200 ? `${reason.slice(0, 200)}…` : reason;
}

function safeStat(p: string): fs.Stats | undefined {
  try {
    return fs.statSync(p);
  } catch {
    // Expected: a path that does not exist (the caller lists nothing for it).
    return undefined;
  }
}

// A baseline: the problems a team accepts for now, so that CI fails only on new ones. Written by
// `--update-baseline`, read by `--baseline FILE`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Finding } from '../core/model/findings';

/** The baseline file as written: one entry per distinct problem, with how many times it occurs. */
export interface BaselineFile {
  version: 1;
  problems: BaselineProblem[];
}

/**
 * A problem is known by its file (relative to the baseline's folder, so the file works wherever the
 * repository is checked out), its rule, its message and the text of its first line, trimmed: not by
 * its line number, so code added above it does not make it new.
 */
export interface BaselineProblem {
  file: string;
  ruleId: string;
  message: string;
  /** The finding's first line in the source, without its indentation. */
  source: string;
  count: number;
}

/** Why a baseline file cannot be used, said with its path. */
export class BaselineError extends Error {}

/** Builds a baseline of `findings`; `textOf` gives a file's text (undefined when it was not read). */
export function baselineOf(findings: readonly Finding[], baselineFile: string, textOf: (uri: string) => string | undefined): BaselineFile {
  const counts = new Map<string, BaselineProblem>();
  for (const finding of findings) {
    const problem = problemOf(finding, baselineFile, textOf);
    const key = keyOf(problem);
    const known = counts.get(key);
    if (known) known.count++;
    else counts.set(key, problem);
  }
  const problems = [...counts.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.ruleId.localeCompare(b.ruleId) || a.message.localeCompare(b.message) || a.source.localeCompare(b.source),
  );
  return { version: 1, problems };
}

/** Reads a baseline file; throws {@link BaselineError} when it is missing or not a baseline. */
export function readBaseline(file: string): BaselineFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BaselineError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = (parsed as { problems?: unknown })?.problems;
  if ((parsed as { version?: unknown })?.version !== 1 || !Array.isArray(problems)) throw new BaselineError(`${file}: not a baseline (version 1, with a list of problems)`);
  for (const [index, p] of problems.entries()) {
    const entry = p as Partial<BaselineProblem>;
    const valid = ['file', 'ruleId', 'message', 'source'].every((field) => typeof entry[field as keyof BaselineProblem] === 'string');
    if (!valid || !Number.isSafeInteger(entry.count) || (entry.count ?? 0) < 1)
      throw new BaselineError(`${file}: problem ${index + 1} needs file, ruleId, message, source and a count of 1 or more`);
  }
  return parsed as BaselineFile;
}

/**
 * The findings the baseline does not account for, in their order, and how many it did. Each entry
 * accounts for as many findings as its count: a second copy of a known problem is new.
 */
export function newFindings(
  findings: readonly Finding[],
  baseline: BaselineFile,
  baselineFile: string,
  textOf: (uri: string) => string | undefined,
): { findings: Finding[]; known: number } {
  const remaining = new Map<string, number>();
  for (const problem of baseline.problems) remaining.set(keyOf(problem), (remaining.get(keyOf(problem)) ?? 0) + problem.count);
  const fresh: Finding[] = [];
  let known = 0;
  for (const finding of findings) {
    const key = keyOf(problemOf(finding, baselineFile, textOf));
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      remaining.set(key, left - 1);
      known++;
    } else fresh.push(finding);
  }
  return { findings: fresh, known };
}

/** Writes a baseline file (a trailing newline, two-space indent: it is meant to be committed and diffed). */
export function writeBaseline(file: string, baseline: BaselineFile): void {
  fs.writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

function problemOf(finding: Finding, baselineFile: string, textOf: (uri: string) => string | undefined): BaselineProblem {
  const file = path
    .relative(path.dirname(path.resolve(baselineFile)), finding.uri)
    .split(path.sep)
    .join('/');
  const line = textOf(finding.uri)?.split(/\r\n|\r|\n/, finding.range.start.line + 1)[finding.range.start.line] ?? '';
  return { file, ruleId: finding.ruleId, message: finding.message, source: line.trim(), count: 1 };
}

function keyOf(problem: BaselineProblem): string {
  return JSON.stringify([problem.file, problem.ruleId, problem.message, problem.source]);
}

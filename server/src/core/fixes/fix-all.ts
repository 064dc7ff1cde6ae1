import type { Finding, Fix } from '../rules/rule';
import { applyEdits, editsOverlap } from './apply-edits';

/** Analyses a text and says how many syntax errors it has; supplied by the caller. */
export interface FixEnvironment {
  findings(text: string): Finding[];
  syntaxErrorCount(text: string): number;
}

export interface FixAllResult {
  text: string;
  /** Fixes applied, across all passes. */
  applied: number;
}

const MAX_PASSES = 10;

/**
 * Applies every safe fix (optionally only those of one rule) until nothing changes: each pass takes
 * a set of non-overlapping fixes, applies them together, and re-analyses, because one fix can move
 * or resolve another finding. A pass whose result parses worse than its input is undone.
 */
export function fixAll(text: string, env: FixEnvironment, ruleId?: string): FixAllResult {
  let current = text;
  let applied = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const chosen: Fix[] = [];
    for (const finding of env.findings(current)) {
      if (ruleId && finding.ruleId !== ruleId) continue;
      const fix = finding.fixes.find((f) => f.safe);
      if (!fix) continue;
      if (chosen.some((c) => editsOverlap(current, c.edits, fix.edits))) continue;
      chosen.push(fix);
    }
    if (chosen.length === 0) break;
    const next = applyEdits(current, chosen.flatMap((f) => f.edits));
    if (next === undefined || next === current || env.syntaxErrorCount(next) > env.syntaxErrorCount(current)) break;
    current = next;
    applied += chosen.length;
  }
  return { text: current, applied };
}

/** Whether applying `fix` keeps the text parsing at least as well as before. */
export function fixKeepsSyntax(text: string, fix: Fix, env: Pick<FixEnvironment, 'syntaxErrorCount'>): boolean {
  const next = applyEdits(text, fix.edits);
  return next !== undefined && env.syntaxErrorCount(next) <= env.syntaxErrorCount(text);
}

import type { Finding, Fix } from '../model/findings';
import { SourceText } from '../text/source-text';
import { applyEdits, compareSpans, spansOverlap, toSpans, type EditSpan } from './apply-edits';

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
  // Parsed only when a pass has something to apply; then carried over from the pass's result.
  let currentErrors: number | undefined;
  let applied = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // One line index per pass: every candidate's edits become offsets once.
    const source = new SourceText(current);
    const chosen: Fix[] = [];
    let taken: EditSpan[] = [];
    for (const finding of env.findings(current)) {
      if (ruleId && finding.ruleId !== ruleId) continue;
      const fix = finding.fixes.find((f) => f.safe);
      if (!fix) continue;
      const spans = toSpans(source, fix.edits);
      const together = [...taken, ...spans].sort(compareSpans);
      if (taken.length > 0 && spansOverlap(together)) continue;
      chosen.push(fix);
      taken = together;
    }
    if (chosen.length === 0) break;
    const next = applyEdits(
      current,
      chosen.flatMap((f) => f.edits),
    );
    if (next === undefined || next === current) break;
    const nextErrors = env.syntaxErrorCount(next);
    currentErrors ??= env.syntaxErrorCount(current);
    if (nextErrors > currentErrors) break;
    current = next;
    currentErrors = nextErrors;
    applied += chosen.length;
  }
  return { text: current, applied };
}

/** Whether applying `fix` keeps the text parsing at least as well as before. */
export function fixKeepsSyntax(text: string, fix: Fix, env: Pick<FixEnvironment, 'syntaxErrorCount'>): boolean {
  const next = applyEdits(text, fix.edits);
  return next !== undefined && env.syntaxErrorCount(next) <= env.syntaxErrorCount(text);
}

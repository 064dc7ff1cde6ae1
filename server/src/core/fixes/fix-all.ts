import type { Finding, Fix } from '../model/findings';
import { SourceText } from '../text/source-text';
import { applyEdits, compareSpans, spansOverlap, toSpans, type EditSpan } from './apply-edits';

/**
 * Analyses a text and says how many syntax errors it has; supplied by the caller. The editor and
 * the command line count the errors with the file's parse gate (`gatedEnvironment` in
 * parse-gate.ts); the analyzer's own count comes from the model.
 */
export interface FixEnvironment {
  findings(text: string): Finding[];
  syntaxErrorCount(text: string): number;
  /**
   * Whether the time the caller gave fix-all is spent (none given: never). Fix-all that runs out
   * before its passes settle applies nothing: a half-way text would make the next run differ.
   */
  exhausted?(): boolean;
}

export interface FixAllResult {
  text: string;
  /** Fixes applied, across all passes. */
  applied: number;
}

/**
 * Passes before fix-all gives up. A run that has not settled by then (a fix that brings its own
 * finding back) applies nothing: returning a half-way text would make a second run differ.
 */
export const MAX_FIX_PASSES = 16;

/**
 * Applies every safe fix (optionally only those of one rule) until nothing changes: each pass takes
 * a set of non-overlapping fixes, applies them together, and re-analyses, because one fix can move
 * or resolve another finding. A pass whose result parses worse than its input is undone, and its
 * fixes are then taken one by one, each kept only if the text still parses as well. The result is
 * settled: running fix-all on it again changes nothing. Out of time (`env.exhausted`) before it
 * settles, it applies nothing.
 */
export function fixAll(text: string, env: FixEnvironment, ruleId?: string): FixAllResult {
  let current = text;
  // Parsed only when a pass has something to apply; then carried over from the pass's result.
  let currentErrors: number | undefined;
  let applied = 0;
  for (let pass = 0; pass <= MAX_FIX_PASSES; pass++) {
    const chosen = nonOverlapping(current, env.findings(current), ruleId);
    if (chosen.length === 0) return { text: current, applied };
    if (env.exhausted?.()) return { text, applied: 0 };
    currentErrors ??= env.syntaxErrorCount(current);
    const step = gatedPass(current, currentErrors, chosen, env);
    // A pass cut short by the budget was not judged: it neither settles nor counts as worse.
    if (env.exhausted?.()) return { text, applied: 0 };
    if (!step) return { text: current, applied };
    if (pass === MAX_FIX_PASSES) break;
    current = step.text;
    currentErrors = step.errors;
    applied += step.applied;
  }
  return { text, applied: 0 };
}

/** The first safe fix of each finding (of `ruleId`, when given) whose edits overlap none taken before. */
function nonOverlapping(text: string, findings: readonly Finding[], ruleId: string | undefined): Fix[] {
  // One line index per pass: every candidate's edits become offsets once.
  const source = new SourceText(text);
  const chosen: Fix[] = [];
  let taken: EditSpan[] = [];
  for (const finding of findings) {
    if (ruleId && finding.ruleId !== ruleId) continue;
    const fix = finding.fixes.find((f) => f.safe);
    if (!fix) continue;
    const together = [...taken, ...toSpans(source, fix.edits)].sort(compareSpans);
    if (taken.length > 0 && spansOverlap(together)) continue;
    chosen.push(fix);
    taken = together;
  }
  return chosen;
}

/**
 * Applies `chosen` together when the result parses as well as `text`; otherwise keeps, in order,
 * each fix that does not make the parse worse together with those kept before it. Undefined when
 * nothing changes the text.
 */
function gatedPass(text: string, errors: number, chosen: readonly Fix[], env: FixEnvironment): { text: string; errors: number; applied: number } | undefined {
  const all = applyEdits(
    text,
    chosen.flatMap((f) => f.edits),
  );
  if (all !== undefined && all !== text) {
    const allErrors = env.syntaxErrorCount(all);
    if (parsesAsWell(allErrors, errors)) return { text: all, errors: allErrors, applied: chosen.length };
  }
  if (chosen.length === 1) return undefined;
  const kept: Fix[] = [];
  let result: { text: string; errors: number } | undefined;
  for (const fix of chosen) {
    const next = applyEdits(
      text,
      [...kept, fix].flatMap((f) => f.edits),
    );
    if (next === undefined || next === text) continue;
    const nextErrors = env.syntaxErrorCount(next);
    if (!parsesAsWell(nextErrors, errors)) continue;
    kept.push(fix);
    result = { text: next, errors: nextErrors };
  }
  return result && { ...result, applied: kept.length };
}

/** Whether applying `fix` keeps the text parsing at least as well as before. */
export function fixKeepsSyntax(text: string, fix: Fix, env: Pick<FixEnvironment, 'syntaxErrorCount'>): boolean {
  const next = applyEdits(text, fix.edits);
  return next !== undefined && next !== text && parsesAsWell(env.syntaxErrorCount(next), env.syntaxErrorCount(text));
}

/**
 * A text with this many syntax errors is not code a quick fix helps with (half-typed code has a
 * handful): no fix is offered or applied in it. It also keeps the gate from re-parsing, candidate
 * after candidate, a megabyte that error recovery fills with hundreds of thousands of errors.
 */
export const MAX_FIXABLE_SYNTAX_ERRORS = 100;

/**
 * The gate's comparison of error counts. A count is infinite when the text could not be parsed
 * (out of time or memory): such a result never passes, even against an input that could not be parsed either.
 */
export function parsesAsWell(after: number, before: number): boolean {
  return before < MAX_FIXABLE_SYNTAX_ERRORS && Number.isFinite(after) && after <= before;
}

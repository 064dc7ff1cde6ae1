/**
 * An unexpected error the analysis caught so that the rest of its work could go on (one broken
 * rule must not hide the findings of the others). It is reported, never shown as a finding: the
 * server logs it, the command prints it under `--debug`, and the tests require there be none.
 */
export interface InternalError {
  /** What was running: `parse`, `extract`, `rule`, `workspace-rule`, `registry-view`, `export`. */
  phase: string;
  /** The rule that threw, for the rule phases. */
  ruleId?: string;
  /** The file being read or checked, when there is one. */
  uri?: string;
  error: unknown;
}

/** Where code that must not throw hands the errors it caught. */
export type ReportInternalError = (entry: InternalError) => void;

/** For a front end or helper used on its own (a test, a one-off parse): errors are not collected. */
export const IGNORE_INTERNAL_ERRORS: ReportInternalError = () => {};

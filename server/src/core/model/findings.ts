import type { Range } from './positions';

/** How bad a finding is: error breaks the build or the call, warning breaks a guideline, info advises. */
export type Severity = 'error' | 'warning' | 'info';

/** A severity from the user's settings; `off` disables the rule. */
export type ConfiguredSeverity = Severity | 'off';

/** A replacement of one range of the file's text. */
export interface TextEdit {
  range: Range;
  newText: string;
}

/** A quick fix: edits to the one file the finding is in. */
export interface Fix {
  title: string;
  edits: TextEdit[];
  /**
   * Safe fixes keep behaviour and are applied by fix-all and `--fix`; unsafe ones (removing a
   * parameter changes the function's schema) are only offered one at a time.
   */
  safe: boolean;
  /**
   * Text the user is meant to type over once the fix is applied (a suppression's reason), as a
   * range in the text after the edits: the editor selects it, like a snippet's tab stop.
   */
  placeholder?: Range;
}

/** A problem a rule found, before severity settings and suppressions are applied. */
export interface RuleReport {
  range: Range;
  message: string;
  fixes?: Fix[];
}

/** A finding as every output (LSP, CLI) receives it. */
export interface Finding {
  ruleId: string;
  severity: Severity;
  message: string;
  uri: string;
  range: Range;
  fixable: boolean;
  fixes: Fix[];
  /**
   * Where the function the finding is about is written, when that is another file than `uri` (a
   * tool object registered by a loop in `uri`): outputs that give one location per finding use it.
   */
  writtenIn?: { uri: string; range: Range };
}

import type { SourceText } from '../text/source-text';
import type { FileModel, FunctionDecl, Language, Range, SerializableDecl } from '../model/types';

/** How bad a finding is: error breaks the build or the call, warning breaks a guideline, info advises. */
export type Severity = 'error' | 'warning' | 'info';

/** A severity from the user's settings; `off` disables the rule. */
export type ConfiguredSeverity = Severity | 'off';

/** What every rule declares about itself. The docs page lives at docs/rules/<id>.md. */
export interface RuleMeta {
  /** Stable kebab-case id, used as the diagnostic code and in suppressions. */
  id: string;
  /** One line: what the rule checks. */
  description: string;
  /** The quality guideline (or compiler check) the rule enforces. */
  guideline: string;
  defaultSeverity: Severity;
  languages: Language[];
  /** Whether a quick fix exists for (some of) its findings. */
  fixable: boolean;
}

/** Cross-file questions a rule may ask while checking one file. */
export interface WorkspaceView {
  /** Every serializable type declared in the workspace, by simple name. */
  findSerializable(simpleName: string): SerializableDecl | undefined;
  /** Every function declared in the workspace. */
  allFunctions(): Iterable<FunctionDecl>;
  /**
   * Every indexed file's model (compiler-parity rules resolve class names across files with it).
   * Optional so that light-weight views (tests, single-file runs) need not provide it.
   */
  files?(): readonly FileModel[];
  /** One indexed file's model (workspace rules follow the manifest to its resources with it). */
  get?(uri: string): FileModel | undefined;
  /** Bumped on every change; workspace rule results are cached per version when it is given. */
  version?: number;
  /**
   * Caches a value derived from the whole workspace until what files can see of each other changes.
   * Rules use it for anything they would otherwise rebuild for every file they check.
   */
  memo?<T>(key: string, compute: () => T): T;
}

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
}

/** A problem a rule found, before severity settings and suppressions are applied. */
export interface RuleReport {
  range: Range;
  message: string;
  fixes?: Fix[];
}

export interface RuleContext {
  file: FileModel;
  /** The file's text, for rules that compute fixes. */
  text: string;
  /** The same text with its line index, built once per analysis for every fix to share. */
  source: SourceText;
  workspace: WorkspaceView;
  report(report: RuleReport): void;
}

/** A report of a workspace rule: it names the file it belongs in. */
export interface WorkspaceRuleReport extends RuleReport {
  uri: string;
}

export interface WorkspaceRuleContext {
  workspace: WorkspaceView;
  /** Every indexed file (the same list as `workspace.files()`). */
  files: readonly FileModel[];
  report(report: WorkspaceRuleReport): void;
}

/**
 * One rule: its metadata and a check over one file's model. A workspace rule (cross-file: app
 * description, duplicates, manifest) also has `checkWorkspace`, run once per workspace version;
 * its reports are handed to the file they name, with that file's severity and suppressions.
 */
export interface Rule {
  meta: RuleMeta;
  check(context: RuleContext): void;
  /**
   * The cross-file pass. It calls `report`, or, when the rule keeps its results between passes,
   * returns them by file uri instead: the lists of files whose reports did not change should be
   * the same arrays as last time, so nothing downstream recomputes for them.
   */
  checkWorkspace?(context: WorkspaceRuleContext): void | ReadonlyMap<string, readonly RuleReport[]>;
  /**
   * What the workspace pass reads of one file, as text. When no file's inputs changed since the
   * last pass (typing inside a body), the last pass's reports stand and the pass is skipped.
   * Without it, the pass reruns on every change.
   */
  workspaceInputs?(file: FileModel): string;
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
}

/** Identity helper that keeps rule modules uniformly typed. */
export function defineRule(rule: Rule): Rule {
  return rule;
}

/** A rule that only looks at the workspace as a whole (see {@link Rule.checkWorkspace}). */
export function defineWorkspaceRule(rule: {
  meta: RuleMeta;
  checkWorkspace(context: WorkspaceRuleContext): void | ReadonlyMap<string, readonly RuleReport[]>;
  workspaceInputs?(file: FileModel): string;
}): Rule {
  return { meta: rule.meta, check() {}, checkWorkspace: rule.checkWorkspace, workspaceInputs: rule.workspaceInputs };
}

import type { SourceText } from '../text/source-text';
import type { RuleReport, Severity } from '../model/findings';
import type { Language } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { WorkspaceView } from '../model/workspace-view';
import type { AnalysisCaches } from '../model/analysis-caches';
import type { DescriptionLanguageSetting } from '../description/languages';

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
  /**
   * `function`: what the rule reports because of a function lies inside that function's
   * declaration and depends on nothing of the file's other functions (only on the function, the
   * file's other declarations and the workspace's facts), and whatever else it reports comes from
   * declarations it walks apart from the functions. While one function of a Kotlin file is edited,
   * such a rule runs on that function alone and its earlier reports on the others stand (see
   * analysis/function-reuse.ts). Claimed only where that holds; a test re-checks it on edits.
   */
  scope?: 'function';
}

export interface RuleContext {
  file: FileModel;
  /** The file's text, for rules that compute fixes. */
  text: string;
  /** The same text with its line index, built once per analysis for every fix to share. */
  source: SourceText;
  workspace: WorkspaceView;
  /** The analyzer's caches: the only place a rule keeps anything between checks. */
  caches: AnalysisCaches;
  /**
   * The language of the file's description text: the file's own override comment, else the
   * `appfunctions.descriptionLanguage` setting; `auto` detects it per text piece (see
   * description/languages.ts). Text rules read descriptions with `analyzeText(text, it)`.
   */
  descriptionLanguage: DescriptionLanguageSetting;
  report(report: RuleReport): void;
  /**
   * For a rule that runs other rules inside it: records that `ruleId` threw, so the outer rule can
   * go on with its own checks and the error is still seen (see model/internal-error.ts).
   */
  internalError(ruleId: string, error: unknown): void;
}

/** A report of a workspace rule: it names the file it belongs in. */
export interface WorkspaceRuleReport extends RuleReport {
  uri: string;
}

export interface WorkspaceRuleContext {
  workspace: WorkspaceView;
  /** Every indexed file (the same list as `workspace.files()`). */
  files: readonly FileModel[];
  /** The analyzer's caches: where an incremental pass keeps its state between versions. */
  caches: AnalysisCaches;
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
   * Without it, the pass reruns on every change. `caches` are the analyzer's, as in the pass.
   */
  workspaceInputs?(file: FileModel, caches: AnalysisCaches): string;
}

/** Identity helper that keeps rule modules uniformly typed. */
export function defineRule(rule: Rule): Rule {
  return rule;
}

/** A rule that only looks at the workspace as a whole (see {@link Rule.checkWorkspace}). */
export function defineWorkspaceRule(rule: {
  meta: RuleMeta;
  checkWorkspace(context: WorkspaceRuleContext): void | ReadonlyMap<string, readonly RuleReport[]>;
  workspaceInputs?(file: FileModel, caches: AnalysisCaches): string;
}): Rule {
  return { meta: rule.meta, check() {}, checkWorkspace: rule.checkWorkspace, workspaceInputs: rule.workspaceInputs };
}

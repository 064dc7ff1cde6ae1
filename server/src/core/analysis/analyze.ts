import * as l10n from '@vscode/l10n';
import type { FileModel, Suppression } from '../model/file-model';
import type { Range } from '../model/positions';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../model/internal-error';
import type { RuleSettings } from '../config/rule-settings';
import { fileDescriptionLanguage, type DescriptionLanguageSetting } from '../description/languages';
import { allRules, getRule } from '../rules/index';
import type { Finding, RuleReport } from '../model/findings';
import type { Rule } from '../rules/rule';
import type { WorkspaceView } from '../model/workspace-view';
import { cacheSlot, type AnalysisCaches } from '../model/analysis-caches';
import { comparePositions, rangeContains } from '../text/ranges';
import { SourceText } from '../text/source-text';
import { planReuse, PREVIOUS_RUNS } from './function-reuse';

/** The id under which unused or unknown suppressions are reported. */
export const UNUSED_SUPPRESSION = 'unused-suppression';

/**
 * Runs every applicable rule over one file, applies the user's severities and the file's
 * suppressions, reports suppressions that suppress nothing, and returns the findings sorted by
 * position. A rule that throws is reported to `internalError` and the other rules' findings stand.
 * `descriptionLanguage` is the setting; a comment in the file (`appfunctions-description-language: ja`)
 * overrides it for that file.
 */
export function analyzeFile(
  file: FileModel,
  workspace: WorkspaceView,
  settings: RuleSettings = {},
  text = '',
  rules: readonly Rule[] = allRules,
  internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
  descriptionLanguage: DescriptionLanguageSetting = 'auto',
): Finding[] {
  const findings: Finding[] = [];
  const language = fileDescriptionLanguage(text) ?? descriptionLanguage;
  const caches = workspace.caches;
  const source = SourceText.of(text);
  const used = new Set<Suppression>();
  const ran = new Set<string>();
  // Typing in one Kotlin function: the function-local rules check that function, and keep what they
  // said of the others (see function-reuse.ts). Keyed by everything else they read.
  const reuse = file.language === 'kotlin' ? caches.get(PREVIOUS_RUNS) : undefined;
  const reuseKey = reuse ? `${workspace.factsVersion}\u0000${language}\u0000${JSON.stringify(settings)}\u0000${rules.map((r) => r.meta.id).join(',')}` : '';
  const previous = reuse?.get(file.uri);
  const plan = reuse ? planReuse(previous, file, text, reuseKey) : undefined;
  const previousReports = plan && previous?.reports;
  const reports = new Map<string, RuleReport[]>();
  for (const rule of rules) {
    if (!rule.meta.languages.includes(file.language)) continue;
    const configured = settings[rule.meta.id] ?? rule.meta.defaultSeverity;
    if (configured === 'off') continue;
    ran.add(rule.meta.id);
    // File and workspace reports go through the same gate: a suppression swallows them, else a finding.
    const recordAbout =
      (writtenIn: Finding['writtenIn']) =>
      ({ range, message, fixes = [] }: RuleReport) => {
        const suppression = suppressionFor(file, rule.meta.id, range);
        if (suppression) used.add(suppression);
        else findings.push({ ruleId: rule.meta.id, severity: configured, message, uri: file.uri, range, fixable: fixes.length > 0, fixes, ...(writtenIn ? { writtenIn } : {}) });
      };
    const record = recordAbout(undefined);
    const local = reuse !== undefined && rule.meta.scope === 'function';
    let checked = file;
    let emit = record;
    if (local) {
      const made: RuleReport[] = [];
      const kept = plan && previousReports?.get(rule.meta.id);
      if (plan && kept) {
        checked = plan.sliced;
        for (const report of kept) {
          if (!plan.keeps(report.range)) continue;
          made.push(report);
          record(report);
        }
      }
      reports.set(rule.meta.id, made);
      emit = (report: RuleReport) => {
        made.push(report);
        record(report);
      };
    }
    // Tools written in other files (objects a loop registers) share this file's ranges: a
    // function-local rule checks each alone, so its findings know which tool they are about.
    const elsewhere = rule.meta.scope === 'function' ? checked.functions.filter((fn) => fn.tool?.writtenIn) : [];
    const passes: { model: FileModel; report: (report: RuleReport) => void }[] =
      elsewhere.length === 0
        ? [{ model: checked, report: emit }]
        : [
            { model: { ...checked, functions: checked.functions.filter((fn) => !fn.tool?.writtenIn) }, report: emit },
            ...elsewhere.map((fn) => {
              const at = fn.tool!.writtenIn!;
              return { model: { ...checked, functions: [fn] }, report: recordAbout({ uri: at.uri, range: at.nameRange }) };
            }),
          ];
    try {
      for (const pass of passes) {
        rule.check({
          file: pass.model,
          text,
          source,
          workspace,
          caches,
          descriptionLanguage: language,
          report: pass.report,
          internalError: (ruleId, error) => internalError({ phase: 'rule', ruleId, uri: file.uri, error }),
        });
      }
    } catch (error) {
      // One faulty rule must not hide the findings of the others; its partial reports are not kept.
      internalError({ phase: 'rule', ruleId: rule.meta.id, uri: file.uri, error });
      reports.delete(rule.meta.id);
    }
    if (rule.checkWorkspace) for (const report of workspaceReports(rule, workspace, file, internalError)) record(report);
  }
  if (reuse) reuse.set(file.uri, { model: file, text, key: reuseKey, reports });
  findings.push(...unusedSuppressions(file, used, ran, settings));
  return dedupe(findings).sort(compareFindings);
}

/** One workspace rule's last pass: the version it ran at, what it read, and its reports by file. */
interface WorkspacePass {
  version: number;
  inputs?: string[];
  byUri: ReadonlyMap<string, readonly RuleReport[]>;
}

/** Per workspace view, by rule id: the last pass, kept until the view's version changes. */
const WORKSPACE_PASSES = cacheSlot('analysis: workspace passes', () => new Map<string, WorkspacePass>());

/**
 * The reports a workspace rule makes for one file. The rule runs once over the whole workspace
 * and its reports are kept per file until the workspace's version changes, so analysing every
 * file costs one cross-file pass, not one per file.
 */
function workspaceReports(rule: Rule, workspace: WorkspaceView, file: FileModel, internalError: ReportInternalError): readonly RuleReport[] {
  const version = workspace.version;
  const caches = workspace.caches;
  const perRule = caches.forWorkspace(workspace, WORKSPACE_PASSES);
  const cached = perRule.get(rule.meta.id);
  if (cached && cached.version === version) return cached.byUri.get(file.uri) ?? [];
  const files = declaringFiles(workspace.files(), caches);
  const inputs = inputsOf(rule, files, caches);
  if (cached && inputs !== undefined && cached.inputs !== undefined && sameInputs(cached.inputs, inputs)) {
    // Nothing the pass reads has changed: keep its reports (the same objects, so stamps match).
    cached.version = version;
    return cached.byUri.get(file.uri) ?? [];
  }
  const reported = new Map<string, RuleReport[]>();
  let byUri: ReadonlyMap<string, readonly RuleReport[]> = reported;
  try {
    const returned = rule.checkWorkspace?.({
      workspace,
      files,
      caches,
      report: ({ uri, ...report }) => {
        const list = reported.get(uri) ?? [];
        list.push(report);
        reported.set(uri, list);
      },
    });
    if (returned) byUri = returned;
  } catch (error) {
    // A faulty workspace rule reports nothing rather than hiding every other finding. Its empty
    // result is cached like any other, so the error is reported once per workspace version.
    internalError({ phase: 'workspace-rule', ruleId: rule.meta.id, error });
    byUri = new Map();
  }
  perRule.set(rule.meta.id, { version, inputs, byUri });
  return byUri.get(file.uri) ?? [];
}

/** Per list of indexed models: those a workspace pass reads (see {@link declaringFiles}). */
const DECLARING_FILES = cacheSlot('analysis: models that declare something', () => new WeakMap<readonly FileModel[], readonly FileModel[]>());

/**
 * The models a workspace rule is given: a deferred file declares nothing (no function, type,
 * manifest or server) until it is parsed, and a large app's thousands of them would cost every pass
 * a visit each. Kept per list, which the registry hands back unchanged until a file changes.
 */
function declaringFiles(files: readonly FileModel[], caches: AnalysisCaches): readonly FileModel[] {
  const known = caches.get(DECLARING_FILES);
  let declaring = known.get(files);
  if (!declaring) known.set(files, (declaring = files.every((model) => !model.deferred) ? files : files.filter((model) => !model.deferred)));
  return declaring;
}

/** Per file model and rule, what the rule's workspace pass reads (models are replaced, never changed). */
const FILE_INPUTS = cacheSlot('analysis: workspace inputs per file', () => new WeakMap<FileModel, Map<string, string>>());

/** What the rule's workspace pass reads, one text per file (undefined when the rule does not say). */
function inputsOf(rule: Rule, files: readonly FileModel[], caches: AnalysisCaches): string[] | undefined {
  if (!rule.workspaceInputs) return undefined;
  const fileInputs = caches.get(FILE_INPUTS);
  const parts: string[] = [];
  for (const model of files) {
    let perRule = fileInputs.get(model);
    if (!perRule) fileInputs.set(model, (perRule = new Map()));
    let text = perRule.get(rule.meta.id);
    if (text === undefined) {
      text = rule.workspaceInputs(model, caches);
      perRule.set(rule.meta.id, text);
    }
    parts.push(text);
  }
  return parts;
}

/** Element by element: an unchanged file hands back the same string, so most comparisons are one pointer check. */
function sameInputs(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A key of everything the workspace rules say about one file: with the file's hash and the facts
 * version, it tells whether the file's cached findings are still right.
 */
export function workspaceStamp(
  file: FileModel,
  workspace: WorkspaceView,
  settings: RuleSettings = {},
  rules: readonly Rule[] = allRules,
  internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
): string {
  const parts: string[] = [];
  for (const rule of rules) {
    if (!rule.checkWorkspace || !rule.meta.languages.includes(file.language)) continue;
    if ((settings[rule.meta.id] ?? rule.meta.defaultSeverity) === 'off') continue;
    const reports = workspaceReports(rule, workspace, file, internalError);
    if (reports.length > 0) parts.push(rule.meta.id, reportsKey(reports, workspace.caches.get(REPORT_KEYS)));
  }
  return parts.join('|');
}

/**
 * The reports' ranges and messages as text, once per report list (a list lives as long as its rule
 * run) and once per report (a rule may hand out the same report object pass after pass).
 */
const REPORT_KEYS = cacheSlot('analysis: report keys', () => new WeakMap<object, string>());
function reportsKey(reports: readonly RuleReport[], reportKeys: WeakMap<object, string>): string {
  let key = reportKeys.get(reports);
  if (key === undefined) {
    key = reports.map((report) => reportKey(report, reportKeys)).join('\u0000');
    reportKeys.set(reports, key);
  }
  return key;
}

function reportKey(report: RuleReport, reportKeys: WeakMap<object, string>): string {
  let key = reportKeys.get(report);
  if (key === undefined) {
    key = JSON.stringify([report.range, report.message]);
    reportKeys.set(report, key);
  }
  return key;
}

function unusedSuppressions(file: FileModel, used: Set<Suppression>, ran: Set<string>, settings: RuleSettings): Finding[] {
  const severity = settings[UNUSED_SUPPRESSION] ?? getRule(UNUSED_SUPPRESSION)?.meta.defaultSeverity ?? 'info';
  if (severity === 'off') return [];
  const findings: Finding[] = [];
  for (const suppression of file.suppressions) {
    if (used.has(suppression) || suppression.ruleId === 'all') continue;
    const known = !!getRule(suppression.ruleId);
    // A rule the user turned off, or one that does not apply to this language, proves nothing.
    if (known && !ran.has(suppression.ruleId)) continue;
    findings.push({
      ruleId: UNUSED_SUPPRESSION,
      severity,
      message: known
        ? l10n.t("This suppression of '{0}' no longer suppresses anything and can be removed.", suppression.ruleId)
        : l10n.t("'{0}' is not an AppFunctions rule, so this suppression has no effect.", suppression.ruleId),
      uri: file.uri,
      range: suppression.range,
      fixable: false,
      fixes: [],
    });
  }
  return findings;
}

function suppressionFor(file: FileModel, ruleId: string, range: Range): Suppression | undefined {
  return file.suppressions.find((s) => (s.ruleId === ruleId || s.ruleId === 'all') && rangeContains(s.scope, range));
}

function compareFindings(a: Finding, b: Finding): number {
  return comparePositions(a.range.start, b.range.start) || a.ruleId.localeCompare(b.ruleId);
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const about = f.writtenIn ? `${f.writtenIn.uri}:${f.writtenIn.range.start.line}:${f.writtenIn.range.start.character}` : '';
    const key = `${f.ruleId}:${f.range.start.line}:${f.range.start.character}:${f.range.end.line}:${f.range.end.character}:${f.message}:${about}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

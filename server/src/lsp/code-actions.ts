import * as fs from 'node:fs';
import * as l10n from '@vscode/l10n';
import { URI } from 'vscode-uri';
import {
  CodeActionKind,
  ErrorCodes,
  ResponseError,
  type CodeAction,
  type CodeActionParams,
  type Connection,
  type Diagnostic,
  type ServerCapabilities,
  type TextEdit as LspTextEdit,
} from 'vscode-languageserver';
import type { Analyzer } from '../core/analyzer';
import { applyEdits } from '../core/fixes/apply-edits';
import { fixAll, MAX_FIXABLE_SYNTAX_ERRORS, type FixEnvironment } from '../core/fixes/fix-all';
import { gatedEnvironment, parseGateFor } from '../core/fixes/parse-gate';
import { suppressionFixes } from '../core/fixes/suppress';
import type { Finding, Fix } from '../core/model/findings';
import { SourceText } from '../core/text/source-text';
import { ruleDocsUri } from '../core/rules/support/rule-docs';
import { CONFIG_FILE_NAME, setRuleSeverity } from '../core/config/project-config';
import { DIAGNOSTIC_SOURCE, SELECT_PLACEHOLDER_COMMAND, SHOW_RULE_DOCUMENTATION_COMMAND } from './protocol';
import type { FindingsCache } from './findings-cache';
import type { WorkspaceReader } from './open-documents';
import type { SettingsService } from './settings';

/** The code action kind editors run on save (`editor.codeActionsOnSave`). */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.appfunctions`;

/** What code actions read: the workspace, the findings they fix, the analyzer that re-checks fixed text, the settings. */
export interface CodeActionParts {
  workspace: WorkspaceReader;
  findings: Pick<FindingsCache, 'findingsFor'>;
  analyzer: Pick<Analyzer, 'fixEnvironment' | 'skipped'>;
  settings: SettingsService;
  /**
   * Whether the client asks for an action's edit with `codeAction/resolve` (VS Code does). Unless
   * it is known not to, a fix-all is listed without its edit and worked out only when chosen.
   */
  resolvesEdits?: boolean;
  /** Whether the client applies edits that create files (`workspace.workspaceEdit.resourceOperations` has `create`). */
  createsFiles?: boolean;
}

/**
 * How long the parse gate may spend judging one request's candidate fixes. Each candidate is a
 * parse of the whole file, and on a large broken file each is a fresh one (hundreds of ms for
 * 400 KB): past this, the remaining fixes are not offered, so the list still comes within a second.
 */
export const CODE_ACTION_GATE_BUDGET_MS = 500;

/**
 * How long one fix-all may take in the editor, its analyses and parses together: on a megabyte
 * file each pass re-analyses and re-parses the whole text (about half a second). Out of time, it
 * offers nothing rather than a half-way result; the command's `--fix` has no such bound.
 */
export const FIX_ALL_BUDGET_MS = 500;

/** What a fix-all action carries until the editor resolves it: the file, and the rule when it fixes one rule. */
interface FixAllData {
  fixAll: string;
  ruleId?: string;
}

/**
 * Quick fixes for each diagnostic (safe ones preferred), "fix all of this rule in the file",
 * suppressions for the function, class or file, and the fix-all source action. Listing them costs
 * the file's cached findings and one parse per offered fix: each fix is offered only when the fixed
 * text parses at least as well as the current one (the parse gate). A fix-all re-analyses the file
 * pass after pass, so it is worked out in `codeAction/resolve`, when the user picks it (or when the
 * request asks for fix-all by kind, as saving does, or the client cannot resolve).
 */
export function registerCodeActions(
  connection: Connection,
  { workspace, findings: cache, analyzer, settings, resolvesEdits, createsFiles = false }: CodeActionParts,
): ServerCapabilities {
  /** The fix-all's edit for the file's current text, or undefined when it changes nothing. */
  async function fixAllEdit(uri: string, ruleId: string | undefined): Promise<CodeAction['edit']> {
    const env = await gatedEnvironment(
      uri,
      analyzer.fixEnvironment(uri, settings.rulesFor(uri), settings.descriptionLanguageFor(uri)),
      workspace.registry.limits.parseTimeMs,
      FIX_ALL_BUDGET_MS,
    );
    const text = workspace.registry.text(uri);
    if (text === undefined || analyzer.skipped(uri)) return undefined;
    // The first pass reads the text the cache already analysed.
    const cached: FixEnvironment = {
      findings: (t) => (t === text ? cache.findingsFor(uri) : env.findings(t)),
      syntaxErrorCount: (t) => env.syntaxErrorCount(t),
      exhausted: () => env.exhausted?.() ?? false,
    };
    const result = fixAll(text, cached, ruleId);
    return result.applied > 0 ? { changes: { [uri]: [minimalEdit(new SourceText(text), result.text)] } } : undefined;
  }

  connection.onCodeAction(async (params: CodeActionParams) => {
    if (!wellFormed(params)) throw new ResponseError(ErrorCodes.InvalidParams, l10n.t('A code action request needs a text document URI and a context with diagnostics.'));
    const uri = params.textDocument.uri;
    const file = workspace.registry.get(uri);
    const text = workspace.registry.text(uri);
    // A file that was not analysed has nothing to fix, and parsing it is what the skip avoids; one
    // that broken (its model alone shows it) gets no fix either, so its candidates are not parsed.
    if (!file || text === undefined || analyzer.skipped(uri) || file.syntaxErrors.length >= MAX_FIXABLE_SYNTAX_ERRORS) return [];
    const gate = await parseGateFor(uri, workspace.registry.limits.parseTimeMs, CODE_ACTION_GATE_BUDGET_MS);
    const source = new SourceText(text);
    const only = params.context.only;
    const wants = (kind: string) => !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const askedFor = (kind: string) => !!only?.some((o) => kind === o || kind.startsWith(`${o}.`));
    const keepsParsing = (fix: Fix) => {
      const next = applyEdits(text, fix.edits);
      return next !== undefined && next !== text && (!gate || gate.keeps(text, next));
    };
    const findings = cache.findingsFor(uri);
    const actions: CodeAction[] = [];
    const fixAllAction = async (action: CodeAction, ruleId: string | undefined): Promise<CodeAction | undefined> => {
      if (resolvesEdits !== false && !askedFor(FIX_ALL_KIND)) return { ...action, data: { fixAll: uri, ruleId } satisfies FixAllData };
      const edit = await fixAllEdit(uri, ruleId);
      return edit && { ...action, edit };
    };

    if (wants(FIX_ALL_KIND) && findings.some((f) => f.fixes.some((x) => x.safe))) {
      const action = await fixAllAction({ title: l10n.t('Fix all AppFunctions problems'), kind: FIX_ALL_KIND }, undefined);
      if (action) actions.push(action);
    }
    if (!wants(CodeActionKind.QuickFix)) return actions;

    const fixAllOffered = new Set<string>();
    const documented = new Set<string>();
    for (const diagnostic of params.context.diagnostics) {
      if (diagnostic?.source !== DIAGNOSTIC_SOURCE || !diagnostic.range) continue;
      const finding = findings.find((f) => f.ruleId === diagnostic.code && sameRange(f, diagnostic));
      if (!finding) continue;
      for (const fix of finding.fixes) {
        if (keepsParsing(fix)) actions.push(quickFix(uri, fix, diagnostic, fix.safe));
      }
      const sameRule = findings.filter((f) => f.ruleId === finding.ruleId && f.fixes.some((x) => x.safe));
      if (sameRule.length > 1 && !fixAllOffered.has(finding.ruleId)) {
        fixAllOffered.add(finding.ruleId);
        const title = l10n.t("Fix all '{0}' problems in this file", finding.ruleId);
        const action = await fixAllAction({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic] }, finding.ruleId);
        if (action) actions.push(action);
      }
      for (const fix of suppressionFixes(finding, file, source)) {
        if (keepsParsing(fix)) actions.push(quickFix(uri, fix, diagnostic, false));
      }
      if (!documented.has(finding.ruleId)) {
        documented.add(finding.ruleId);
        const turnOff = turnOffAction(finding.ruleId, diagnostic, settings.configFileFor(uri), createsFiles);
        if (turnOff) actions.push(turnOff);
        actions.push(documentationAction(finding.ruleId, diagnostic));
      }
    }
    return actions;
  });

  connection.onCodeActionResolve(async (action) => {
    const data = action?.data as Partial<FixAllData> | undefined;
    if (typeof data?.fixAll !== 'string' || (data.ruleId !== undefined && typeof data.ruleId !== 'string')) return action;
    const edit = await fixAllEdit(data.fixAll, data.ruleId);
    return edit ? { ...action, edit } : action;
  });
  return { codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: true } };
}

/** Whether the request has what the protocol requires: a document URI and a context with a diagnostics array. */
function wellFormed(params: CodeActionParams | undefined): boolean {
  return (
    typeof params?.textDocument?.uri === 'string' &&
    !!params.context &&
    Array.isArray(params.context.diagnostics) &&
    (params.context.only === undefined || Array.isArray(params.context.only))
  );
}

function quickFix(uri: string, fix: Fix, diagnostic: Diagnostic, preferred: boolean): CodeAction {
  return {
    title: fix.title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: preferred || undefined,
    edit: { changes: { [uri]: fix.edits.map((e) => ({ range: e.range, newText: e.newText })) } },
    // Run after the edit is applied: the client selects what the user should type over.
    ...(fix.placeholder ? { command: { title: fix.title, command: SELECT_PLACEHOLDER_COMMAND, arguments: [uri, fix.placeholder] } } : {}),
  };
}

function sameRange(finding: Finding, diagnostic: Diagnostic): boolean {
  const a = finding.range;
  const b = diagnostic.range;
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/**
 * One edit covering only the changed middle of the text, so the editor keeps cursor and folds.
 * Neither end falls between the `\r` and `\n` of a line break: no position of a line lies there.
 */
export function minimalEdit(source: SourceText, after: string): LspTextEdit {
  const before = source.text;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  if (start > 0 && before[start - 1] === '\r' && (before[start] === '\n' || after[start] === '\n')) start--;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  // The common suffix starts with the `\n` of a break whose `\r` is replaced: take the `\n` in.
  if (before[endBefore] === '\n' && before[endBefore - 1] === '\r') {
    endBefore++;
    endAfter++;
  }
  return { range: source.range(start, endBefore), newText: after.slice(start, endAfter) };
}

/** "Show documentation for '<rule>'": the rule's page in the messages' language, rendered by the client. */
function documentationAction(ruleId: string, diagnostic: Diagnostic): CodeAction {
  const title = l10n.t("Show documentation for '{0}'", ruleId);
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], command: { title, command: SHOW_RULE_DOCUMENTATION_COMMAND, arguments: [ruleDocsUri(ruleId)] } };
}

/**
 * "Turn off '<rule>' in appfunctions.config.json": the rule set to off in the project's
 * configuration file, changed as little as the file allows, or a new file at the workspace folder's
 * root when there is none (for a client that can create files). The editor applies the
 * configuration once the file is saved. No action into a file that is not valid JSON.
 */
function turnOffAction(ruleId: string, diagnostic: Diagnostic, configFile: string | undefined, createsFiles: boolean): CodeAction | undefined {
  if (configFile === undefined) return undefined;
  const title = l10n.t("Turn off '{0}' in {1}", ruleId, CONFIG_FILE_NAME);
  const configUri = URI.file(configFile).toString();
  let text: string | undefined;
  try {
    text = fs.readFileSync(configFile, 'utf8');
  } catch {
    // Expected: no configuration yet; one is created below.
  }
  if (text === undefined) {
    if (!createsFiles) return undefined;
    const content = `${JSON.stringify({ rules: { [ruleId]: 'off' } }, null, 2)}\n`;
    return {
      title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      edit: {
        documentChanges: [
          { kind: 'create', uri: configUri, options: { ignoreIfExists: true } },
          { textDocument: { uri: configUri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: content }] },
        ],
      },
    };
  }
  const changed = setRuleSeverity(text, ruleId, 'off');
  if (changed === undefined || changed === text) return undefined;
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [configUri]: [minimalEdit(new SourceText(text), changed)] } } };
}

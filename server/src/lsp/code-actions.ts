import * as l10n from '@vscode/l10n';
import { CodeActionKind, type CodeAction, type Connection, type Diagnostic, type ServerCapabilities, type TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { Analyzer } from '../core/analyzer';
import { fixAll, fixKeepsSyntax } from '../core/fixes/fix-all';
import { suppressionFixes } from '../core/fixes/suppress';
import type { Finding, Fix } from '../core/model/findings';
import { SourceText } from '../core/text/source-text';
import { DIAGNOSTIC_SOURCE } from './protocol';
import type { FindingsCache } from './findings-cache';
import type { WorkspaceReader } from './open-documents';
import type { SettingsService } from './settings';

/** The code action kind editors run on save (`editor.codeActionsOnSave`). */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.appfunctions`;

/** What code actions read: the workspace, the findings they fix, the analyzer that re-checks fixed text, the settings. */
export interface CodeActionParts {
  workspace: WorkspaceReader;
  findings: Pick<FindingsCache, 'findingsFor'>;
  analyzer: Pick<Analyzer, 'fixEnvironment'>;
  settings: SettingsService;
}

/**
 * Quick fixes for each diagnostic (safe ones preferred), "fix all of this rule in the file",
 * suppressions for the function, class or file, and the fix-all source action.
 */
export function registerCodeActions(connection: Connection, { workspace, findings: cache, analyzer, settings }: CodeActionParts): ServerCapabilities {
  connection.onCodeAction((params) => {
    const uri = params.textDocument.uri;
    const file = workspace.registry.get(uri);
    const text = workspace.registry.text(uri);
    if (!file || text === undefined) return [];
    const source = new SourceText(text);
    const env = analyzer.fixEnvironment(uri, settings.current.rules, settings.current.descriptionLanguage);
    const only = params.context.only;
    const wants = (kind: string) => !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const actions: CodeAction[] = [];

    if (wants(FIX_ALL_KIND)) {
      const result = fixAll(text, env);
      if (result.applied > 0) {
        actions.push({ title: l10n.t('Fix all AppFunctions problems'), kind: FIX_ALL_KIND, edit: { changes: { [uri]: [minimalEdit(source, result.text)] } } });
      }
    }
    if (!wants(CodeActionKind.QuickFix)) return actions;

    const findings = cache.findingsFor(uri);
    const fixAllOffered = new Set<string>();
    for (const diagnostic of params.context.diagnostics) {
      if (diagnostic.source !== DIAGNOSTIC_SOURCE) continue;
      const finding = findings.find((f) => f.ruleId === diagnostic.code && sameRange(f, diagnostic));
      if (!finding) continue;
      for (const fix of finding.fixes) {
        if (!fixKeepsSyntax(text, fix, env)) continue;
        actions.push(quickFix(uri, fix, diagnostic, fix.safe));
      }
      const sameRule = findings.filter((f) => f.ruleId === finding.ruleId && f.fixes.some((x) => x.safe));
      if (sameRule.length > 1 && !fixAllOffered.has(finding.ruleId)) {
        fixAllOffered.add(finding.ruleId);
        const result = fixAll(text, env, finding.ruleId);
        if (result.applied > 0) {
          actions.push({
            title: l10n.t("Fix all '{0}' problems in this file", finding.ruleId),
            kind: CodeActionKind.QuickFix,
            diagnostics: [diagnostic],
            edit: { changes: { [uri]: [minimalEdit(source, result.text)] } },
          });
        }
      }
      for (const fix of suppressionFixes(finding, file, source)) actions.push(quickFix(uri, fix, diagnostic, false));
    }
    return actions;
  });
  return { codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] } };
}

function quickFix(uri: string, fix: Fix, diagnostic: Diagnostic, preferred: boolean): CodeAction {
  return {
    title: fix.title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: preferred || undefined,
    edit: { changes: { [uri]: fix.edits.map((e) => ({ range: e.range, newText: e.newText })) } },
  };
}

function sameRange(finding: Finding, diagnostic: Diagnostic): boolean {
  const a = finding.range;
  const b = diagnostic.range;
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** One edit covering only the changed middle of the text, so the editor keeps cursor and folds. */
export function minimalEdit(source: SourceText, after: string): LspTextEdit {
  const before = source.text;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return { range: source.range(start, endBefore), newText: after.slice(start, endAfter) };
}

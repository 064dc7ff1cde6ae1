import type { CodeAction, CodeActionParams, Connection, Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Analyzer } from '../../server/src/core/analyzer';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import type { Finding } from '../../server/src/core/model/findings';
import { registerCodeActions } from '../../server/src/lsp/code-actions';
import { FindingsCache } from '../../server/src/lsp/findings-cache';
import { DIAGNOSTIC_SOURCE } from '../../server/src/lsp/protocol';
import { SettingsService } from '../../server/src/lsp/settings';

/**
 * The code-action feature in process, wired as the server wires it (the findings cache, the
 * settings, the analyzer), with a connection that only records the handlers. `analyses` counts
 * every run of the rules over a file: the findings cache's and each fix-all pass's.
 */
export interface CodeActionHarness {
  readonly analyses: { count: number };
  open(uri: string, text: string): void;
  findings(uri: string): Finding[];
  /** The actions for the diagnostics of `ruleId` (all findings when absent), as the editor would ask. */
  actions(uri: string, ruleId?: string, only?: string[]): Promise<CodeAction[]>;
  resolve(action: CodeAction): Promise<CodeAction>;
  /** `action`'s edit applied to the file's text (resolving it first when it has none). */
  apply(uri: string, action: CodeAction): Promise<string>;
  request(params: unknown): Promise<unknown>;
}

/** `resolvesEdits` as the server is told; `findings` may change what the cache found (to plant a fix). */
export function codeActionHarness(analyzer: Analyzer, options: { resolvesEdits?: boolean; findings?: (found: Finding[]) => Finding[] } = {}): CodeActionHarness {
  const analyses = { count: 0 };
  let onCodeAction: ((params: CodeActionParams) => Promise<CodeAction[]>) | undefined;
  let onResolve: ((action: CodeAction) => Promise<CodeAction>) | undefined;
  const connection = {
    onCodeAction: (handler: typeof onCodeAction) => (onCodeAction = handler),
    onCodeActionResolve: (handler: typeof onResolve) => (onResolve = handler),
  } as unknown as Connection;
  const counted = {
    findings: (...args: Parameters<Analyzer['findings']>) => {
      analyses.count++;
      return analyzer.findings(...args);
    },
    workspaceStamp: (...args: Parameters<Analyzer['workspaceStamp']>) => analyzer.workspaceStamp(...args),
    skipped: (...args: Parameters<Analyzer['skipped']>) => analyzer.skipped(...args),
    fixEnvironment: (...args: Parameters<Analyzer['fixEnvironment']>) => {
      const env = analyzer.fixEnvironment(...args);
      return {
        findings: (text: string) => {
          analyses.count++;
          return env.findings(text);
        },
        syntaxErrorCount: (text: string) => env.syntaxErrorCount(text),
      };
    },
  } as unknown as Analyzer;
  const workspace = { registry: analyzer.registry };
  const settings = new SettingsService(connection, false, undefined);
  const real = new FindingsCache(workspace as never, counted, settings);
  const cache = { findingsFor: (uri: string) => (options.findings ?? ((found) => found))(real.findingsFor(uri)) };
  registerCodeActions(connection, { workspace: workspace as never, findings: cache, analyzer: counted, settings, resolvesEdits: options.resolvesEdits });

  const diagnostic = (f: Finding): Diagnostic => ({ range: f.range, message: f.message, code: f.ruleId, source: DIAGNOSTIC_SOURCE });
  const harness: CodeActionHarness = {
    analyses,
    open: (uri, text) => analyzer.registry.update(uri, text),
    findings: (uri) => cache.findingsFor(uri),
    async actions(uri, ruleId, only) {
      const diagnostics = cache
        .findingsFor(uri)
        .filter((f) => !ruleId || f.ruleId === ruleId)
        .map(diagnostic);
      const range = diagnostics[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
      return onCodeAction!({ textDocument: { uri }, range, context: { diagnostics, only } });
    },
    resolve: (action) => onResolve!(action),
    async apply(uri, action) {
      const resolved = action.edit ? action : await onResolve!(action);
      const text = analyzer.registry.text(uri)!;
      const edits = (resolved.edit?.changes?.[uri] ?? []) as TextEdit[];
      const after = applyEdits(text, edits);
      if (after === undefined) throw new Error(`'${action.title}' has overlapping edits`);
      return after;
    },
    request: (params) => onCodeAction!(params as CodeActionParams),
  };
  return harness;
}

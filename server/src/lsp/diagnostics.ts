import {
  DiagnosticSeverity,
  DocumentDiagnosticReportKind,
  type Connection,
  type Diagnostic,
  type WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import { ruleDocsUri } from '../core/rules/support/rule-docs';
import type { Finding, Severity } from '../core/model/findings';
import { DIAGNOSTIC_SOURCE } from './protocol';
import { cancelled, inSlices, nextTurn } from './cancellation';
import type { WorkspaceSession } from './workspace-session';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** A finding as an LSP diagnostic: the rule id as code, linked to the rule's page. */
export function toDiagnostic(finding: Finding): Diagnostic {
  return {
    range: finding.range,
    severity: SEVERITY[finding.severity],
    code: finding.ruleId,
    codeDescription: { href: ruleDocsUri(finding.ruleId) },
    source: DIAGNOSTIC_SOURCE,
    message: finding.message,
  };
}

/**
 * Pull diagnostics: per open document, and for the whole workspace so that problems in closed files
 * are listed too (and cleared once fixed or deleted).
 */
export function registerDiagnostics(connection: Connection, session: WorkspaceSession, ready: Promise<void>): void {
  connection.languages.diagnostics.on(async (params, token) => {
    await ready;
    // Let edits and cancellations already sent arrive first: a pull the client has given up on
    // (it pulls again after each edit) is not worth analysing for.
    await nextTurn();
    if (token.isCancellationRequested) throw cancelled();
    const resultId = session.resultId(params.textDocument.uri);
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items: session.findingsFor(params.textDocument.uri, resultId).map(toDiagnostic) };
  });

  connection.languages.diagnostics.onWorkspace(async (params, token) => {
    await ready;
    const previous = new Map(params.previousResultIds.map((p) => [p.uri, p.value]));
    const items: WorkspaceDocumentDiagnosticReport[] = [];
    // A large workspace is analysed in slices, so that a keystroke's own pull is served in
    // between, and a pull the client cancelled (it starts a new one after changes) stops.
    const finished = await inSlices(
      session.registry.uris(),
      (uri) => {
        // Open documents are served by the document pull, which sees unsaved text.
        if (session.documents.get(uri)) return;
        const resultId = session.resultId(uri);
        if (previous.get(uri) === resultId) {
          items.push({ kind: DocumentDiagnosticReportKind.Unchanged, uri, resultId, version: null });
        } else {
          items.push({ kind: DocumentDiagnosticReportKind.Full, uri, resultId, version: null, items: session.findingsFor(uri, resultId).map(toDiagnostic) });
        }
      },
      () => token.isCancellationRequested,
    );
    if (!finished) throw cancelled();
    for (const uri of session.removed) {
      items.push({ kind: DocumentDiagnosticReportKind.Full, uri, version: null, items: [] });
    }
    session.removed.clear();
    return { items };
  });
}

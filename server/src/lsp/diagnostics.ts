import {
  DiagnosticSeverity,
  DocumentDiagnosticReportKind,
  type Connection,
  type Diagnostic,
  type WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import { ruleDocsUri } from '../core/rules/docs';
import type { Finding, Severity } from '../core/rules/rule';
import { DIAGNOSTIC_SOURCE } from './protocol';
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
  connection.languages.diagnostics.on(async (params) => {
    await ready;
    const document = session.documents.get(params.textDocument.uri);
    if (document) session.syncDocument(document);
    const resultId = session.resultId(params.textDocument.uri);
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items: session.findingsFor(params.textDocument.uri, resultId).map(toDiagnostic) };
  });

  connection.languages.diagnostics.onWorkspace(async (params) => {
    await ready;
    const previous = new Map(params.previousResultIds.map((p) => [p.uri, p.value]));
    const items: WorkspaceDocumentDiagnosticReport[] = [];
    for (const uri of session.analyzer.registry.uris()) {
      // Open documents are served by the document pull, which sees unsaved text.
      if (session.documents.get(uri)) continue;
      const resultId = session.resultId(uri);
      if (previous.get(uri) === resultId) {
        items.push({ kind: DocumentDiagnosticReportKind.Unchanged, uri, resultId, version: null });
      } else {
        items.push({ kind: DocumentDiagnosticReportKind.Full, uri, resultId, version: null, items: session.findingsFor(uri, resultId).map(toDiagnostic) });
      }
    }
    for (const uri of session.removed) {
      items.push({ kind: DocumentDiagnosticReportKind.Full, uri, version: null, items: [] });
    }
    session.removed.clear();
    return { items };
  });
}

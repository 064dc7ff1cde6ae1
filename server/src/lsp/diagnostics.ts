import * as l10n from '@vscode/l10n';
import type { ServerLog } from './log';
import {
  DiagnosticSeverity,
  DocumentDiagnosticReportKind,
  type Connection,
  type Diagnostic,
  type ServerCapabilities,
  type WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import { ruleDocsUri } from '../core/rules/support/rule-docs';
import type { Finding, Severity } from '../core/model/findings';
import { DIAGNOSTIC_SOURCE } from './protocol';
import { cancelled, inSlices, nextTurn } from './cancellation';
import { arrayParam, objectParam, optionalStringParam, textDocumentParam, uriParam } from './request-params';
import type { DiskFiles } from './disk-files';
import type { FindingsCache } from './findings-cache';
import type { OpenDocuments } from './open-documents';
import type { Settle } from './settle';

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
    // A tool object registered here but written in another file: the problem links to it.
    ...(finding.writtenIn
      ? { relatedInformation: [{ location: { uri: finding.writtenIn.uri, range: finding.writtenIn.range }, message: l10n.t('The tool is written here.') }] }
      : {}),
  };
}

/** What the diagnostics pulls read. */
export interface DiagnosticsParts {
  open: OpenDocuments;
  findings: FindingsCache;
  disk: Pick<DiskFiles, 'takeRemoved' | 'whenIndexed'>;
  settle: Pick<Settle, 'onDidSettle'>;
  /** Settles once settings are read: a pull waits for it so the first answer honours them. */
  ready: Promise<void>;
  /** Whether the client can be asked to pull again (`workspace/diagnostic/refresh`). */
  refreshSupport: boolean;
  /** Debug lines: each pull with its time. */
  log?: Pick<ServerLog, 'debug'>;
}

/**
 * Pull diagnostics: per open document, and for the whole workspace so that problems in closed files
 * are listed too (and cleared once fixed or deleted).
 */
export function registerDiagnostics(connection: Connection, { open, findings, disk, settle, ready, refreshSupport, log }: DiagnosticsParts): ServerCapabilities {
  if (refreshSupport) {
    // The client pulls an edited document by itself; other files' findings (cross-file rules) are
    // asked for again once a burst of edits has settled, not after every keystroke.
    settle.onDidSettle(() => void connection.languages.diagnostics.refresh());
  }
  connection.languages.diagnostics.on(async (raw, token) => {
    const params = documentPullParams(raw);
    await ready;
    // Let edits and cancellations already sent arrive first: a pull the client has given up on
    // (it pulls again after each edit) is not worth analysing for.
    await nextTurn();
    if (token.isCancellationRequested) throw cancelled();
    const resultId = findings.resultId(params.uri);
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    const started = performance.now();
    const items = findings.findingsFor(params.uri, resultId).map(toDiagnostic);
    log?.debug(() => `Diagnostics of ${params.uri}: ${items.length} in ${(performance.now() - started).toFixed(1)} ms.`);
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items };
  });

  connection.languages.diagnostics.onWorkspace(async (raw, token) => {
    const previous = workspacePullParams(raw);
    await ready;
    // Closed files' findings depend on the whole workspace: none is sent before all of it is read,
    // so a manifest never shows, for a moment, that its res/xml file is missing. The server asks
    // the client to pull again when indexing ends.
    await disk.whenIndexed();
    if (token.isCancellationRequested) throw cancelled();
    const items: WorkspaceDocumentDiagnosticReport[] = [];
    // A large workspace is analysed in slices, so that a keystroke's own pull is served in
    // between, and a pull the client cancelled (it starts a new one after changes) stops.
    const finished = await inSlices(
      open.registry.uris(),
      (uri) => {
        // Open documents are served by the document pull, which sees unsaved text.
        if (open.isOpen(uri)) return;
        const resultId = findings.resultId(uri);
        if (previous.get(uri) === resultId) {
          items.push({ kind: DocumentDiagnosticReportKind.Unchanged, uri, resultId, version: null });
        } else {
          items.push({ kind: DocumentDiagnosticReportKind.Full, uri, resultId, version: null, items: findings.findingsFor(uri, resultId).map(toDiagnostic) });
        }
      },
      () => token.isCancellationRequested,
    );
    if (!finished) throw cancelled();
    log?.debug(() => `Workspace diagnostics: ${items.length} files.`);
    for (const uri of disk.takeRemoved()) {
      items.push({ kind: DocumentDiagnosticReportKind.Full, uri, version: null, items: [] });
    }
    return { items };
  });
  return { diagnosticProvider: { identifier: 'appfunctions', interFileDependencies: true, workspaceDiagnostics: true } };
}

/** A document pull's parameters: the document and the result id the client holds. */
function documentPullParams(raw: unknown): { uri: string; previousResultId?: string } {
  const params = objectParam(raw, 'params');
  return { uri: textDocumentParam(params), previousResultId: optionalStringParam(params.previousResultId, 'previousResultId') };
}

/** A workspace pull's parameters: the result id the client holds per file. */
function workspacePullParams(raw: unknown): Map<string, string> {
  const params = objectParam(raw, 'params');
  const previous = new Map<string, string>();
  arrayParam(params.previousResultIds, 'previousResultIds').forEach((entry, i) => {
    const field = `previousResultIds[${i}]`;
    const held = objectParam(entry, field);
    const value = optionalStringParam(held.value, `${field}.value`);
    if (value !== undefined) previous.set(uriParam(held.uri, `${field}.uri`), value);
  });
  return previous;
}

import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient/node';
import { SHOW_RULE_DOCUMENTATION_COMMAND } from '../../server/src/lsp/protocol';

/**
 * Shows a rule's page rendered and read-only, in the Markdown preview, for the server's "Show
 * documentation" action and the diagnostics' rule links. Only pages inside the extension's own
 * docs folder are opened: the command can be called with any argument (from a command link, say),
 * and it must not become a file viewer.
 */
export function registerRuleDocumentation(context: vscode.ExtensionContext): void {
  const docs = vscode.Uri.joinPath(context.extensionUri, 'docs').fsPath;
  context.subscriptions.push(
    vscode.commands.registerCommand(SHOW_RULE_DOCUMENTATION_COMMAND, async (page: unknown) => {
      const uri = typeof page === 'string' ? vscode.Uri.parse(page, true) : undefined;
      const relative = uri?.scheme === 'file' ? path.relative(docs, uri.fsPath) : undefined;
      if (!uri || relative === undefined || relative.startsWith('..') || path.isAbsolute(relative) || !relative.endsWith('.md')) {
        void vscode.window.showErrorMessage(vscode.l10n.t('Not an AppFunctions rule page: {0}', String(page)));
        return;
      }
      await vscode.commands.executeCommand('markdown.showPreview', uri);
    }),
  );
}

/**
 * Diagnostic middleware: a rule link (the diagnostic's code target, a `file:` page of the docs)
 * opens the rendered page through {@link SHOW_RULE_DOCUMENTATION_COMMAND} instead of the raw,
 * editable Markdown inside the installed extension. The hover and the Problems view open code
 * targets with commands allowed; the server keeps sending the plain page for other editors.
 */
export const renderedRuleLinks: Pick<Middleware, 'provideDiagnostics' | 'provideWorkspaceDiagnostics'> = {
  async provideDiagnostics(document, previousResultId, token, next) {
    const report = await next(document, previousResultId, token);
    if (report && report.kind === 'full') linkAll(report.items);
    return report;
  },
  provideWorkspaceDiagnostics(resultIds, token, resultReporter, next) {
    return next(resultIds, token, (chunk) => {
      for (const item of chunk?.items ?? []) if (item.kind === 'full') linkAll(item.items);
      resultReporter(chunk);
    });
  },
};

function linkAll(diagnostics: readonly vscode.Diagnostic[]): void {
  for (const diagnostic of diagnostics) {
    const code = diagnostic.code;
    if (typeof code !== 'object' || code.target.scheme !== 'file' || !code.target.path.endsWith('.md')) continue;
    const argument = encodeURIComponent(JSON.stringify([code.target.toString()]));
    diagnostic.code = { value: code.value, target: vscode.Uri.parse(`command:${SHOW_RULE_DOCUMENTATION_COMMAND}?${argument}`) };
  }
}

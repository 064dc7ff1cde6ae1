import * as path from 'node:path';
import * as vscode from 'vscode';
import { SHOW_RULE_DOCUMENTATION_COMMAND } from '../../server/src/lsp/protocol';

/**
 * Shows a rule's page rendered and read-only, in the Markdown preview, for the server's "Show
 * documentation" action. Only pages inside the extension's own docs folder are opened: the command
 * can be called with any argument (from a command link, say), and it must not become a file viewer.
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

import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import { STATUS_NOTIFICATION, type StatusParams } from '../../server/src/lsp/protocol';

/** The status bar item: functions found and problems, from the server's totals. Click opens Problems. */
export function createStatusItem(context: vscode.ExtensionContext): { attach(client: LanguageClient): void } {
  const item = vscode.window.createStatusBarItem('appfunctions.status', vscode.StatusBarAlignment.Left, 50);
  item.name = vscode.l10n.t('AppFunctions');
  item.command = 'workbench.actions.view.problems';
  item.text = vscode.l10n.t('$(symbol-function) AppFunctions');
  item.show();
  context.subscriptions.push(item);
  return {
    attach(client) {
      context.subscriptions.push(
        // Counts belong to a running server: cleared when it stops, so a stopped server never shows old figures.
        client.onDidChangeState(({ newState }) => {
          if (newState === State.Running) {
            item.command = 'workbench.actions.view.problems';
            return;
          }
          const stopped = newState === State.Stopped;
          item.text = stopped ? vscode.l10n.t('$(circle-slash) AppFunctions: stopped') : vscode.l10n.t('$(sync~spin) AppFunctions: starting');
          item.tooltip = stopped ? vscode.l10n.t('The AppFunctions language server is not running. Click to restart it.') : undefined;
          item.command = stopped ? 'appfunctions.restartServer' : undefined;
          item.backgroundColor = stopped ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
        }),
        client.onNotification(STATUS_NOTIFICATION, (status: StatusParams) => {
          if (status.enabled === false) {
            item.text = vscode.l10n.t('$(circle-slash) AppFunctions: off');
            item.tooltip = vscode.l10n.t('The analysis is turned off (setting appfunctions.enable).');
            item.backgroundColor = undefined;
            return;
          }
          item.text = status.progress
            ? vscode.l10n.t('$(sync~spin) AppFunctions: indexing {0} of {1} files', status.progress.read, status.progress.total)
            : status.indexing
              ? vscode.l10n.t('$(sync~spin) AppFunctions: {0} functions', status.functions)
              : vscode.l10n.t('$(symbol-function) {0} AppFunctions, {1} problems', status.functions, status.problems);
          item.tooltip = vscode.l10n.t(
            '{0} functions in {1} files; {2} problems ({3} errors). Click to open the Problems view.',
            status.functions,
            status.files,
            status.problems,
            status.errors,
          );
          item.backgroundColor = status.errors > 0 ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
        }),
      );
    },
  };
}

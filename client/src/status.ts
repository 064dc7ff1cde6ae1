import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import { STATUS_NOTIFICATION, type StatusParams } from '../../server/src/lsp/protocol';
import { FUNCTION_LANGUAGES } from './activation';

/** The command that shows the AppFunctions output channel (the server's log). */
export const SHOW_OUTPUT_COMMAND = 'appfunctions.showOutput';

/** Documents beside which the language status item appears (the `{}` in the editor's status bar). */
const LANGUAGE_STATUS_SELECTOR: vscode.DocumentSelector = [...FUNCTION_LANGUAGES.map((language) => ({ language })), { pattern: '**/AndroidManifest.xml' }];

/**
 * The server's state where a user looks for it: a status bar item (functions and problems; click
 * opens Problems) and a language status item beside Kotlin, TypeScript and JavaScript files (state,
 * what was found, a link to the log), plus a window progress while the workspace is indexed.
 * Counts belong to a running server: they are cleared when it stops, and marked as not final while
 * indexing. Both items appear when the server starts, so a workspace without functions that never
 * starts it shows nothing.
 */
export function createStatusItem(context: vscode.ExtensionContext, output: vscode.OutputChannel): { attach(client: LanguageClient): void } {
  const item = vscode.window.createStatusBarItem('appfunctions.status', vscode.StatusBarAlignment.Left, 50);
  item.name = vscode.l10n.t('AppFunctions');
  item.command = 'workbench.actions.view.problems';
  item.text = vscode.l10n.t('$(symbol-function) AppFunctions');
  const language = vscode.languages.createLanguageStatusItem('appfunctions.server', LANGUAGE_STATUS_SELECTOR);
  language.name = vscode.l10n.t('AppFunctions');
  const showOutput: vscode.Command = { title: vscode.l10n.t('Show Log'), command: SHOW_OUTPUT_COMMAND };
  language.command = showOutput;
  context.subscriptions.push(
    item,
    language,
    vscode.commands.registerCommand(SHOW_OUTPUT_COMMAND, () => output.show(true)),
  );

  /** Ends the window progress of the indexing under way, if any. */
  let endIndexing: (() => void) | undefined;
  const indexing = (progress: StatusParams['progress']) => {
    if (!progress) {
      endIndexing?.();
      endIndexing = undefined;
      return;
    }
    if (!endIndexing) {
      const ended = new Promise<void>((resolve) => (endIndexing = resolve));
      void vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('AppFunctions: indexing') }, () => ended);
    }
  };

  return {
    attach(client) {
      context.subscriptions.push(
        { dispose: () => endIndexing?.() },
        client.onDidChangeState(({ newState }) => {
          item.show();
          if (newState === State.Running) {
            item.command = 'workbench.actions.view.problems';
            return;
          }
          indexing(undefined);
          const stopped = newState === State.Stopped;
          item.text = stopped ? vscode.l10n.t('$(circle-slash) AppFunctions: stopped') : vscode.l10n.t('$(sync~spin) AppFunctions: starting');
          item.tooltip = stopped ? vscode.l10n.t('The AppFunctions language server is not running. Click to restart it.') : undefined;
          item.command = stopped ? 'appfunctions.restartServer' : undefined;
          item.backgroundColor = stopped ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
          language.text = stopped ? vscode.l10n.t('AppFunctions: stopped') : vscode.l10n.t('AppFunctions: starting');
          language.detail = stopped ? vscode.l10n.t('The language server is not running') : undefined;
          language.severity = stopped ? vscode.LanguageStatusSeverity.Error : vscode.LanguageStatusSeverity.Information;
          language.busy = !stopped;
          language.command = stopped ? { title: vscode.l10n.t('Restart'), command: 'appfunctions.restartServer' } : showOutput;
        }),
        client.onNotification(STATUS_NOTIFICATION, (status: StatusParams) => {
          language.command = showOutput;
          if (status.enabled === false) {
            indexing(undefined);
            item.text = vscode.l10n.t('$(circle-slash) AppFunctions: off');
            item.tooltip = vscode.l10n.t('The analysis is turned off (setting appfunctions.enable).');
            item.backgroundColor = undefined;
            language.text = vscode.l10n.t('AppFunctions: off');
            language.detail = vscode.l10n.t('Turned off by appfunctions.enable');
            language.severity = vscode.LanguageStatusSeverity.Information;
            language.busy = false;
            return;
          }
          indexing(status.progress);
          item.text = status.progress
            ? vscode.l10n.t('$(sync~spin) AppFunctions: indexing {0} of {1} files', status.progress.read, status.progress.total)
            : status.indexing
              ? vscode.l10n.t('$(sync~spin) AppFunctions: {0} functions', status.functions)
              : countsText(status.functions, status.problems);
          item.tooltip = vscode.l10n.t(
            '{0} functions in {1} files; {2} problems ({3} errors). Click to open the Problems view.',
            status.functions,
            status.files,
            status.problems,
            status.errors,
          );
          item.backgroundColor = status.errors > 0 ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
          language.busy = status.indexing;
          language.text = status.progress
            ? vscode.l10n.t('AppFunctions: indexing {0} of {1} files', status.progress.read, status.progress.total)
            : vscode.l10n.t('AppFunctions: {0} functions', status.functions);
          language.detail = vscode.l10n.t('{0} problems ({1} errors) in {2} files', status.problems, status.errors, status.files);
          language.severity = status.errors > 0 ? vscode.LanguageStatusSeverity.Warning : vscode.LanguageStatusSeverity.Information;
        }),
      );
    },
  };
}

/** The status bar's counts, with the singular where a count is one. */
function countsText(functions: number, problems: number): string {
  if (functions === 1 && problems === 1) return vscode.l10n.t('$(symbol-function) 1 AppFunction, 1 problem');
  if (functions === 1) return vscode.l10n.t('$(symbol-function) 1 AppFunction, {0} problems', problems);
  if (problems === 1) return vscode.l10n.t('$(symbol-function) {0} AppFunctions, 1 problem', functions);
  return vscode.l10n.t('$(symbol-function) {0} AppFunctions, {1} problems', functions, problems);
}

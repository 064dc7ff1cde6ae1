import * as vscode from 'vscode';
import { CloseAction, ErrorAction, type CloseHandlerResult, type ErrorHandler, type ErrorHandlerResult } from 'vscode-languageclient/node';

/** Crashes within this window count towards giving up; the language client's own policy. */
const CRASH_WINDOW_MS = 3 * 60 * 1000;
/** Restarts tried within the window before the server is left stopped. */
const MAX_RESTARTS = 4;

/**
 * What happens when the server's connection fails: the language client's policy (up to four
 * restarts in three minutes), counted on the connection's close alone, then the server stays
 * stopped and the user is told so with the actions that help: restart it, or read its output. The
 * client's own message offered neither.
 */
export class CrashHandler implements ErrorHandler {
  readonly #crashes: number[] = [];

  constructor(
    /** Restarts the server (the `appfunctions.restartServer` command). */
    private readonly restart: () => Thenable<unknown>,
    private readonly output: vscode.OutputChannel,
  ) {}

  /**
   * Errors on the connection: carry on, and let {@link closed} decide. A server that dies while
   * several messages are being written fails each of those writes; the language client's default
   * shuts the client down at the fourth, and a client that is shutting down is never restarted, so a
   * crash in the middle of typing left the server stopped without the restarts or the message below.
   */
  error(): ErrorHandlerResult {
    return { action: ErrorAction.Continue, handled: true };
  }

  closed(): CloseHandlerResult {
    const now = Date.now();
    this.#crashes.push(now);
    while (this.#crashes.length > 0 && now - (this.#crashes[0] ?? now) > CRASH_WINDOW_MS) this.#crashes.shift();
    if (this.#crashes.length <= MAX_RESTARTS) return { action: CloseAction.Restart, handled: true };
    this.#crashes.length = 0;
    const restart = vscode.l10n.t('Restart');
    const showOutput = vscode.l10n.t('Show Output');
    void vscode.window
      .showErrorMessage(vscode.l10n.t('The AppFunctions language server stopped after {0} crashes in 3 minutes.', String(MAX_RESTARTS + 1)), restart, showOutput)
      .then((choice) => {
        if (choice === restart) return this.restart();
        if (choice === showOutput) this.output.show(true);
        return undefined;
      });
    return { action: CloseAction.DoNotRestart, handled: true };
  }
}

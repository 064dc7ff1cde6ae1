import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { REGISTRY_CHANGED_NOTIFICATION, type RegistryChangedParams } from '../../server/src/lsp/protocol';

/**
 * The server's notifications as VS Code events. The language client keeps one handler per
 * notification, so every part of the UI that needs one subscribes here instead.
 */
export class ServerEvents implements vscode.Disposable {
  readonly #registryChanged = new vscode.EventEmitter<RegistryChangedParams>();
  /** The registry changed (edits, files, settings): views showing it should ask again. */
  readonly onRegistryChanged = this.#registryChanged.event;
  readonly #subscription: vscode.Disposable;

  constructor(client: LanguageClient) {
    this.#subscription = client.onNotification(REGISTRY_CHANGED_NOTIFICATION, (params: RegistryChangedParams) => this.#registryChanged.fire(params));
  }

  dispose(): void {
    this.#subscription.dispose();
    this.#registryChanged.dispose();
  }
}

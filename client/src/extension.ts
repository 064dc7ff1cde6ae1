import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { createClient } from './client';
import { registerSchemaPreview } from './schema-preview';
import { createStatusItem } from './status';
import { registerRegistryView } from './views/registry-tree';

let client: LanguageClient | undefined;

/** Starts the language server and the status item; everything else is the server's job. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const status = createStatusItem(context);
  client = createClient(context);
  status.attach(client);
  registerRegistryView(context, client);
  registerSchemaPreview(context, client);
  context.subscriptions.push(
    vscode.commands.registerCommand('appfunctions.restartServer', async () => {
      await client?.restart();
    }),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

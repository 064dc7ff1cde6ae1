import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { createClient } from './client';
import { registerSchemaPreview } from './schema-preview';
import { ServerEvents } from './server-events';
import { createStatusItem } from './status';
import { registerRegistryView } from './views/registry-tree';

let client: LanguageClient | undefined;

/** Starts the language server and the status item; everything else is the server's job. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const status = createStatusItem(context);
  client = createClient(context);
  status.attach(client);
  const events = new ServerEvents(client);
  context.subscriptions.push(events);
  registerRegistryView(context, client, events);
  registerSchemaPreview(context, client, events);
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

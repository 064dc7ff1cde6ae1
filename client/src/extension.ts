import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import { createClient } from './client';
import { registerRuleDocumentation } from './rule-documentation';
import { registerSchemaPreview } from './schema-preview';
import { ServerEvents } from './server-events';
import { createStatusItem } from './status';
import { registerRegistryView } from './views/registry-tree';

let client: LanguageClient | undefined;

/** Starts the language server and the status item; everything else is the server's job. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const status = createStatusItem(context);
  // There from the start, so the server's log is where a user looks before anything goes wrong.
  const output = vscode.window.createOutputChannel(vscode.l10n.t('AppFunctions'), { log: true });
  context.subscriptions.push(output);
  client = createClient(context, output, () => vscode.commands.executeCommand('appfunctions.restartServer'));
  status.attach(client);
  const events = new ServerEvents(client);
  context.subscriptions.push(events);
  registerRegistryView(context, client, events);
  registerSchemaPreview(context, client, events);
  registerRuleDocumentation(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('appfunctions.restartServer', async () => {
      // A server left stopped after repeated crashes is started again; a running one is replaced.
      if (client?.state === State.Stopped) await client.start();
      else await client?.restart();
    }),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

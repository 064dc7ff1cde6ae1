import * as vscode from 'vscode';
import { State, type LanguageClient } from 'vscode-languageclient/node';
import { isFunctionDocument, workspaceNeedsServer } from './activation';
import { createClient } from './client';
import { registerFixOnSave } from './fix-on-save';
import { registerLanguageModelTool } from './language-model-tool';
import { registerPlaceholderSelection } from './placeholder';
import { registerRuleDocumentation } from './rule-documentation';
import { registerSchemaPreview } from './schema-preview';
import { ServerEvents } from './server-events';
import { createStatusItem } from './status';
import { registerRegistryView } from './views/registry-tree';

let client: LanguageClient | undefined;

/** Starts the language server and the status item; everything else is the server's job. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  // There from the start, so the server's log is where a user looks before anything goes wrong.
  const output = vscode.window.createOutputChannel(vscode.l10n.t('AppFunctions'), { log: true });
  context.subscriptions.push(output);
  const status = createStatusItem(context, output);
  client = createClient(context, output, () => vscode.commands.executeCommand('appfunctions.restartServer'));
  status.attach(client);
  const events = new ServerEvents(client);
  context.subscriptions.push(events);
  registerRegistryView(context, client, events);
  registerSchemaPreview(context, client, events);
  registerRuleDocumentation(context);
  registerFixOnSave(context);
  registerLanguageModelTool(context, client);
  registerPlaceholderSelection(context);
  context.subscriptions.push(
    vscode.commands.registerCommand('appfunctions.restartServer', async () => {
      // A server left stopped after repeated crashes is started again; a running one is replaced.
      if (client?.state === State.Stopped) await client.start();
      else await client?.restart();
    }),
  );
  if (await workspaceNeedsServer()) {
    await client.start();
    return;
  }
  // A JavaScript project without an agent SDK: the server starts with the first file that can declare a function.
  const waiting = vscode.workspace.onDidOpenTextDocument((document) => {
    if (!isFunctionDocument(document) || client?.state !== State.Stopped) return;
    waiting.dispose();
    void client.start();
  });
  context.subscriptions.push(waiting);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}

import * as vscode from 'vscode';
import type { ServerEvents } from '../server-events';
import type { LanguageClient } from 'vscode-languageclient/node';
import {
  EXPORT_REGISTRY_REQUEST,
  FUNCTION_SCHEMA_REQUEST,
  REGISTRY_REQUEST,
  type ExportRegistryResult,
  type FunctionSchemaParams,
  type RegistryApp as AppNode,
  type RegistryFunction as FunctionNode,
  type RegistryGroup as GroupNode,
  type RegistryParameter as ParameterNode,
  type RegistryTree as AppTree,
  type WireRange as Range,
} from '../../../server/src/lsp/protocol';

/** The view's id in package.json. */
export const REGISTRY_VIEW = 'appfunctions.registry';
/** Context key: the view shows only functions with problems. */
const PROBLEMS_ONLY_KEY = 'appfunctions.registry.problemsOnly';

/** Command ids contributed in package.json. */
export const REGISTRY_COMMANDS = {
  refresh: 'appfunctions.registry.refresh',
  showProblemsOnly: 'appfunctions.registry.showProblemsOnly',
  showAll: 'appfunctions.registry.showAll',
  export: 'appfunctions.registry.export',
  openDeclaration: 'appfunctions.registry.openDeclaration',
  showAgentSchema: 'appfunctions.registry.showAgentSchema',
  copyJsonSchema: 'appfunctions.registry.copyJsonSchema',
  copyId: 'appfunctions.registry.copyId',
  openDocs: 'appfunctions.registry.openDocs',
} as const;

/** The command another part of the extension implements: the agent-schema preview. */
const SHOW_AGENT_SCHEMA = 'appfunctions.showAgentSchema';

type Node =
  | { type: 'app'; app: AppNode }
  | { type: 'description'; app: AppNode }
  | { type: 'group'; group: GroupNode; app: AppNode }
  | { type: 'function'; fn: FunctionNode }
  | { type: 'parameter'; parameter: ParameterNode; fn: FunctionNode };

/**
 * The "Registry" tree: app (its description and where it comes from) -> entry point or module ->
 * function (status, problem count, the agent's description as tooltip) -> parameter. Data comes
 * from the server's `appfunctions/registry` request and is reloaded when the server says the
 * registry changed, so the tree follows edits, file events and branch switches.
 */
export class RegistryTreeProvider implements vscode.TreeDataProvider<Node> {
  readonly #changed = new vscode.EventEmitter<Node | undefined>();
  readonly onDidChangeTreeData = this.#changed.event;
  #tree: AppTree | undefined;
  #loading: Promise<AppTree | undefined> | undefined;
  problemsOnly = false;

  constructor(private readonly client: LanguageClient) {}

  /** Drops the cached tree; the view asks again. */
  refresh(): void {
    this.#tree = undefined;
    this.#loading = undefined;
    this.#changed.fire(undefined);
  }

  get tree(): AppTree | undefined {
    return this.#tree;
  }

  async load(): Promise<AppTree | undefined> {
    if (this.#tree) return this.#tree;
    this.#loading ??= this.client.sendRequest<AppTree>(REGISTRY_REQUEST).then(
      (tree) => (this.#tree = tree),
      () => undefined,
    );
    return this.#loading;
  }

  async getChildren(node?: Node): Promise<Node[]> {
    if (!node) {
      const tree = await this.load();
      if (!tree || (tree.functionCount === 0 && tree.apps.every((a) => !a.description))) return [];
      return tree.apps.filter((app) => this.#visible(app)).map((app) => ({ type: 'app', app }));
    }
    switch (node.type) {
      case 'app':
        return [
          ...(node.app.manifestUri || node.app.description ? [{ type: 'description' as const, app: node.app }] : []),
          ...node.app.groups.filter((g) => this.#functions(g).length > 0).map((group) => ({ type: 'group' as const, group, app: node.app })),
        ];
      case 'group':
        return this.#functions(node.group).map((fn) => ({ type: 'function', fn }));
      case 'function':
        return node.fn.parameters.map((parameter) => ({ type: 'parameter', parameter, fn: node.fn }));
      default:
        return [];
    }
  }

  getTreeItem(node: Node): vscode.TreeItem {
    switch (node.type) {
      case 'app':
        return appItem(node.app);
      case 'description':
        return descriptionItem(node.app);
      case 'group':
        return groupItem(node.group);
      case 'function':
        return functionItem(node.fn);
      case 'parameter':
        return parameterItem(node.parameter);
    }
  }

  #functions(group: GroupNode): FunctionNode[] {
    return this.problemsOnly ? group.functions.filter((f) => f.problems > 0) : group.functions;
  }

  #visible(app: AppNode): boolean {
    return !this.problemsOnly || app.groups.some((g) => this.#functions(g).length > 0);
  }
}

function appItem(app: AppNode): vscode.TreeItem {
  const item = new vscode.TreeItem(app.name || vscode.l10n.t('Functions outside an Android app'), vscode.TreeItemCollapsibleState.Expanded);
  item.id = `app:${app.root}`;
  item.iconPath = new vscode.ThemeIcon('package');
  item.contextValue = 'appfunctions.app';
  const count = app.groups.reduce((n, g) => n + g.functions.length, 0);
  item.description = vscode.l10n.t('{0} functions', count);
  item.tooltip = app.description ? new vscode.MarkdownString().appendText(app.description.text) : vscode.l10n.t('No app description');
  return item;
}

function descriptionItem(app: AppNode): vscode.TreeItem {
  const description = app.description;
  const item = new vscode.TreeItem(description ? `appfn:${description.attribute}` : vscode.l10n.t('No app description'), vscode.TreeItemCollapsibleState.None);
  item.id = `app-description:${app.root}`;
  item.contextValue = description ? 'appfunctions.appDescription' : 'appfunctions.appDescription.missing';
  if (description) {
    item.iconPath = new vscode.ThemeIcon('book');
    item.description = description.text;
    const tooltip = new vscode.MarkdownString();
    tooltip.appendMarkdown(`**${vscode.l10n.t('App description (what agents read first)')}**\n\n`);
    tooltip.appendText(description.text);
    tooltip.appendMarkdown(`\n\n_${vscode.l10n.t('From {0}', vscode.Uri.parse(description.uri).path.split('/').slice(-3).join('/'))}_`);
    item.tooltip = tooltip;
    item.command = openCommand(description.uri, description.range);
  } else if (app.manifestUri) {
    item.iconPath = new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'));
    item.description = vscode.l10n.t('AndroidManifest.xml links no app metadata');
    item.command = openCommand(app.manifestUri);
  }
  return item;
}

function groupItem(group: GroupNode): vscode.TreeItem {
  const item = new vscode.TreeItem(group.name, vscode.TreeItemCollapsibleState.Expanded);
  item.id = `group:${group.uri}#${group.qualifiedName ?? ''}`;
  item.contextValue = `appfunctions.group.${group.kind}`;
  item.iconPath = new vscode.ThemeIcon(group.kind === 'entry-point' ? 'server-process' : group.kind === 'mcp-server' ? 'plug' : 'symbol-class');
  const dotnet = group.functions.length > 0 && group.functions.every((fn) => fn.kind === 'dotnet-appfunction');
  const kind =
    group.kind === 'entry-point'
      ? vscode.l10n.t('entry point')
      : group.kind === 'mcp-server'
        ? vscode.l10n.t('MCP server')
        : dotnet
          ? vscode.l10n.t('namespace {0}', group.module)
          : vscode.l10n.t('module {0}', group.module);
  item.description = group.generatedService ? `${kind} → ${group.generatedService.split('.').pop()}` : kind;
  item.tooltip = [
    group.qualifiedName ?? group.name,
    group.generatedService && vscode.l10n.t('Generated service: {0}', group.generatedService),
    dotnet ? vscode.l10n.t('Namespace: {0}', group.module) : vscode.l10n.t('Module: {0}', group.module),
  ]
    .filter(Boolean)
    .join('\n');
  item.resourceUri = vscode.Uri.parse(group.uri);
  if (group.range) item.command = openCommand(group.uri, group.range);
  return item;
}

function functionItem(fn: FunctionNode): vscode.TreeItem {
  const item = new vscode.TreeItem(fn.name, fn.parameters.length > 0 ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
  item.id = `function:${fn.uri}#${fn.id}@${fn.range.start.line}`;
  item.contextValue = `appfunctions.function.${fn.status}${fn.problems > 0 ? '.problems' : ''}`;
  item.iconPath =
    fn.errors > 0
      ? new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'))
      : fn.problems > 0
        ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'))
        : fn.status === 'enabled'
          ? new vscode.ThemeIcon('symbol-method')
          : new vscode.ThemeIcon('circle-slash');
  const parts: string[] = [];
  if (fn.status === 'disabled') parts.push(vscode.l10n.t('disabled'));
  if (fn.status === 'deprecated') parts.push(vscode.l10n.t('deprecated'));
  if (fn.unresolved?.length) parts.push(vscode.l10n.t('partly unresolved'));
  if (fn.problems > 0) parts.push(fn.problems === 1 ? vscode.l10n.t('1 problem') : vscode.l10n.t('{0} problems', fn.problems));
  item.description = parts.join(' · ');
  const tooltip = new vscode.MarkdownString();
  tooltip.appendMarkdown(`\`${fn.id}\`\n\n`);
  if (fn.description) tooltip.appendText(fn.description);
  else tooltip.appendMarkdown(`_${vscode.l10n.t('The agent receives no description.')}_`);
  if (fn.unresolved?.length) {
    tooltip.appendMarkdown(`\n\n**${vscode.l10n.t('Not read statically; what the agent receives may differ:')}**\n`);
    for (const line of fn.unresolved) tooltip.appendMarkdown(`\n- `).appendText(line);
  }
  item.tooltip = tooltip;
  item.command = openCommand(fn.uri, fn.range);
  return item;
}

function parameterItem(parameter: ParameterNode): vscode.TreeItem {
  const item = new vscode.TreeItem(`${parameter.name}: ${parameter.type}`, vscode.TreeItemCollapsibleState.None);
  item.contextValue = 'appfunctions.parameter';
  item.iconPath = new vscode.ThemeIcon('symbol-parameter');
  item.description = parameter.required ? vscode.l10n.t('required') : vscode.l10n.t('optional');
  if (parameter.description) item.tooltip = parameter.description;
  return item;
}

function openCommand(uri: string, range?: Range): vscode.Command {
  return {
    command: REGISTRY_COMMANDS.openDeclaration,
    title: vscode.l10n.t('Open Declaration'),
    arguments: [{ uri, range }],
  };
}

/** Accepts a tree node (context menu) or `{ uri, range | id }` (click, other callers). */
function target(arg: unknown): { uri: string; id?: string; range?: Range } | undefined {
  const node = arg as Partial<Node> & { uri?: string; range?: Range; id?: string };
  if (node?.type === 'function' && node.fn) return { uri: node.fn.uri, id: node.fn.id, range: node.fn.range };
  if (node?.type === 'parameter' && node.fn) return { uri: node.fn.uri, id: node.fn.id, range: node.fn.range };
  if (typeof node?.uri === 'string') return { uri: node.uri, id: node.id, range: node.range };
  return undefined;
}

/**
 * Creates the Registry view and its commands. Call once from `activate`, before or after the
 * client starts; the view loads when it is first shown.
 */
export function registerRegistryView(context: vscode.ExtensionContext, client: LanguageClient, events: ServerEvents): RegistryTreeProvider {
  const provider = new RegistryTreeProvider(client);
  const view = vscode.window.createTreeView(REGISTRY_VIEW, { treeDataProvider: provider, showCollapseAll: true });
  const showTotals = (totals: { functionCount: number; problemCount: number }) => {
    view.badge = totals.problemCount > 0 ? { value: totals.problemCount, tooltip: vscode.l10n.t('{0} problems in AppFunctions', totals.problemCount) } : undefined;
    view.message = provider.problemsOnly && totals.problemCount === 0 && totals.functionCount > 0 ? vscode.l10n.t('No function has a problem.') : undefined;
  };
  // The tree of a large app is big: it is loaded only for a visible view. The badge's totals
  // come with every change notification, so a hidden view costs the server nothing.
  const updateFromTree = async () => {
    if (!view.visible) return;
    const tree = await provider.load();
    if (tree) showTotals(tree);
  };
  const refresh = () => {
    provider.refresh();
    void updateFromTree();
  };
  const setProblemsOnly = (value: boolean) => {
    provider.problemsOnly = value;
    void vscode.commands.executeCommand('setContext', PROBLEMS_ONLY_KEY, value);
    refresh();
  };
  void vscode.commands.executeCommand('setContext', PROBLEMS_ONLY_KEY, false);

  context.subscriptions.push(
    view,
    events.onRegistryChanged((totals) => {
      provider.refresh();
      showTotals(totals);
    }),
    view.onDidChangeVisibility(() => void updateFromTree()),
    client.onDidChangeState(() => refresh()),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.refresh, refresh),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.showProblemsOnly, () => setProblemsOnly(true)),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.showAll, () => setProblemsOnly(false)),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.openDeclaration, async (arg: unknown) => {
      const where = target(arg);
      if (!where) return;
      const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(where.uri));
      const range = where.range ? new vscode.Range(where.range.start.line, where.range.start.character, where.range.end.line, where.range.end.character) : undefined;
      await vscode.window.showTextDocument(document, { selection: range, preview: true });
    }),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.showAgentSchema, async (arg: unknown) => {
      const where = target(arg);
      if (!where?.id) return;
      await vscode.commands.executeCommand(SHOW_AGENT_SCHEMA, { uri: where.uri, id: where.id });
    }),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.copyId, async (arg: unknown) => {
      const where = target(arg);
      if (!where?.id) return;
      await vscode.env.clipboard.writeText(where.id);
      void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied {0}', where.id), 3000);
    }),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.copyJsonSchema, async (arg: unknown) => {
      const where = target(arg);
      if (!where?.id) return;
      try {
        const params: FunctionSchemaParams = { uri: where.uri, id: where.id };
        const view = await client.sendRequest<{ id: string; description: string; inputSchema: unknown; outputSchema?: unknown }>(FUNCTION_SCHEMA_REQUEST, params);
        const tool = { name: view.id, description: view.description, inputSchema: view.inputSchema, outputSchema: view.outputSchema };
        await vscode.env.clipboard.writeText(`${JSON.stringify(tool, null, 2)}\n`);
        void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied the JSON schema of {0}', where.id), 3000);
      } catch (error) {
        void vscode.window.showErrorMessage(vscode.l10n.t('Could not build the schema of {0}: {1}', where.id, String((error as Error)?.message ?? error)));
      }
    }),
    vscode.commands.registerCommand(REGISTRY_COMMANDS.export, () => exportRegistry(client)),
    // The docs ship inside the extension (docs/rules, the README): they work offline.
    vscode.commands.registerCommand(REGISTRY_COMMANDS.openDocs, async () => {
      const readme = await readmeOf(context.extensionUri);
      if (readme) await vscode.commands.executeCommand('markdown.showPreview', readme);
      else void vscode.window.showErrorMessage(vscode.l10n.t('The AppFunctions documentation is missing from the extension folder {0}.', context.extensionUri.fsPath));
    }),
  );
  return provider;
}

async function exportRegistry(client: LanguageClient): Promise<void> {
  const toolsList = {
    label: vscode.l10n.t('tools/list (JSON)'),
    detail: vscode.l10n.t('Every function as an MCP tools/list result: name, description, input and output schema.'),
    format: 'json' as const,
  };
  const android = {
    label: vscode.l10n.t('Android metadata (XML)'),
    detail: vscode.l10n.t('The metadata the appfunctions compiler generates for every function.'),
    format: 'xml' as const,
  };
  const choice = await vscode.window.showQuickPick([toolsList, android], { title: vscode.l10n.t('Export the AppFunctions registry') });
  if (!choice) return;
  let result: ExportRegistryResult;
  try {
    result = await client.sendRequest<ExportRegistryResult>(EXPORT_REGISTRY_REQUEST);
  } catch (error) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Could not export the registry: {0}', String((error as Error)?.message ?? error)));
    return;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  // The compiler writes one XML file per entry point and per signature file: several go to a folder.
  const files = result.androidMetadataFiles ?? [];
  if (choice.format === 'xml' && files.length > 1) {
    await exportMetadataFiles(files, result.toolsList.tools.length, folder);
    return;
  }
  const name = choice.format === 'json' ? 'appfunctions-tools.json' : (files[0]?.fileName ?? 'appfunctions-metadata.xml');
  const destination = await vscode.window.showSaveDialog({
    defaultUri: folder ? vscode.Uri.joinPath(folder, name) : undefined,
    filters: choice.format === 'json' ? { JSON: ['json'] } : { XML: ['xml'] },
    title: vscode.l10n.t('Export the AppFunctions registry'),
  });
  if (!destination) return;
  const text = choice.format === 'json' ? `${JSON.stringify({ ...result.toolsList, _meta: { 'appfunctions/apps': result.apps } }, null, 2)}\n` : result.androidMetadataXml;
  await vscode.workspace.fs.writeFile(destination, new TextEncoder().encode(text));
  const open = vscode.l10n.t('Open');
  if ((await vscode.window.showInformationMessage(vscode.l10n.t('Exported {0} functions to {1}.', result.toolsList.tools.length, destination.fsPath), open)) === open) {
    await vscode.window.showTextDocument(destination);
  }
}

/** Writes each XML file the compiler would generate into a folder the user picks. */
async function exportMetadataFiles(files: ExportRegistryResult['androidMetadataFiles'], functions: number, folder: vscode.Uri | undefined): Promise<void> {
  const picked = await vscode.window.showOpenDialog({
    canSelectFolders: true,
    canSelectFiles: false,
    canSelectMany: false,
    defaultUri: folder,
    openLabel: vscode.l10n.t('Export here'),
    title: vscode.l10n.t('Export the Android metadata: {0} XML files, as the compiler writes them', files.length),
  });
  const target = picked?.[0];
  if (!target) return;
  for (const file of files) await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(target, file.fileName), new TextEncoder().encode(file.xml));
  void vscode.window.showInformationMessage(
    vscode.l10n.t('Exported {0} functions to {1} files in {2}: {3}.', functions, files.length, target.fsPath, files.map((f) => f.fileName).join(', ')),
  );
}

/**
 * The README inside the extension's folder. Packaging stores it as `readme.md` while the sources
 * name it `README.md`, and an installed extension's folder is case-sensitive on Linux.
 */
async function readmeOf(extensionUri: vscode.Uri): Promise<vscode.Uri | undefined> {
  const entries = await vscode.workspace.fs.readDirectory(extensionUri);
  const name = entries.find(([entry, type]) => type === vscode.FileType.File && entry.toLowerCase() === 'readme.md')?.[0];
  return name === undefined ? undefined : vscode.Uri.joinPath(extensionUri, name);
}

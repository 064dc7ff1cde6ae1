/**
 * The workspace as an agent sees it, app by app: the app description (and the XML it comes
 * from), then the entry points, modules or servers, then their functions and parameters. The
 * registry view, the registry export and `--registry` all read this one shape.
 */
import * as l10n from '@vscode/l10n';
import type { AppMetadataDecl } from '../model/android-xml';
import type { FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { Range } from '../model/positions';
import type { ReportInternalError } from '../model/internal-error';
import { appMetadataProperty, isUnder, manifestsOf, moduleRootOf, primaryManifests, projectRootOf, resolveXmlResource, xmlResourceName } from './android-app';
import { sourceDescription } from '../model/descriptions';
import { normalise } from '../languages/android-xml/paths';
import { partitionPoint } from '../text/partition-point';
import { comparePositions, rangeContains as contains } from '../text/ranges';

export interface AppDescriptionNode {
  text: string;
  /** Which attribute the agent reads it from. */
  attribute: 'instructions' | 'description';
  uri: string;
  range: Range;
}

export interface ParameterNode {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface FunctionNode {
  id: string;
  name: string;
  uri: string;
  /** The function's name, where "open the declaration" goes. */
  range: Range;
  status: 'enabled' | 'disabled' | 'deprecated';
  kind: FunctionDecl['kind'];
  /** Problems reported inside the function (its KDoc included). */
  problems: number;
  errors: number;
  /** The description as the agent receives it ("" when none). */
  description: string;
  /** What the analysis could not read statically (absent when everything was read). */
  unresolved?: string[];
  parameters: ParameterNode[];
}

export interface GroupNode {
  kind: 'entry-point' | 'class' | 'mcp-server' | 'file';
  /** Class name, or file name for tools. */
  name: string;
  qualifiedName?: string;
  /** The module folder's name (`app`, `legacy`). */
  module: string;
  uri: string;
  range?: Range;
  /** The service the compiler generates for an entry point. */
  generatedService?: string;
  functions: FunctionNode[];
}

export interface AppNode {
  /** The project folder's name, or the manifest's label. */
  name: string;
  /** The folder the app is built from ("" when unknown, as for a .NET app). */
  root: string;
  /** A .NET app: `dotnet:<root namespace>`, what its C# files are grouped by. */
  dotnetKey?: string;
  manifestUri?: string;
  description?: AppDescriptionNode;
  groups: GroupNode[];
}

export interface AppTree {
  apps: AppNode[];
  functionCount: number;
  problemCount: number;
}

export interface AppTreeOptions {
  /** Problems of a file (by severity), to count per function. */
  problems?(uri: string): { range: Range; severity: string }[];
  /** What the agent receives as the description (the schema module's answer when available). */
  agentDescription?(fn: FunctionDecl): string | undefined;
  /** The input schema properties the schema module could not resolve (it alone knows them). */
  unresolvedSchemaProperties?(fn: FunctionDecl): string[] | undefined;
  /** Where an `agentDescription` that throws is reported (the row falls back to the source's description). */
  internalError?: ReportInternalError;
}

/** Builds the tree from every indexed file. Apps are ordered by folder, groups and functions by name. */
export function buildAppTree(files: readonly FileModel[], options: AppTreeOptions = {}): AppTree {
  const apps: AppNode[] = [];
  for (const { primary, all } of primaryManifests(manifestsOf(files)).values()) {
    const root = projectRootOf(primary.file.uri);
    // Two modules of one project with manifests (app + a library) are one app.
    if (apps.some((a) => a.root === root)) continue;
    if (!all.some((m) => m.manifest.application)) continue;
    apps.push({
      name: lastSegment(root),
      root,
      manifestUri: primary.file.uri,
      description: appDescription(
        files,
        all.map((m) => m.file),
      ),
      groups: [],
    });
  }
  // An MCP server is an app: its `instructions` are the app description (its folder, or the folder above `src/`).
  for (const file of files) {
    for (const server of file.mcpServers ?? []) {
      const dir = normalise(file.uri).replace(/\/[^/]*$/, '');
      const root = /[\\/]src$/.test(dir) ? dir.replace(/[\\/]src$/, '') : dir;
      if (apps.some((a) => a.root === root)) continue;
      const description: AppDescriptionNode | undefined = server.instructions?.text.trim()
        ? { text: server.instructions.text, attribute: 'instructions', uri: file.uri, range: server.instructions.range }
        : undefined;
      apps.push({ name: server.name ?? lastSegment(root), root, description, groups: [] });
    }
  }
  apps.sort((a, b) => b.root.length - a.root.length);
  const orphans: AppNode = { name: '', root: '', groups: [] };
  let functionCount = 0;
  let problemCount = 0;
  for (const file of files) {
    if (file.functions.length === 0) continue;
    const app = file.language === 'csharp' ? dotnetApp(apps, file) : (apps.find((a) => isUnder(file.uri, a.root)) ?? orphans);
    const problems = new ProblemsByStart(options.problems?.(file.uri) ?? []);
    for (const fn of file.functions) {
      const group = groupFor(app, file, fn);
      const inside = problems.inside(fn);
      problemCount += inside.length;
      functionCount++;
      group.functions.push({
        id: fn.id,
        name: fn.name,
        uri: file.uri,
        range: fn.nameRange,
        status: fn.isDeprecated ? 'deprecated' : fn.isEnabled ? 'enabled' : 'disabled',
        kind: fn.kind,
        problems: inside.length,
        errors: inside.filter((p) => p.severity === 'error').length,
        description:
          safe(
            () => options.agentDescription?.(fn),
            (error) => options.internalError?.({ phase: 'registry-view', uri: file.uri, error }),
          ) ??
          sourceDescription(fn)?.text ??
          '',
        ...unresolvedOf(
          fn,
          safe(
            () => options.unresolvedSchemaProperties?.(fn),
            (error) => options.internalError?.({ phase: 'registry-view', uri: file.uri, error }),
          ) ?? [],
        ),
        parameters: fn.parameters
          .filter((p) => !p.isContext)
          .map((p) => ({
            name: p.name,
            type: p.type?.text ?? '',
            required: !p.defaultValue,
            description: (p.instruction ?? p.doc)?.text ?? '',
          })),
      });
    }
  }
  if (orphans.groups.length > 0) apps.push(orphans);
  for (const app of apps) {
    app.groups.sort((a, b) => a.name.localeCompare(b.name) || a.uri.localeCompare(b.uri));
    for (const group of app.groups) group.functions.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
  apps.sort((a, b) => (a.root === '' ? 1 : b.root === '' ? -1 : a.root.localeCompare(b.root)));
  return { apps, functionCount, problemCount };
}

/**
 * The .NET app a C# file belongs to: one per root namespace (a project's `RootNamespace`, `Orders`
 * of `Orders.Functions`), which the project's files share without the analysis reading the .csproj.
 */
function dotnetApp(apps: AppNode[], file: FileModel): AppNode {
  const namespace = file.packageName ?? file.dotnetTypes?.[0]?.qualifiedName.replace(/\.?[^.]*$/, '') ?? '';
  const name = namespace.split('.')[0] || l10n.t('.NET app');
  const key = `dotnet:${name}`;
  let app = apps.find((a) => a.dotnetKey === key);
  if (!app) {
    app = { name, root: '', dotnetKey: key, groups: [] };
    apps.push(app);
  }
  return app;
}

/** The app description an app's manifests link (or, without a link, the project's only app metadata). */
function appDescription(files: readonly FileModel[], manifests: FileModel[]): AppDescriptionNode | undefined {
  for (const manifest of manifests) {
    const property = manifest.android?.manifest && appMetadataProperty(manifest.android.manifest);
    const name = xmlResourceName(property?.resource);
    if (!name) continue;
    for (const target of resolveXmlResource(files, manifest.uri, name)) {
      const node = descriptionNode(target.uri, target.android?.appMetadata);
      if (node) return node;
    }
  }
  const root = manifests[0] ? projectRootOf(manifests[0].uri) : '';
  const unlinked = files.filter((f) => f.android?.appMetadata?.text && isUnder(f.uri, root));
  const only = unlinked.length === 1 ? unlinked[0] : undefined;
  return only ? descriptionNode(only.uri, only.android?.appMetadata) : undefined;
}

function descriptionNode(uri: string, metadata: AppMetadataDecl | undefined): AppDescriptionNode | undefined {
  if (!metadata?.text) return undefined;
  const instructions = !!metadata.instructions && metadata.instructions.value.trim().length > 0;
  const attribute = instructions ? metadata.instructions! : metadata.description!;
  return { text: metadata.text.text, attribute: instructions ? 'instructions' : 'description', uri, range: attribute.valueRange };
}

function groupFor(app: AppNode, file: FileModel, fn: FunctionDecl): GroupNode {
  const cls = fn.enclosingClass;
  // A C# file's group says its namespace where an Android file's says its module.
  const module = file.language === 'csharp' ? (file.packageName ?? '') : lastSegment(moduleRootOf(file.uri));
  const kind: GroupNode['kind'] = fn.kind === 'android-appfunction' ? (cls?.isEntryPoint ? 'entry-point' : cls ? 'class' : 'file') : fn.kind === 'mcp-tool' ? 'mcp-server' : 'file';
  const name = cls && fn.kind === 'android-appfunction' ? cls.name : lastSegment(file.uri);
  const sameClass = (g: GroupNode) => (cls && fn.kind === 'android-appfunction' ? g.qualifiedName === cls.qualifiedName && g.module === module : `${g.uri}#` === `${file.uri}#`);
  let group = app.groups.find(sameClass);
  if (!group) {
    const annotation = cls?.annotations.find((a) => a.name === 'AppFunctionServiceEntryPoint');
    const service = (annotation?.args.serviceName ?? annotation?.args._0)?.stringValue;
    group = {
      kind,
      name,
      qualifiedName: cls?.qualifiedName,
      module,
      uri: file.uri,
      range: cls?.nameRange,
      generatedService: service && file.packageName ? `${file.packageName}.${service}` : service,
      functions: [],
    };
    app.groups.push(group);
  }
  return group;
}

function lastSegment(uri: string): string {
  const trimmed = uri
    .replace(/[?#].*$/, '')
    .replace(/\\/g, '/')
    .replace(/\/+$/, '');
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    // Expected: a `%` that starts no escape; the name stays as written.
    return last;
  }
}

function safe<T>(f: () => T, failed: (error: unknown) => void): T | undefined {
  try {
    return f();
  } catch (error) {
    failed(error);
    return undefined;
  }
}

/** A finding as the tree counts it. */
type Problem = { range: Range; severity: string };

/**
 * One file's findings sorted by where they start, so that a function's are found by a binary
 * search: filtering every finding for every function was quadratic, and a file of 2,300 functions
 * and 11,000 findings took the server two seconds per count of the registry's totals.
 */
class ProblemsByStart {
  readonly #sorted: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    this.#sorted = [...problems].sort((a, b) => comparePositions(a.range.start, b.range.start));
  }

  get size(): number {
    return this.#sorted.length;
  }

  /** The findings a function's row counts: inside its declaration or on its name. */
  inside(fn: FunctionDecl): Problem[] {
    const found = this.#within(fn.range);
    if (contains(fn.range, fn.nameRange)) return found;
    const seen = new Set(found);
    for (const p of this.#within(fn.nameRange)) if (!seen.has(p)) found.push(p);
    return found;
  }

  #within(range: Range): Problem[] {
    const sorted = this.#sorted;
    const found: Problem[] = [];
    for (
      let i = partitionPoint(sorted, (p) => comparePositions(p.range.start, range.start) < 0);
      i < sorted.length && comparePositions(sorted[i]!.range.start, range.end) <= 0;
      i++
    ) {
      if (contains(range, sorted[i]!.range)) found.push(sorted[i]!);
    }
    return found;
  }
}

/**
 * The tree's totals without building the tree: what the view's badge shows, cheap enough to send
 * after every burst of changes while the tree itself is only built for a visible view.
 */
export function registryTotals(files: readonly FileModel[], problems: (uri: string) => readonly Problem[]): { functionCount: number; problemCount: number } {
  let functionCount = 0;
  let problemCount = 0;
  for (const file of files) {
    if (file.functions.length === 0) continue;
    const found = new ProblemsByStart(problems(file.uri));
    for (const fn of file.functions) {
      functionCount++;
      if (found.size > 0) problemCount += found.inside(fn).length;
    }
  }
  return { functionCount, problemCount };
}

/**
 * The `unresolved` member of a function row, one line per registration part and schema property
 * that could not be read; present only when something could not be read.
 */
function unresolvedOf(fn: FunctionDecl, schemaProperties: readonly string[]): Pick<FunctionNode, 'unresolved'> {
  const lines = [...(fn.tool?.unresolved ?? []).map((part) => `${part.what}: ${part.text}`), ...schemaProperties.map((property) => l10n.t('input schema property {0}', property))];
  return lines.length > 0 ? { unresolved: lines } : {};
}

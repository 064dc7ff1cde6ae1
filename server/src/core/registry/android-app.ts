/**
 * How the app-level rules see an Android project: which manifests belong to one module, which
 * functions belong to which app, and where `@xml/NAME` leads. Paths and URIs are compared as
 * strings with forward slashes, so the same code serves the CLI (paths) and the server (URIs).
 */
import { APP_METADATA_PROPERTY, BIND_PERMISSION, SERVICE_ACTION } from '../languages/android-xml/index';
import { cacheSlot, type AnalysisCaches } from '../model/analysis-caches';
import { isXmlResourcePath, normalise } from '../languages/android-xml/paths';
import type { ManifestInfo, ManifestProperty, XmlAttribute } from '../model/android-xml';
import type { FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';

/** A manifest file with what it declares. */
export interface ManifestFile {
  file: FileModel;
  manifest: ManifestInfo;
}

/** The folder of the module a file belongs to: `…/app` for `…/app/src/main/AndroidManifest.xml`. */
export function moduleRootOf(uri: string): string {
  const normal = normalise(uri);
  const match = /^(.*)\/src\/[^/]+\/.*$/.exec(normal);
  if (match?.[1] !== undefined) return match[1];
  return normal.slice(0, Math.max(0, normal.lastIndexOf('/')));
}

/**
 * The source set of a file (`main`, `debug`, `free`...), when it lives under `src/<set>/`. With
 * the analyzer's caches the answer is remembered per uri: the duplicate rules ask for every pair
 * of functions. Without (a few manifests), it is worked out each time.
 */
export function sourceSetOf(uri: string, caches?: AnalysisCaches): string | undefined {
  const sourceSets = caches?.get(SOURCE_SETS);
  if (!sourceSets) return sourceSetIn(uri);
  if (!sourceSets.has(uri)) sourceSets.set(uri, sourceSetIn(uri));
  return sourceSets.get(uri);
}

function sourceSetIn(uri: string): string | undefined {
  const path = normalise(uri);
  const at = path.lastIndexOf('/src/');
  const rest = at < 0 ? '' : path.slice(at + 5);
  const slash = rest.indexOf('/');
  return at < 0 || slash < 0 ? undefined : rest.slice(0, slash);
}

/** Per uri, its source set (unbounded: one short entry per file uri the analyzer has seen). */
const SOURCE_SETS = cacheSlot('registry: source set per uri', () => new Map<string, string | undefined>());

/**
 * The project a manifest's app is built from: the folder above its module, so that the functions
 * of library modules beside it (`legacy/`, `feature-x/`) count as the app's too.
 */
export function projectRootOf(manifestUri: string): string {
  const module = moduleRootOf(manifestUri);
  const slash = module.lastIndexOf('/');
  return slash > 0 ? module.slice(0, slash) : module;
}

/** Whether `uri` is inside the folder `root`. */
export function isUnder(uri: string, root: string): boolean {
  const normal = normalise(uri);
  return root.length === 0 || normal.startsWith(root.endsWith('/') ? root : `${root}/`);
}

export function manifestsOf(files: readonly FileModel[]): ManifestFile[] {
  const found: ManifestFile[] = [];
  for (const file of files) {
    const manifest = file.android?.manifest;
    if (file.language === 'android-xml' && manifest) found.push({ file, manifest });
  }
  return found.sort((a, b) => a.file.uri.localeCompare(b.file.uri));
}

/** Android AppFunctions (Kotlin) declared in files under `root`. */
export function appFunctionsUnder(files: readonly FileModel[], root: string): FunctionDecl[] {
  const functions: FunctionDecl[] = [];
  for (const file of files) {
    // Functions first: most files of an app declare none, and the path test normalises a uri.
    if (file.language !== 'kotlin' || file.functions.length === 0 || !isUnder(file.uri, root)) continue;
    for (const fn of file.functions) if (fn.kind === 'android-appfunction') functions.push(fn);
  }
  return functions;
}

/** The `android.app.appfunctions.app_metadata` property of a manifest, if declared. */
export function appMetadataProperty(manifest: ManifestInfo): ManifestProperty | undefined {
  return manifest.properties.find((p) => p.name?.value.trim() === APP_METADATA_PROPERTY);
}

/** Whether a manifest declares anything of AppFunctions (a service or property). */
export function declaresAppFunctions(manifest: ManifestInfo): boolean {
  if (appMetadataProperty(manifest)) return true;
  return manifest.services.some(
    (s) => s.actions.includes(SERVICE_ACTION) || s.permission?.value.trim() === BIND_PERMISSION || s.properties.some((p) => p.name?.value.startsWith('android.app.appfunctions')),
  );
}

/** `NAME` of `@xml/NAME` (also `@package:xml/NAME`), or undefined for any other value. */
export function xmlResourceName(attribute: XmlAttribute | undefined): string | undefined {
  return /^\s*@(?:[\w.]+:)?xml\/([\w.]+)\s*$/.exec(attribute?.value ?? '')?.[1];
}

/**
 * The res/xml files named `name` that a manifest can reach, best first: its own module's, then the
 * project's (flavours, library modules: resources are merged), then anywhere in the workspace.
 */
export function resolveXmlResource(files: readonly FileModel[], manifestUri: string, name: string): FileModel[] {
  const candidates = files.filter((f) => f.language === 'android-xml' && f.android?.kind === 'resource' && isXmlResourcePath(f.uri) && f.android.resourceName === name);
  const module = moduleRootOf(manifestUri);
  const project = projectRootOf(manifestUri);
  const rank = (f: FileModel) => (isUnder(f.uri, module) ? 0 : isUnder(f.uri, project) ? 1 : 2);
  return candidates.sort((a, b) => rank(a) - rank(b) || a.uri.localeCompare(b.uri));
}

/** The manifest that stands for a module: the `main` source set's, else the first. */
export function primaryManifests(manifests: ManifestFile[]): Map<string, { primary: ManifestFile; all: ManifestFile[] }> {
  const modules = new Map<string, { primary: ManifestFile; all: ManifestFile[] }>();
  for (const entry of manifests) {
    const root = moduleRootOf(entry.file.uri);
    const group = modules.get(root);
    if (!group) modules.set(root, { primary: entry, all: [entry] });
    else {
      group.all.push(entry);
      if (sourceSetOf(entry.file.uri) === 'main' && sourceSetOf(group.primary.file.uri) !== 'main') group.primary = entry;
    }
  }
  return modules;
}

/** A file's name for messages: the last path segment (decoded when it is a URI). */
export function displayName(uri: string): string {
  const normal = normalise(uri);
  const last = normal.slice(normal.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    // Expected: a `%` that starts no escape; the name stays as written.
    return last;
  }
}

/** A path relative to a folder, for messages (`res/xml/app_metadata.xml`). */
export function relativeTo(uri: string, root: string): string {
  const normal = normalise(uri);
  const rel = isUnder(normal, root) && root ? normal.slice(root.length + 1) : displayName(uri);
  try {
    return decodeURIComponent(rel);
  } catch {
    // Expected: a `%` that starts no escape; the path stays as written.
    return rel;
  }
}

/** `uri` as a path below the folder it shares with `other`: enough to tell two files apart in a message. */
export function pathBeside(uri: string, other: string): string {
  const a = normalise(uri).split('/');
  const b = normalise(other).split('/');
  let common = 0;
  while (common < a.length - 1 && common < b.length - 1 && a[common] === b[common]) common++;
  const rel = a.slice(common).join('/');
  try {
    return decodeURIComponent(rel);
  } catch {
    // Expected: a `%` that starts no escape; the path stays as written.
    return rel;
  }
}

/**
 * Which androidx.appfunctions release a Kotlin file is compiled against, read from the Gradle files
 * around it: the compiler of each release writes some metadata differently (an `allowedSchemes`
 * Uri constraint is an anchored regex before 1.0.0-beta01 and prefix pattern matchers from it).
 * Gradle files are read as text and never evaluated.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheSlot, rememberedForAWhile, type AnalysisCaches } from '../../model/analysis-caches';
import type { LibraryVersion } from '../../model/file-model';

/** How many folders' answers are remembered: an app has a few source folders per module. */
const KEPT_FOLDERS = 1000;

/** How many folders up from a source file are searched; a module's build file is a few levels above `src/main/java/…`. */
const MAX_LEVELS = 40;

/** A Gradle or catalog file larger than this is not a build file anyone wrote by hand: not read. */
const MAX_BUILD_FILE_BYTES = 1024 * 1024;

/** Per folder: the version found from it upwards, and when (trusted for a few seconds, see `rememberedForAWhile`). */
const VERSIONS = cacheSlot('kotlin: androidx.appfunctions version per folder', () => new Map<string, { at: number; value: LibraryVersion | undefined }>());

/** The artifacts whose version is the library's: the annotations, the service and the compiler are released together. */
const ARTIFACT = String.raw`androidx\.appfunctions:appfunctions(?:-[a-z]+)*`;

/**
 * The androidx.appfunctions version a file at `uri` is built with: from the nearest folder upwards,
 * a dependency written with its version in `build.gradle.kts` or `build.gradle` (also through a
 * `$name` variable of that file), else a version catalog (`gradle/libs.versions.toml`) entry for an
 * appfunctions artifact. The search stops at the project root (the folder with `settings.gradle*`).
 * Undefined for a URI that is not a local file, or when no version is written.
 */
export function appFunctionsVersion(uri: string, caches: AnalysisCaches): LibraryVersion | undefined {
  const file = localPath(uri);
  if (!file) return undefined;
  const found = versionFrom(path.dirname(file), caches.get(VERSIONS), 0);
  // The build file is named the way the source file was (a URI for the server, a path for the command).
  return found && uri.startsWith('file:') ? { ...found, declaredIn: pathToFileURL(found.declaredIn).href } : found;
}

function versionFrom(dir: string, cache: Map<string, { at: number; value: LibraryVersion | undefined }>, level: number): LibraryVersion | undefined {
  return rememberedForAWhile(cache, dir, KEPT_FOLDERS, () => {
    const own = versionIn(dir);
    if (own || level >= MAX_LEVELS || isProjectRoot(dir)) return own;
    const parent = path.dirname(dir);
    return parent === dir ? undefined : versionFrom(parent, cache, level + 1);
  });
}

/** The version one folder's own build file or catalog writes, if any. */
function versionIn(dir: string): LibraryVersion | undefined {
  for (const name of ['build.gradle.kts', 'build.gradle']) {
    const text = readSmall(path.join(dir, name));
    const version = text === undefined ? undefined : versionInBuildScript(text);
    if (version) return { version, declaredIn: path.join(dir, name) };
  }
  const catalog = path.join(dir, 'gradle', 'libs.versions.toml');
  const text = readSmall(catalog);
  const version = text === undefined ? undefined : versionInCatalog(text);
  return version ? { version, declaredIn: catalog } : undefined;
}

/**
 * The version of an appfunctions dependency in a build script: `"androidx.appfunctions:appfunctions:1.0.0-alpha12"`,
 * or the same with `$name` / `${name}` and that name assigned a string in the same file.
 */
export function versionInBuildScript(text: string): string | undefined {
  const code = withoutComments(text);
  const found = [...code.matchAll(new RegExp(`["'](${ARTIFACT}):([^"'\\s]+)["']`, 'g'))];
  // The compiler writes the metadata: its version wins when the artifacts' versions differ.
  const written = (found.find((m) => m[1]?.endsWith('-compiler')) ?? found[0])?.[2];
  if (!written) return undefined;
  const variable = /^\$\{?([A-Za-z_][\w.]*)\}?$/.exec(written)?.[1];
  if (!variable) return plainVersion(written);
  const simple = variable.split('.').pop() as string;
  const assigned = new RegExp(`\\b${escapeRegex(simple)}\\s*=\\s*["']([^"'$]+)["']`).exec(code)?.[1];
  return assigned ? plainVersion(assigned) : undefined;
}

/**
 * The version of an appfunctions library entry in a version catalog: a `module = "androidx.appfunctions:…"`
 * or `group = "androidx.appfunctions"` entry with `version = "…"` or `version.ref = "<key>"` (looked up
 * in `[versions]`), or a whole `"androidx.appfunctions:appfunctions:1.0.0-alpha12"` coordinate.
 */
export function versionInCatalog(text: string): string | undefined {
  const code = withoutComments(text, '#');
  const versions = section(code, 'versions');
  const found: { version: string; compiler: boolean }[] = [];
  for (const line of section(code, 'libraries').split('\n')) {
    const version = catalogEntryVersion(line, versions);
    if (version) found.push({ version, compiler: /appfunctions-compiler\b/.test(line) });
  }
  // The compiler writes the metadata: its version wins when the artifacts' versions differ.
  return (found.find((entry) => entry.compiler) ?? found[0])?.version;
}

/** The version of one `[libraries]` line when it is an appfunctions artifact. */
function catalogEntryVersion(line: string, versions: string): string | undefined {
  const coordinate = new RegExp(`["']${ARTIFACT}:([^"'\\s]+)["']`).exec(line)?.[1];
  if (coordinate) return plainVersion(coordinate);
  const isAppFunctions = new RegExp(`module\\s*=\\s*["']${ARTIFACT}["']`).test(line) || /group\s*=\s*["']androidx\.appfunctions["']/.test(line);
  if (!isAppFunctions) return undefined;
  const inline = /\bversion\s*=\s*["']([^"']+)["']/.exec(line)?.[1];
  if (inline) return plainVersion(inline);
  const ref = /\bversion\.ref\s*=\s*["']([^"']+)["']/.exec(line)?.[1];
  if (!ref) return undefined;
  const value = new RegExp(`^\\s*["']?${escapeRegex(ref)}["']?\\s*=\\s*["']([^"']+)["']`, 'm').exec(versions)?.[1];
  return value ? plainVersion(value) : undefined;
}

/** A version as written, when it is one (`1.0.0-alpha12`); ranges and dynamic versions (`1.+`, `latest.release`) are not. */
function plainVersion(text: string): string | undefined {
  const trimmed = text.trim();
  return /^\d+\.\d+\.\d+(?:-[A-Za-z]+\d*)?$/.test(trimmed) ? trimmed : undefined;
}

/** The body of one `[name]` table of a TOML file (to the next table header). */
function section(toml: string, name: string): string {
  const header = new RegExp(`^\\s*\\[${name}\\]\\s*$`, 'm').exec(toml);
  if (!header) return '';
  const rest = toml.slice(header.index + header[0].length);
  const next = /^\s*\[[^\]]+\]\s*$/m.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** The text with line comments removed (and block comments, for Kotlin and Groovy); string contents with `//` in them (URLs) are kept. */
function withoutComments(text: string, lineComment = '//'): string {
  const noBlocks = lineComment === '//' ? text.replace(/\/\*[\s\S]*?\*\//g, ' ') : text;
  return noBlocks
    .split('\n')
    .map((line) => {
      let quote: string | undefined;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quote) {
          if (c === '\\') i++;
          else if (c === quote) quote = undefined;
        } else if (c === '"' || c === "'") quote = c;
        else if (line.startsWith(lineComment, i)) return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

function isProjectRoot(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'settings.gradle.kts')) || fs.existsSync(path.join(dir, 'settings.gradle'));
}

function readSmall(file: string): string | undefined {
  try {
    // Most folders have none of the files: asked without an exception, which cost more than the look-up.
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_BUILD_FILE_BYTES) return undefined;
    return fs.readFileSync(file, 'utf8');
  } catch {
    // Expected: a file that cannot be read (permissions, a folder in its place) gives no version.
    return undefined;
  }
}

/** The local path of a `file:` URI or a plain path; undefined for other schemes (`untitled:`, `vscode-notebook-cell:`). */
function localPath(uri: string): string | undefined {
  if (uri.startsWith('file:')) {
    try {
      return fileURLToPath(uri);
    } catch {
      // Expected: a `file:` URI with a host is not a local path.
      return undefined;
    }
  }
  if (/^[a-z][\w+.-]*:/i.test(uri) && !/^[a-z]:[\\/]/i.test(uri)) return undefined;
  return path.resolve(uri);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import * as fs from 'node:fs';
import * as path from 'node:path';
import { ts } from 'ts-morph';
import { readSmallTextFile } from '../../text/small-file';
import type { PackageVersion } from '../../model/tool-facts';
import { cacheSlot, rememberedForAWhile, type AnalysisCaches } from '../../model/analysis-caches';

interface Cached {
  at: number;
  value: PackageVersion | undefined;
}

/** How many folder and package pairs are remembered: a workspace has a few package folders, each asked for two packages. */
const KEPT_VERSIONS = 1000;

/** Per folder and package name: the version found, trusted for a few seconds (see `rememberedForAWhile`). */
const PACKAGE_VERSIONS = cacheSlot('typescript: package versions per folder', () => new Map<string, Cached>());

/**
 * The version of `name` that code in `dir` runs against, from the nearest package folder upwards:
 * an installed `node_modules/<name>/package.json` wins, then `package-lock.json`, then the
 * dependency range in `package.json`. Every file is read as data; nothing is required.
 */
export function packageVersion(dir: string, name: string, caches: AnalysisCaches): PackageVersion | undefined {
  return rememberedForAWhile(caches.get(PACKAGE_VERSIONS), `${dir}\0${name}`, KEPT_VERSIONS, () => lookUp(dir, name));
}

function lookUp(start: string, name: string): PackageVersion | undefined {
  let dir = start;
  for (let i = 0; i < 40; i++) {
    const installed = readJson(path.join(dir, 'node_modules', ...name.split('/'), 'package.json'));
    const installedVersion = typeof installed?.version === 'string' ? installed.version : undefined;
    if (installedVersion) return version(name, installedVersion, 'installed');
    const lock = readJson(path.join(dir, 'package-lock.json'));
    const locked = (lock?.packages as Record<string, { version?: string }> | undefined)?.[`node_modules/${name}`]?.version;
    if (typeof locked === 'string') return version(name, locked, 'lock');
    const pkg = readJson(path.join(dir, 'package.json'));
    if (pkg) {
      for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
        const range = (pkg[field] as Record<string, string> | undefined)?.[name];
        if (typeof range === 'string') {
          const parsed = version(name, range.startsWith('catalog:') ? (catalogVersion(dir, name) ?? '') : range, 'package.json');
          if (parsed) return parsed;
        }
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

function version(name: string, text: string, source: PackageVersion['source']): PackageVersion | undefined {
  // `npm:zod@3.25.0` aliases, `^4.1.0`, `~3.25`, `>=1.12 <2`: the first number is the major.
  const spec = text.includes('@') ? text.slice(text.lastIndexOf('@') + 1) : text;
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(spec);
  if (!match) return undefined;
  return { name, major: Number(match[1]), version: spec.replace(/^[\^~=>< ]+/, ''), source };
}

function readJson(file: string): Record<string, unknown> | undefined {
  const text = readSmallTextFile(file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Expected: no such file in this folder, or a half-written one; the next place is asked.
    return undefined;
  }
}

/** A pnpm `catalog:` dependency's version, from the `catalog:` section of the nearest pnpm-workspace.yaml. */
function catalogVersion(start: string, name: string): string | undefined {
  let dir = start;
  for (let i = 0; i < 20; i++) {
    // No pnpm-workspace.yaml here: not the workspace root, look further up.
    const yaml = readSmallTextFile(path.join(dir, 'pnpm-workspace.yaml'));
    if (yaml !== undefined) {
      const section = /^catalog:\s*\n((?:[ \t]+.*\n?)+)/m.exec(yaml)?.[1] ?? '';
      for (const line of section.split('\n')) {
        const m = /^\s+['"]?([^'":]+?)['"]?\s*:\s*['"]?([^'"\s#]+)/.exec(line);
        if (m && m[1] === name) return m[2];
      }
      return undefined;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

const SDK_PACKAGES = ['@modelcontextprotocol/server', '@modelcontextprotocol/sdk'];

/**
 * The MCP SDK that code in `dir` runs against when the file itself imports none (it registers
 * through a wrapper of another package): its own package's dependency, else that of a workspace
 * package it imports (`@repo/mcp-common/src/...` in a pnpm or npm workspace).
 */
export function sdkOfWorkspacePackage(dir: string, imports: readonly string[], caches: AnalysisCaches): PackageVersion | undefined {
  for (const name of SDK_PACKAGES) {
    const own = packageVersion(dir, name, caches);
    if (own) return own;
  }
  for (const specifier of imports) {
    if (specifier.startsWith('.')) continue;
    const parts = specifier.split('/');
    const pkg = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    const folder = workspacePackageFolder(dir, pkg);
    if (!folder) continue;
    for (const name of SDK_PACKAGES) {
      const found = packageVersion(folder, name, caches);
      if (found) return found;
    }
  }
  return undefined;
}

/** How many import specifiers' workspace folders are remembered per analyzer. */
const KEPT_FOLDERS = 1000;

/** Per folder and package name: the workspace package's folder (or none), trusted for a few seconds (see `rememberedForAWhile`). */
const PACKAGE_FOLDERS = cacheSlot('typescript: workspace package folders', () => new Map<string, { at: number; value: string | undefined }>());

/**
 * Where a bare import (`@repo/common/src/pagination`, `@repo/common`) may be in the workspace: the
 * package of that name among the nearest workspace root's packages (npm, yarn or pnpm workspaces),
 * and the path after its name, or its entry (`exports["."]`, `types`, `module`, `main`, then
 * `src/index`) for the package alone. Paths without an extension, as relative imports get them.
 * Nothing for a package that is not in the workspace (an installed dependency).
 */
export function workspaceImportBases(fromDir: string, specifier: string, caches: AnalysisCaches): string[] {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes('..')) return [];
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  if (parts.length < size || parts.slice(0, size).some((part) => part === '')) return [];
  const name = parts.slice(0, size).join('/');
  const folder = cachedPackageFolder(fromDir, name, caches);
  if (!folder) return [];
  const subpath = parts.slice(size).join('/');
  if (subpath) return [path.join(folder, subpath)];
  const pkg = readJson(path.join(folder, 'package.json'));
  const entries = [entryOf(pkg?.exports), pkg?.types, pkg?.module, pkg?.main].filter((e): e is string => typeof e === 'string' && !e.includes('..'));
  return [...entries.map((entry) => path.join(folder, entry)), path.join(folder, 'src', 'index'), path.join(folder, 'index')];
}

/** The `"."` entry of a package's `exports`: a path, or the first path among its conditions. */
function entryOf(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (!exports || typeof exports !== 'object') return undefined;
  const dot = (exports as Record<string, unknown>)['.'] ?? exports;
  if (typeof dot === 'string') return dot;
  if (!dot || typeof dot !== 'object') return undefined;
  for (const condition of ['types', 'import', 'default', 'require']) {
    const found = entryOf((dot as Record<string, unknown>)[condition]);
    if (found) return found;
  }
  return undefined;
}

function cachedPackageFolder(dir: string, name: string, caches: AnalysisCaches): string | undefined {
  return rememberedForAWhile(caches.get(PACKAGE_FOLDERS), `${dir}\0${name}`, KEPT_FOLDERS, () => workspacePackageFolder(dir, name));
}

/** The folder of workspace package `name`, from the nearest workspace root's `packages` globs (`dir/*` only). */
function workspacePackageFolder(start: string, name: string): string | undefined {
  let dir = start;
  for (let i = 0; i < 20; i++) {
    const globs = workspaceGlobs(dir);
    for (const glob of globs) {
      const base = path.join(dir, glob.replace(/\/\*+$/, ''));
      const candidates = glob.endsWith('/*') ? listDirs(base) : [base];
      for (const candidate of candidates) if (readJson(path.join(candidate, 'package.json'))?.name === name) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

function workspaceGlobs(dir: string): string[] {
  const pkg = readJson(path.join(dir, 'package.json'));
  const workspaces = pkg?.workspaces;
  const list = Array.isArray(workspaces) ? workspaces : Array.isArray((workspaces as { packages?: unknown })?.packages) ? (workspaces as { packages: unknown[] }).packages : [];
  const out = list.filter((w): w is string => typeof w === 'string');
  // No pnpm-workspace.yaml: no pnpm workspace here.
  const yaml = readSmallTextFile(path.join(dir, 'pnpm-workspace.yaml')) ?? '';
  // `packages:` then `- 'apps/*'` lines; other sections (catalogs) are not lists of strings under it.
  const section = /^packages:\s*\n((?:\s+-\s+.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  for (const line of section.split('\n')) {
    const m = /^\s+-\s+['"]?([^'"\s#]+)['"]?/.exec(line);
    const entry = m?.[1];
    if (entry !== undefined && !entry.startsWith('!')) out.push(entry);
  }
  return out.filter((g) => !g.includes('..') && /^[\w@.-]+(?:\/[\w@.-]+)*(?:\/\*)?$/.test(g));
}

function listDirs(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(dir, e.name));
  } catch {
    return [];
  }
}

/** The `paths` and `baseUrl` of a folder's nearest tsconfig.json, made absolute; none when it has neither. */
interface PathAliases {
  /** Patterns (`@/*`, `~utils`) with the absolute targets they map to (`/repo/src/*`). */
  paths: { pattern: string; targets: string[] }[];
  baseUrl?: string;
}

/** Per folder: the aliases of its nearest tsconfig.json (or none), trusted for a few seconds. */
const PATH_ALIASES = cacheSlot('typescript: tsconfig path aliases per folder', () => new Map<string, { at: number; value: PathAliases | undefined }>());

/**
 * Where a non-relative import may be through the compiler options of the nearest tsconfig.json
 * (or jsconfig.json) above the importer: `paths` (`"@/*": ["./src/*"]`, the longest matching
 * prefix first, as the compiler picks) and then `baseUrl`. Paths without an extension, as relative
 * imports get them. The files are read as data (comments and trailing commas allowed); an
 * `extends` of a relative file is followed, one of an installed package is not.
 */
export function tsconfigImportBases(fromDir: string, specifier: string, caches: AnalysisCaches): string[] {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return [];
  const aliases = rememberedForAWhile(caches.get(PATH_ALIASES), fromDir, KEPT_FOLDERS, () => nearestAliases(fromDir));
  if (!aliases) return [];
  const matching = aliases.paths
    .map(({ pattern, targets }) => ({ targets, star: matchPattern(pattern, specifier), prefix: pattern.split('*')[0]!.length }))
    .filter((m): m is { targets: string[]; star: string; prefix: number } => m.star !== undefined)
    .sort((a, b) => b.prefix - a.prefix);
  const bases = matching.flatMap(({ targets, star }) => targets.map((target) => target.replace('*', star)));
  if (aliases.baseUrl) bases.push(path.join(aliases.baseUrl, specifier));
  return bases;
}

/** The part of `specifier` the pattern's `*` stands for ('' for an exact match), or undefined. */
function matchPattern(pattern: string, specifier: string): string | undefined {
  const star = pattern.indexOf('*');
  if (star < 0) return pattern === specifier ? '' : undefined;
  const prefix = pattern.slice(0, star);
  const suffix = pattern.slice(star + 1);
  if (specifier.length < prefix.length + suffix.length || !specifier.startsWith(prefix) || !specifier.endsWith(suffix)) return undefined;
  return specifier.slice(prefix.length, specifier.length - suffix.length);
}

function nearestAliases(start: string): PathAliases | undefined {
  let dir = start;
  for (let i = 0; i < 20; i++) {
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return aliasesOf(file, 0);
    }
    // A package root with no tsconfig of its own: the aliases of a folder above are not its own.
    if (fs.existsSync(path.join(dir, 'package.json')) && dir !== start) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

/** The aliases one tsconfig file declares, those of a relative `extends` below its own. */
function aliasesOf(file: string, depth: number): PathAliases | undefined {
  const text = readSmallTextFile(file);
  if (text === undefined) return undefined;
  const { config } = ts.parseConfigFileTextToJson(file, text) as { config?: { extends?: unknown; compilerOptions?: Record<string, unknown> } };
  if (!config || typeof config !== 'object') return undefined;
  const dir = path.dirname(file);
  const inherited =
    typeof config.extends === 'string' && config.extends.startsWith('.') && depth < 5
      ? aliasesOf(path.resolve(dir, config.extends.endsWith('.json') ? config.extends : `${config.extends}.json`), depth + 1)
      : undefined;
  const options = config.compilerOptions ?? {};
  const baseUrl = typeof options.baseUrl === 'string' ? path.resolve(dir, options.baseUrl) : inherited?.baseUrl;
  const rawPaths = options.paths && typeof options.paths === 'object' ? (options.paths as Record<string, unknown>) : undefined;
  // `paths` without `baseUrl` are relative to the file that declares them.
  const pathsRoot = typeof options.baseUrl === 'string' ? baseUrl! : dir;
  const paths = rawPaths
    ? Object.entries(rawPaths).map(([pattern, targets]) => ({
        pattern,
        targets: (Array.isArray(targets) ? targets : []).filter((t): t is string => typeof t === 'string').map((t) => path.resolve(pathsRoot, t)),
      }))
    : (inherited?.paths ?? []);
  return paths.length > 0 || baseUrl ? { paths, ...(baseUrl ? { baseUrl } : {}) } : undefined;
}

/** Per folder: the nearest folder upwards with a package.json, trusted for a few seconds. */
const NEAREST_PACKAGE = cacheSlot('typescript: nearest package folder', () => new Map<string, { at: number; value: string }>());

/**
 * The nearest folder from `dir` upwards that holds a package.json (`dir` itself when none does):
 * the package whose code a file belongs to.
 */
export function nearestPackageFolder(dir: string, caches: AnalysisCaches): string {
  return rememberedForAWhile(caches.get(NEAREST_PACKAGE), dir, KEPT_FOLDERS, () => {
    for (let current = dir, i = 0; i < 40; i++) {
      if (fs.existsSync(path.join(current, 'package.json'))) return current;
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
    return dir;
  });
}

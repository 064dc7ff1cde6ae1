import { isAscii } from 'node:buffer';
import * as fs from 'node:fs';
import * as nodeModule from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';

/**
 * Loads one of the project's own lazily loaded bundles (the TypeScript front end, zod, the language
 * detector's data, the XML parser) with V8's code cache on Node versions without
 * `module.enableCompileCache` (before 22.1). Compiling the 13.7 MB TypeScript front end is about a
 * fifth of a second of every run that checks TypeScript; with the cache V8 deserialises the code
 * instead. On the bench's 100-file MCP server (Node 20, three runs each) the command took
 * 1.25-1.33 s and 191 MB instead of 1.47-1.57 s and 224 MB.
 *
 * Where Node's own compile cache is on (see `process-start.ts`), or turned off with
 * `NODE_DISABLE_COMPILE_CACHE=1`, this is a plain `require`. Only the file given is compiled this
 * way, never workspace code and never another module of the process.
 */
export function requireBundle(file: string): unknown {
  // Node's module cache, shared by every bundle of the process (each has its own copy of this code).
  const requireHere = nodeModule.createRequire(file);
  const loaded = requireHere.cache[file];
  if (loaded) return loaded.exports;
  const cache = cacheFolder();
  if (cache === undefined) return requireHere(file);
  const module = new nodeModule.Module(file);
  module.filename = file;
  const source = readSource(file);
  const cacheFile = cacheFileFor(cache, file, source.length);
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(nodeModule.wrap(source.startsWith('#!') ? `//${source}` : source), {
    filename: file,
    cachedData,
    // A bundle that calls import() gets Node's own loader, as under require.
    importModuleDynamically: ((specifier: string) => import(specifier)) as never,
  });
  if (cachedData === undefined || script.cachedDataRejected) scheduleWrite(script, cacheFile);
  const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => void;
  // Registered before it runs, as require does, so that a cycle back to it sees its exports so far.
  requireHere.cache[file] = module;
  try {
    wrapper.call(module.exports, module.exports, requireHere, module, file, path.dirname(file));
  } catch (error) {
    delete requireHere.cache[file];
    throw error;
  }
  module.loaded = true;
  return module.exports;
}

/** Set on the process by `process-start.ts` when Node's own compile cache was turned on (seen by every bundle's copy). */
const NODE_CACHE_ON = Symbol.for('appfunctions.nodeCompileCacheOn');

/** Says that Node's own compile cache covers every module from now on. */
export function noteNodeCompileCacheOn(): void {
  (process as unknown as Record<symbol, boolean>)[NODE_CACHE_ON] = true;
}

let folder: string | null | undefined;

/**
 * The folder of this user's caches under the temporary directory, made private on first use; none
 * (undefined) where Node's cache is on, caching is turned off, or the folder is not safely ours:
 * another user's or a writable-by-others folder could hand V8 code that is not the bundle's.
 */
function cacheFolder(): string | undefined {
  if (folder !== undefined) return folder ?? undefined;
  folder = null;
  if ((process as unknown as Record<symbol, boolean>)[NODE_CACHE_ON] || process.env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  try {
    const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
    const candidate = path.join(os.tmpdir(), `appfunctions-code-cache${uid === undefined ? '' : `-${uid}`}`);
    fs.mkdirSync(candidate, { recursive: true, mode: 0o700 });
    const stat = fs.lstatSync(candidate);
    const ours = stat.isDirectory() && (uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0));
    if (ours) folder = candidate;
  } catch {
    // No temporary directory to write to: compile as require does.
  }
  return folder ?? undefined;
}

/**
 * One cache file per bundle build and V8: the bundle's name, length and modification time, and
 * the V8 version and architecture (V8 also rejects data made for another source or version itself).
 */
function cacheFileFor(cache: string, file: string, length: number): string {
  let stamp = '0';
  try {
    stamp = String(Math.trunc(fs.statSync(file).mtimeMs));
  } catch {
    // Read a moment ago; a missing time only costs a cache miss.
  }
  return path.join(cache, `${path.basename(file)}.${length}.${stamp}.${process.versions.v8}.${process.arch}.cache`);
}

function readCache(cacheFile: string): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/**
 * A bundle's text. The build leaves the bundles pure ASCII, which is read as Latin-1, a plain copy:
 * decoding the 13.7 MB TypeScript front end as UTF-8 took 35-50 ms, more than compiling it with
 * the cache. Anything else is decoded as UTF-8.
 */
function readSource(file: string): string {
  const bytes = fs.readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

const PENDING = new Map<string, vm.Script>();

/**
 * Writes the code cache when the process ends (or after a while in a long-lived one), so that it
 * holds the functions compiled while the bundle was used, not only its top level.
 */
function scheduleWrite(script: vm.Script, cacheFile: string): void {
  if (PENDING.size === 0) {
    process.once('exit', writePending);
    setTimeout(writePending, WRITE_AFTER_MS).unref();
  }
  PENDING.set(cacheFile, script);
}

/** How long a server runs before its caches are written (a command writes them when it ends). */
const WRITE_AFTER_MS = 30_000;

/** Writes the caches still to be written now (as the process does when it ends). */
export function flushCodeCache(): void {
  writePending();
}

function writePending(): void {
  for (const [cacheFile, script] of PENDING) {
    PENDING.delete(cacheFile);
    try {
      const data = script.createCachedData();
      // Written beside, then renamed: a process reading at the same moment sees the old file or the new one.
      const partial = `${cacheFile}.${process.pid}.partial`;
      fs.writeFileSync(partial, data, { mode: 0o600 });
      fs.renameSync(partial, cacheFile);
      removeOlderCaches(cacheFile);
    } catch {
      // A cache that cannot be written is only a slower next start.
    }
  }
}

/** Caches of earlier builds of the same bundle are dropped, so the folder holds one per bundle and Node. */
function removeOlderCaches(cacheFile: string): void {
  const folderOf = path.dirname(cacheFile);
  const name = path.basename(cacheFile);
  const bundle = name.slice(0, name.indexOf('.js.') + 3);
  for (const entry of fs.readdirSync(folderOf)) {
    if (entry !== name && entry.startsWith(`${bundle}.`) && entry.endsWith(`.${process.versions.v8}.${process.arch}.cache`)) {
      fs.rmSync(path.join(folderOf, entry), { force: true });
    }
  }
}

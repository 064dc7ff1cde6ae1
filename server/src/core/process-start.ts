import * as nodeModule from 'node:module';
import { noteNodeCompileCacheOn } from './code-cache';
import { keepWasmOnBaselineCompiler } from './languages/tree-sitter/wasm-tiering';

/**
 * What the command and the server do first, before any grammar or bundle is loaded: the grammars'
 * wasm stays on V8's baseline compiler (see {@link keepWasmOnBaselineCompiler}), and where Node has
 * a compile cache it is turned on. Process-wide: only the entry points call it, never the tests.
 */
export function tuneProcessForAnalysis(): void {
  keepWasmOnBaselineCompiler();
  enableCompileCacheWhereAvailable();
}

/**
 * Node 22.1 and later keep V8's compiled code of the modules a process loads in a cache folder on
 * disk (its default under the temporary directory, or `NODE_COMPILE_CACHE`), so the next process
 * skips compiling them. Turned on here, it covers the bundles required after start: above all the
 * TypeScript front end (13.7 MB, a quarter of a second to compile). With Node 22 on the bench's
 * 100-file MCP server the command took 1.16-1.24 s instead of 1.36-1.47 s and 195 MB instead of
 * 222 MB; an empty `.ts` file 0.09 s instead of 0.12-0.20 s. Node 20 has no such function: there
 * the lazily loaded bundles keep a code cache of their own (`code-cache.ts`). Node's own
 * `NODE_DISABLE_COMPILE_CACHE=1` turns both off, and a folder that cannot be made only leaves the
 * cache off.
 */
function enableCompileCacheWhereAvailable(): void {
  const enable = (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache;
  if (typeof enable !== 'function') return;
  try {
    const result = enable() as { status?: number } | undefined;
    const statuses = (nodeModule as { constants?: { compileCacheStatus?: Record<string, number> } }).constants?.compileCacheStatus;
    if (result?.status !== undefined && (result.status === statuses?.ENABLED || result.status === statuses?.ALREADY_ENABLED)) noteNodeCompileCacheOn();
  } catch {
    // Expected where the temporary directory is not writable: run without a cache.
  }
}

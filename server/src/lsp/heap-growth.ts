import * as v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept, in percent. By default
 * it lets a busy process grow to several times its live data before collecting again: on the fuzz
 * run the server kept about 155 MB live yet sat at 500-550 MB, most of it garbage waiting. At 25 %
 * it settled near 425 MB with the same throughput; at 10 %, 3,000 fuzz inputs left it at 296-320 MB
 * instead of 308-418, with answers on megabyte inputs within the noise of 25 % (FUZZING.md). A
 * smaller young generation (`--max-semi-space-size=2`, a start-up option) saved 25 MB more but made
 * those answers 40-50 % slower, and was not kept.
 */
export const HEAP_GROWING_PERCENT = 10;

/**
 * Bounds the garbage the server's heap may hold, unless the process was started with its own
 * `--heap-growing-percent`. V8 reads the flag at every full collection, so setting it at start-up
 * takes effect from the first one on.
 */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

import * as v8 from 'node:v8';

/**
 * Keeps the grammars' WebAssembly on V8's baseline compiler (Liftoff): no tier-up of hot functions
 * to the optimizing compiler. A tree-sitter grammar's lexer and parse tables are a few huge wasm
 * functions; every process optimized them again in background threads soon after its first parses,
 * which pays back only after seconds of parsing. Measured on this project's bench and evaluation
 * corpus (ARCHITECTURE.md, "Decisions"): the command on the public Kotlin apps 0.67 → 0.44 s and
 * 164 → 113 MB, on the large app 0.72 → 0.56 s; the server held about 15 MB less after 2,000
 * documents, at about half a millisecond more per keystroke on a 5,000-line file. Only the
 * 2,000-file workspace, which parses 13 MB of AppFunctions, gets slower (12 %).
 *
 * Process-wide and read when wasm is compiled, so the entry points call it first thing; a process
 * started with its own wasm tiering flags keeps them.
 */
export function keepWasmOnBaselineCompiler(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => /^--(no-)?wasm[-_](dynamic[-_]tiering|tier[-_]up)\b|^--liftoff/.test(arg))) return;
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  v8.setFlagsFromString('--no-wasm-tier-up');
}

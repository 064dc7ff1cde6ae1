// The Kotlin grammar's tree-sitter instances (see tree-sitter/runtime.ts for why there is more than one).
import type { Parser } from 'web-tree-sitter';
import { GrammarRuntimes, type TreeSitterRuntime } from '../tree-sitter/runtime';

/** A tree-sitter instance with the Kotlin grammar loaded. */
export type KotlinRuntime = TreeSitterRuntime;

const KOTLIN = new GrammarRuntimes({ name: 'Kotlin', wasmFile: 'tree-sitter-kotlin.wasm', packageDirs: ['tree-sitter-wasms/out'] });

/** The current Kotlin instance, loading it first when there is none (the first call, or after a retirement). */
export function kotlinRuntime(): Promise<KotlinRuntime> {
  return KOTLIN.runtime();
}

/** The current Kotlin instance if it is loaded, without waiting: what a synchronous parse can move to. */
export function loadedKotlinRuntime(): KotlinRuntime | undefined {
  return KOTLIN.loaded();
}

/** Retires `runtime` when it grew more than `budgetBytes` (see {@link GrammarRuntimes.retireIfGrown}). */
export function retireIfGrown(runtime: KotlinRuntime, budgetBytes: number): void {
  KOTLIN.retireIfGrown(runtime, budgetBytes);
}

/** A parser for Kotlin from the current instance; create one per thread of work (parsers are not re-entrant). */
export async function createKotlinParser(): Promise<Parser> {
  return (await kotlinRuntime()).createParser();
}

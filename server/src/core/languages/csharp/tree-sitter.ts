// The C# grammar's tree-sitter instances (tree-sitter-c-sharp's wasm: primary constructors, raw
// string literals and file-scoped namespaces parse; the grammar in tree-sitter-wasms is older).
import { GrammarRuntimes, type TreeSitterRuntime } from '../tree-sitter/runtime';

/** The C# grammar's instances, loaded on first use. */
export const CSHARP_RUNTIMES = new GrammarRuntimes({ name: 'C#', wasmFile: 'tree-sitter-c_sharp.wasm', packageDirs: ['tree-sitter-c-sharp'] });

/** The current C# instance, loading it first when there is none. */
export function csharpRuntime(): Promise<TreeSitterRuntime> {
  return CSHARP_RUNTIMES.runtime();
}

import { parse as parseXml } from '@xml-tools/parser';
import ts from 'typescript';
import type { Node, Parser } from 'web-tree-sitter';
import { CSHARP_RUNTIMES, csharpRuntime } from '../../server/src/core/languages/csharp/tree-sitter';
import { csharpTooDeep } from '../../server/src/core/registry/file-limits';
import { maskFunInterfaces } from '../../server/src/core/languages/kotlin/fun-interface';
import { createKotlinParser } from '../../server/src/core/languages/kotlin/tree-sitter';
import { RETIRE_ABOVE_BYTES } from '../../server/src/core/languages/tree-sitter/parse-guard';
import type { TreeSitterRuntime } from '../../server/src/core/languages/tree-sitter/runtime';
import { syntaxErrorNodes } from '../../server/src/core/languages/tree-sitter/syntax-errors';

/** How long the harness parses a text before counting it as unparseable. */
const HARNESS_PARSE_MS = 10_000;

/** The kind of file an input is, by its extension. */
export type InputKind = 'kotlin' | 'typescript' | 'xml' | 'csharp';

export function kindOf(fileName: string): InputKind | undefined {
  if (/\.kts?$/.test(fileName)) return 'kotlin';
  if (/\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(fileName)) return 'typescript';
  if (fileName.endsWith('.xml')) return 'xml';
  if (fileName.endsWith('.cs')) return 'csharp';
  return undefined;
}

/**
 * Counts how badly a text parses, with a parser of the harness's own (not the server's, whose
 * count is capped): tree-sitter ERROR and MISSING nodes for Kotlin and C#, the compiler's syntactic
 * diagnostics for TypeScript, lexer and parser errors for XML. A fix may not raise the count.
 */
export class ParseQuality {
  readonly #kotlin: Parser;
  #csharp: TreeSitterRuntime;

  private constructor(kotlin: Parser, csharp: TreeSitterRuntime) {
    this.#kotlin = kotlin;
    this.#csharp = csharp;
  }

  static async create(): Promise<ParseQuality> {
    return new ParseQuality(await createKotlinParser(), await csharpRuntime());
  }

  errorCount(kind: InputKind, fileName: string, text: string): number {
    try {
      return this.#errorCount(kind, fileName, text);
    } catch (error) {
      // The compiler's and the XML parser's descents recurse per level of nesting: a text they
      // cannot take vouches for nothing, like one that could not be parsed in time.
      if (error instanceof RangeError) return Number.POSITIVE_INFINITY;
      throw error;
    }
  }

  #errorCount(kind: InputKind, fileName: string, text: string): number {
    if (kind === 'kotlin') return this.#kotlinErrors(text);
    if (kind === 'csharp') return this.#csharpErrors(text);
    if (kind === 'typescript') {
      const scriptKind = /\.(tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
      const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind);
      return (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
    }
    const result = parseXml(text);
    return result.lexErrors.length + result.parseErrors.length;
  }

  #kotlinErrors(text: string): number {
    // The harness's own parse is bounded too, or a runaway input would stall the run here.
    const deadline = performance.now() + HARNESS_PARSE_MS;
    // Counted as the product parses Kotlin: a `fun interface` is no error.
    const tree = this.#kotlin.parse(maskFunInterfaces(text), null, { progressCallback: () => performance.now() > deadline });
    if (!tree) {
      this.#kotlin.reset();
      return Number.POSITIVE_INFINITY;
    }
    try {
      let count = 0;
      // Iterative walk: a deeply nested input would overflow a recursive one.
      const stack: Node[] = [tree.rootNode];
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (node.isError || node.isMissing) count++;
        if (!node.hasError) continue;
        for (const child of node.children) if (child) stack.push(child);
      }
      return count;
    } finally {
      tree.delete();
    }
  }

  /**
   * C#: the count the server's parse gate makes (`csharpErrorCount` in fixes/parse-gate.ts): a fresh
   * parse with the C# grammar the server ships, its ERROR and MISSING nodes by `syntaxErrorNodes`
   * (shared with the gate, so the two cannot disagree on what an error is), the instance retired
   * when a parse grew it as the server retires its own. Bounded in time only, like the Kotlin count.
   */
  #csharpErrors(text: string): number {
    // Past the server's nesting limit the parser's recovery can run for minutes between two
    // progress callbacks; the server skips such a file, so it counts as unparseable here too.
    if (csharpTooDeep(text)) return Number.POSITIVE_INFINITY;
    if (this.#csharp.retired) this.#csharp = CSHARP_RUNTIMES.loaded() ?? this.#csharp;
    const runtime = this.#csharp;
    const parser = runtime.createParser();
    const deadline = performance.now() + HARNESS_PARSE_MS;
    const tree = parser.parse(text, null, { progressCallback: () => performance.now() > deadline });
    try {
      return tree ? syntaxErrorNodes(tree.rootNode).length : Number.POSITIVE_INFINITY;
    } finally {
      tree?.delete();
      parser.delete();
      CSHARP_RUNTIMES.retireIfGrown(runtime, RETIRE_ABOVE_BYTES);
    }
  }
}

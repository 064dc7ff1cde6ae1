import { beforeAll, describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { createKotlinFrontEnd, type KotlinFrontEnd } from '../../../server/src/core/languages/kotlin/index';
import { kotlinRuntime } from '../../../server/src/core/languages/kotlin/tree-sitter';

/**
 * tree-sitter finds a node's previous sibling by walking its parent's children from the first, and
 * a parent from the root down: asked once per node, either makes reading a file quadratic (50k
 * unclosed `List<`, thousands of loose classes in one error node, thousands of nesting levels).
 * The front end must ask them a number of times that does not grow with the input.
 */

let frontEnd: KotlinFrontEnd;
/** The node class of the instance the front end parses in (each tree-sitter instance has its own). */
let nodePrototype: Node;
beforeAll(async () => {
  frontEnd = await createKotlinFrontEnd();
  nodePrototype = (await kotlinRuntime()).binding.Node.prototype;
});

const WALKS = ['previousSibling', 'previousNamedSibling', 'parent'] as const;

/** How often the front end asks for siblings and for parents while reading `text`. */
function walksWhileReading(text: string, uri: string): { siblings: number; parents: number } {
  const count = { siblings: 0, parents: 0 };
  const originals = WALKS.map((name) => [name, Object.getOwnPropertyDescriptor(nodePrototype, name)!] as const);
  for (const [name, descriptor] of originals) {
    Object.defineProperty(nodePrototype, name, {
      ...descriptor,
      get(this: Node) {
        if (name === 'parent') count.parents++;
        else count.siblings++;
        return descriptor.get!.call(this);
      },
    });
  }
  try {
    frontEnd.parse(uri, text);
  } finally {
    for (const [name, descriptor] of originals) Object.defineProperty(nodePrototype, name, descriptor);
  }
  return count;
}

const HEAD = 'package a\n\nimport androidx.appfunctions.AppFunctionDeclaration\n\nabstract class B {\n';
const FAMILIES: Record<string, (n: number) => string> = {
  'unclosed List<': (n) => `${HEAD}    @AppFunctionDeclaration\n    fun f(a: ${'List<'.repeat(n)}\n`,
  'loose classes in one error node': (n) => `${HEAD}${Array.from({ length: n }, (_, i) => `class C${i} : (\n`).join('')}`,
  'deep nesting': (n) => `${HEAD}    /** Creates a note. */\n    @AppFunctionDeclaration\n    fun f(): Int = ${'listOf('.repeat(n)}1${')'.repeat(n)}\n}\n`,
  'many functions with KDoc': (n) =>
    `${HEAD}${Array.from({ length: n }, (_, i) => `    /** Creates note ${i}. */\n    @AppFunctionDeclaration\n    fun f${i}(): Int = g(h(${i}))\n`).join('\n')}}\n`,
};

/** Families whose depth or sibling count grows with n: parents must not be asked per node either. */
const DEEP_OR_WIDE = new Set(['unclosed List<', 'loose classes in one error node', 'deep nesting']);

describe('the Kotlin front end walks siblings and parents a bounded number of times', () => {
  for (const [family, make] of Object.entries(FAMILIES)) {
    it(family, () => {
      const small = walksWhileReading(make(200), `/walks/${family}/small.kt`);
      const large = walksWhileReading(make(800), `/walks/${family}/large.kt`);
      // Each walk costs up to the number of siblings (or the depth), which grows with n here: the
      // number of walks must not grow with it.
      if (DEEP_OR_WIDE.has(family)) {
        expect(large.siblings, `sibling walks: ${small.siblings} at 200, ${large.siblings} at 800`).toBeLessThanOrEqual(small.siblings + 8);
        expect(large.parents, `parent walks: ${small.parents} at 200, ${large.parents} at 800`).toBeLessThanOrEqual(small.parents + 8);
      } else {
        // Among many declarations, one look per function inside its own header (its return type's
        // few siblings) stays; none may walk the class body's thousands of members.
        expect(large.siblings, `sibling walks: ${large.siblings} for 800 functions`).toBeLessThanOrEqual(800);
      }
    });
  }
});

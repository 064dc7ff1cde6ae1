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

describe('chains that nest without brackets', () => {
  // `a!! !! !!…` and `a ?: b ?: c…` nest one level per link, with no bracket to tell: a long body is
  // read by one walk that carries parents and enclosing `try`s down, so parents are not asked per link.
  const CHAINS: Record<string, (n: number) => string> = {
    'not-null assertions': (n) =>
      `${HEAD}    @AppFunctionDeclaration\n    fun f(a: String?): Int = try { a${'!! '.repeat(n)}.length } catch (e: Exception) { throw IllegalStateException() }\n}\n`,
    elvis: (n) =>
      `${HEAD}    @AppFunctionDeclaration\n    fun f(a: String?): String = ${Array.from({ length: n }, (_, i) => `a${i}`).join(' ?: ')} ?: throw IllegalStateException()\n}\n`,
  };
  for (const [chain, make] of Object.entries(CHAINS)) {
    it(chain, () => {
      const small = walksWhileReading(make(2_000), `/walks/${chain}/small.kt`);
      const large = walksWhileReading(make(8_000), `/walks/${chain}/large.kt`);
      expect(large.parents, `parent walks: ${small.parents} at 2,000, ${large.parents} at 8,000`).toBeLessThanOrEqual(small.parents + 8);
    });
  }

  it('reads the same facts from a long body as from a short one', () => {
    const body = (filler: string) =>
      `${HEAD}    @AppFunctionDeclaration\n    fun f(a: String?, b: String?): Int {\n${filler}        try {\n            if (a == null) throw IllegalArgumentException("a")\n        } catch (e: IllegalArgumentException) {\n            log(e)\n        }\n        val n = (a ?: b)!!.length + listOf(b ?: "x").size\n        run { throw IllegalStateException() }\n        return g(a!!) ?: 0\n    }\n}\n`;
    const facts = (text: string, uri: string) => {
      const fn = frontEnd.parse(uri, text).functions[0];
      const b = fn?.body;
      return {
        calls: b?.calls.map((c) => [c.name, c.isStatement, c.isOperand]),
        throws: b?.throws.map((t) => [t.exceptionType, t.caught]),
        notNull: b?.notNull?.map((x) => [x.operand.text, x.isOperand]),
        elvis: b?.elvis?.map((x) => [x.left.text, x.right.text, x.isOperand]),
      };
    };
    const short = facts(body(''), '/walks/facts/short.kt');
    // Comment lines make the body long enough to be read by the walk; the code is the same.
    const long = facts(body('        // a note that only makes the body longer\n'.repeat(120)), '/walks/facts/long.kt');
    expect(short.throws).toEqual([
      ['IllegalArgumentException', true],
      ['IllegalStateException', false],
    ]);
    expect(long).toEqual(short);
  });
});

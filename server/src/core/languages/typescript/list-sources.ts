import { Node } from 'ts-morph';

/** Array methods that return some of a list's elements, in some order. */
const SELECTIONS = new Set(['filter', 'slice', 'sort', 'toSorted', 'reverse', 'toReversed']);

/**
 * The lists a list expression is made of, when it selects from or joins others written in the
 * source: `xs.filter(…)`, `.slice()`, `.sort(…)` (read as all of `xs`), `xs.concat(ys, zs)`, and
 * `c ? xs : ys`, whose branches are alternatives (`either`: an element of both counts once).
 * Undefined for any other expression. Loops over tool objects and literal tools/list handlers
 * read their lists through it, each with its own element reader.
 */
export function listSources(value: Node): { parts: Node[]; either: boolean } | undefined {
  if (Node.isConditionalExpression(value)) return { parts: [value.getWhenTrue(), value.getWhenFalse()], either: true };
  if (!Node.isCallExpression(value)) return undefined;
  const callee = value.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  if (SELECTIONS.has(callee.getName())) return { parts: [callee.getExpression()], either: false };
  if (callee.getName() === 'concat') return { parts: [callee.getExpression(), ...value.getArguments()], either: false };
  return undefined;
}

/** The parts read by `read`, joined: undefined when one cannot be read; alternatives' shared elements (by `same`) once. */
export function joinSources<T>(sources: { parts: Node[]; either: boolean }, read: (part: Node) => T[] | undefined, same: (a: T, b: T) => boolean): T[] | undefined {
  const out: T[] = [];
  for (const part of sources.parts) {
    const items = read(part);
    if (!items) return undefined;
    out.push(...(sources.either ? items.filter((item) => !out.some((kept) => same(kept, item))) : items));
  }
  return out;
}

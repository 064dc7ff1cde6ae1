import { Node, ts } from 'ts-morph';

/**
 * Keyed look-ups in object literals, read from the compiler's nodes.
 *
 * Why not ts-morph's `getProperties()`: it wraps every property in a ts-morph object, and each
 * look-up of one key walked them all. Error recovery turns a megabyte of prose pasted into an
 * object literal into a quarter of a million shorthand properties, so every `propertyValue` on
 * such a literal cost about 0.2 s. The index is built once per literal node from the raw tree
 * (no wrapping) and only the node asked for is wrapped.
 */

/** What one object literal holds, by key: the last property of each key wins, as at run time. */
interface PropertyIndex {
  /** The keys of property assignments, shorthand properties and methods, in source order. */
  readonly keys: readonly { readonly key: string; readonly method: boolean }[];
  /** Assignments, shorthands and methods of each key; the last one written wins. */
  readonly byKey: ReadonlyMap<string, ts.ObjectLiteralElementLike>;
}

/** Weak: a literal's node belongs to one immutable syntax tree, and goes with it. */
const indexes = new WeakMap<ts.ObjectLiteralExpression, PropertyIndex>();

/** The key of a property name as the compiler reads it (`a`, `'a'`, `1`, `["a"]`), or undefined when computed. */
function rawPropertyKey(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isNumericLiteral(name)) return String(Number(name.text));
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

function indexOf(object: ts.ObjectLiteralExpression): PropertyIndex {
  let index = indexes.get(object);
  if (index) return index;
  const keys: { key: string; method: boolean }[] = [];
  const byKey = new Map<string, ts.ObjectLiteralElementLike>();
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property) && !ts.isMethodDeclaration(property)) continue;
    const key = rawPropertyKey(property.name);
    if (key === undefined || key === '') continue;
    keys.push({ key, method: ts.isMethodDeclaration(property) });
    byKey.set(key, property);
  }
  index = { keys, byKey };
  indexes.set(object, index);
  return index;
}

/** Wraps one compiler node of the same tree as `near` (ts-morph keeps one wrapper per node). */
export function wrapCompilerNode(near: Node, node: ts.Node): Node {
  // `_getNodeFromCompilerNode` is how ts-morph's own getters wrap a child; it is left out of the
  // published typings only. The typescript front-end tests fail should it ever go away.
  return (near as unknown as { _getNodeFromCompilerNode(node: ts.Node): Node })._getNodeFromCompilerNode(node);
}

/** The keys of an object literal's assignments, shorthands and methods, in source order (computed keys left out). */
export function literalKeys(object: Node, options: { methods: boolean } = { methods: true }): string[] {
  if (!Node.isObjectLiteralExpression(object)) return [];
  return indexOf(object.compilerNode)
    .keys.filter((k) => options.methods || !k.method)
    .map((k) => k.key);
}

/** The property (assignment, shorthand or method) written last for `key`, wrapped; undefined when there is none. */
export function literalProperty(object: Node, key: string): Node | undefined {
  if (!Node.isObjectLiteralExpression(object)) return undefined;
  const property = indexOf(object.compilerNode).byKey.get(key);
  return property ? wrapCompilerNode(object, property) : undefined;
}

/** The value of property `key`: an assignment's initializer, a shorthand's name, a method itself. */
export function literalValue(object: Node, key: string): Node | undefined {
  if (!Node.isObjectLiteralExpression(object)) return undefined;
  const property = indexOf(object.compilerNode).byKey.get(key);
  if (!property) return undefined;
  if (ts.isPropertyAssignment(property)) return wrapCompilerNode(object, property.initializer);
  if (ts.isShorthandPropertyAssignment(property)) return wrapCompilerNode(object, property.name);
  return wrapCompilerNode(object, property);
}

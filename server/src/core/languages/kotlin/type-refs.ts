// Type reading: written types (`List<Note>?`, `(Int) -> Unit`) as TypeRefs, a function's return type
// node and a declaration's type parameter names. Names stay as written; resolving them is the rules' part.
import type { Node } from 'web-tree-sitter';
import type { TypeRef } from '../../model/declarations';
import type { SourceText } from '../../text/source-text';
import { nodeRange } from './syntax';

/** Whether a node type is a written type. */
export function isTypeNode(type: string): boolean {
  return type === 'user_type' || type === 'nullable_type' || type === 'function_type' || type === 'parenthesized_type' || type === 'non_nullable_type';
}

/** A written type with its dotted name, nullability and type arguments. */
export function readTypeRef(source: SourceText, node: Node): TypeRef {
  const nullable = node.type === 'nullable_type';
  const inner = nullable ? (node.namedChildren.find((c) => c && isTypeNode(c.type)) ?? node) : node;
  const names: string[] = [];
  const args: TypeRef[] = [];
  if (inner.type === 'user_type') {
    for (const part of inner.namedChildren) {
      if (part?.type === 'type_identifier') names.push(part.text);
      if (part?.type === 'type_arguments') {
        for (const projection of part.namedChildren) {
          const argType = projection?.namedChildren.find((c) => c && isTypeNode(c.type));
          if (argType) args.push(readTypeRef(source, argType));
        }
      }
    }
  }
  const text = stripTypeModifiers(node.text);
  return {
    text,
    name: names.length > 0 ? names.join('.') : text.replace(/[?<].*$/s, ''),
    nullable,
    args,
    range: nodeRange(source, node),
  };
}

/** The return type written after a function's parameter list, if any. */
export function returnTypeNode(fnNode: Node): Node | undefined {
  let afterParams = false;
  for (const child of fnNode.children) {
    if (!child) continue;
    if (child.type === 'function_value_parameters') afterParams = true;
    else if (afterParams && isTypeNode(child.type)) return child;
    else if (child.type === 'function_body') return undefined;
  }
  return undefined;
}

/** Literal kinds of the grammar and the Kotlin type each has. */
const LITERAL_TYPES: Record<string, string> = {
  integer_literal: 'Int',
  hex_literal: 'Int',
  bin_literal: 'Int',
  long_literal: 'Long',
  boolean_literal: 'Boolean',
  string_literal: 'String',
  character_literal: 'Char',
};

/**
 * The type Kotlin infers for the expression body of a function without a written return type
 * (`fun count() = 3`), as far as the text shows it: a literal, a negated number, or a constructor
 * call (`Note(…)`, a capitalised callee). Undefined for a block body; `'unknown'` for an expression
 * the analysis cannot type (a call of another function, an `if`): the compiler knows it, the
 * analysis does not.
 */
export function inferredReturnType(source: SourceText, fnNode: Node): TypeRef | 'unknown' | undefined {
  const body = fnNode.namedChildren.find((c) => c?.type === 'function_body');
  if (!body || body.children[0]?.type !== '=') return undefined;
  const expression = body.namedChildren.find((c) => !!c && !c.type.endsWith('comment'));
  if (!expression) return 'unknown';
  const name = expressionType(expression);
  return name ? { text: name, name, nullable: false, args: [], range: nodeRange(source, expression) } : 'unknown';
}

function expressionType(node: Node, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  if (node.type === 'real_literal') return /[fF]$/.test(node.text) ? 'Float' : 'Double';
  if (Object.hasOwn(LITERAL_TYPES, node.type)) return LITERAL_TYPES[node.type];
  if (node.type === 'parenthesized_expression' || (node.type === 'prefix_expression' && /^[-+]/.test(node.text))) {
    const inner = node.namedChildren.find((c) => !!c && !c.type.endsWith('comment'));
    const type = inner ? expressionType(inner, depth + 1) : undefined;
    return node.type === 'prefix_expression' && type !== undefined && !['Int', 'Long', 'Float', 'Double'].includes(type) ? undefined : type;
  }
  if (node.type === 'call_expression') {
    const callee = node.namedChildren[0] ?? undefined;
    const simple = callee?.type === 'simple_identifier' ? callee.text : callee?.type === 'navigation_expression' ? callee.text.split('.').at(-1) : undefined;
    // A capitalised callee is a constructor by Kotlin's naming convention; generic ones are left out.
    if (simple && /^[A-Z]\w*$/.test(simple) && !node.namedChildren.some((c) => c?.type === 'call_suffix' && c.namedChildren.some((d) => d?.type === 'type_arguments'))) {
      return callee?.type === 'navigation_expression' ? callee.text.replace(/\s+/g, '') : simple;
    }
  }
  return undefined;
}

/** The names declared by a declaration's `<T, U : Bound>` list. */
export function typeParameterNames(node: Node): string[] {
  const list = node.namedChildren.find((c) => c?.type === 'type_parameters');
  if (!list) return [];
  return list.namedChildren
    .filter((c): c is Node => c?.type === 'type_parameter')
    .map((c) => c.namedChildren.find((n) => n?.type === 'type_identifier')?.text ?? '')
    .filter((name) => name.length > 0);
}

/**
 * The type parameters of a declaration with more than one upper bound (`<T : A>` plus
 * `where T : B`, or two `where` constraints), as their name nodes in the type parameter list.
 */
export function multiBoundTypeParameters(node: Node): Node[] {
  const list = node.namedChildren.find((c) => c?.type === 'type_parameters');
  const constraints = node.namedChildren.find((c) => c?.type === 'type_constraints');
  if (!list || !constraints) return [];
  const bounds = new Map<string, number>();
  const names = new Map<string, Node>();
  for (const parameter of list.namedChildren) {
    if (parameter?.type !== 'type_parameter') continue;
    const name = parameter.namedChildren.find((n) => n?.type === 'type_identifier');
    if (!name) continue;
    names.set(name.text, name);
    // A child besides the name (and its modifiers) is the `: Bound`.
    bounds.set(name.text, parameter.namedChildren.some((n) => n && n !== name && n.type !== 'type_parameter_modifiers') ? 1 : 0);
  }
  for (const constraint of constraints.namedChildren) {
    if (constraint?.type !== 'type_constraint') continue;
    const name = constraint.namedChildren.find((n) => n?.type === 'type_identifier')?.text;
    if (name !== undefined && bounds.has(name)) bounds.set(name, (bounds.get(name) ?? 0) + 1);
  }
  return [...bounds].filter(([, count]) => count > 1).flatMap(([name]) => names.get(name) ?? []);
}

function stripTypeModifiers(text: string): string {
  return text.replace(/^(@\w+(\([^)]*\))?\s*)+/, '').trim();
}

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

/** The names declared by a declaration's `<T, U : Bound>` list. */
export function typeParameterNames(node: Node): string[] {
  const list = node.namedChildren.find((c) => c?.type === 'type_parameters');
  if (!list) return [];
  return list.namedChildren
    .filter((c): c is Node => c?.type === 'type_parameter')
    .map((c) => c.namedChildren.find((n) => n?.type === 'type_identifier')?.text ?? '')
    .filter((name) => name.length > 0);
}

function stripTypeModifiers(text: string): string {
  return text.replace(/^(@\w+(\([^)]*\))?\s*)+/, '').trim();
}

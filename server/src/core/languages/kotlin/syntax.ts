// Small readings of tree-sitter nodes that every part of Kotlin extraction shares.
import type { Node } from 'web-tree-sitter';
import type { Range } from '../../model/positions';
import type { SourceText } from '../../text/source-text';

/** The model range of `node`, from `startOffset` (a declaration's KDoc or dangling annotations) to its end. */
export function nodeRange(source: SourceText, node: Node, startOffset = node.startIndex): Range {
  return source.range(startOffset, node.endIndex);
}

/** Modifier keywords (not annotations) under a `modifiers` node. */
export function modifierWords(modifiers: Node | null | undefined): string[] {
  if (!modifiers) return [];
  return modifiers.namedChildren.filter((c): c is Node => !!c && c.type.endsWith('_modifier')).map((c) => c.text);
}

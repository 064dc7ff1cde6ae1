// Annotations and what is read from them: uses with their arguments (qualified through the imports),
// the value constraints of parameters and properties, `@AppFunctionInstruction` texts,
// `@Suppress("appfunctions:…")` suppressions, and annotations the grammar leaves dangling before a
// declaration.
import type { Node } from 'web-tree-sitter';
import type { AnnotationArg, AnnotationUse, ValueConstraint } from '../../model/declarations';
import type { Suppression } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { TextPiece } from '../../model/text-pieces';
import { pieceFromSpan, type SourceText } from '../../text/source-text';
import { nodeRange } from './syntax';
import { ownEntry } from '../../model/own-entry';

/** Comment nodes of the Kotlin grammar: never values. */
const COMMENT_TYPES = new Set(['line_comment', 'multiline_comment', 'comment']);

/** A value argument's value: its last named child that is not a comment written after the value. */
function lastValueChild(argument: Node): Node | undefined {
  for (let i = argument.namedChildCount - 1; i >= 0; i--) {
    const child = argument.namedChild(i);
    if (child && !COMMENT_TYPES.has(child.type)) return child;
  }
  return undefined;
}

/** The package every AppFunctions annotation lives in (the service era adds `.service`). */
export const APPFN_PACKAGE = 'androidx.appfunctions';
/** Prefix of the rule ids inside `@Suppress("appfunctions:<rule-id>")`. */
export const SUPPRESS_PREFIX = 'appfunctions:';

const CONSTRAINT_KINDS: Record<string, ValueConstraint['kind']> = {
  AppFunctionIntValueConstraint: 'int',
  AppFunctionStringValueConstraint: 'string',
  AppFunctionUriValueConstraint: 'uri',
};

/** Reads the annotations of one file; `imports` is the file's import list, read as it fills. */
export class AnnotationReader {
  constructor(
    private readonly source: SourceText,
    private readonly imports: readonly string[],
  ) {}

  /** The annotations directly under `container` (a `modifiers` or `parameter_modifiers` node). */
  list(container: Node | undefined | null): AnnotationUse[] {
    if (!container) return [];
    const result: AnnotationUse[] = [];
    for (const child of container.namedChildren) {
      if (child?.type !== 'annotation') continue;
      const target = child.namedChildren.find((c) => c?.type === 'constructor_invocation' || c?.type === 'user_type');
      const annotation = this.fromInvocation(child, target);
      if (annotation) result.push(annotation);
    }
    return result;
  }

  /** One annotation, from its node and the `constructor_invocation` or `user_type` that names it. */
  fromInvocation(annotationNode: Node, target: Node | null | undefined): AnnotationUse | undefined {
    if (!target) return undefined;
    const userType = target.type === 'user_type' ? target : target.namedChildren.find((c) => c?.type === 'user_type');
    if (!userType) return undefined;
    const written = userType.namedChildren.filter((c) => c?.type === 'type_identifier').map((c) => c!.text);
    const name = written.at(-1) ?? userType.text;
    const args: Record<string, AnnotationArg> = {};
    const valueArguments = target.descendantsOfType('value_arguments')[0];
    let position = 0;
    for (const argument of valueArguments?.namedChildren ?? []) {
      if (argument?.type !== 'value_argument') continue;
      const named = argument.children.some((c) => c?.type === '=');
      const valueNode = lastValueChild(argument);
      if (!valueNode) continue;
      const nameNode = argument.namedChildren.find((c) => !!c && !COMMENT_TYPES.has(c.type));
      const key = named ? (nameNode?.text ?? `_${position}`) : `_${position}`;
      args[key] = this.arg(valueNode);
      position++;
    }
    return {
      name,
      qualifiedName: written.length > 1 ? written.join('.') : this.#resolveImport(name),
      range: nodeRange(this.source, annotationNode),
      args,
    };
  }

  /** An argument's text, its string value when it is a plain literal, and its elements when it is an array. */
  arg(node: Node): AnnotationArg {
    const arg: AnnotationArg = { text: node.text, range: nodeRange(this.source, node) };
    const literal = stringLiteralValue(node);
    if (literal !== undefined) arg.stringValue = literal;
    let elementsNode: Node | undefined;
    if (node.type === 'collection_literal') elementsNode = node;
    else if (node.type === 'call_expression' && /^(arrayOf|intArrayOf|listOf)$/.test(node.namedChildren[0]?.text ?? '')) {
      elementsNode = node.descendantsOfType('value_arguments')[0] ?? undefined;
    }
    if (elementsNode) {
      // Comments between elements are nodes of the collection too, and a trailing comma may leave
      // an empty one: neither is a value (a comment once became an enum value of the schema).
      arg.elements = elementsNode.namedChildren
        .filter((c): c is Node => !!c && !COMMENT_TYPES.has(c.type) && c.text.trim() !== '')
        .map((c) => (c.type === 'value_argument' ? (lastValueChild(c) ?? c) : c))
        .map((c) => stringLiteralValue(c) ?? c.text);
    }
    return arg;
  }

  /**
   * The grammar reads `@A(...)\n@B("...")\ndata class X(` that follows a declaration ending in `)`
   * as an annotated expression (`@B` plus a parenthesised string) and leaves the class bare. The
   * annotations then sit in the preceding sibling; they belong to this declaration.
   * `previousNamed` is that sibling when the caller knows it.
   */
  dangling(node: Node, previousNamed?: Node | null): { start: number; annotations: AnnotationUse[] } | undefined {
    // The caller that walks the siblings passes the previous one: asking the tree walks them again.
    const previous = previousNamed === undefined ? node.previousNamedSibling : previousNamed;
    if (previous?.type !== 'prefix_expression' || !previous.text.startsWith('@')) return undefined;
    if (!/^\s*$/.test(this.source.text.slice(previous.endIndex, node.startIndex))) return undefined;
    const annotations: AnnotationUse[] = [];
    let current: Node | null = previous;
    while (current?.type === 'prefix_expression') {
      const annotation: Node | null | undefined = current.namedChildren.find((c) => c?.type === 'annotation');
      if (!annotation) break;
      const target: Node | null | undefined = annotation.namedChildren.find((c) => c?.type === 'constructor_invocation' || c?.type === 'user_type');
      const use: AnnotationUse | undefined = this.fromInvocation(annotation, target);
      const rest: Node | null | undefined = current.namedChildren.find((c) => c !== annotation);
      if (use && target?.type === 'user_type' && rest?.type === 'parenthesized_expression') {
        // `@B("x")` came out as `@B` followed by `("x")`: the parentheses are its arguments.
        const inner = rest.namedChildren[0];
        if (inner) {
          use.args._0 = this.arg(inner);
          use.range = this.source.range(annotation.startIndex, rest.endIndex);
        }
      }
      if (use) annotations.push(use);
      current = rest?.type === 'prefix_expression' ? rest : null;
    }
    return annotations.length > 0 ? { start: previous.startIndex, annotations } : undefined;
  }

  /** The text of an `@AppFunctionInstruction`: the literal's characters inside its quotes. */
  instructionPiece(annotation: AnnotationUse): TextPiece {
    const arg = annotation.args.instruction ?? annotation.args._0;
    if (!arg) return pieceFromSpan(this.source, 0, 0);
    const start = this.source.offsetAt(arg.range.start);
    const end = this.source.offsetAt(arg.range.end);
    if (arg.stringValue !== undefined) {
      const quote = this.source.text.startsWith('"""', start) ? 3 : 1;
      return pieceFromSpan(this.source, start + quote, end - quote);
    }
    return pieceFromSpan(this.source, start, end);
  }

  #resolveImport(simpleName: string): string | undefined {
    const exact = this.imports.find((i) => i.endsWith(`.${simpleName}`));
    if (exact) return exact;
    const wildcard = this.imports.find((i) => i === `${APPFN_PACKAGE}.*` || i === `${APPFN_PACKAGE}.service.*`);
    if (wildcard && simpleName.startsWith('AppFunction')) return `${wildcard.slice(0, -2)}.${simpleName}`;
    return undefined;
  }
}

/** The value constraints (`@AppFunctionIntValueConstraint` …) among a declaration's annotations. */
export function valueConstraints(annotations: AnnotationUse[]): ValueConstraint[] {
  const constraints: ValueConstraint[] = [];
  for (const annotation of annotations) {
    const kind = ownEntry(CONSTRAINT_KINDS, annotation.name);
    if (!kind) continue;
    const format = annotation.args.format?.stringValue;
    constraints.push({
      kind,
      range: annotation.range,
      enumValues: annotation.args.enumValues?.elements ?? [],
      patterns: annotation.args.patternMatchers?.elements ?? (annotation.args.pattern?.stringValue ? [annotation.args.pattern.stringValue] : []),
      format: format || undefined,
      allowedSchemes: annotation.args.allowedSchemes?.elements ?? [],
    });
  }
  return constraints;
}

/** The `@Suppress("appfunctions:<rule-id>")` entries among `annotations`, each covering `scope`. */
export function suppressionsOf(annotations: AnnotationUse[], scope: Range): Suppression[] {
  const suppressions: Suppression[] = [];
  for (const annotation of annotations) {
    if (annotation.name !== 'Suppress') continue;
    for (const arg of Object.values(annotation.args)) {
      const values = arg.elements ?? (arg.stringValue !== undefined ? [arg.stringValue] : []);
      for (const value of values) {
        if (!value.startsWith(SUPPRESS_PREFIX)) continue;
        suppressions.push({ ruleId: value.slice(SUPPRESS_PREFIX.length), range: arg.range, scope });
      }
    }
  }
  return suppressions;
}

/** The `isDescribedByKDoc` flag (or the pre-alpha08 `isDescribedByKdoc`) when written. */
export function describedFlag(annotation: AnnotationUse): boolean | undefined {
  const arg = annotation.args.isDescribedByKDoc ?? annotation.args.isDescribedByKdoc;
  if (!arg) return undefined;
  return arg.text.trim() === 'true';
}

/** The value of a string literal without templates, or undefined. */
export function stringLiteralValue(node: Node): string | undefined {
  if (node.type !== 'string_literal' && node.type !== 'multiline_string_literal') return undefined;
  if (node.namedChildren.some((c) => c?.type !== 'string_content' && c?.type !== 'escape_sequence')) return undefined;
  const text = node.text;
  // A raw string has no escapes: its text is its value.
  if (text.startsWith('"""')) return text.slice(3, text.length - 3);
  return text.slice(1, text.length - 1).replace(/\\(["\\$nt])/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch));
}

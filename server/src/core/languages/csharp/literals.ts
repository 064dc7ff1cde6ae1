// C# literals as the compiler reads them: regular, verbatim and raw string literals (with their
// source positions, for text rules), `nameof(X)`, `+` of constant strings, and `true`/`false`.
import type { Node } from 'web-tree-sitter';
import type { TextPiece, TextSegment } from '../../model/text-pieces';
import type { SourceText } from '../../text/source-text';

/**
 * The value of a constant string expression with the source position of every verbatim run; the
 * characters an escape stands for are in the text without a segment (a fix never rewrites them).
 * Undefined when the expression is not a compile-time string the analysis can read (an
 * interpolation with holes, a constant declared elsewhere, a method call).
 */
export function stringPiece(node: Node, source: SourceText): TextPiece | undefined {
  const parts = stringParts(node);
  if (!parts) return undefined;
  let text = '';
  const segments: TextSegment[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const [start, end] = part;
    if (end <= start) continue;
    const last = segments[segments.length - 1];
    const lastEnd = last ? source.offsetAt(last.start) + last.length : -1;
    // Adjacent verbatim runs (a literal cut only by our reading) stay one segment.
    if (last && lastEnd === start && last.textOffset + last.length === text.length) last.length += end - start;
    else segments.push({ textOffset: text.length, length: end - start, start: source.positionAt(start) });
    text += source.text.slice(start, end);
  }
  return { text, range: source.range(node.startIndex, node.endIndex), segments };
}

/** The value of a constant string expression, or undefined (see {@link stringPiece}). */
export function stringValue(node: Node, source: SourceText): string | undefined {
  return stringPiece(node, source)?.text;
}

/** Verbatim source spans `[start, end)` and decoded characters, in order. */
type Part = [number, number] | string;

function stringParts(node: Node): Part[] | undefined {
  switch (node.type) {
    case 'string_literal':
      return regularParts(node);
    case 'verbatim_string_literal':
      return verbatimParts(node);
    case 'raw_string_literal':
      return rawParts(node);
    case 'interpolated_string_expression':
      // `$"text"` without holes is a constant string.
      return node.namedChildren.some((c) => c?.type === 'interpolation') ? undefined : interpolatedParts(node);
    case 'parenthesized_expression': {
      const inner = node.namedChildren[0];
      return inner ? stringParts(inner) : undefined;
    }
    case 'binary_expression': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      const operator = node.childForFieldName('operator')?.text ?? node.children.find((c) => c && !c.isNamed)?.text;
      if (!left || !right || operator !== '+') return undefined;
      const a = stringParts(left);
      const b = a && stringParts(right);
      return a && b ? [...a, ...b] : undefined;
    }
    case 'invocation_expression': {
      const name = nameofArgument(node);
      return name === undefined ? undefined : [name];
    }
    default:
      return undefined;
  }
}

/** `"..."`: content runs verbatim, escapes decoded. */
function regularParts(node: Node): Part[] | undefined {
  const parts: Part[] = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'string_literal_content') parts.push([child.startIndex, child.endIndex]);
    else if (child.type === 'escape_sequence') parts.push(decodeEscape(child.text));
    else if (child.type !== 'string_literal_encoding') return undefined;
  }
  return parts;
}

/**
 * `$"..."` without holes: content verbatim but for `{{`/`}}` (one brace) and the escapes; `$@"..."`
 * reads `""` as one quote and has no escapes; `$"""..."""` (any number of `$`) reads as a raw string,
 * in which a brace without a hole is content.
 */
function interpolatedParts(node: Node): Part[] | undefined {
  const start = node.namedChildren.find((c) => c?.type === 'interpolation_start');
  if (node.namedChildren.some((c) => c?.type === 'interpolation_quote')) return rawParts(node, start?.text.length ?? 1);
  const verbatim = start?.text.includes('@') ?? false;
  const parts: Part[] = [];
  for (const child of node.namedChildren) {
    if (!child || child.type === 'interpolation_start' || child.type === 'interpolation_quote') continue;
    if (child.type === 'string_content') parts.push(...doubledRuns(child.startIndex, child.text, verbatim ? /\{\{|\}\}|""/g : /\{\{|\}\}/g));
    else if (child.type === 'escape_sequence') parts.push(child.text === '{{' ? '{' : child.text === '}}' ? '}' : decodeEscape(child.text));
    else return undefined;
  }
  return parts;
}

/**
 * A run of content in which each doubled character (`{{`, `}}`, `""`) stands for one: verbatim
 * spans that keep the first of each pair and skip the second.
 */
function doubledRuns(offset: number, text: string, doubled: RegExp): Part[] {
  const parts: Part[] = [];
  let runStart = 0;
  for (const match of text.matchAll(doubled)) {
    parts.push([offset + runStart, offset + match.index + 1]);
    runStart = match.index + 2;
  }
  parts.push([offset + runStart, offset + text.length]);
  return parts;
}

/** `@"..."`: everything verbatim except `""`, which is one quote. */
function verbatimParts(node: Node): Part[] {
  const text = node.text;
  const start = node.startIndex + 2;
  const end = node.endIndex - (text.endsWith('"') && text.length >= 3 ? 1 : 0);
  const parts: Part[] = [];
  let runStart = start;
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i - node.startIndex) === 34 /* " */ && text.charCodeAt(i + 1 - node.startIndex) === 34) {
      parts.push([runStart, i + 1]);
      i++;
      runStart = i + 1;
    }
  }
  parts.push([runStart, end]);
  return parts;
}

/**
 * `"""..."""`: on one line, the text between the quotes; over several, the lines between the
 * opening and closing lines, each without the closing line's indentation (C# 11 rules). `prefix`:
 * the characters before the quotes (the `$` of an interpolated raw string).
 */
function rawParts(node: Node, prefix = 0): Part[] {
  const text = node.text.slice(prefix);
  const quotes = /^"+/.exec(text)?.[0].length ?? 3;
  const bodyEnd = Math.max(quotes, text.length - (text.endsWith('"'.repeat(quotes)) ? quotes : 0));
  const body = text.slice(quotes, bodyEnd);
  const lines: [number, number][] = [];
  let lineStart = 0;
  for (const match of body.matchAll(/\r?\n/g)) {
    lines.push([lineStart, match.index]);
    lineStart = match.index + match[0].length;
  }
  lines.push([lineStart, body.length]);
  const base = node.startIndex + prefix + quotes;
  if (lines.length < 2) return [[base, base + body.length]];
  const [closeStart, closeEnd] = lines[lines.length - 1]!;
  const closing = body.slice(closeStart, closeEnd);
  const indent = /^[ \t]*$/.test(closing) ? closing.length : 0;
  const parts: Part[] = [];
  lines.slice(1, -1).forEach(([start, end], index) => {
    if (index > 0) parts.push('\n');
    parts.push([base + Math.min(start + indent, end), base + end]);
  });
  return parts;
}

/** The character a C# escape sequence stands for. */
function decodeEscape(escape: string): string {
  const simple: Record<string, string> = {
    "\\'": "'",
    '\\"': '"',
    '\\\\': '\\',
    '\\0': '\0',
    '\\a': '\x07',
    '\\b': '\b',
    '\\e': '\x1b',
    '\\f': '\f',
    '\\n': '\n',
    '\\r': '\r',
    '\\t': '\t',
    '\\v': '\v',
  };
  const known = simple[escape];
  if (known !== undefined) return known;
  const hex = /^\\[uxU]([0-9a-fA-F]{1,8})$/.exec(escape)?.[1];
  if (hex) {
    const code = Number.parseInt(hex, 16);
    if (code <= 0x10ffff) return String.fromCodePoint(code);
  }
  return escape;
}

/** `nameof(A.B.C)` gives `C`; undefined for any other invocation. */
export function nameofArgument(node: Node): string | undefined {
  if (node.type !== 'invocation_expression') return undefined;
  const callee = node.childForFieldName('function');
  if (callee?.type !== 'identifier' || callee.text !== 'nameof') return undefined;
  const argument = node.childForFieldName('arguments')?.namedChildren[0]?.namedChildren[0];
  if (!argument) return undefined;
  const last = argument.type === 'member_access_expression' ? argument.childForFieldName('name') : argument;
  return last?.type === 'identifier' ? last.text : undefined;
}

/** `true`/`false` as written; undefined for any other expression. */
export function booleanValue(node: Node): boolean | undefined {
  if (node.type !== 'boolean_literal') return undefined;
  return node.text === 'true' ? true : node.text === 'false' ? false : undefined;
}

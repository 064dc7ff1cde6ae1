// Suppressions the C# way: `[SuppressMessage("AppFunctions", "<rule-id>", Justification = "...")]`
// on the declaration it covers (what .NET analyzers read), and `// appfunctions-disable-next-line
// <rule-id>, <rule-id> -- reason` above the line (as in TypeScript).
import type { Node } from 'web-tree-sitter';
import type { AnnotationUse } from '../../model/declarations';
import type { Suppression } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { SourceText } from '../../text/source-text';

/** The category a `SuppressMessage` of an AppFunctions rule names. */
export const SUPPRESSION_CATEGORY = 'AppFunctions';

const NEXT_LINE = /\/\/\s*appfunctions-disable-next-line\s+([\w\-, ]+?)(?:\s+--.*)?$/;

/**
 * The suppressions a declaration's `[SuppressMessage("AppFunctions", "rule-id")]` attributes make,
 * covering `scope` (the declaration). The id may carry the `appfunctions:` prefix Kotlin uses.
 */
export function suppressMessageScope(attributes: readonly AnnotationUse[], scope: Range): Suppression[] {
  const out: Suppression[] = [];
  for (const attribute of attributes) {
    if (attribute.name !== 'SuppressMessage') continue;
    if (attribute.args._0?.stringValue !== SUPPRESSION_CATEGORY) continue;
    const checkId = attribute.args._1;
    const id = checkId?.stringValue?.replace(/^appfunctions:/, '').trim();
    if (!checkId || !id) continue;
    out.push({ ruleId: id, range: checkId.range, scope });
  }
  return out;
}

/**
 * The `// appfunctions-disable-next-line` comments of a file: each covers the declaration or
 * statement that starts on the next line (to its end), or that line alone.
 */
export function lineSuppressions(root: Node, source: SourceText): Suppression[] {
  const text = source.text;
  if (!text.includes('appfunctions-disable-next-line')) return [];
  const out: Suppression[] = [];
  for (const comment of root.descendantsOfType('comment')) {
    if (!comment) continue;
    const match = NEXT_LINE.exec(comment.text);
    const list = match?.[1];
    if (!match || list === undefined) continue;
    const listStart = comment.startIndex + match.index + match[0].indexOf(list);
    const line = source.positionAt(comment.startIndex).line;
    const nextLineStart = source.lineStarts[line + 1];
    if (nextLineStart === undefined) continue;
    let firstChar = nextLineStart;
    while (firstChar < text.length && /\s/.test(text.charAt(firstChar))) firstChar++;
    let scopeEnd = text.indexOf('\n', nextLineStart);
    if (scopeEnd < 0) scopeEnd = text.length;
    const node = outermostStartingAt(root, firstChar);
    if (node) scopeEnd = Math.max(scopeEnd, node.endIndex);
    let offset = 0;
    for (const id of list.split(/[\s,]+/)) {
      const at = list.indexOf(id, offset);
      offset = at + id.length;
      if (!id) continue;
      out.push({ ruleId: id, range: source.range(listStart + at, listStart + at + id.length), scope: source.range(nextLineStart, scopeEnd) });
    }
  }
  return out;
}

/** The outermost node below the root whose first character is at `offset`. */
function outermostStartingAt(root: Node, offset: number): Node | undefined {
  let node: Node | null = root.descendantForIndex(offset);
  if (!node || node.startIndex !== offset) return undefined;
  while (node.parent && node.parent.startIndex === offset && node.parent.id !== root.id) node = node.parent;
  return node;
}

// Suppressions the C# way: `[SuppressMessage("AppFunctions", "<rule-id>", Justification = "...")]`
// on the declaration it covers (what .NET analyzers read), and `// appfunctions-disable-next-line
// <rule-id>, <rule-id> -- reason` above the line (as in TypeScript).
import type { Node } from 'web-tree-sitter';
import type { AnnotationUse } from '../../model/declarations';
import type { Suppression } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { SourceText } from '../../text/source-text';
import { nextLineSuppressions } from '../../text/next-line-suppressions';

/** The category a `SuppressMessage` of an AppFunctions rule names. */
export const SUPPRESSION_CATEGORY = 'AppFunctions';

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
  if (!source.text.includes('appfunctions-disable-next-line')) return [];
  const comments = root.descendantsOfType('comment').flatMap((node) => (node ? [{ text: node.text, offset: node.startIndex }] : []));
  return nextLineSuppressions(source, comments, (offset) => outermostStartingAt(root, offset)?.endIndex);
}

/** The outermost node below the root whose first character is at `offset`. */
function outermostStartingAt(root: Node, offset: number): Node | undefined {
  let node: Node | null = root.descendantForIndex(offset);
  if (!node || node.startIndex !== offset) return undefined;
  while (node.parent && node.parent.startIndex === offset && node.parent.id !== root.id) node = node.parent;
  return node;
}

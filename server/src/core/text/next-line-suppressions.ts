// `// appfunctions-disable-next-line rule-a, rule-b -- reason`, as TypeScript and C# write it: each
// id covers the construct that starts on the next line (to its end), or that line alone.
import type { Suppression } from '../model/file-model';
import type { SourceText } from './source-text';

/** The comment's form; group 1 is the list of rule ids. */
export const NEXT_LINE_SUPPRESSION = /\/\/\s*appfunctions-disable-next-line\s+([\w\-, ]+?)(?:\s+--.*)?$/;

/**
 * The suppressions the given comments make. `comments` are the comment texts with their offsets
 * (a regex over the text, or the parser's comment nodes); `constructEndAt(offset)` is where the
 * outermost construct starting at `offset` ends, by the language's parser, or undefined.
 */
export function nextLineSuppressions(
  source: SourceText,
  comments: Iterable<{ text: string; offset: number }>,
  constructEndAt: (offset: number) => number | undefined,
): Suppression[] {
  const text = source.text;
  const out: Suppression[] = [];
  for (const comment of comments) {
    const match = NEXT_LINE_SUPPRESSION.exec(comment.text);
    const list = match?.[1];
    if (!match || list === undefined) continue;
    const listStart = comment.offset + match.index + match[0].indexOf(list);
    const line = source.positionAt(comment.offset).line;
    const nextLineStart = source.lineStarts[line + 1];
    if (nextLineStart === undefined) continue;
    let firstChar = nextLineStart;
    while (firstChar < text.length && /\s/.test(text.charAt(firstChar))) firstChar++;
    let scopeEnd = text.indexOf('\n', nextLineStart);
    if (scopeEnd < 0) scopeEnd = text.length;
    scopeEnd = Math.max(scopeEnd, constructEndAt(firstChar) ?? scopeEnd);
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

import type { DocComment, DocTag } from '../../model/text-pieces';
import { SourceText, TextPieceBuilder } from '../../text/source-text';

/** Tags whose first word names a parameter or property. */
const NAMED_TAGS = new Set(['param', 'property']);

interface DocLine {
  /** Offsets of the line's content after comment markers, trimmed. */
  start: number;
  end: number;
}

/**
 * Parses a `/** ... *\/` comment (KDoc or JSDoc) spanning [start, end) of the source into its
 * summary and block tags, keeping the source range of every piece.
 */
export function parseDocComment(source: SourceText, start: number, end: number): DocComment {
  const lines = contentLines(source.text, start, end);
  const doc: DocComment = { range: source.range(start, end), params: [], properties: [], otherTags: [] };
  const summary = new TextPieceBuilder(source);
  let current: { tag: DocTag; builder: TextPieceBuilder } | undefined;

  const flush = () => {
    if (!current) return;
    current.tag.text = current.builder.build();
    const { tag } = current;
    if (tag.tag === 'param') doc.params.push(tag);
    else if (tag.tag === 'property') doc.properties.push(tag);
    else if (tag.tag === 'return' && !doc.returns) doc.returns = tag;
    else doc.otherTags.push(tag);
    current = undefined;
  };

  for (const line of lines) {
    const content = source.text.slice(line.start, line.end);
    const tagMatch = /^@([A-Za-z]+)/.exec(content);
    if (tagMatch) {
      flush();
      const tagName = tagMatch[0].slice(1);
      const tag: DocTag = { tag: tagName, range: source.range(line.start, line.end) };
      let restStart = line.start + tagMatch[0].length;
      if (NAMED_TAGS.has(tagName)) {
        const nameMatch = /^(\s+)\[?([A-Za-z_$][\w$]*)\]?/.exec(source.text.slice(restStart, line.end));
        const space = nameMatch?.[1];
        const name = nameMatch?.[2];
        if (nameMatch && space !== undefined && name !== undefined) {
          const nameStart = restStart + space.length + (nameMatch[0].includes('[') ? 1 : 0);
          tag.name = name;
          tag.nameRange = source.range(nameStart, nameStart + name.length);
          restStart += nameMatch[0].length;
        }
      }
      while (restStart < line.end && /\s/.test(source.text.charAt(restStart))) restStart++;
      const builder = new TextPieceBuilder(source);
      builder.append(restStart, line.end, ' ');
      current = { tag, builder };
      continue;
    }
    if (current) {
      // Continuation lines join with one space, as the appfunctions compiler joins them.
      let continuationStart = line.start;
      while (continuationStart < line.end && /\s/.test(source.text.charAt(continuationStart))) continuationStart++;
      current.builder.append(continuationStart, line.end, ' ');
      current.tag.range = { start: current.tag.range.start, end: source.positionAt(Math.max(line.end, line.start)) };
    } else {
      summary.append(line.start, line.end, '\n');
    }
  }
  flush();
  doc.summary = summary.build();
  return doc;
}

function contentLines(text: string, start: number, end: number): DocLine[] {
  const lines: DocLine[] = [];
  let bodyStart = start;
  if (text.startsWith('/**', start)) bodyStart += 3;
  else if (text.startsWith('/*', start)) bodyStart += 2;
  let bodyEnd = end;
  if (text.startsWith('*/', end - 2) && end - 2 >= bodyStart) bodyEnd = end - 2;

  let lineStart = bodyStart;
  while (lineStart <= bodyEnd) {
    let lineEnd = lineStart;
    while (lineEnd < bodyEnd && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
    let contentStart = lineStart;
    while (contentStart < lineEnd && (text[contentStart] === ' ' || text[contentStart] === '\t')) contentStart++;
    if (text[contentStart] === '*') {
      contentStart++;
      if (text[contentStart] === ' ') contentStart++;
    }
    let contentEnd = lineEnd;
    while (contentEnd > contentStart && /\s|\*/.test(text.charAt(contentEnd - 1)) && (text.charAt(contentEnd - 1) !== '*' || lineEnd === bodyEnd)) {
      contentEnd--;
    }
    lines.push({ start: contentStart, end: contentEnd });
    if (lineEnd >= bodyEnd) break;
    lineStart = lineEnd + (text[lineEnd] === '\r' && text[lineEnd + 1] === '\n' ? 2 : 1);
  }
  return lines;
}

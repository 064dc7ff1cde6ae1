import { Node, type SourceFile } from 'ts-morph';
import type { Suppression } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { SourceText } from '../../text/source-text';

// `// appfunctions-disable-next-line` comments and the parser's syntax errors.

const SUPPRESSION = /\/\/\s*appfunctions-disable-next-line\s+([\w\-, ]+?)(?:\s+--.*)?$/gm;

/** `// appfunctions-disable-next-line rule-a, rule-b -- reason`: covers the statement on the next line. */
export function suppressions(sf: SourceFile, source: SourceText): Suppression[] {
  const text = source.text;
  const out: Suppression[] = [];
  for (const match of text.matchAll(SUPPRESSION)) {
    const list = match[1];
    if (list === undefined) continue;
    const listStart = match.index! + match[0].indexOf(list);
    const line = source.positionAt(match.index!).line;
    const nextLineStart = source.lineStarts[line + 1];
    if (nextLineStart === undefined) continue;
    const firstChar = nextLineStart + (/^\s*/.exec(text.slice(nextLineStart))?.[0].length ?? 0);
    let scopeEnd = text.indexOf('\n', nextLineStart);
    if (scopeEnd < 0) scopeEnd = text.length;
    let node = sf.getDescendantAtPos(firstChar);
    while (node && node.getParent() && node.getParent()!.getStart() === firstChar && !Node.isSourceFile(node.getParent())) node = node.getParent();
    if (node && node.getStart() === firstChar) scopeEnd = Math.max(scopeEnd, node.getEnd());
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

/** Where the parser recovered from a syntax error. */
export function syntaxErrors(sf: SourceFile, source: SourceText): Range[] {
  const diagnostics = (sf.compilerNode as unknown as { parseDiagnostics?: { start?: number; length?: number }[] }).parseDiagnostics ?? [];
  return diagnostics.map((d) => source.range(d.start ?? 0, (d.start ?? 0) + (d.length ?? 0)));
}

import { ts, type SourceFile } from 'ts-morph';
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
    let firstChar = nextLineStart;
    while (firstChar < text.length && /\s/.test(text[firstChar]!)) firstChar++;
    let scopeEnd = text.indexOf('\n', nextLineStart);
    if (scopeEnd < 0) scopeEnd = text.length;
    const node = outermostStartingAt(sf.compilerNode, firstChar);
    if (node) scopeEnd = Math.max(scopeEnd, node.end);
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

/**
 * The outermost node below the source file whose first token starts at `offset`: the statement (or
 * member, or property) the suppression's next line begins. Read on the compiler's tree, not through
 * ts-morph's wrappers: wrapping a node's children makes ts-morph parse the comments between all of
 * them, which is quadratic in a container of many children (an object literal that error recovery
 * filled with 200,000 identifiers took 200 s).
 */
function outermostStartingAt(root: ts.SourceFile, offset: number): ts.Node | undefined {
  let parent: ts.Node = root;
  for (;;) {
    let holding: ts.Node | undefined;
    ts.forEachChild(parent, (child) => {
      if (child.pos <= offset && offset < child.end) {
        holding = child;
        return true;
      }
      return undefined;
    });
    if (!holding) return undefined;
    if (holding.getStart(root) === offset) return holding;
    parent = holding;
  }
}

/**
 * How many syntax errors of one file are placed and kept: as many as the Android XML front end
 * keeps, ten times the count past which no fix is offered. Recovery can report hundreds of thousands.
 */
const MAX_KEPT_SYNTAX_ERRORS = 1_000;

/** Where the parser recovered from a syntax error: the first {@link MAX_KEPT_SYNTAX_ERRORS}. */
export function syntaxErrors(sf: SourceFile, source: SourceText): Range[] {
  const diagnostics = (sf.compilerNode as unknown as { parseDiagnostics?: { start?: number; length?: number }[] }).parseDiagnostics ?? [];
  return diagnostics.slice(0, MAX_KEPT_SYNTAX_ERRORS).map((d) => source.range(d.start ?? 0, (d.start ?? 0) + (d.length ?? 0)));
}

import { ts, type SourceFile } from 'ts-morph';
import type { Suppression } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { SourceText } from '../../text/source-text';
import { nextLineSuppressions } from '../../text/next-line-suppressions';

// `// appfunctions-disable-next-line` comments and the parser's syntax errors.

/** Every line comment of the text that may be a suppression (found by text, inside strings too). */
const SUPPRESSION_COMMENT = /\/\/\s*appfunctions-disable-next-line[^\n]*/g;

/** `// appfunctions-disable-next-line rule-a, rule-b -- reason`: covers the statement on the next line. */
export function suppressions(sf: SourceFile, source: SourceText): Suppression[] {
  const comments = [...source.text.matchAll(SUPPRESSION_COMMENT)].map((match) => ({ text: match[0].replace(/\r$/, ''), offset: match.index }));
  return nextLineSuppressions(source, comments, (offset) => outermostStartingAt(sf.compilerNode, offset)?.end);
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

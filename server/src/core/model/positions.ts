/** Positions in a source file, as LSP counts them. */

/** A zero-based position; `character` counts UTF-16 code units, as LSP does. */
export interface Position {
  line: number;
  character: number;
}

/** A half-open range in a source file. */
export interface Range {
  start: Position;
  end: Position;
}

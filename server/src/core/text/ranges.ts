import type { Position, Range } from '../model/positions';

/** Orders positions: negative when `a` comes first. */
export function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

/** Whether `inner` lies within `outer`, both ends inclusive. */
export function rangeContains(outer: Range, inner: Range): boolean {
  return comparePositions(outer.start, inner.start) <= 0 && comparePositions(inner.end, outer.end) <= 0;
}

/** Whether a position lies within a range, both ends inclusive (a cursor right after a name is on it). */
export function positionInRange(position: Position, range: Range): boolean {
  return comparePositions(range.start, position) <= 0 && comparePositions(position, range.end) <= 0;
}

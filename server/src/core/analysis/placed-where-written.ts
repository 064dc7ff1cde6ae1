import type { Finding } from '../model/findings';
import { comparePositions } from '../text/ranges';

/**
 * Findings as outputs with one location per finding give them: a finding about a tool written in
 * another file than its registration (`Finding.writtenIn`) is placed at the tool's name there,
 * without fixes (their edits are for the registration's file). The others are unchanged. A tool
 * object that several servers list is checked once per registration: the same finding placed at
 * the same place is one problem, reported once. Sorted by file, in the order the files first
 * appear, then by position.
 */
export function placedWhereWritten(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const placed = findings.flatMap((finding): Finding[] => {
    if (!finding.writtenIn) return [finding];
    const { writtenIn, ...rest } = finding;
    const { start, end } = writtenIn.range;
    const key = `${writtenIn.uri}\u0000${start.line}:${start.character}-${end.line}:${end.character}\u0000${finding.ruleId}\u0000${finding.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...rest, uri: writtenIn.uri, range: writtenIn.range, fixes: [], fixable: false }];
  });
  const order = new Map<string, number>();
  for (const finding of placed) if (!order.has(finding.uri)) order.set(finding.uri, order.size);
  return placed.sort((a, b) => (order.get(a.uri) as number) - (order.get(b.uri) as number) || comparePositions(a.range.start, b.range.start) || a.ruleId.localeCompare(b.ruleId));
}

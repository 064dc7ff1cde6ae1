import type { Finding } from '../../core/model/findings';
import type { Formatter } from './format-types';

/** One finding as the JSON output and the MCP mode give it: 1-based positions, the file as shown. */
export function findingRecord(f: Finding, displayPath: (uri: string) => string) {
  return {
    file: displayPath(f.uri),
    line: f.range.start.line + 1,
    column: f.range.start.character + 1,
    endLine: f.range.end.line + 1,
    endColumn: f.range.end.character + 1,
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    fixable: f.fixable,
  };
}

/**
 * One object per finding, 1-based positions, in a stable order: the shape scripts and CI
 * annotations consume.
 */
export const formatJson: Formatter = (result) =>
  `${JSON.stringify(
    result.findings.map((f) => findingRecord(f, result.displayPath)),
    null,
    2,
  )}\n`;

import type { Formatter } from './format-types';

/**
 * One object per finding, 1-based positions, in a stable order: the shape scripts and CI
 * annotations consume.
 */
export const formatJson: Formatter = (result) =>
  `${JSON.stringify(
    result.findings.map((f) => ({
      file: result.displayPath(f.uri),
      line: f.range.start.line + 1,
      column: f.range.start.character + 1,
      endLine: f.range.end.line + 1,
      endColumn: f.range.end.character + 1,
      ruleId: f.ruleId,
      severity: f.severity,
      message: f.message,
      fixable: f.fixable,
    })),
    null,
    2,
  )}\n`;

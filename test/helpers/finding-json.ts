import type { Finding } from '../../server/src/core/model/findings';

/** The 1-based position shape used by fixtures and the CLI's JSON output. */
export interface FixtureFinding {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

export function toFixtureFinding(finding: Finding): FixtureFinding {
  return {
    line: finding.range.start.line + 1,
    column: finding.range.start.character + 1,
    endLine: finding.range.end.line + 1,
    endColumn: finding.range.end.character + 1,
    message: finding.message,
  };
}

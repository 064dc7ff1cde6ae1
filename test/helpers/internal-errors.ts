import type { Analyzer } from '../../server/src/core/analyzer';
import { formatInternalError } from '../../server/src/core/analysis/internal-error-sink';

/**
 * The analyzer's internal errors as text, for `expect(...).toEqual([])`: a rule or front end that
 * threw was skipped, so its findings would be missing without any test noticing.
 */
export function internalErrors(analyzer: Analyzer): string[] {
  return analyzer.internalErrors.entries.map(formatInternalError);
}

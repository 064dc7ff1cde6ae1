import type { RuleReport } from '../../model/findings';
import type { TextPiece } from '../../model/text-pieces';
import { BoundedMap, cacheSlot, type AnalysisCaches } from '../../model/analysis-caches';

/**
 * Runs `compute` for one description and forwards its reports, or forwards what it reported for
 * the same piece before. Only for rules whose reports depend on nothing but the piece (its text
 * and where it sits in the source): a piece is an immutable part of a file model, and while a big
 * file is edited its unchanged functions keep their pieces, so their text checks run once.
 */
export function reportOnPiece(
  caches: AnalysisCaches,
  ruleId: string,
  piece: TextPiece,
  report: (report: RuleReport) => void,
  compute: (report: (report: RuleReport) => void) => void,
): void {
  const pieceReports = caches.get(PIECE_REPORTS);
  let byRule = pieceReports.get(piece);
  const known = byRule?.get(ruleId);
  if (known) {
    for (const made of known) report(made);
    return;
  }
  const made: RuleReport[] = [];
  compute((one) => {
    made.push(one);
    report(one);
  });
  // Reached only when the check ran to the end: a partial list is never replayed.
  if (!byRule) {
    // Bounded, oldest out: enough for the files being edited, while a cold run over a large
    // workspace (where no piece is seen twice) does not keep every report it made, nor a few
    // huge pieces every text they hold.
    pieceReports.set(piece, (byRule = new Map()), piece.text.length);
  }
  byRule.set(ruleId, made);
}

/** At most 2,000 pieces and a million characters of their texts. */
const PIECE_REPORTS = cacheSlot('piece reports', () => new BoundedMap<TextPiece, Map<string, RuleReport[]>>(2_000, 1_000_000));

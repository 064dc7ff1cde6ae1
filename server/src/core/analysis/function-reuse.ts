import type { FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { RuleReport } from '../model/findings';
import type { Range } from '../model/positions';
import { BoundedMap, cacheSlot } from '../model/analysis-caches';
import { changedSpan } from '../text/changed-span';
import { comparePositions, rangeContains } from '../text/ranges';
import { SourceText } from '../text/source-text';

// Typing in one function of a big file changes one function; the function-local rules (those whose
// findings for a function depend on that function alone, see `RuleMeta.scope`) need only run on
// it. What they reported for the other functions last time is reused.

/** What one analysis of a file left for the next: its inputs, and each function-local rule's reports. */
export interface PreviousRun {
  model: FileModel;
  text: string;
  /** Settings, description language, facts version and rule list, as one key: a change reruns everything. */
  key: string;
  /** Reports of the function-local rules, by rule id, before suppressions. */
  reports: Map<string, RuleReport[]>;
}

/** The last run of each file being edited: a few files at a time; a cold run over a workspace keeps no more. */
export const PREVIOUS_RUNS = cacheSlot('analysis: previous run per file', () => new BoundedMap<string, PreviousRun>(16));

/** How many analyses reused an earlier run's reports (what tests count, to know that reuse happened). */
export const reuseCount = { plans: 0 };

/** How an analysis reuses the previous run: the model to run function-local rules on, and which old reports still stand. */
export interface ReusePlan {
  /** The file with only the functions that must be checked again. */
  sliced: FileModel;
  /** Whether a previous report lies in a function that is unchanged (same text at the same place). */
  keeps(range: Range): boolean;
}

/**
 * The reuse for a new text of a file, or undefined when everything must run: the key changed,
 * the edit is not inside exactly one function (a class header, an import, a comment between
 * functions), a function was added or removed, or the syntax errors changed. Functions whose declaration has the same range
 * as before lie wholly outside the edit, so their text is the same; functions after an edit that
 * added or removed lines moved, and are checked again.
 */
export function planReuse(previous: PreviousRun | undefined, file: FileModel, text: string, key: string): ReusePlan | undefined {
  if (!previous || previous.key !== key || previous.model === file || previous.model.functions.length !== file.functions.length) return undefined;
  // Type verdicts are withheld while a file has syntax errors, wherever they are: a new or fixed
  // error in the edited function changes what is said of the others.
  if (!sameRanges(previous.model.syntaxErrors, file.syntaxErrors)) return undefined;
  const { start, oldEnd, newEnd } = changedSpan(previous.text, text);
  if (start === oldEnd && start === newEnd) return undefined;
  const oldSource = SourceText.of(previous.text);
  const newSource = SourceText.of(text);
  const changedOld = { start: oldSource.positionAt(start), end: oldSource.positionAt(oldEnd) };
  const changedNew = { start: newSource.positionAt(start), end: newSource.positionAt(newEnd) };
  const editedOld = holding(previous.model.functions, changedOld);
  const editedNew = holding(file.functions, changedNew);
  if (!editedOld || !editedNew || editedOld.id !== editedNew.id) return undefined;
  const unchanged: Range[] = [];
  const changed: FunctionDecl[] = [];
  const oldRanges = new Map<string, FunctionDecl[]>();
  for (const fn of previous.model.functions) {
    if (fn === editedOld) continue;
    const key = rangeKey(fn.range);
    const list = oldRanges.get(key);
    if (list) list.push(fn);
    else oldRanges.set(key, [fn]);
  }
  for (const fn of file.functions) {
    const same = fn === editedNew ? undefined : oldRanges.get(rangeKey(fn.range))?.find((old) => old.id === fn.id);
    // Same place and, checked rather than inferred, the same text.
    const startOffset = newSource.offsetAt(fn.range.start);
    const endOffset = newSource.offsetAt(fn.range.end);
    const sameText =
      same !== undefined &&
      !overlaps(fn.range, changedNew) &&
      previous.text.slice(oldSource.offsetAt(same.range.start), oldSource.offsetAt(same.range.end)) === text.slice(startOffset, endOffset);
    if (sameText) unchanged.push(fn.range);
    else changed.push(fn);
  }
  unchanged.sort((a, b) => comparePositions(a.start, b.start));
  reuseCount.plans++;
  return {
    sliced: { ...file, functions: changed },
    keeps: (range) => {
      // The last unchanged declaration starting at or before the report; declarations do not nest.
      let low = 0;
      let high = unchanged.length - 1;
      let found = -1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (comparePositions(unchanged[mid]!.start, range.start) <= 0) {
          found = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      return found >= 0 && rangeContains(unchanged[found]!, range);
    },
  };
}

/** The one function whose declaration holds the whole range, or undefined (none, or nested ones). */
function holding(functions: readonly FunctionDecl[], range: Range): FunctionDecl | undefined {
  const found = functions.filter((fn) => rangeContains(fn.range, range));
  return found.length === 1 ? found[0] : undefined;
}

function sameRanges(a: readonly Range[], b: readonly Range[]): boolean {
  return a.length === b.length && a.every((range, i) => rangeKey(range) === rangeKey(b[i]!));
}

function overlaps(a: Range, b: Range): boolean {
  return comparePositions(a.start, b.end) <= 0 && comparePositions(b.start, a.end) <= 0;
}

function rangeKey(range: Range): string {
  return `${range.start.line}:${range.start.character}:${range.end.line}:${range.end.character}`;
}

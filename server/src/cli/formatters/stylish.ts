import * as l10n from '@vscode/l10n';
import type { Finding } from '../../core/model/findings';
import type { Formatter } from './format-types';
import { partitionPoint } from '../../core/text/partition-point';

const useColor = !process.env.NO_COLOR && process.stdout.isTTY === true;
const paint = (code: number, text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
const SEVERITY_STYLE = { error: 31, warning: 33, info: 36 } as const;

/**
 * Human-readable output: findings grouped by file, a summary line, then the function registry
 * (every function the agent would see, with its problem count), which is what the author checks.
 */
export const formatStylish: Formatter = (result) => {
  const lines: string[] = [];
  const byFile = new Map<string, Finding[]>();
  for (const finding of result.findings) {
    const file = result.displayPath(finding.uri);
    const list = byFile.get(file);
    if (list) list.push(finding);
    else byFile.set(file, [finding]);
  }
  for (const [file, findings] of byFile) {
    lines.push(paint(4, file));
    for (const f of findings) {
      const where = `${f.range.start.line + 1}:${f.range.start.character + 1}`.padEnd(8);
      lines.push(`  ${where}${paint(SEVERITY_STYLE[f.severity], f.severity.padEnd(8))}${f.message}  ${paint(90, f.ruleId)}`);
    }
    lines.push('');
  }
  const count = (severity: string) => result.findings.filter((f) => f.severity === severity).length;
  lines.push(
    l10n.t(
      '{0} problem(s): {1} error(s), {2} warning(s), {3} info, in {4} file(s)',
      String(result.findings.length),
      String(count('error')),
      String(count('warning')),
      String(count('info')),
      String(result.files.length),
    ),
  );

  const entries = result.files.flatMap((file) => file.functions.map((fn) => ({ file, fn })));
  const startsByUri = findingsByStartLine(result.findings);
  lines.push('', paint(1, l10n.t('Function registry: {0} function(s)', String(entries.length))));
  for (const { file, fn } of entries.sort((a, b) => a.fn.id.localeCompare(b.fn.id))) {
    const problems = countWithin(startsByUri.get(file.uri) ?? [], fn.range.start.line, fn.range.end.line);
    // The same words as the Registry view's, so one translation serves both.
    const state = fn.isEnabled ? '' : ` (${l10n.t('disabled')})`;
    const mark = problems === 0 ? paint(32, 'ok') : paint(33, problems === 1 ? l10n.t('1 problem') : l10n.t('{0} problems', problems));
    lines.push(`  ${fn.id}${state}  ${mark}  ${paint(90, `${result.displayPath(file.uri)}:${fn.nameRange.start.line + 1}`)}`);
  }
  return `${lines.join('\n')}\n`;
};

/** Each file's findings sorted by start line, so that counting those inside a function is a search. */
function findingsByStartLine(findings: readonly Finding[]): Map<string, Finding[]> {
  const byUri = new Map<string, Finding[]>();
  for (const f of findings) {
    const list = byUri.get(f.uri);
    if (list) list.push(f);
    else byUri.set(f.uri, [f]);
  }
  for (const list of byUri.values()) list.sort((a, b) => a.range.start.line - b.range.start.line);
  return byUri;
}

/**
 * How many findings lie within lines `first`..`last` (a binary search to the first that starts
 * there): a file of thousands of functions and findings was quadratic when each function filtered
 * every finding.
 */
function countWithin(sorted: readonly Finding[], first: number, last: number): number {
  let count = 0;
  for (let i = partitionPoint(sorted, (f) => f.range.start.line < first); i < sorted.length && sorted[i]!.range.start.line <= last; i++)
    if (sorted[i]!.range.end.line <= last) count++;
  return count;
}

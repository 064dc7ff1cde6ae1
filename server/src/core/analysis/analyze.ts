import type { FileModel, Range } from '../model/types';
import type { RuleSettings } from '../config/rule-settings';
import { allRules } from '../rules/index';
import type { Finding, Rule, WorkspaceView } from '../rules/rule';

/**
 * Runs every applicable rule over one file, applies the user's severities and the file's
 * suppressions, and returns the findings sorted by position.
 */
export function analyzeFile(
  file: FileModel,
  workspace: WorkspaceView,
  settings: RuleSettings = {},
  rules: readonly Rule[] = allRules,
): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (!rule.meta.languages.includes(file.language)) continue;
    const configured = settings[rule.meta.id] ?? rule.meta.defaultSeverity;
    if (configured === 'off') continue;
    try {
      rule.check({
        file,
        workspace,
        report: ({ range, message }) => {
          if (isSuppressed(file, rule.meta.id, range)) return;
          findings.push({ ruleId: rule.meta.id, severity: configured, message, uri: file.uri, range, fixable: rule.meta.fixable });
        },
      });
    } catch {
      // One faulty rule must not hide the findings of the others.
    }
  }
  return dedupe(findings).sort(compareFindings);
}

function isSuppressed(file: FileModel, ruleId: string, range: Range): boolean {
  return file.suppressions.some((s) => (s.ruleId === ruleId || s.ruleId === 'all') && contains(s.scope, range));
}

function contains(outer: Range, inner: Range): boolean {
  return comparePositions(outer.start, inner.start) <= 0 && comparePositions(inner.end, outer.end) <= 0;
}

function comparePositions(a: Range['start'], b: Range['start']): number {
  return a.line - b.line || a.character - b.character;
}

function compareFindings(a: Finding, b: Finding): number {
  return comparePositions(a.range.start, b.range.start) || a.ruleId.localeCompare(b.ruleId);
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}:${f.range.start.line}:${f.range.start.character}:${f.range.end.line}:${f.range.end.character}:${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

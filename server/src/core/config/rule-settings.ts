import type { ConfiguredSeverity } from '../model/findings';
import { getRule } from '../rules/index';

/** Per-rule severity overrides, as in the `appfunctions.rules` setting. */
export type RuleSettings = Record<string, ConfiguredSeverity>;

const SEVERITIES = new Set(['error', 'warning', 'info', 'off']);

/** A problem in a settings value, reported to the user rather than silently ignored. */
export interface SettingsProblem {
  key: string;
  message: string;
}

/**
 * Validates raw settings (from the editor or a config file). Unknown rules and severities are
 * dropped and reported, so one typo does not disable the rest of the configuration.
 */
export function readRuleSettings(raw: unknown): { settings: RuleSettings; problems: SettingsProblem[] } {
  const settings: RuleSettings = {};
  const problems: SettingsProblem[] = [];
  if (raw === undefined || raw === null) return { settings, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ key: 'appfunctions.rules', message: 'must be an object mapping rule ids to "error", "warning", "info" or "off"' });
    return { settings, problems };
  }
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!getRule(key)) {
      problems.push({ key, message: `unknown rule '${key}'` });
      continue;
    }
    if (typeof value !== 'string' || !SEVERITIES.has(value)) {
      problems.push({ key, message: `severity for '${key}' must be "error", "warning", "info" or "off", not ${JSON.stringify(value)}` });
      continue;
    }
    settings[key] = value as ConfiguredSeverity;
  }
  return { settings, problems };
}

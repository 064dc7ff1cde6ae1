/**
 * androidx.appfunctions releases, in order, and what changed between them that the generated
 * metadata shows. Without a version written in the workspace's Gradle files, the newest behaviour
 * is assumed.
 */

/** A release as an ordered tuple: major, minor, patch, stage (alpha < beta < rc < final), stage number. */
type ReleaseKey = [number, number, number, number, number];

const STAGES: Record<string, number> = { alpha: 0, beta: 1, rc: 2 };

/** The release a version string names, or undefined for one that is not `x.y.z` with an optional `-stageN`. */
function releaseKey(version: string): ReleaseKey | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([a-z]+)(\d*))?$/i.exec(version.trim());
  if (!match) return undefined;
  const stage = match[4] === undefined ? 3 : STAGES[match[4].toLowerCase()];
  if (stage === undefined) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3]), stage, Number(match[5] || 0)];
}

/** Whether `version` is older than `than`; false when either cannot be read. */
export function isOlderRelease(version: string | undefined, than: string): boolean {
  const a = version === undefined ? undefined : releaseKey(version);
  const b = releaseKey(than);
  if (!a || !b) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}

/**
 * The first release whose compiler writes a Uri's `allowedSchemes` as PREFIX pattern matchers
 * (`AppFunctionPatternMatcher` arrived with it); the releases before write one anchored regex.
 */
export const PATTERN_MATCHERS_RELEASE = '1.0.0-beta01';

/** Whether the compiler of `version` writes `allowedSchemes` as an anchored regex (`^(\Qa\E|\Qb\E):.*`). */
export function writesSchemesAsRegex(version: string | undefined): boolean {
  return isOlderRelease(version, PATTERN_MATCHERS_RELEASE);
}

/** The anchored regex those releases write: each scheme quoted as `java.util.regex.Pattern.quote` does, then `:` and anything. */
export function schemesRegex(schemes: readonly string[]): string {
  const quoted = schemes.map((scheme) => `\\Q${scheme.replaceAll('\\E', '\\E\\\\E\\Q')}\\E`);
  return quoted.length === 1 ? `^${quoted[0]}:.*` : `^(${quoted.join('|')}):.*`;
}

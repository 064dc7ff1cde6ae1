// The project configuration file, appfunctions.config.json: one place for rule severities (with
// per-path overrides), the files left out, the description language and the size limit, read the same way by the
// command, CI and the editor. Its JSON Schema (schemas/appfunctions.config.schema.json) gives the
// editor completion; this module is what decides.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import type { ConfiguredSeverity } from '../model/findings';
import { readDescriptionLanguage, type DescriptionLanguageSetting } from '../description/languages';
import { parseByteSize } from '../registry/file-limits';
import { escapeRegExp } from '../text/escape-regexp';
import { readRuleSettings, type RuleSettings } from './rule-settings';

/** The file's name; it applies to the files under its folder. */
export const CONFIG_FILE_NAME = 'appfunctions.config.json';

const KEYS = new Set(['$schema', 'rules', 'overrides', 'ignores', 'checkTests', 'descriptionLanguage', 'maxFileSize']);

/** A rule-severity block applying to some files: `.gitignore`-style patterns relative to the config's folder. */
export interface ConfigOverride {
  files: string[];
  rules: RuleSettings;
  matcher: Ignore;
}

/** A read configuration. */
export interface ProjectConfig {
  /** The file, absolute. */
  file: string;
  /** Its folder, which `overrides` patterns are relative to. */
  folder: string;
  rules: RuleSettings;
  overrides: ConfigOverride[];
  /** `.gitignore`-style patterns, relative to `folder`, of files that are not analysed at all. */
  ignores?: { patterns: string[]; matcher: Ignore };
  /** Analyse test files too (see {@link isTestFile}); they are left out by default. */
  checkTests?: boolean;
  descriptionLanguage?: DescriptionLanguageSetting;
  /** In bytes. */
  maxFileSize?: number;
}

/** Something wrong in the file, where it is (1-based), so it can be shown there. */
export interface ConfigProblem {
  message: string;
  line: number;
  column: number;
}

/**
 * The configuration file that applies to a folder: in it or the nearest folder above it, as ESLint
 * finds its configuration; undefined when there is none.
 */
export function findProjectConfig(folder: string): string | undefined {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, CONFIG_FILE_NAME);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Reads and checks a configuration file; `text` is its content when the caller has it already. */
export function readProjectConfig(file: string, text = fs.readFileSync(file, 'utf8')): { config?: ProjectConfig; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const at = (needle: string | string[] | undefined, message: string) => problems.push({ message, ...positionOf(text, needle) });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    problems.push({ message: `not valid JSON: ${message}`, ...lineColumn(text, offset) });
    return { problems };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    at(undefined, 'must be a JSON object');
    return { problems };
  }
  const object = raw as Record<string, unknown>;
  for (const key of Object.keys(object)) if (!KEYS.has(key)) at(`"${key}"`, `unknown setting '${key}' (there are: ${[...KEYS].filter((k) => k !== '$schema').join(', ')})`);
  const folder = path.dirname(path.resolve(file));
  const config: ProjectConfig = { file: path.resolve(file), folder, rules: readRules(object.rules, 'rules', at), overrides: [] };
  if (object.overrides !== undefined) {
    if (!Array.isArray(object.overrides)) at('"overrides"', '\'overrides\' must be a list of { "files": [...], "rules": {...} }');
    else
      object.overrides.forEach((entry, index) => {
        const where = `overrides[${index}]`;
        const block = entry as { files?: unknown; rules?: unknown } | null;
        const files = block?.files;
        if (!Array.isArray(files) || files.length === 0 || files.some((f) => typeof f !== 'string' || f.trim() === '')) {
          at(['"files"', '"overrides"'], `${where}.files must be a list of path patterns, such as "app/src/test/**"`);
          return;
        }
        let matcher: Ignore;
        try {
          matcher = ignore().add(files as string[]);
          matcher.ignores('a');
        } catch (error) {
          at('"files"', `${where}.files: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        config.overrides.push({ files: files as string[], rules: readRules(block?.rules, `${where}.rules`, at), matcher });
      });
  }
  if (object.ignores !== undefined) {
    const patterns = object.ignores;
    if (!Array.isArray(patterns) || patterns.some((p) => typeof p !== 'string' || p.trim() === '')) {
      at('"ignores"', 'ignores must be a list of path patterns, such as "app/build/**" or "**/generated/**"');
    } else {
      try {
        const matcher = ignore().add(patterns as string[]);
        matcher.ignores('a');
        config.ignores = { patterns: patterns as string[], matcher };
      } catch (error) {
        at('"ignores"', `ignores: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (object.descriptionLanguage !== undefined) {
    const language = readDescriptionLanguage(object.descriptionLanguage);
    if (language) config.descriptionLanguage = language;
    else at('"descriptionLanguage"', `descriptionLanguage must be auto, en, pt-BR, ja or bn, not ${JSON.stringify(object.descriptionLanguage)}`);
  }
  if (object.maxFileSize !== undefined) {
    const bytes = typeof object.maxFileSize === 'number' || typeof object.maxFileSize === 'string' ? parseByteSize(String(object.maxFileSize)) : undefined;
    if (bytes === undefined) at('"maxFileSize"', `maxFileSize must be a size such as "2MB", "512KB" or a number of bytes, not ${JSON.stringify(object.maxFileSize)}`);
    else config.maxFileSize = bytes;
  }
  if (object.checkTests !== undefined) {
    if (typeof object.checkTests === 'boolean') config.checkTests = object.checkTests;
    else at('"checkTests"', `checkTests must be true or false, not ${JSON.stringify(object.checkTests)}`);
  }
  return { config, problems };
}

/** `file` relative to the configuration's folder with `/` separators; undefined outside it. */
function relativeTo(config: ProjectConfig, file: string): string | undefined {
  const relative = path.relative(config.folder, path.resolve(file)).split(path.sep).join('/');
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative;
}

/** Whether the configuration's `ignores` leave `file` out of the analysis. */
export function isIgnoredBy(config: ProjectConfig, file: string): boolean {
  if (!config.ignores) return false;
  const relative = relativeTo(config, file);
  return relative !== undefined && config.ignores.matcher.ignores(relative);
}

/**
 * Whether a path is a test file: `*.test.*`, `*.spec.*` and `*_test.*` sources, `__tests__` and `__mocks__`
 * folders, test folders above any `src` folder (`test`, `tests`, `e2e`, and packages named like
 * `integration-tests`; below `src` such a name is a package, `com/example/e2e`), and Gradle's test
 * source sets (`src/test`, `src/androidTest`, `src/testDebug`…). Tools
 * and AppFunctions declared there are test doubles that no agent is ever given, and a test that
 * registers a real tool's twin would read as a duplicate of it.
 */
export function isTestFile(file: string): boolean {
  // Most paths hold none of the words: a plain search settles them before any pattern.
  if (!/test|spec|__|e2e/i.test(file)) return false;
  const normalized = file.split(path.sep).join('/');
  return (
    // `tools.test.ts`, and `tools_test.ts` as Deno and Go name them.
    /[._](?:test|spec)\.[cm]?[jt]sx?$/i.test(normalized) ||
    /(?:^|\/)(?:__tests__|__mocks__)\//.test(normalized) ||
    // Plain folder names count only above a source root: `com/example/e2e` is a package name.
    /(?:^|\/)(?:tests?|e2e|[\w.-]+[-_](?:tests?|e2e))\//i.test(`${normalized.split(/(?:^|\/)src\//)[0] ?? ''}/`) ||
    /(?:^|\/)src\/(?:test|androidTest|testFixtures)(?:[A-Z][A-Za-z]*)?\//.test(normalized)
  );
}

/**
 * Whether `file`, found under `root` (a folder named on the command line, a workspace folder), is
 * left out of the analysis: named by the configuration's `ignores`, or a test file below the root
 * (unless the configuration sets `checkTests`). Only the part below the root is read, so a
 * workspace that itself lives in a `src/test` folder, or a test folder named on the command line,
 * is checked.
 */
export function isLeftOut(config: ProjectConfig | undefined, file: string, root: string): boolean {
  if (config && isIgnoredBy(config, file)) return true;
  if (config?.checkTests) return false;
  const relative = below(root, file);
  return relative !== undefined && isTestFile(relative);
}

/** `file` relative to `root` when it lies below it; a prefix test first, as listed files are absolute under an absolute root. */
function below(root: string, file: string): string | undefined {
  const base = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  if (file.startsWith(base)) return file.slice(base.length);
  const relative = path.relative(path.resolve(root), path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : undefined;
}

/** The rule severities for one file: the configuration's rules, then every override whose patterns match it, in order. */
export function rulesFor(config: ProjectConfig, file: string): RuleSettings {
  const relative = relativeTo(config, file);
  if (relative === undefined) return config.rules;
  let rules = config.rules;
  for (const override of config.overrides) if (override.matcher.ignores(relative)) rules = { ...rules, ...override.rules };
  return rules;
}

/** The configuration as it applies to one file, for `--print-config`. */
export function effectiveConfig(
  config: ProjectConfig,
  file: string,
): { configFile: string; ignored: boolean; rules: RuleSettings; descriptionLanguage?: string; maxFileSize?: number } {
  return {
    configFile: config.file,
    ignored: isIgnoredBy(config, file),
    rules: rulesFor(config, file),
    descriptionLanguage: config.descriptionLanguage,
    maxFileSize: config.maxFileSize,
  };
}

function readRules(raw: unknown, where: string, at: (needle: string | string[] | undefined, message: string) => void): RuleSettings {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    at(`"${where.split('.').at(-1)}"`, `${where} must map rule ids to "error", "warning", "info" or "off"`);
    return {};
  }
  // The same check as the appfunctions.rules setting and --rule, placed at the entry it is about.
  const { settings, problems } = readRuleSettings(raw);
  for (const problem of problems) at(`"${problem.key}"`, `${problem.message} in ${where}`);
  return settings;
}

/** Where the first of the quoted keys that appears in the text is, or the start of the file. */
function positionOf(text: string, needles: string | string[] | undefined): { line: number; column: number } {
  const offsets = (needles === undefined ? [] : [needles].flat()).map((needle) => text.indexOf(needle)).filter((offset) => offset >= 0);
  return lineColumn(text, offsets[0] ?? 0);
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.min(offset, text.length));
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/**
 * The configuration text with `ruleId` set to `severity` at the top level, changed as little as
 * possible (the value replaced, or the entry added to `rules`, or a `rules` block added), so the
 * rest of the file keeps its formatting; undefined when the text is not a configuration object or
 * the change cannot be made safely. The result is checked: parsed, it must equal the original with
 * only that entry set.
 */
export function setRuleSeverity(text: string, ruleId: string, severity: ConfiguredSeverity): string | undefined {
  let before: Record<string, unknown>;
  try {
    before = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Expected: a broken file is shown with its problems; no edit is offered into it.
    return undefined;
  }
  if (!before || typeof before !== 'object' || Array.isArray(before)) return undefined;
  const rules = before.rules;
  const entry = `${JSON.stringify(ruleId)}: ${JSON.stringify(severity)}`;
  let after: string | undefined;
  const rulesKey = /"rules"\s*:\s*\{/.exec(text);
  if (rules && typeof rules === 'object' && !Array.isArray(rules) && rulesKey) {
    const open = rulesKey.index + rulesKey[0].length;
    const existing = new RegExp(`(${escapeRegExp(JSON.stringify(ruleId))}\\s*:\\s*)"[^"]*"`).exec(text.slice(open));
    if (ruleId in rules && existing)
      after = `${text.slice(0, open + existing.index)}${existing[1]}${JSON.stringify(severity)}${text.slice(open + existing.index + existing[0].length)}`;
    else after = `${text.slice(0, open)} ${entry}${Object.keys(rules).length > 0 ? ',' : ' '}${text.slice(open)}`;
  } else if (rules === undefined) {
    const open = text.indexOf('{') + 1;
    after = `${text.slice(0, open)}\n  "rules": { ${entry} }${Object.keys(before).length > 0 ? ',' : '\n'}${text.slice(open)}`;
  }
  if (after === undefined) return undefined;
  try {
    const parsed = JSON.parse(after) as Record<string, unknown>;
    const expected = { ...before, rules: { ...((rules as Record<string, unknown> | undefined) ?? {}), [ruleId]: severity } };
    return JSON.stringify(sortedKeys(parsed)) === JSON.stringify(sortedKeys(expected)) ? after : undefined;
  } catch {
    // Expected only if the text fooled the search (a "rules" key in a string): no edit then.
    return undefined;
  }
}

/** A value with its object keys sorted at every depth, for comparing two parses. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

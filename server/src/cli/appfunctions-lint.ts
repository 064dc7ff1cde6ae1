import { placedWhereWritten } from '../core/analysis/placed-where-written';
import * as l10n from '@vscode/l10n';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { createAnalyzer } from '../core/analyzer';
import { findProjectConfig, isIgnoredBy, isLeftOut, readProjectConfig, rulesFor, type ProjectConfig } from '../core/config/project-config';
import { readRuleSettings, type RuleSettings } from '../core/config/rule-settings';
import { DESCRIPTION_LANGUAGE_SETTINGS, readDescriptionLanguage, type DescriptionLanguageSetting } from '../core/description/languages';
import { fixAll } from '../core/fixes/fix-all';
import { gatedEnvironment } from '../core/fixes/parse-gate';
import { formatInternalError } from '../core/analysis/internal-error-sink';
import { indexFromDisk, listWorkspaceFiles } from '../core/registry/disk-index';
import { gitignoreProblemMessage, type GitignoreProblem } from '../core/registry/file-discovery';
import { COMMAND_PARSE_BUDGET_MS, DEFAULT_MAX_FILE_SIZE, formatBytes, parseByteSize } from '../core/registry/file-limits';
import { encodeText, type TextEncoding } from '../core/registry/text-file';
import { FRONT_ENDS } from '../core/languages/front-ends';
import { tuneProcessForAnalysis } from '../core/process-start';
import { DEFAULT_LOCALE, localeFromEnvironment, normalizeLocale } from '../core/locale/locale-tags';
import { bundleFiles, useLocale } from '../core/locale/messages';
import { exportRegistry } from '../core/schema/registry-export';
import { loadMcpServer } from './mcp-server-loader';
import { BaselineError, baselineOf, newFindings, readBaseline, writeBaseline, type BaselineFile } from './baseline';
import type { Formatter, LintResult } from './formatters/format-types';
import { formatJson } from './formatters/json';
import { createSarifFormatter } from './formatters/sarif';
import { formatStylish } from './formatters/stylish';

declare const APPFUNCTIONS_VERSION: string | undefined;
const VERSION = typeof APPFUNCTIONS_VERSION === 'string' ? APPFUNCTIONS_VERSION : '0.0.0-dev';

const USAGE = `Usage: appfunctions-lint [options] <paths...>

Checks the functions an app exposes to AI agents against the AppFunctions quality guidelines.
Directories are searched for the files below (honouring .gitignore, leaving test files out unless the
configuration sets checkTests); code is read, never run.

Reads:
${FRONT_ENDS.map((frontEnd) => `  ${frontEnd.summary.files}\n      ${frontEnd.summary.declarations}`).join('\n')}

Options:
  --format <stylish|json|sarif>  output format (default: stylish)
  --max-warnings <N>             exit with 1 when there are more than N warnings
  --rule <id=severity>           override a rule's severity (error|warning|info|off); repeatable
  --description-language <tag>   language of descriptions: ${DESCRIPTION_LANGUAGE_SETTINGS.join('|')} (default: auto,
                                 detected per description; a file comment 'appfunctions-description-language: <tag>' overrides it)
  --fix                          apply the safe fixes in place, then report what is left
  --max-file-size <size>         skip larger files with one notice (bytes, or e.g. 512KB, 2MB; default: ${formatBytes(DEFAULT_MAX_FILE_SIZE).replace(' ', '')})
  --registry                     print the function registry as JSON (what agents receive) instead of findings
  --config <file>                the configuration file (default: appfunctions.config.json in the working
                                 directory or the nearest folder above it); --rule and the other options win
  --print-config <file>          print the configuration as it applies to that file, then exit
  --baseline <file>              report only problems the baseline file does not list (exit codes count those)
  --update-baseline              write every current problem to the --baseline file instead of reporting
  --mcp                          serve the checks as an MCP server over stdio (tools check_files,
                                 check_source, explain_rule) for coding agents; reads only under the
                                 working directory, takes no paths
  --debug                        print internal errors (a rule or front end that failed and was skipped)
                                 to stderr, with their stack traces
  --locale <tag>                 language of the messages and rule-page links: en, pt-br, ja or bn
                                 (default: from LC_ALL, LC_MESSAGES or LANG; English when none matches)
  -h, --help                     show this help
  -v, --version                  show the version

Exit codes: 0 no errors, 1 errors found (or too many warnings), 2 usage error, internal error,
or a file --fix could not write (the other files are still fixed).`;

/**
 * The value of `--locale` (or `--locale=<tag>`), read before the other options so that their usage
 * errors are already in the chosen language.
 */
function localeArgument(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--') return undefined;
    if (arg === '--locale') return argv[i + 1];
    if (arg.startsWith('--locale=')) return arg.slice('--locale='.length);
  }
  return undefined;
}

/** A mistake in how the command was called: printed with the usage hint, exit code 2. */
class UsageError extends Error {}

interface Options {
  format: Formatter;
  maxWarnings?: number;
  maxFileSize: number;
  settings: RuleSettings;
  descriptionLanguage: DescriptionLanguageSetting;
  paths: string[];
  fix: boolean;
  registry: boolean;
  /** Serve the checks over MCP (stdio) instead of checking paths. */
  mcp: boolean;
  /** The project configuration: `--config FILE`, else appfunctions.config.json here or in a folder above. */
  config?: ProjectConfig;
  /** `--print-config FILE`: print the configuration as it applies to that file instead of checking. */
  printConfig?: string;
  /** Whether --description-language and --max-file-size were given (they win over the configuration). */
  given: { descriptionLanguage: boolean; maxFileSize: boolean };
  /** `--baseline FILE`: the file, and its problems unless `updateBaseline` is to write them. */
  baseline?: { file: string; problems?: BaselineFile; update: boolean };
  debug: boolean;
  /** The --locale value as given, when given. */
  locale?: string;
}

/** The options that take a value, so that a value starting with a dash (`--max-warnings -1`) stays theirs. */
const VALUE_OPTIONS = new Set(['--format', '-f', '--max-warnings', '--max-file-size', '--rule', '--description-language', '--locale', '--baseline', '--config', '--print-config']);

const PARSE_OPTIONS = {
  format: { type: 'string', short: 'f' },
  'max-warnings': { type: 'string' },
  'max-file-size': { type: 'string' },
  rule: { type: 'string', multiple: true },
  'description-language': { type: 'string' },
  fix: { type: 'boolean' },
  registry: { type: 'boolean' },
  baseline: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  config: { type: 'string' },
  'print-config': { type: 'string' },
  mcp: { type: 'boolean' },
  debug: { type: 'boolean' },
  locale: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/**
 * Joins `--option -value` into `--option=-value` when the value is not itself an option, so the
 * value reaches our own check (and its message) instead of being refused as ambiguous.
 */
function joinDashedValues(argv: readonly string[]): string[] {
  const known = new Set([...Object.entries(PARSE_OPTIONS)].flatMap(([name, o]) => [`--${name}`, ...('short' in o ? [`-${o.short}`] : [])]));
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const next = argv[i + 1];
    if (arg === '--') {
      joined.push(...argv.slice(i));
      break;
    }
    if (VALUE_OPTIONS.has(arg) && next !== undefined && next.startsWith('-') && next !== '--' && !known.has(next.split('=')[0] ?? next)) {
      joined.push(arg.startsWith('--') ? `${arg}=${next}` : `${arg}${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/** Node's parseArgs errors, said in our words (and language): the option and what is wrong with it. */
function usageErrorOf(error: unknown): UsageError {
  const { code, message } = error as { code?: string; message?: string };
  // Node names a short option with its long form ('-f, --format <value>'): say the long one.
  const option = /'(?:-\w, )?(-{1,2}[^'\s=<,]+)/.exec(message ?? '')?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new UsageError(l10n.t("Unknown option '{0}'", option));
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new UsageError(/does not take an argument/.test(message ?? '') ? l10n.t('{0} takes no value', option) : l10n.t('{0} needs a value', option));
    default:
      return new UsageError(String(message));
  }
}

function parseOptions(argv: string[]): Options | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({ args: joinDashedValues(argv), allowPositionals: true, strict: true, options: PARSE_OPTIONS });
  } catch (error) {
    throw usageErrorOf(error);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (values.version) return 'version';

  const formats: Record<string, Formatter> = { stylish: formatStylish, json: formatJson, sarif: createSarifFormatter(VERSION) };
  const formatName = values.format ?? 'stylish';
  const format = formats[formatName];
  if (!format) throw new UsageError(l10n.t("unknown format '{0}'; use one of: {1}", formatName, Object.keys(formats).join(', ')));

  let maxWarnings: number | undefined;
  if (values['max-warnings'] !== undefined) {
    maxWarnings = Number(values['max-warnings']);
    if (!/^\d+$/.test(values['max-warnings']) || !Number.isSafeInteger(maxWarnings)) {
      throw new UsageError(l10n.t("--max-warnings needs a whole number of 0 or more, not '{0}'", values['max-warnings']));
    }
  }

  let maxFileSize = DEFAULT_MAX_FILE_SIZE;
  if (values['max-file-size'] !== undefined) {
    const bytes = parseByteSize(values['max-file-size']);
    if (bytes === undefined) throw new UsageError(l10n.t("--max-file-size needs a size such as 2MB, 512KB or a number of bytes, not '{0}'", values['max-file-size']));
    maxFileSize = bytes;
  }

  const rawRules: Record<string, string> = {};
  for (const entry of values.rule ?? []) {
    // Both groups of the pattern are required: a match has a rule id and a level.
    const [, ruleId, level] = /^([\w-]+)=(\w+)$/.exec(entry) ?? [];
    if (ruleId === undefined || level === undefined) throw new UsageError(l10n.t("--rule takes <rule-id>=<error|warning|info|off>, not '{0}'", entry));
    rawRules[ruleId] = level;
  }
  const { settings, problems } = readRuleSettings(rawRules);
  if (problems.length > 0) throw new UsageError(`--rule: ${problems.map((p) => p.message).join('; ')}`);

  const descriptionLanguage = readDescriptionLanguage(values['description-language'] ?? 'auto');
  if (!descriptionLanguage) {
    throw new UsageError(l10n.t("--description-language takes one of {0}, not '{1}'", DESCRIPTION_LANGUAGE_SETTINGS.join(', '), String(values['description-language'])));
  }

  let baseline: Options['baseline'];
  if (values['update-baseline'] && values.baseline === undefined) throw new UsageError(l10n.t('--update-baseline needs --baseline <file>: the file to write'));
  if (values.baseline !== undefined) {
    if (values.mcp || values.registry) throw new UsageError(l10n.t('--baseline applies to problems, not to --mcp or --registry'));
    const update = values['update-baseline'] === true;
    try {
      baseline = { file: values.baseline, update, problems: update ? undefined : readBaseline(values.baseline) };
    } catch (error) {
      if (!(error instanceof BaselineError)) throw error;
      throw new UsageError(l10n.t('cannot use the baseline {0}', error.message));
    }
  }
  const configFile = values.config ?? findProjectConfig(process.cwd());
  let config: ProjectConfig | undefined;
  if (configFile !== undefined) {
    if (!fs.existsSync(configFile)) throw new UsageError(l10n.t('no such configuration file: {0}', configFile));
    const read = readProjectConfig(configFile);
    if (read.problems.length > 0) {
      const shown = path.relative(process.cwd(), configFile) || configFile;
      throw new UsageError(read.problems.map((problem) => `${shown}:${problem.line}:${problem.column}: ${problem.message}`).join('\n'));
    }
    config = read.config;
  }
  if (values.mcp) {
    if (positionals.length > 0) throw new UsageError(l10n.t('--mcp takes no paths: the tools name them'));
    if (values.fix || values.registry || values.format !== undefined) throw new UsageError(l10n.t('--mcp cannot be combined with --fix, --registry or --format'));
  } else if (positionals.length === 0 && values['print-config'] === undefined) throw new UsageError(l10n.t('no paths given: name the files or folders to check'));
  for (const p of positionals) {
    if (!fs.existsSync(p)) throw new UsageError(l10n.t('no such file or folder: {0}', p));
  }
  return {
    format,
    maxWarnings,
    maxFileSize,
    settings,
    descriptionLanguage,
    paths: positionals,
    fix: values.fix === true,
    registry: values.registry === true,
    mcp: values.mcp === true,
    baseline,
    config,
    printConfig: values['print-config'],
    given: { descriptionLanguage: values['description-language'] !== undefined, maxFileSize: values['max-file-size'] !== undefined },
    debug: values.debug === true,
    locale: values.locale,
  };
}

/**
 * Runs the command; returns the exit code instead of exiting, so tests can call it in-process.
 * `env` is where the locale comes from when --locale is not given.
 */
export async function run(argv: string[], out: (text: string) => void, err: (text: string) => void, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  // Every message is built after this: usage errors, the findings, the SARIF rule table, the rule-page links.
  const requestedLocale = localeArgument(argv);
  const choice = useLocale(requestedLocale ?? localeFromEnvironment(env));
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err(`appfunctions-lint: ${error.message}\n${l10n.t("Run 'appfunctions-lint --help' for usage.")}\n`);
    return 2;
  }
  if (options === 'help') {
    out(`${USAGE}\n`);
    return 0;
  }
  if (options === 'version') {
    out(`${VERSION}\n`);
    return 0;
  }

  if (choice.problem) err(`appfunctions-lint: ${choice.problem}\n`);
  else if (options.locale !== undefined && choice.locale === DEFAULT_LOCALE && normalizeLocale(options.locale).split('-')[0] !== DEFAULT_LOCALE) {
    // Asked for by name, so say why the output is English; a locale from the environment falls back quietly.
    err(`appfunctions-lint: no messages in '${options.locale}', using English (there are: ${[DEFAULT_LOCALE, ...[...bundleFiles().keys()].sort()].join(', ')})\n`);
  }
  // The configuration file first, then what the command line says.
  const { config } = options;
  const settingsFor = (file: string): RuleSettings => (config ? { ...rulesFor(config, file), ...options.settings } : options.settings);
  const descriptionLanguage = options.given.descriptionLanguage ? options.descriptionLanguage : (config?.descriptionLanguage ?? options.descriptionLanguage);
  const maxFileSize = options.given.maxFileSize ? options.maxFileSize : (config?.maxFileSize ?? options.maxFileSize);
  if (options.printConfig !== undefined) {
    const file = path.resolve(options.printConfig);
    // Left out when found in a folder: the configuration's ignores, or a test file below the working directory.
    const ignored = isLeftOut(config, file, process.cwd());
    out(`${JSON.stringify({ configFile: config?.file ?? null, ignored, rules: settingsFor(file), descriptionLanguage, maxFileSize }, null, 2)}\n`);
    return 0;
  }
  if (options.mcp) {
    await loadMcpServer().serveMcp({
      version: VERSION,
      settingsFor,
      descriptionLanguage,
      maxFileSize,
      root: process.cwd(),
      locale: choice.locale,
    });
    return 0;
  }
  // Paths in output are relative to the working directory.
  const displayPath = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/') || file;
  const warning = (problem: GitignoreProblem) => err(`appfunctions-lint: ${l10n.t('warning: {0}', gitignoreProblemMessage(problem, displayPath(problem.file)))}\n`);
  // Listed first, so that a language none of them is in is never loaded (the Kotlin grammar for an MCP server).
  // The configuration's `ignores` leave files out entirely, as .gitignore does; a file named on the command line is said to be.
  // Test files found in a folder are left out like ignored ones (a file named here is checked).
  const listed = [
    ...new Set(
      options.paths.flatMap((given) => {
        const root = path.resolve(given);
        return listWorkspaceFiles([given], warning).filter((file) => !isLeftOut(config, file, root));
      }),
    ),
  ];
  for (const given of options.paths) {
    if (config && fs.statSync(given).isFile() && isIgnoredBy(config, given)) {
      err(`appfunctions-lint: ${l10n.t('warning: {0}', l10n.t('{0} is ignored by {1} and not checked', displayPath(path.resolve(given)), displayPath(config.file)))}\n`);
    }
  }
  const analyzer = await createAnalyzer(listed);
  analyzer.registry.limits = { maxFileSize, parseTimeMs: COMMAND_PARSE_BUDGET_MS };
  // A rule or front end that fails is skipped so the rest still reports; --debug shows why.
  if (options.debug) analyzer.internalErrors.onReport((entry) => err(`appfunctions-lint: ${formatInternalError(entry)}\n`));
  const encodings = new Map<string, TextEncoding>();
  const files = await indexFromDisk(analyzer.registry, options.paths, {
    files: listed,
    // Named and skipped; the rest is still checked.
    unreadable: (file, error) => err(`appfunctions-lint: ${l10n.t('cannot read {0}: {1}', displayPath(file), describeFsError(error))}\n`),
    read: (file, result) => encodings.set(file, result.encoding),
  });
  if (options.registry) {
    // Every function with what the agent receives, and each app's description.
    out(`${JSON.stringify(exportRegistry(analyzer.registry, 'registry', { files, displayPath }), null, 2)}\n`);
    return 0;
  }
  let unwritten = 0;
  if (options.fix) {
    let fixed = 0;
    const writable = writableRoots(options.paths);
    for (const file of files) {
      const text = analyzer.registry.text(file);
      if (text === undefined || analyzer.skipped(file)) continue;
      const result = fixAll(text, await gatedEnvironment(file, analyzer.fixEnvironment(file, settingsFor(file), descriptionLanguage), analyzer.registry.limits.parseTimeMs));
      if (result.text === text) continue;
      const problem = writeFixed(file, encodeText(result.text, encodings.get(file) ?? 'utf-8'), writable);
      if (problem) {
        // The file keeps its findings as they are on disk; the others are still fixed.
        err(`appfunctions-lint: ${l10n.t('cannot write {0}: {1}', displayPath(file), problem)}\n`);
        unwritten++;
        continue;
      }
      analyzer.registry.update(file, result.text);
      fixed += result.applied;
    }
    err(`appfunctions-lint: applied ${fixed} fix(es)\n`);
  }
  // One location per finding: a tool object's findings where it is written (see placedWhereWritten).
  let findings = placedWhereWritten(files.flatMap((file) => analyzer.findings(file, settingsFor(file), descriptionLanguage)));
  if (options.baseline) {
    const textOf = (uri: string) => analyzer.registry.text(uri);
    if (options.baseline.update) {
      try {
        writeBaseline(options.baseline.file, baselineOf(findings, options.baseline.file, textOf));
      } catch (error) {
        err(`appfunctions-lint: ${l10n.t('cannot write {0}: {1}', options.baseline.file, describeFsError(error))}\n`);
        return 2;
      }
      err(`appfunctions-lint: ${l10n.t('wrote {0} problem(s) to the baseline {1}', String(findings.length), options.baseline.file)}\n`);
      return unwritten > 0 ? 2 : 0;
    }
    const { findings: fresh, known } = newFindings(findings, options.baseline.problems ?? { version: 1, problems: [] }, options.baseline.file, textOf);
    findings = fresh;
    if (known > 0) err(`appfunctions-lint: ${l10n.t('{0} problem(s) listed in the baseline are not shown', String(known))}\n`);
  }
  const result: LintResult = {
    findings,
    files: files.map((f) => analyzer.registry.get(f)).filter((m) => m !== undefined),
    displayPath,
  };
  out(options.format(result));

  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  if (unwritten > 0) return 2;
  if (errors > 0) return 1;
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) {
    err(`appfunctions-lint: ${warnings} warning(s), more than --max-warnings ${options.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/**
 * The real folders `--fix` may write in: each folder given, or the folder of each file given (by
 * real path, so a link given on the command line is resolved once, here).
 */
function writableRoots(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    try {
      const real = fs.realpathSync(p);
      return [fs.statSync(real).isDirectory() ? real : path.dirname(real)];
    } catch {
      // Expected: a path removed since it was checked holds nothing to write.
      return [];
    }
  });
}

/**
 * Writes a fixed file, only inside the folders it was given: a symbolic link (to anywhere) or a
 * file whose real path lies outside them is not written. Returns why it was not written, if it was not.
 */
function writeFixed(file: string, bytes: Buffer, roots: readonly string[]): string | undefined {
  try {
    if (fs.lstatSync(file).isSymbolicLink()) return l10n.t('it is a symbolic link; fixes are written only to files inside the folders given');
    const real = fs.realpathSync(file);
    const inside = roots.some((root) => {
      const relative = path.relative(root, real);
      return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
    });
    if (!inside) return l10n.t('it lies outside the folders given; fixes are written only inside them');
    // O_NOFOLLOW: a link put in its place since the check is refused, not followed.
    const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_TRUNC | (fs.constants.O_NOFOLLOW ?? 0));
    try {
      fs.writeSync(fd, bytes);
    } finally {
      fs.closeSync(fd);
    }
    return undefined;
  } catch (error) {
    return describeFsError(error);
  }
}

/** `EACCES: permission denied` from Node's `EACCES: permission denied, open '/the/path'`: the path is said already. */
function describeFsError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/, \w+ '[^']*'$/, '');
}

if (require.main === module) {
  tuneProcessForAnalysis();
  run(
    process.argv.slice(2),
    (t) => process.stdout.write(t),
    (t) => process.stderr.write(t),
  ).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // One clear line; the stack is for those who ask for it.
      const debug = process.argv.slice(2).includes('--debug');
      const detail = error instanceof Error ? (debug ? (error.stack ?? error.message) : error.message) : String(error);
      process.stderr.write(`appfunctions-lint: internal error: ${detail}${debug ? '' : ` (${l10n.t('run with --debug for the stack trace')})`}\n`);
      process.exitCode = 2;
    },
  );
}

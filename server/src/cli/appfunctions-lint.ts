import * as l10n from '@vscode/l10n';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { createAnalyzer } from '../core/analyzer';
import { readRuleSettings, type RuleSettings } from '../core/config/rule-settings';
import { DESCRIPTION_LANGUAGE_SETTINGS, readDescriptionLanguage, type DescriptionLanguageSetting } from '../core/description/languages';
import { fixAll } from '../core/fixes/fix-all';
import { gatedEnvironment } from '../core/fixes/parse-gate';
import { formatInternalError } from '../core/analysis/internal-error-sink';
import { indexFromDisk } from '../core/registry/disk-index';
import { FRONT_ENDS } from '../core/languages/front-ends';
import { DEFAULT_LOCALE, localeFromEnvironment, normalizeLocale } from '../core/locale/locale-tags';
import { bundleFiles, useLocale } from '../core/locale/messages';
import { exportRegistry } from '../core/schema/registry-export';
import type { Formatter, LintResult } from './formatters/format-types';
import { formatJson } from './formatters/json';
import { createSarifFormatter } from './formatters/sarif';
import { formatStylish } from './formatters/stylish';

declare const APPFUNCTIONS_VERSION: string | undefined;
const VERSION = typeof APPFUNCTIONS_VERSION === 'string' ? APPFUNCTIONS_VERSION : '0.0.0-dev';

const USAGE = `Usage: appfunctions-lint [options] <paths...>

Checks the functions an app exposes to AI agents against the AppFunctions quality guidelines.
Directories are searched for the files below (honouring .gitignore); code is read, never run.

Reads:
${FRONT_ENDS.map((frontEnd) => `  ${frontEnd.summary.files}\n      ${frontEnd.summary.declarations}`).join('\n')}

Options:
  --format <stylish|json|sarif>  output format (default: stylish)
  --max-warnings <N>             exit with 1 when there are more than N warnings
  --rule <id=severity>           override a rule's severity (error|warning|info|off); repeatable
  --description-language <tag>   language of descriptions: ${DESCRIPTION_LANGUAGE_SETTINGS.join('|')} (default: auto,
                                 detected per description; a file comment 'appfunctions-description-language: <tag>' overrides it)
  --fix                          apply the safe fixes in place, then report what is left
  --registry                     print the function registry as JSON (what agents receive) instead of findings
  --debug                        print internal errors (a rule or front end that failed and was skipped) to stderr
  --locale <tag>                 language of the messages and rule-page links: en, pt-br, ja or bn
                                 (default: from LC_ALL, LC_MESSAGES or LANG; English when none matches)
  -h, --help                     show this help
  -v, --version                  show the version

Exit codes: 0 no errors, 1 errors found (or too many warnings), 2 usage error.`;

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
  settings: RuleSettings;
  descriptionLanguage: DescriptionLanguageSetting;
  paths: string[];
  fix: boolean;
  registry: boolean;
  debug: boolean;
  /** The --locale value as given, when given. */
  locale?: string;
}

function parseOptions(argv: string[]): Options | 'help' | 'version' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        'max-warnings': { type: 'string' },
        rule: { type: 'string', multiple: true },
        'description-language': { type: 'string' },
        fix: { type: 'boolean' },
        registry: { type: 'boolean' },
        debug: { type: 'boolean' },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
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

  if (positionals.length === 0) throw new UsageError(l10n.t('no paths given: name the files or folders to check'));
  for (const p of positionals) {
    if (!fs.existsSync(p)) throw new UsageError(l10n.t('no such file or folder: {0}', p));
  }
  return {
    format,
    maxWarnings,
    settings,
    descriptionLanguage,
    paths: positionals,
    fix: values.fix === true,
    registry: values.registry === true,
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
  const analyzer = await createAnalyzer();
  // A rule or front end that fails is skipped so the rest still reports; --debug shows why.
  if (options.debug) analyzer.internalErrors.onReport((entry) => err(`appfunctions-lint: ${formatInternalError(entry)}\n`));
  const files = await indexFromDisk(analyzer.registry, options.paths, {
    unreadable: (file, error) => err(`appfunctions-lint: cannot read ${file}: ${error.message}\n`),
  });
  // Paths in output are relative to the working directory.
  const displayPath = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/') || file;
  if (options.registry) {
    // Every function with what the agent receives, and each app's description.
    out(`${JSON.stringify(exportRegistry(analyzer.registry, 'registry', { files, displayPath }), null, 2)}\n`);
    return 0;
  }
  if (options.fix) {
    let fixed = 0;
    for (const file of files) {
      const text = analyzer.registry.text(file);
      if (text === undefined) continue;
      const result = fixAll(text, await gatedEnvironment(file, analyzer.fixEnvironment(file, options.settings, options.descriptionLanguage)));
      if (result.text === text) continue;
      fs.writeFileSync(file, result.text);
      analyzer.registry.update(file, result.text);
      fixed += result.applied;
    }
    err(`appfunctions-lint: applied ${fixed} fix(es)\n`);
  }
  const findings = files.flatMap((file) => analyzer.findings(file, options.settings, options.descriptionLanguage));
  const result: LintResult = {
    findings,
    files: files.map((f) => analyzer.registry.get(f)).filter((m) => m !== undefined),
    displayPath,
  };
  out(options.format(result));

  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  if (errors > 0) return 1;
  if (options.maxWarnings !== undefined && warnings > options.maxWarnings) {
    err(`appfunctions-lint: ${warnings} warning(s), more than --max-warnings ${options.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

if (require.main === module) {
  run(
    process.argv.slice(2),
    (t) => process.stdout.write(t),
    (t) => process.stderr.write(t),
  ).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`appfunctions-lint: internal error: ${(error as Error)?.stack ?? String(error)}\n`);
      process.exitCode = 2;
    },
  );
}

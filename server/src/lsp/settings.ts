import { DEFAULT_LOG_LEVEL, readLogLevel, type LogLevel } from './log';
import * as l10n from '@vscode/l10n';
import * as path from 'node:path';
import { DiagnosticSeverity, type Connection } from 'vscode-languageserver';
import { URI } from 'vscode-uri';
import { CONFIG_FILE_NAME, findProjectConfig, isLeftOut, readProjectConfig, rulesFor, type ConfigProblem, type ProjectConfig } from '../core/config/project-config';
import { readRuleSettings, type RuleSettings } from '../core/config/rule-settings';
import { DESCRIPTION_LANGUAGE_SETTINGS, readDescriptionLanguage, type DescriptionLanguageSetting } from '../core/description/languages';
import { DEFAULT_MAX_FILE_SIZE, parseByteSize } from '../core/registry/file-limits';
import { SETTINGS_SECTION } from './protocol';

/** The server's view of the `appfunctions.*` settings. */
export interface ServerSettings {
  enable: boolean;
  rules: RuleSettings;
  /** `appfunctions.descriptionLanguage`: `auto` detects the language of each description. */
  descriptionLanguage: DescriptionLanguageSetting;
  /** `appfunctions.maxFileSize` in bytes: larger files get one `file-skipped` notice instead of findings. */
  maxFileSize: number;
  /** `appfunctions.logLevel`: how much the server writes to its output channel. */
  logLevel: LogLevel;
}

/**
 * Reads the settings from the client (pull model), validating `appfunctions.rules`: a bad entry is
 * reported to the user by name and skipped, while the valid entries still apply.
 */
export class SettingsService {
  #current: ServerSettings = { enable: true, rules: {}, descriptionLanguage: 'auto', maxFileSize: DEFAULT_MAX_FILE_SIZE, logLevel: DEFAULT_LOG_LEVEL };
  #lastWarning = '';
  /** The workspace folders' configuration files (appfunctions.config.json), read ones only. */
  #projects: ProjectConfig[] = [];
  /** The workspace folders' paths, from the last {@link readProjects}. */
  #folderPaths: string[] = [];
  /** Configuration files whose problems are shown on them now, by URI. */
  #shownProblems = new Set<string>();
  /** Bumped on every change, so cached results keyed by it go stale. */
  version = 0;

  constructor(
    private readonly connection: Connection,
    private readonly canPull: boolean,
    private readonly initial: unknown,
  ) {}

  get current(): ServerSettings {
    return this.#current;
  }

  /**
   * The rule severities for one file: the user's `appfunctions.rules`, then the project's
   * configuration file (the one nearest above the file), which wins: the editor then says what the
   * command and CI say.
   */
  rulesFor(uri: string): RuleSettings {
    const file = filePathOf(uri);
    const project = file === undefined ? undefined : this.#projectOf(file);
    return project ? { ...this.#current.rules, ...rulesFor(project, file!) } : this.#current.rules;
  }

  /** Whether a file (a path on disk) is left out of the analysis: its configuration's `ignores`, or a test file. */
  isIgnored(fsPath: string): boolean {
    // Test files count from the workspace folder down (outside every folder: by their name alone).
    return isLeftOut(this.#projectOf(fsPath), fsPath, this.#folderOf(fsPath) ?? path.dirname(fsPath));
  }

  /** {@link isIgnored} for a document URI; only `file:` documents can be. */
  isIgnoredUri(uri: string): boolean {
    const file = filePathOf(uri);
    return file !== undefined && this.isIgnored(file);
  }

  /** The description language for one file: its project's configuration, else the setting. */
  descriptionLanguageFor(uri: string): DescriptionLanguageSetting {
    const file = filePathOf(uri);
    return (file === undefined ? undefined : this.#projectOf(file)?.descriptionLanguage) ?? this.#current.descriptionLanguage;
  }

  /**
   * Reads the configuration file of each workspace folder (in it or above it). A file with problems
   * gets them as diagnostics on itself, where they are, and applies without the broken entries.
   * Returns whether the files left out (`ignores`) changed, so the caller can index again.
   */
  readProjects(folderUris: readonly string[]): boolean {
    const ignoresBefore = this.#ignoresKey();
    this.#folderPaths = folderUris.map(filePathOf).filter((folder): folder is string => folder !== undefined);
    const files = new Set(this.#folderPaths.map(findProjectConfig).filter((file): file is string => file !== undefined));
    const projects: ProjectConfig[] = [];
    const shown = new Set<string>();
    for (const file of files) {
      let read: ReturnType<typeof readProjectConfig>;
      try {
        read = readProjectConfig(file);
      } catch (error) {
        read = { problems: [{ message: error instanceof Error ? error.message : String(error), line: 1, column: 1 }] };
      }
      if (read.config) projects.push(read.config);
      if (read.problems.length === 0) continue;
      const uri = URI.file(file).toString();
      void this.connection.sendDiagnostics({ uri, diagnostics: read.problems.map(configDiagnostic) });
      shown.add(uri);
    }
    // A file fixed, or no longer found, loses the problems shown on it.
    for (const uri of this.#shownProblems) if (!shown.has(uri)) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.#shownProblems = shown;
    // Nearest first: a file takes the configuration of the deepest folder above it.
    this.#projects = projects.sort((a, b) => b.folder.length - a.folder.length);
    this.version++;
    return this.#ignoresKey() !== ignoresBefore;
  }

  #ignoresKey(): string {
    return JSON.stringify(this.#projects.map((project) => [project.folder, project.ignores?.patterns ?? [], project.checkTests ?? false]));
  }

  /**
   * The configuration file that applies to a file, or, when none does, where one would go: the root
   * of the workspace folder holding the file. Undefined for a file outside every folder.
   */
  configFileFor(uri: string): string | undefined {
    const file = filePathOf(uri);
    if (file === undefined) return undefined;
    const project = this.#projectOf(file);
    if (project) return project.file;
    const folder = this.#folderOf(file);
    return folder === undefined ? undefined : path.join(folder, CONFIG_FILE_NAME);
  }

  /** The deepest workspace folder holding a file (a path on disk). */
  #folderOf(file: string): string | undefined {
    return this.#folderPaths.filter((f) => file.startsWith(`${f}${path.sep}`)).sort((a, b) => b.length - a.length)[0];
  }

  #projectOf(file: string): ProjectConfig | undefined {
    return this.#projects.find((project) => file === project.folder || file.startsWith(`${project.folder}${path.sep}`));
  }

  async reload(pushed?: unknown): Promise<void> {
    let raw: unknown = pushed ?? this.initial;
    if (this.canPull) {
      try {
        raw = await this.connection.workspace.getConfiguration({ section: SETTINGS_SECTION });
      } catch {
        // A client that refuses the request keeps whatever it pushed.
      }
    }
    const section = (raw && typeof raw === 'object' ? raw : {}) as { enable?: unknown; rules?: unknown; descriptionLanguage?: unknown; maxFileSize?: unknown; logLevel?: unknown };
    const { settings, problems } = readRuleSettings(section.rules);
    const descriptionLanguage = readDescriptionLanguage(section.descriptionLanguage ?? 'auto');
    // A bad size keeps the default: a limit must always apply.
    const maxFileSize = typeof section.maxFileSize === 'number' || typeof section.maxFileSize === 'string' ? parseByteSize(String(section.maxFileSize)) : undefined;
    this.#current = {
      enable: section.enable !== false,
      rules: settings,
      descriptionLanguage: descriptionLanguage ?? 'auto',
      maxFileSize: maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
      // The package's schema offers only valid levels; anything else logs as by default.
      logLevel: readLogLevel(section.logLevel) ?? DEFAULT_LOG_LEVEL,
    };
    this.version++;
    const warning = problems.map((p) => p.message).join('; ');
    const languageWarning = descriptionLanguage
      ? ''
      : l10n.t(
          'appfunctions.descriptionLanguage must be one of {0}, not {1}: the language of each description is detected instead.',
          DESCRIPTION_LANGUAGE_SETTINGS.join(', '),
          JSON.stringify(section.descriptionLanguage),
        );
    const shown = `${warning}\u0000${languageWarning}`;
    if (shown !== this.#lastWarning) {
      // Not awaited: the user may leave the message open; a client that cannot show it is no error.
      if (warning) this.#warn(l10n.t('appfunctions.rules: {0}. The other rule settings still apply.', warning));
      if (languageWarning) this.#warn(languageWarning);
    }
    this.#lastWarning = shown;
  }

  #warn(message: string): void {
    Promise.resolve(this.connection.window.showWarningMessage(message) as unknown).catch(() => undefined);
  }
}

/** Whether a watched file is a configuration file. */
export function isProjectConfigUri(uri: string): boolean {
  return uri.endsWith(`/${CONFIG_FILE_NAME}`);
}

function filePathOf(uri: string): string | undefined {
  const parsed = URI.parse(uri);
  return parsed.scheme === 'file' ? parsed.fsPath : undefined;
}

function configDiagnostic(problem: ConfigProblem) {
  const position = { line: problem.line - 1, character: problem.column - 1 };
  return { range: { start: position, end: position }, severity: DiagnosticSeverity.Error, source: 'appfunctions', message: problem.message };
}

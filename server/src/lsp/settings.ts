import * as l10n from '@vscode/l10n';
import type { Connection } from 'vscode-languageserver';
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
}

/**
 * Reads the settings from the client (pull model), validating `appfunctions.rules`: a bad entry is
 * reported to the user by name and skipped, while the valid entries still apply.
 */
export class SettingsService {
  #current: ServerSettings = { enable: true, rules: {}, descriptionLanguage: 'auto', maxFileSize: DEFAULT_MAX_FILE_SIZE };
  #lastWarning = '';
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

  async reload(pushed?: unknown): Promise<void> {
    let raw: unknown = pushed ?? this.initial;
    if (this.canPull) {
      try {
        raw = await this.connection.workspace.getConfiguration({ section: SETTINGS_SECTION });
      } catch {
        // A client that refuses the request keeps whatever it pushed.
      }
    }
    const section = (raw && typeof raw === 'object' ? raw : {}) as { enable?: unknown; rules?: unknown; descriptionLanguage?: unknown; maxFileSize?: unknown };
    const { settings, problems } = readRuleSettings(section.rules);
    const descriptionLanguage = readDescriptionLanguage(section.descriptionLanguage ?? 'auto');
    // A bad size keeps the default: a limit must always apply.
    const maxFileSize = typeof section.maxFileSize === 'number' || typeof section.maxFileSize === 'string' ? parseByteSize(String(section.maxFileSize)) : undefined;
    this.#current = { enable: section.enable !== false, rules: settings, descriptionLanguage: descriptionLanguage ?? 'auto', maxFileSize: maxFileSize ?? DEFAULT_MAX_FILE_SIZE };
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

import type { Analyzer } from '../core/analyzer';
import type { Finding } from '../core/model/findings';
import type { WorkspaceReader } from './open-documents';
import type { SettingsService } from './settings';

/**
 * Findings per file under the current settings, cached by what they depend on: the file's
 * content, the facts other files expose, the settings, and what the workspace rules say about the
 * file. An edit elsewhere that changes none of these costs nothing here.
 */
export class FindingsCache {
  readonly #findings = new Map<string, { key: string; findings: Finding[] }>();

  constructor(
    private readonly workspace: WorkspaceReader,
    private readonly analyzer: Analyzer,
    private readonly settings: SettingsService,
  ) {}

  /**
   * A file's findings; `key` is its {@link resultId} when the caller has just computed it. Working
   * out the key reads the registry, which brings every edited open document in first.
   */
  findingsFor(uri: string, key = this.resultId(uri)): Finding[] {
    // Off, or left out by the project configuration (an open generated file): nothing to report.
    if (!this.settings.current.enable || this.settings.isIgnoredUri(uri)) return [];
    // A file the registry does not hold has no findings; it gets no entry, which nothing would remove.
    if (key.startsWith('none:')) return [];
    const cached = this.#findings.get(uri);
    if (cached?.key === key) return cached.findings;
    const findings = this.analyzer.findings(uri, this.settings.rulesFor(uri), this.settings.descriptionLanguageFor(uri));
    this.#findings.set(uri, { key, findings });
    return findings;
  }

  /** The inputs behind a file's findings; equal ids mean equal findings (unchanged reports). */
  resultId(uri: string): string {
    // Only this file's pending edits: another document's do not change what this file says on its own.
    const registry = this.workspace.registryFor?.(uri) ?? this.workspace.registry;
    const stamp = this.analyzer.workspaceStamp(uri, this.settings.rulesFor(uri));
    return `${registry.contentId(uri) ?? 'none'}:${registry.factsVersion}:${this.settings.version}:${this.settings.current.enable}:${stamp}`;
  }

  /** Drops a file that left the workspace. */
  forget(uri: string): void {
    this.#findings.delete(uri);
  }
}

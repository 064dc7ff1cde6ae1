import type { FileModel } from '../core/model/file-model';
import { inSlices } from './cancellation';
import type { WorkspaceReader } from './open-documents';

/** How long the workspace must be quiet before settle listeners run. */
const SETTLE_MS = 150;

/**
 * The settle debouncer: work over the whole workspace (totals, the registry view, asking the
 * client to pull other files' diagnostics again) runs once after a burst of changes, not after
 * every keystroke.
 */
export class Settle {
  readonly #listeners: (() => void)[] = [];
  #timer: NodeJS.Timeout | undefined;
  /** How many settles have begun: a pass over the workspace stops when a newer one begins. */
  #settles = 0;

  constructor(private readonly workspace: WorkspaceReader) {}

  /** Called once after a burst of changes has settled. */
  onDidSettle(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** Called after anything that can change findings (edits, files on disk, settings, folders). */
  changed(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#settles++;
      for (const listener of this.#listeners) listener();
    }, SETTLE_MS);
  }

  /**
   * For settle listeners: runs `work` on every indexed file in slices (analysing them as asked),
   * so requests are served in between. Returns false when a newer settle began or the registry
   * changed meanwhile: the totals would mix two states, and the newer settle counts again.
   */
  async forEachFileWhileSettled(work: (file: FileModel) => void): Promise<boolean> {
    const settle = this.#settles;
    const registry = this.workspace.registry;
    const version = registry.version;
    const finished = await inSlices(registry.files(), work, () => this.#settles !== settle);
    return finished && this.workspace.registry.version === version;
  }
}

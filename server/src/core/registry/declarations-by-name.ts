/**
 * Declarations by name, where one name may be declared more than once (two files, or a file that
 * declares it twice). Each declaration carries its place, the owner's order and its position in
 * the owner, so the one a name resolves to can be told without rebuilding the map after a change:
 * owners are added and removed one at a time.
 */
export class DeclarationsByName<T> {
  readonly #byName = new Map<string, { order: number; position: number; value: T }[]>();

  add(name: string, order: number, position: number, value: T): void {
    const list = this.#byName.get(name);
    if (list) list.push({ order, position, value });
    else this.#byName.set(name, [{ order, position, value }]);
  }

  /** Removes the declarations of `name` that `matches` accepts. */
  remove(name: string, matches: (value: T) => boolean): void {
    const list = this.#byName.get(name)?.filter((d) => !matches(d.value));
    if (!list?.length) this.#byName.delete(name);
    else this.#byName.set(name, list);
  }

  clear(): void {
    this.#byName.clear();
  }

  has(name: string): boolean {
    return this.#byName.has(name);
  }

  /** The declaration that comes first (lowest order, then position). */
  first(name: string): T | undefined {
    return this.#pick(name, (a, b) => a.order < b.order || (a.order === b.order && a.position < b.position));
  }

  /** The declaration that comes last (highest order, then position). */
  last(name: string): T | undefined {
    return this.#pick(name, (a, b) => a.order > b.order || (a.order === b.order && a.position > b.position));
  }

  #pick(name: string, better: (a: { order: number; position: number }, b: { order: number; position: number }) => boolean): T | undefined {
    const list = this.#byName.get(name);
    let best = list?.[0];
    if (!list || !best) return undefined;
    for (const d of list) if (better(d, best)) best = d;
    return best.value;
  }
}

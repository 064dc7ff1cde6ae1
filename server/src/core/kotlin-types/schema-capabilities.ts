import type { ClassEntry } from './class-index';

/** How many supertypes one walk visits at most: a bound on hostile or cyclic hierarchies. */
const MAX_VISITED = 64;

/** An `@AppFunctionSchemaCapability` interface a class implements, and the properties it declares. */
export interface SchemaCapability {
  qualifiedName: string;
  /** The interface in the workspace; undefined for one that ships with the library. */
  entry?: ClassEntry;
  properties: readonly string[];
}

/**
 * The `@AppFunctionSchemaCapability` interfaces a class implements, as the compiler walks them:
 * through its supertypes and theirs, depth first in the order written, but never through an
 * `@AppFunctionSerializable` supertype (that one carries its own). The caller says how a written
 * supertype resolves (`resolve`, with the class it is written on), and may name the library's own
 * capabilities for a name that resolves to no workspace class (`library`).
 */
export function schemaCapabilities(
  start: ClassEntry,
  resolve: (superType: string, owner: ClassEntry) => ClassEntry | undefined,
  library?: (superType: string, owner: ClassEntry) => { qualifiedName: string; properties: readonly string[] } | undefined,
): SchemaCapability[] {
  const found: SchemaCapability[] = [];
  const seen = new Set<string>();
  const visit = (owner: ClassEntry) => {
    for (const superType of owner.info.superTypes) {
      const entry = resolve(superType, owner);
      if (!entry) {
        const known = library?.(superType, owner);
        if (known && !seen.has(known.qualifiedName)) {
          seen.add(known.qualifiedName);
          found.push(known);
        }
        continue;
      }
      if (seen.has(entry.info.qualifiedName) || seen.size >= MAX_VISITED) continue;
      seen.add(entry.info.qualifiedName);
      const annotations = entry.info.annotations;
      if (annotations.some((a) => a.name === 'AppFunctionSerializable')) continue;
      if (annotations.some((a) => a.name === 'AppFunctionSchemaCapability'))
        found.push({ qualifiedName: entry.info.qualifiedName, entry, properties: entry.info.bodyProperties ?? [] });
      visit(entry);
    }
  };
  visit(start);
  return found;
}

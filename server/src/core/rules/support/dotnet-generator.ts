// What the generator-* rules share: the .NET functions of a file, and the workspace's C# classes
// with the interfaces each implements (its own and its bases'), as the Shiny.AppFunctions source
// generator finds handlers, entity queries and delegates.
import type { DotnetFunctionDecl, TypeRef } from '../../model/declarations';
import type { DotnetTypeDecl } from '../../model/dotnet';
import type { FileModel } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { WorkspaceView } from '../../model/workspace-view';
import { simpleTypeName } from '../../languages/csharp/index';
import { dotnetTypes } from '../../schema/dotnet-schema';

/** The generator's diagnostic id, appended to each message so it can be looked up in the library's docs. */
export function shaf(code: number): string {
  return ` (SHAF${String(code).padStart(3, '0')})`;
}

/** The `[AppFunction]` functions a C# file declares (not the generated entity searches). */
export function declaredDotnetFunctions(file: FileModel): DotnetFunctionDecl[] {
  return file.functions.filter((fn): fn is DotnetFunctionDecl => fn.kind === 'dotnet-appfunction' && fn.dotnet.origin === 'declared');
}

/** A C# class of the workspace with where it is declared. */
export interface PlacedType {
  type: DotnetTypeDecl;
  uri: string;
}

/** An interface a class implements, as written at the class or one of its bases. */
export interface ImplementedInterface {
  ref: TypeRef;
  /** The interface's simple name without its namespace or type arguments (`IAppFunctionHandler`). */
  name: string;
}

/** The workspace's C# types, and for each the interfaces it implements through its base list and its bases'. */
export interface DotnetClassIndex {
  types: PlacedType[];
  /** Every interface of a type, own and inherited; `complete` false when a base is not in the workspace. */
  interfacesOf(type: DotnetTypeDecl): { interfaces: ImplementedInterface[]; complete: boolean };
  /** The base lists of a type and of its ancestors in the workspace, as written. */
  baseTypesOf(type: DotnetTypeDecl): TypeRef[];
}

/** Names the generator itself implements or never looks at as a base (framework bases of a class). */
const INTERFACE_NAME = /^I[A-Z]/;

/** The index, built once per facts version. */
export function dotnetClassIndex(workspace: WorkspaceView): DotnetClassIndex {
  return workspace.caches.memo(workspace, 'dotnet-class-index', () => {
    const types: PlacedType[] = [];
    for (const file of workspace.files()) {
      if (file.language === 'csharp') for (const type of file.dotnetTypes ?? []) types.push({ type, uri: file.uri });
    }
    // The schema's map: the rules and the schema resolve a base by the same name.
    const byName = dotnetTypes(workspace);
    const memo = new Map<DotnetTypeDecl, { interfaces: ImplementedInterface[]; complete: boolean }>();
    const interfacesOf = (type: DotnetTypeDecl, seen: Set<DotnetTypeDecl> = new Set()): { interfaces: ImplementedInterface[]; complete: boolean } => {
      const known = memo.get(type);
      if (known) return known;
      const interfaces: ImplementedInterface[] = [];
      let complete = true;
      seen.add(type);
      for (const ref of type.baseTypes) {
        const name = simpleTypeName(ref.name);
        const base = byName.get(name);
        if (base && !seen.has(base)) {
          if (base.keyword === 'interface') interfaces.push({ ref, name });
          const inherited = interfacesOf(base, seen);
          interfaces.push(...inherited.interfaces);
          complete &&= inherited.complete;
        } else if (!base && INTERFACE_NAME.test(name)) {
          interfaces.push({ ref, name });
        } else if (!base) {
          // A base class of a library or of another project: what it implements is not known.
          complete = false;
        }
      }
      const result = { interfaces, complete };
      memo.set(type, result);
      return result;
    };
    const baseTypesOf = (type: DotnetTypeDecl): TypeRef[] => {
      const out: TypeRef[] = [];
      const seen = new Set<DotnetTypeDecl>();
      for (let pending = [type]; pending.length > 0; ) {
        const next = pending.pop() as DotnetTypeDecl;
        if (seen.has(next)) continue;
        seen.add(next);
        for (const ref of next.baseTypes) {
          out.push(ref);
          const base = byName.get(simpleTypeName(ref.name));
          if (base) pending.push(base);
        }
      }
      return out;
    };
    return { types, interfacesOf: (type) => interfacesOf(type), baseTypesOf };
  });
}

/**
 * Whether the generator looks at a type when it searches for handlers, queries and delegates: a
 * class or record (never a struct or interface), not abstract, not static, without type parameters.
 */
export function isRegistrableClass(type: DotnetTypeDecl): boolean {
  return (type.keyword === 'class' || type.keyword === 'record') && !type.modifiers.includes('abstract') && !type.modifiers.includes('static') && type.typeParameters.length === 0;
}

/**
 * Whether a type has no public instance constructor (SHAF013): it writes constructors and none is
 * public. A `partial` type may declare one in another part the analysis does not join, so it never
 * counts.
 */
export function lacksPublicConstructor(type: DotnetTypeDecl): boolean {
  if (type.modifiers.includes('partial')) return false;
  const instance = type.constructors.filter((c) => !c.isStatic);
  return instance.length > 0 && !instance.some((c) => c.isPublic);
}

/** Type arguments written the same way, whitespace, `global::` and namespace qualifiers aside. */
export function sameTypeText(a: string | undefined, b: string | undefined): boolean {
  const norm = (t: string | undefined) =>
    (t ?? '')
      .replace(/\s+/g, '')
      .replace(/global::/g, '')
      .replace(/\b[\p{L}_][\p{L}\p{Nd}_]*\./gu, '');
  return norm(a) === norm(b);
}

/** Where a class is named, for a report in its file. */
export function nameOf(placed: PlacedType): { uri: string; range: Range } {
  return { uri: placed.uri, range: placed.type.nameRange };
}

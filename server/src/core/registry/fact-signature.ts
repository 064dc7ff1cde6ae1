import type { AnnotationUse, ParameterDecl, SerializableDecl, TypeRef } from '../model/declarations';
import { cacheSlot, type AnalysisCaches } from '../model/analysis-caches';
import type { DotnetTypeDecl } from '../model/dotnet';
import type { FileModel } from '../model/file-model';

/**
 * What other files can learn from this one: the names, ids and parameter types of its functions,
 * its classes and serializable types. Typing inside a body or a KDoc leaves it unchanged, so the
 * cached findings of every other file stay valid; only a change here makes them stale.
 */
export function factSignature(model: FileModel, caches?: AnalysisCaches): string {
  // A deferred file declares nothing yet, so others learn nothing from it but that (most files of
  // a large app): no JSON to build. Never equal to a parsed model's signature, which is an array.
  if (model.deferred) return `deferred ${model.language}`;
  return signatureOf(model, caches);
}

function signatureOf(model: FileModel, caches?: AnalysisCaches): string {
  const parts = caches?.get(SIGNATURE_PARTS);
  return JSON.stringify([
    model.language,
    model.packageName,
    model.imports,
    model.functions.map((fn) => [fn.id, fn.name, fn.kind, fn.isEnabled, memoized(parts, fn.parameters, parameterFacts)]),
    model.serializables.map((s) => memoized(parts, s, serializableFacts)),
    model.classes.map((c) => [
      c.qualifiedName,
      c.isAbstract,
      c.isInterface,
      c.isEntryPoint,
      c.superTypes,
      c.annotations.map(annotation),
      c.keyword,
      c.modifiers,
      c.typeParameters,
      c.memberFunctions?.map((m) => m.name),
    ]),
    model.android ?? null,
    // A Proxy replacing a server's method changes what calls of it elsewhere mean.
    model.interceptedMethods?.map((m) => [m.method, m.packageUri]) ?? null,
    // C#: what the generator reads of every type (properties, constructors, enum members, entity).
    (model.dotnetTypes ?? []).map((t) => memoized(parts, t, dotnetTypeFacts)),
  ]);
}

/**
 * The signature's part for a declaration object, once per object: a Kotlin declaration unchanged
 * by an edit is replayed with its parameter list and serializable objects as they were (see
 * replay-cache.ts), so a keystroke in a 5,000-line file writes out only what it changed.
 */
const SIGNATURE_PARTS = cacheSlot('registry: fact signature parts', () => new WeakMap<object, string>());

function memoized<T extends object>(parts: WeakMap<object, string> | undefined, of: T, facts: (of: T) => unknown): string {
  let part = parts?.get(of);
  if (part === undefined) {
    part = JSON.stringify(facts(of));
    parts?.set(of, part);
  }
  return part;
}

const type = (t: TypeRef | undefined) => t?.text ?? '';

const annotation = (a: AnnotationUse) =>
  `${a.name}(${Object.entries(a.args)
    .map(([k, v]) => `${k}=${v.text}`)
    .join(',')})`;

const parameterFacts = (parameters: readonly ParameterDecl[]) => parameters.map((p) => [p.name, type(p.type), p.isContext]);

const serializableFacts = (s: SerializableDecl) => [
  s.qualifiedName,
  s.describedByDoc,
  s.hasPrimaryConstructor,
  s.primaryConstructorPublic,
  s.annotations.map(annotation),
  s.properties.map((p) => [p.name, type(p.type), p.hasValOrVar, p.defaultValue?.text]),
];

const dotnetTypeFacts = (t: DotnetTypeDecl) => [
  t.qualifiedName,
  t.keyword,
  t.modifiers,
  t.baseTypes.map(type),
  t.enumMembers,
  t.properties.map((p) => [p.name, type(p.type), p.positional, p.isPublic, p.isStatic, p.hasGetter, p.setter, p.isRequired]),
  t.constructors.map((c) => [c.isPublic, c.isStatic, c.parameterNames]),
  t.entity ? [t.entity.id, t.entity.title?.text, t.entity.displayProperty?.name] : null,
];

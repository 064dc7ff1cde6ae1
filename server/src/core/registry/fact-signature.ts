import type { AnnotationUse, TypeRef } from '../model/declarations';
import type { FileModel } from '../model/file-model';

/**
 * What other files can learn from this one: the names, ids and parameter types of its functions,
 * its classes and serializable types. Typing inside a body or a KDoc leaves it unchanged, so the
 * cached findings of every other file stay valid; only a change here makes them stale.
 */
export function factSignature(model: FileModel): string {
  const type = (t: TypeRef | undefined) => t?.text ?? '';
  const annotation = (a: AnnotationUse) =>
    `${a.name}(${Object.entries(a.args)
      .map(([k, v]) => `${k}=${v.text}`)
      .join(',')})`;
  return JSON.stringify([
    model.language,
    model.packageName,
    model.imports,
    model.functions.map((fn) => [fn.id, fn.name, fn.kind, fn.isEnabled, fn.parameters.map((p) => [p.name, type(p.type), p.isContext])]),
    model.serializables.map((s) => [
      s.qualifiedName,
      s.describedByDoc,
      s.hasPrimaryConstructor,
      s.primaryConstructorPublic,
      s.annotations.map(annotation),
      s.properties.map((p) => [p.name, type(p.type), p.hasValOrVar, p.defaultValue?.text]),
    ]),
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
    // C#: what the generator reads of every type (properties, constructors, enum members, entity).
    (model.dotnetTypes ?? []).map((t) => [
      t.qualifiedName,
      t.keyword,
      t.modifiers,
      t.baseTypes.map(type),
      t.enumMembers,
      t.properties.map((p) => [p.name, type(p.type), p.positional, p.isPublic, p.isStatic, p.hasGetter, p.setter, p.isRequired]),
      t.constructors.map((c) => [c.isPublic, c.isStatic, c.parameterNames]),
      t.entity ? [t.entity.id, t.entity.title?.text, t.entity.displayProperty?.name] : null,
    ]),
  ]);
}

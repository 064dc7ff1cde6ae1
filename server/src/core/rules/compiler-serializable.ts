import * as l10n from '@vscode/l10n';
import type { ClassInfo, SerializableDecl, TypeRef } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { ClassEntry } from '../kotlin-types/class-index';
import { jvmClassName } from '../kotlin-types/jvm-names';
import { SUPPORTED_TYPES_STRING } from '../kotlin-types/supported-types';
import { TypeResolver } from '../kotlin-types/type-resolver';
import { judgeType } from '../kotlin-types/verdict';
import { advice, BARE_PARCELABLE_TEXT } from './compiler-unsupported-type';
import { syntaxErrorAtOrAbove } from './support/compiler-checks';
import { defineRule, type RuleContext } from './rule';

/**
 * The checks the compiler runs on every `@AppFunctionSerializable` class (constructor, getters,
 * property types, supertype properties), on the subclasses of a sealed serializable (each must be
 * annotated: "Did you forget to annotate"), and on the annotation's target. Sealed, enum, object and
 * interface serializables only get the checks whose outcome we are sure of.
 */
export default defineRule({
  meta: {
    id: 'compiler-serializable',
    description: '@AppFunctionSerializable classes must have a public primary constructor of val/var properties of supported types.',
    guideline: 'Compiler parity: the appfunctions compiler validates every @AppFunctionSerializable class.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
  },
  check(context) {
    const { file, workspace, report } = context;
    if (file.language !== 'kotlin') return;
    const resolver = new TypeResolver(file, workspace);
    for (const serializable of file.serializables) {
      const info = file.classes.find((c) => c.qualifiedName === serializable.qualifiedName);
      if (info) checkSerializable(context, resolver, serializable, info);
    }
    for (const cls of file.classes) {
      if (cls.annotations.some((a) => a.name === 'AppFunctionSerializable') || syntaxErrorAtOrAbove(file, cls.nameRange.start.line)) continue;
      const sealedParent = cls.superTypes.map((s) => resolver.resolve(s, cls)).find((r) => r.kind === 'class' && r.entry && isSealedSerializable(r.entry));
      if (!sealedParent) continue;
      const jvm = jvmClassName(cls, file.packageName);
      report({
        range: cls.nameRange,
        message: l10n.t(
          '{0} — every subclass of a sealed @AppFunctionSerializable must be annotated @AppFunctionSerializable too.',
          `${jvm} cannot be represented as an app function serializable. Did you forget to annotate ${jvm}?`,
        ),
      });
    }
    for (const member of file.annotatedMembers ?? []) {
      if (!member.annotations.some((a) => a.name === 'AppFunctionSerializable')) continue;
      report({
        range: member.nameRange,
        message: l10n.t('{0} — annotate a class whose primary constructor declares the properties.', 'Only classes can be annotated with @AppFunctionSerializable'),
      });
    }
  },
});

function isSealedSerializable(entry: ClassEntry): boolean {
  return entry.info.annotations.some((a) => a.name === 'AppFunctionSerializable') && (entry.info.modifiers ?? []).includes('sealed');
}

function checkSerializable(context: RuleContext, resolver: TypeResolver, serializable: SerializableDecl, info: ClassInfo): void {
  const { report, file } = context;
  const modifiers = info.modifiers ?? [];
  // One-of (sealed) types, enums, objects and interfaces take other paths in the compiler.
  if (info.keyword !== 'class' || modifiers.includes('sealed') || modifiers.includes('enum')) return;

  if (!serializable.hasPrimaryConstructor && info.hasSecondaryConstructor) {
    report({
      range: info.nameRange,
      message: l10n.t('{0} — declare the properties in a primary constructor: class {1}(val ...).', 'A valid AppFunctionSerializable must have a primary constructor.', info.name),
    });
  }
  if (serializable.hasPrimaryConstructor && !serializable.primaryConstructorPublic) {
    report({
      range: info.nameRange,
      message: l10n.t(
        "{0} — remove the visibility modifier from the primary constructor of '{1}': the generated factory calls it.",
        'A valid AppFunctionSerializable must have  a public primary constructor.',
        info.name,
      ),
    });
  }
  for (const property of serializable.properties) {
    if (property.hasValOrVar || (info.bodyProperties ?? []).includes(property.name)) continue;
    report({
      range: property.nameRange,
      message: l10n.t(
        "{0} — write 'val {1}' so the generated factory can read it.",
        'All parameters in @AppFunctionSerializable primary constructor must have getters',
        property.name,
      ),
      // Making the parameter a property changes nothing else: the constructor call stays the same.
      fixes: [
        {
          title: l10n.t("Make '{0}' a property (val)", property.name),
          edits: [{ range: { start: property.nameRange.start, end: property.nameRange.start }, newText: 'val ' }],
          safe: true,
        },
      ],
    });
  }
  const era = file.era;
  const typeParameters = info.typeParameters ?? [];
  for (const property of serializable.properties) {
    if (!property.type) continue;
    // Interfaces (schema building blocks) may name one another; classes may not.
    const nested = info.isInterface ? undefined : nestedProblem(resolver, property.type, info, typeParameters);
    if (nested) {
      const found = resolver.render(property.type, info, typeParameters);
      const compiler = `AppFunctionSerializable properties must be one of the following types:\n${SUPPORTED_TYPES_STRING}, an @AppFunctionSerializable or a list of @AppFunctionSerializable\nbut found ${found}`;
      report({ range: property.type.range, message: l10n.t('{0} — {1}', compiler, nested) });
      continue;
    }
    const verdict = judgeType(resolver, property.type, info, typeParameters);
    if (verdict.status === 'bare-parcelable' && era !== 'service') {
      report({ range: property.type.range, message: l10n.t('{0} — declare the concrete Parcelable class (for example PendingIntent) instead.', BARE_PARCELABLE_TEXT) });
    } else if (verdict.status === 'bare-parcelable' || verdict.status === 'unsupported') {
      const found = resolver.render(property.type, info, typeParameters);
      const compiler = `AppFunctionSerializable properties must be one of the following types:\n${SUPPORTED_TYPES_STRING}, an @AppFunctionSerializable or a list of @AppFunctionSerializable\nbut found ${found}`;
      const why = verdict.status === 'unsupported' ? advice(verdict.reason, verdict.item) : l10n.t('declare a concrete Parcelable or an @AppFunctionSerializable class.');
      report({ range: property.type.range, message: l10n.t('{0} — {1}', compiler, why) });
    }
  }
  checkSuperTypes(context, resolver, serializable, info);
}

/**
 * What the compiler rejects in a serializable property beyond the type itself: an
 * `@AppFunctionSerializableInterface` used directly as the type (it only serves as a schema's
 * building block), and the type arguments of a generic serializable (`Patch<Byte>`,
 * `Patch<SomeInterface>`), which it checks as property types. The advice, or undefined.
 */
function nestedProblem(resolver: TypeResolver, type: TypeRef, scope: ClassInfo, typeParameters: readonly string[]): string | undefined {
  const outer = resolver.resolve(type.name, scope, typeParameters);
  if (outer.kind !== 'class' || !outer.entry) return undefined;
  const annotations = outer.entry.info.annotations;
  if (annotations.some((a) => a.name === 'AppFunctionSerializableInterface')) {
    return l10n.t('{0} is an @AppFunctionSerializableInterface, which cannot be a property type: use an @AppFunctionSerializable class that implements it.', outer.qualifiedName);
  }
  if (!annotations.some((a) => a.name === 'AppFunctionSerializable') || type.args.length === 0) return undefined;
  for (const argument of type.args) {
    const resolved = resolver.resolve(argument.name, scope, typeParameters);
    if (resolved.kind === 'class' && resolved.entry?.info.annotations.some((a) => a.name === 'AppFunctionSerializableInterface')) {
      return l10n.t(
        '{0} is an @AppFunctionSerializableInterface, which cannot be the type argument of {1}: use an @AppFunctionSerializable class that implements it.',
        resolved.qualifiedName,
        outer.qualifiedName,
      );
    }
    const verdict = judgeType(resolver, argument, scope, typeParameters);
    if (verdict.status === 'unsupported') return l10n.t('the type argument of {0} is checked as a property type: {1}', outer.qualifiedName, advice(verdict.reason, verdict.item));
  }
  return undefined;
}

/** Every property of a serializable superclass must be redeclared in the subclass's constructor. */
function checkSuperTypes(context: RuleContext, resolver: TypeResolver, serializable: SerializableDecl, info: ClassInfo): void {
  const own = new Set(serializable.properties.map((p) => p.name));
  for (const superType of info.superTypes) {
    const resolved = resolver.resolve(superType, info);
    if (resolved.kind !== 'class' || !resolved.entry) continue;
    const base = serializableOf(resolved.entry.file, resolved.entry.info);
    if (!base || resolved.entry.info.keyword !== 'class' || (resolved.entry.info.modifiers ?? []).includes('sealed')) continue;
    const missing = base.properties.filter((p) => p.hasValOrVar && !own.has(p.name)).map((p) => p.name);
    if (missing.length === 0) continue;
    context.report({
      range: info.nameRange,
      message: l10n.t(
        "{0} — add {1} to the primary constructor of '{2}' (as 'override val' or a parameter passed to {3}).",
        'All parameters in @AppFunctionSerializable supertypes must be present in subtype',
        missing.join(', '),
        info.name,
        resolved.entry.info.name,
      ),
    });
  }
}

function serializableOf(file: FileModel, info: ClassInfo): SerializableDecl | undefined {
  return file.serializables.find((s) => s.qualifiedName === info.qualifiedName);
}

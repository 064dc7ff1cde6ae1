import * as l10n from '@vscode/l10n';
import type { AnnotationUse, ClassInfo, SerializableDecl, TypeRef } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { ClassEntry } from '../kotlin-types/class-index';
import { schemaCapabilities } from '../kotlin-types/schema-capabilities';
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
    scope: 'function',
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
    for (const cls of file.classes) {
      const proxy = cls.annotations.find((a) => a.name === 'AppFunctionSerializableProxy');
      if (proxy && cls.keyword === 'class' && !syntaxErrorAtOrAbove(file, cls.nameRange.start.line)) checkProxy(context, cls, proxy);
    }
    for (const member of file.annotatedMembers ?? []) {
      if (member.annotations.some((a) => a.name === 'AppFunctionSerializable')) {
        report({
          range: member.nameRange,
          message: l10n.t('{0} — annotate a class whose primary constructor declares the properties.', 'Only classes can be annotated with @AppFunctionSerializable'),
        });
      }
      if (member.annotations.some((a) => a.name === 'AppFunctionSerializableProxy')) {
        report({
          range: member.nameRange,
          message: l10n.t('{0} — annotate the class that converts to and from the target type.', 'Only classes can be annotated with @AppFunctionSerializableProxy'),
        });
      }
    }
  },
});

/**
 * An `@AppFunctionSerializableProxy(targetClass = T::class)` class stands for `T` in the schema:
 * the generated code calls its one `toT()` and its companion's one `fromT(…)`. A class without a
 * companion fails the compiler with a crash, not a message: not reported.
 */
function checkProxy(context: RuleContext, cls: ClassInfo, proxy: AnnotationUse): void {
  const written = (proxy.args.targetClass ?? proxy.args._0)?.text.trim() ?? '';
  const target = /^([\w.]+)\s*::\s*class$/.exec(written)?.[1]?.split('.').at(-1);
  if (!target) return;
  const to = `to${target}`;
  const from = `from${target}`;
  const count = (info: ClassInfo | undefined, name: string) => (info?.memberFunctions ?? []).filter((m) => m.name === name).length;
  if (count(cls, to) !== 1) {
    context.report({
      range: cls.nameRange,
      message: l10n.t("{0} — declare one 'fun {1}(): {2}' that builds the target from this class's properties.", `Class must have exactly one member function: ${to}`, to, target),
    });
  }
  const companion = context.file.classes.find(
    (c) => c.keyword === 'companion' && c.qualifiedName.startsWith(`${cls.qualifiedName}.`) && !c.qualifiedName.slice(cls.qualifiedName.length + 1).includes('.'),
  );
  if (companion && count(companion, from) !== 1) {
    context.report({
      range: cls.nameRange,
      message: l10n.t(
        "{0} — declare one 'fun {1}({2}): {3}' in the companion object.",
        `Companion Class must have exactly one member function: ${from}`,
        from,
        `value: ${target}`,
        cls.name,
      ),
    });
  }
}

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

/**
 * Every property of a serializable superclass must be redeclared in the subclass's constructor,
 * and so must every property of an `@AppFunctionSchemaCapability` interface it implements (found
 * through supertypes that are not serializable themselves); a direct supertype may not carry both
 * annotations.
 */
function checkSuperTypes(context: RuleContext, resolver: TypeResolver, serializable: SerializableDecl, info: ClassInfo): void {
  const own = new Set(serializable.properties.map((p) => p.name));
  checkCapabilities(context, resolver, serializable, info);
  for (const superType of info.superTypes) {
    const resolved = resolver.resolve(superType, info);
    if (resolved.kind !== 'class' || !resolved.entry) continue;
    const annotations = resolved.entry.info.annotations;
    if (annotations.some((a) => a.name === 'AppFunctionSerializable') && annotations.some((a) => a.name === 'AppFunctionSchemaCapability')) {
      context.report({
        // Where KSP reports: the supertype, when it is in this file; else the subclass.
        range: resolved.entry.file.uri === context.file.uri ? resolved.entry.info.nameRange : info.nameRange,
        message: l10n.t(
          "{0} — '{1}' is a supertype of '{2}': keep one of the two annotations on it.",
          'A class cannot be annotated with both @AppFunctionSerializable and @AppFunctionSchemaCapability.',
          resolved.entry.info.name,
          info.name,
        ),
      });
    }
    const base = serializableOf(resolved.entry.file, resolved.entry.info);
    if (!base || resolved.entry.info.keyword !== 'class' || (resolved.entry.info.modifiers ?? []).includes('sealed')) continue;
    const missingProperties = base.properties.filter((p) => p.hasValOrVar && !own.has(p.name));
    const missing = missingProperties.map((p) => p.name);
    if (missing.length === 0) continue;
    context.report({
      // Where KSP reports: the supertype's property, when it is in this file; else the subclass.
      range: resolved.entry.file.uri === context.file.uri ? (missingProperties[0]?.nameRange ?? info.nameRange) : info.nameRange,
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

/**
 * The properties a schema capability declares must each be a constructor property of the class
 * (by name: the type is the class's to choose). Capabilities are found through the supertypes
 * that are not `@AppFunctionSerializable`, as the compiler walks them.
 */
function checkCapabilities(context: RuleContext, resolver: TypeResolver, serializable: SerializableDecl, info: ClassInfo): void {
  const unclaimed = new Set(serializable.properties.map((p) => p.name));
  const resolve = (superType: string, owner: ClassEntry) => {
    const resolved = resolver.forFile(owner.file).resolve(superType, owner.info);
    return resolved.kind === 'class' ? resolved.entry : undefined;
  };
  for (const { entry } of schemaCapabilities({ file: context.file, info }, resolve)) {
    if (!entry) continue;
    const names = entry.info.bodyProperties ?? [];
    const absent = names.filter((name) => !unclaimed.delete(name));
    const [firstAbsent] = absent;
    if (firstAbsent === undefined) continue;
    // Where KSP reports: the capability's property, when it is in this file; else the subclass.
    const at = entry.file.uri === context.file.uri ? entry.info.bodyPropertyRanges?.[names.indexOf(firstAbsent)] : undefined;
    context.report({
      range: at ?? info.nameRange,
      message: l10n.t(
        "{0} — add {1} of '{2}' to the primary constructor of '{3}' (as 'override val').",
        'All Properties in @AppFunctionSchemaCapability supertypes must be present in subtype',
        absent.join(', '),
        entry.info.name,
        info.name,
      ),
    });
  }
}

function serializableOf(file: FileModel, info: ClassInfo): SerializableDecl | undefined {
  return file.serializables.find((s) => s.qualifiedName === info.qualifiedName);
}

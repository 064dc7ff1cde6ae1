import * as l10n from '@vscode/l10n';
import type { FunctionDecl, ParameterDecl, TypeRef } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { SourceText } from '../text/source-text';
import { functionIndent, indentUnit, lineIndent, mentionsIdentifier, reindentTail } from '../fixes/kotlin-edits';
import { defineRule } from './rule';
import { type Fix, type TextEdit } from '../model/findings';
import { type WorkspaceView } from '../model/workspace-view';
import { ownEntry } from '../model/own-entry';

/**
 * The library never evaluates a declared default: when the agent omits an optional value it passes
 * the type's default (reference §2, `TYPE_TO_DEFAULT_VALUE_MAP`; the AppFunctionSerializable KDoc):
 * 0, 0L, 0.0, 0.0f, false, an empty array or list, and null for a nullable type. Any other default
 * is dead code that misleads the reader and the agent, who is told the parameter is optional.
 * For a non-null type outside that map (String, Uri, a serializable) the compiler rejects a default
 * outright ("Type … cannot be optional"); this rule offers the same repair for it.
 *
 * The fix is the guidelines' own pattern: make the parameter nullable with `= null` and resolve the
 * default at the top of the body (`val limit = limit ?: 20`), converting an expression body into a
 * block body when needed. It is not offered where the result might not compile: no body, a later
 * default that reads the parameter, or a body that already declares a value of the same name.
 */

/** Non-null types the library may leave out, with a test for the one default it passes. */
const TYPE_DEFAULTS: Record<string, { isDefault: (text: string) => boolean; passes: string }> = {
  Int: { isDefault: isZero, passes: '0' },
  Long: { isDefault: isZero, passes: '0L' },
  Double: { isDefault: isZero, passes: '0.0' },
  Float: { isDefault: isZero, passes: '0.0f' },
  Boolean: { isDefault: (t) => t === 'false', passes: 'false' },
  List: { isDefault: isEmptyCollection, passes: 'emptyList()' },
  IntArray: { isDefault: isEmptyCollection, passes: 'intArrayOf()' },
  LongArray: { isDefault: isEmptyCollection, passes: 'longArrayOf()' },
  FloatArray: { isDefault: isEmptyCollection, passes: 'floatArrayOf()' },
  DoubleArray: { isDefault: isEmptyCollection, passes: 'doubleArrayOf()' },
  BooleanArray: { isDefault: isEmptyCollection, passes: 'booleanArrayOf()' },
  ByteArray: { isDefault: isEmptyCollection, passes: 'byteArrayOf()' },
};

/** Non-null types the compiler accepts as parameters but not with a default. */
const NO_DEFAULT_TYPES = new Set(['String', 'Uri', 'LocalDate', 'LocalTime', 'LocalDateTime', 'Instant', 'ZoneId', 'PendingIntent']);

type Problem = 'ignored-non-null' | 'ignored-nullable' | 'rejected';

export default defineRule({
  meta: {
    id: 'optional-default-ignored',
    description: 'A declared default other than the type default, which the library ignores when the agent omits the value.',
    guideline: 'When the agent omits an optional parameter, the library passes the type default, not the declared one: resolve meaningful defaults in the body.',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: true,
    scope: 'function',
  },
  check({ file, text, source, workspace, report }) {
    for (const fn of file.functions) {
      for (const parameter of fn.parameters) {
        if (parameter.isContext || !parameter.type || !parameter.defaultValue) continue;
        const problem = classify(parameter.type, parameter.defaultValue.text, file, workspace);
        if (!problem) continue;
        const fix = text ? resolveInBodyFix(source, fn, parameter) : undefined;
        report({ range: parameter.defaultValue.range, message: message(problem, parameter.name, parameter.type, parameter.defaultValue.text), fixes: fix ? [fix] : [] });
      }
    }
    // Serializable properties are filled by the library the same way; they have no body to resolve in.
    for (const serializable of file.serializables) {
      for (const property of serializable.properties) {
        if (!property.type || !property.defaultValue) continue;
        const problem = classify(property.type, property.defaultValue.text, file, workspace);
        if (!problem || problem === 'rejected') continue;
        report({ range: property.defaultValue.range, message: message(problem, property.name, property.type, property.defaultValue.text, true) });
      }
    }
  },
});

function classify(type: TypeRef, defaultText: string, file: FileModel, workspace: WorkspaceView): Problem | undefined {
  const value = defaultText.trim();
  const name = simpleTypeName(type.name);
  if (type.nullable) return value === 'null' ? undefined : 'ignored-nullable';
  const known = ownEntry(TYPE_DEFAULTS, name);
  if (known) return known.isDefault(value) ? undefined : 'ignored-non-null';
  if (NO_DEFAULT_TYPES.has(name) || isSerializable(name, file, workspace)) return 'rejected';
  return undefined;
}

function message(problem: Problem, name: string, type: TypeRef, defaultText: string, property = false): string {
  const shown = defaultText.trim().length > 40 ? `${defaultText.trim().slice(0, 37)}…` : defaultText.trim();
  if (property) {
    return problem === 'ignored-nullable'
      ? l10n.t(
          "The default '{0}' of '{1}' is ignored: when the agent omits '{1}', the library passes null. Declare '= null' and resolve the default where the value is used.",
          shown,
          name,
        )
      : l10n.t(
          "The default '{0}' of '{1}' is ignored: when the agent omits '{1}', the library passes {2}. Make it nullable with '= null' and resolve the default where the value is used.",
          shown,
          name,
          TYPE_DEFAULTS[simpleTypeName(type.name)]?.passes ?? '0',
        );
  }
  switch (problem) {
    case 'ignored-non-null':
      return l10n.t(
        "The default '{0}' of '{1}' is ignored: when the agent omits '{1}', the library passes {2}. Make it nullable with '= null' and resolve the default in the body.",
        shown,
        name,
        TYPE_DEFAULTS[simpleTypeName(type.name)]?.passes ?? '0',
      );
    case 'ignored-nullable':
      return l10n.t(
        "The default '{0}' of '{1}' is ignored: when the agent omits '{1}', the library passes null. Declare '= null' and resolve the default in the body.",
        shown,
        name,
      );
    case 'rejected':
      return l10n.t(
        "A non-null {0} cannot have a default (the compiler rejects it), and the library would ignore '{1}' anyway. Make '{2}' nullable with '= null' and resolve the default in the body.",
        type.text,
        shown,
        name,
      );
  }
}

/** `kotlin.Int` -> `Int`, `java.time.LocalDate` -> `LocalDate`. */
function simpleTypeName(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

function isSerializable(name: string, file: FileModel, workspace: WorkspaceView): boolean {
  return file.serializables.some((s) => s.name === name) || !!workspace.findSerializable(name);
}

function isZero(text: string): boolean {
  const t = text.replace(/_/g, '').replace(/^[+-]/, '');
  if (/^0[xX]0+[lL]?$/.test(t) || /^0[bB]0+[lL]?$/.test(t)) return true;
  if (!/^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFlL]?$/.test(t)) return false;
  return Number(t.replace(/[fFlL]$/, '')) === 0;
}

function isEmptyCollection(text: string): boolean {
  return (
    /^(emptyList|listOf|mutableListOf|arrayListOf|intArrayOf|longArrayOf|floatArrayOf|doubleArrayOf|booleanArrayOf|byteArrayOf|emptyArray)(<[^()]*>)?\(\s*\)$/.test(text) ||
    /^(Int|Long|Float|Double|Boolean|Byte)Array\(\s*0\s*\)$/.test(text)
  );
}

/**
 * `limit: Int = 20` -> `limit: Int? = null` plus `val limit = limit ?: 20` as the body's first
 * statement. Every edit stays inside the function.
 */
function resolveInBodyFix(source: SourceText, fn: FunctionDecl, parameter: ParameterDecl): Fix | undefined {
  const type = parameter.type;
  const defaultValue = parameter.defaultValue;
  const bodyRange = fn.body.range;
  if (!type || !defaultValue || !bodyRange) return undefined;
  if (!/^[A-Za-z_]\w*$/.test(parameter.name)) return undefined;
  // Another default reading this parameter would now see a nullable value and stop compiling.
  if (fn.parameters.some((p) => p !== parameter && p.defaultValue && mentionsIdentifier(p.defaultValue.text, parameter.name))) return undefined;
  // A body value of the same name would clash with the one the fix declares.
  if (fn.body.localValues?.some((local) => local.name === parameter.name)) return undefined;

  const edits: TextEdit[] = [];
  if (!type.nullable) edits.push({ range: { start: type.range.end, end: type.range.end }, newText: '?' });
  edits.push({ range: defaultValue.range, newText: 'null' });

  const resolution = `val ${parameter.name} = ${parameter.name} ?: ${defaultValue.text}`;
  const earlier = fn.parameters.slice(0, fn.parameters.indexOf(parameter)).map((p) => p.name);
  const bodyEdit = resolutionEdit(source, fn, resolution, earlier);
  if (!bodyEdit) return undefined;
  edits.push(bodyEdit);
  return {
    title: type.nullable
      ? l10n.t("Default '{0}' to null and resolve {1} in the body", parameter.name, defaultValue.text.trim())
      : l10n.t("Make '{0}' nullable and resolve {1} in the body", parameter.name, defaultValue.text.trim()),
    edits,
    safe: true,
  };
}

/** The edit that puts `resolution` first in the body, turning an expression body into a block. */
function resolutionEdit(source: SourceText, fn: FunctionDecl, resolution: string, earlierParameters: string[]): TextEdit | undefined {
  const bodyRange = fn.body.range!;
  const start = source.offsetAt(bodyRange.start);
  const end = source.offsetAt(bodyRange.end);
  const body = source.text.slice(start, end);
  const fnIndent = functionIndent(source, fn);
  const unit = indentUnit(fnIndent);

  if (body.startsWith('{')) {
    const afterBrace = /^[ \t]*/.exec(body.slice(1))?.[0] ?? '';
    const restOfLine = body.slice(1 + afterBrace.length);
    const firstLineBlank = /^(\r?\n|$)/.test(restOfLine);
    let indent = fnIndent + unit;
    if (firstLineBlank) {
      // Match the first statement's indentation when there is one.
      const next = /\r?\n([ \t]*)(\S)/.exec(restOfLine);
      if (next?.[1] !== undefined && next[2] !== '}') indent = next[1];
      // Keep resolutions in parameter order: go past those of earlier parameters.
      let insertAt = start + 1;
      for (;;) {
        const line = /^\r?\n[ \t]*val (\w+) = (\w+) \?: [^\n]*/.exec(source.text.slice(insertAt, end));
        const name = line?.[1];
        if (!line || name === undefined || name !== line[2] || !earlierParameters.includes(name)) break;
        insertAt += line[0].length;
      }
      const at = source.positionAt(insertAt);
      return { range: { start: at, end: at }, newText: `\n${indent}${resolution}` };
    }
    // `{ return x }` on one line: the resolution goes on its own line, the rest on the next.
    return { range: source.range(start + 1, start + 1 + afterBrace.length), newText: `\n${indent}${resolution}\n${indent}` };
  }

  if (!body.startsWith('=')) return undefined;
  const exprOffset = start + 1 + (/^\s*/.exec(body.slice(1))?.[0].length ?? 0);
  const expression = source.text.slice(exprOffset, end);
  if (!expression.trim()) return undefined;
  const bodyIndent = fnIndent + unit;
  const exprLineIndent = lineIndent(source, source.positionAt(exprOffset).line);
  const reindented = reindentTail(expression, bodyIndent.length - exprLineIndent.length);
  if (reindented === undefined) return undefined;

  let newText: string;
  const returnType = fn.returnType?.text.replace(/\s+/g, '');
  if (returnType === undefined) {
    // The return type is inferred from the expression; a block body would make it Unit. `run`
    // keeps the expression's type (and, being inline, its suspend calls).
    newText = `= run {\n${bodyIndent}${resolution}\n${bodyIndent}${reindented}\n${fnIndent}}`;
  } else if (returnType === 'Unit' || returnType === 'kotlin.Unit') {
    newText = `{\n${bodyIndent}${resolution}\n${bodyIndent}${reindented}\n${fnIndent}}`;
  } else {
    newText = `{\n${bodyIndent}${resolution}\n${bodyIndent}return ${reindented}\n${fnIndent}}`;
  }
  return { range: bodyRange, newText };
}

import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCSharpFrontEnd, type CSharpFrontEnd } from '../../../server/src/core/languages/csharp/index';
import { constructorChoice, isNullableType } from '../../../server/src/core/languages/csharp/generator-model';
import type { AnnotationUse, TypeRef } from '../../../server/src/core/model/declarations';
import type { DotnetPropertyDecl } from '../../../server/src/core/model/dotnet';
import type { FileModel } from '../../../server/src/core/model/file-model';
import type { InternalError } from '../../../server/src/core/model/internal-error';
import type { Position, Range } from '../../../server/src/core/model/positions';
import type { TextPiece } from '../../../server/src/core/model/text-pieces';

/**
 * C# front-end fixtures: test/languages/csharp/cases/<case>/input.cs with expected.json, a readable
 * projection of the extracted model (types as the Shiny.AppFunctions generator reads them, the
 * functions, the suppressions; ranges as "line:col-line:col", 1-based). Every case, the broken
 * ones included, is read without an internal error. UPDATE_FIXTURES=1 writes a missing
 * expected.json; an existing one is never overwritten.
 */
const CASES = path.join(__dirname, 'cases');
const internalErrors: InternalError[] = [];
let frontEnd: CSharpFrontEnd;
beforeAll(async () => {
  frontEnd = await createCSharpFrontEnd((entry) => internalErrors.push(entry));
});

/** Parses `text` and fails on any internal error the front end reported while reading it. */
function parse(uri: string, text: string): FileModel {
  internalErrors.length = 0;
  const model = frontEnd.parse(uri, text);
  expect(
    internalErrors.map((e) => `${e.phase} ${e.uri ?? ''}: ${String(e.error)}`),
    `internal errors reading ${uri}`,
  ).toEqual([]);
  return model;
}

const at = (r: Range | undefined) => (r ? `${r.start.line + 1}:${r.start.character + 1}-${r.end.line + 1}:${r.end.character + 1}` : undefined);
/** A piece with where each verbatim run starts, so a wrong segment shows up in the diff. */
const piece = (p: TextPiece | undefined) =>
  p ? { text: p.text, at: at(p.range), segments: p.segments.map((s) => `${s.textOffset}+${s.length}@${s.start.line + 1}:${s.start.character + 1}`) } : undefined;
const list = <T>(items: readonly T[]) => (items.length > 0 ? items : undefined);

/** `Name <- Written(key=value, ...)`: a string value read as one is quoted, anything else is as written. */
function attribute(a: AnnotationUse): string {
  const args = Object.entries(a.args).map(([key, value]) => `${key}=${value.stringValue !== undefined ? JSON.stringify(value.stringValue) : value.text}`);
  return `${a.name} <- ${a.qualifiedName}(${args.join(', ')})`;
}

function typeText(t: TypeRef | undefined): string | undefined {
  return t && (isNullableType(t) ? `${t.text} (nullable)` : t.text);
}

function property(p: DotnetPropertyDecl): unknown {
  return {
    name: p.name,
    at: at(p.nameRange),
    type: typeText(p.type),
    positional: p.positional || undefined,
    public: p.isPublic,
    static: p.isStatic || undefined,
    getter: p.hasGetter,
    setter: p.setter,
    required: p.isRequired || undefined,
    title: piece(p.title),
    description: piece(p.description),
    attributes: list(p.attributes.map(attribute)),
  };
}

const chosen = (c: { parameterNames: string[] } | undefined) => (c ? `(${c.parameterNames.join(', ')})` : 'none');

/** The parts of the model a reader checks by eye. */
export function projectCSharp(model: FileModel): unknown {
  return {
    namespace: model.packageName,
    imports: list(model.imports),
    types: (model.dotnetTypes ?? []).map((t) => ({
      name: t.qualifiedName,
      at: at(t.nameRange),
      keyword: t.keyword,
      modifiers: t.modifiers.join(' ') || undefined,
      typeParameters: list(t.typeParameters),
      nested: t.isNested || undefined,
      baseTypes: list(t.baseTypes.map(typeText)),
      attributes: list(t.attributes.map(attribute)),
      enumMembers: t.enumMembers,
      constructors: list(
        t.constructors.map((c) => `${c.isPrimary ? 'primary ' : ''}${c.isStatic ? 'static' : c.isPublic ? 'public' : 'not public'} (${c.parameterNames.join(', ')})`),
      ),
      chosenConstructor: t.keyword === 'enum' || t.keyword === 'interface' ? undefined : chosen(constructorChoice(t)),
      properties: t.keyword === 'enum' ? undefined : t.properties.map(property),
      entity: t.entity && { id: t.entity.id, title: piece(t.entity.title), displayProperty: t.entity.displayProperty?.name },
    })),
    functions: model.functions.map((fn) =>
      fn.kind === 'dotnet-appfunction'
        ? {
            id: fn.id,
            name: fn.name,
            at: at(fn.nameRange),
            origin: fn.dotnet.origin,
            title: piece(fn.dotnet.title),
            description: piece(fn.descriptionLiteral),
            unresolved: list(fn.dotnet.unresolved.map((u) => `${u.what}: ${u.text} @ ${at(u.range)}`)),
            opensApp: fn.dotnet.opensApp,
            deprecated: fn.isDeprecated || undefined,
            interfaces: list(fn.dotnet.functionInterfaces.map((t) => t.text)),
            returnType: fn.returnType?.text,
            parameters: fn.parameters.map((p) => p.name),
            shortcuts: list(fn.dotnet.shortcuts.map((s) => s.phrase ?? `(not a literal) @ ${at(s.range)}`)),
            searchesEntity: fn.dotnet.searchesEntity,
          }
        : { id: fn.id, kind: fn.kind },
    ),
    suppressions: list(model.suppressions.map((s) => `${s.ruleId} @ ${at(s.range)} covers ${at(s.scope)}`)),
    syntaxErrors: model.syntaxErrors.length,
  };
}

describe('C# front end fixtures', () => {
  for (const name of fs.readdirSync(CASES).sort()) {
    it(name, () => {
      const dir = path.join(CASES, name);
      const file = path.join(dir, 'input.cs');
      const model = parse(file, fs.readFileSync(file, 'utf8'));
      expect(model.language).toBe('csharp');
      const actual = JSON.parse(JSON.stringify(projectCSharp(model)));
      const expectedFile = path.join(dir, 'expected.json');
      if (!fs.existsSync(expectedFile)) {
        if (process.env.UPDATE_FIXTURES !== '1') throw new Error(`${expectedFile} is missing; run with UPDATE_FIXTURES=1 and review it`);
        fs.writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
      }
      expect(actual).toEqual(JSON.parse(fs.readFileSync(expectedFile, 'utf8')));
    });
  }
});

describe('C# front end on half-typed code', () => {
  it('never throws on any prefix of a real file, and keeps the functions declared above the cursor', () => {
    for (const name of ['attributes', 'namespaces-block', 'namespaces-file-scoped', 'properties', 'records-and-constructors', 'suppressions']) {
      const text = fs.readFileSync(path.join(CASES, name, 'input.cs'), 'utf8');
      const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
      const offset = (p: Position) => (lineStarts[p.line] ?? text.length) + p.character;
      const complete = parse('complete.cs', text).functions;
      expect(complete.length, name).toBeGreaterThan(0);
      for (let cut = 0; cut <= text.length; cut += 5) {
        const functions = parse('partial.cs', text.slice(0, cut)).functions;
        const partial = functions.map((f) => f.id);
        // An id cut short is not one of the file's; every whole one is.
        for (const fn of functions) {
          const written = fn.kind === 'dotnet-appfunction' && fn.dotnet.origin === 'entity-search' ? fn.dotnet.searchesEntity : fn.id;
          if (text.slice(0, cut).includes(`${written}"`)) expect(complete.map((f) => f.id)).toContain(fn.id);
        }
        // A function of a type that is not nested, complete before the cut, is kept while typing below it.
        for (const fn of complete) {
          const type = fn.kind === 'dotnet-appfunction' ? (fn.dotnet.requestType ?? fn.dotnet.entityType) : undefined;
          if (type && !type.isNested && offset(fn.range.end) <= cut) expect(partial, `${name} cut at ${cut}`).toContain(fn.id);
        }
      }
    }
  });

  it('never throws on garbage', () => {
    const garbage = [
      '',
      '[',
      '[AppFunction(',
      '[AppFunction("x"',
      '[AppFunction("x")] record',
      '[AppFunction("x")] public record X(',
      '[AppFunction("x")] public class X { public string',
      'record X(string A) : IAppFunction<',
      'namespace',
      'namespace A.B;\nnamespace C;',
      'namespace { class {',
      '@"unclosed verbatim',
      '"""\nunclosed raw',
      '$"{unclosed {{ hole',
      '/* unclosed comment',
      '// appfunctions-disable-next-line',
      '// appfunctions-disable-next-line a, b --',
      '\u0000\u0001\u0002\uffff\ud800',
      '}}}}]]]])))',
      'enum E { A = , , B',
      '[AppEntity(DisplayProperty = nameof())] record E(string Id);',
      '[AppFunction(Title = $"{{", Description = @"""""")] record R() : IAppFunction;',
    ];
    // Bytes that are not text at all: a deterministic run of every byte value.
    garbage.push(Array.from({ length: 2048 }, (_, i) => String.fromCharCode((i * 37) % 256)).join(''));
    for (const text of garbage) expect(() => parse('garbage.cs', text), JSON.stringify(text.slice(0, 40))).not.toThrow();
  });
});

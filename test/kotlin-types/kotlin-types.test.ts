import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { isProxy, SUPPORTED_TYPES, TYPE } from '../../server/src/core/kotlin-types/supported-types';
import { TypeResolver } from '../../server/src/core/kotlin-types/type-resolver';
import { judgeType } from '../../server/src/core/kotlin-types/verdict';
import type { FunctionDecl } from '../../server/src/core/model/declarations';
import { buildAndroidMetadata } from '../../server/src/core/schema/android-metadata';
import { defined } from '../helpers/defined';

/**
 * The compiler-* rules and the Android metadata builder answer from one table of types
 * (core/kotlin-types): for every type below, the rules' verdict and the metadata's problems must
 * say the same thing, and the metadata must map each supported type to the table's data type.
 * The supported types come from the table itself, so a row added to it is checked here too.
 */

const simpleName = (qualified: string) => qualified.slice(qualified.lastIndexOf('.') + 1);
const SUPPORTED = SUPPORTED_TYPES.map((t) => simpleName(t.name));

// Not listed, because the two sides still differ there: a workspace class implementing Parcelable
// (the rules accept it; the metadata builder does not look for Parcelable supertypes and lists a
// problem), and Intent and Bundle (the metadata stores them as PARCELABLE; the rules leave them
// unjudged, as every library class outside kotlin, kotlinx, java and javax).

/** Types written in the file (by simple name, imported where Kotlin does not import them) and whether the compiler accepts them. */
const CASES: { type: string; accepted: boolean }[] = [
  ...SUPPORTED.map((type) => ({ type, accepted: true })),
  // Among lists of supported types only List<String> and lists of the proxied types compile.
  ...SUPPORTED_TYPES.map((t) => ({ type: `List<${simpleName(t.name)}>`, accepted: t.name === 'kotlin.String' || isProxy(t.name) })),
  { type: 'PendingIntent', accepted: true },
  { type: 'List<PendingIntent>', accepted: true },
  { type: 'Note', accepted: true },
  { type: 'List<Note>', accepted: true },
  { type: 'Parcelable', accepted: false },
  { type: 'Draft', accepted: false },
  { type: 'Colour', accepted: false },
  { type: 'List<Draft>', accepted: false },
  { type: 'Short', accepted: false },
  { type: 'Char', accepted: false },
  { type: 'Byte', accepted: false },
  { type: 'Any', accepted: false },
  { type: 'CharArray', accepted: false },
  { type: 'Array<String>', accepted: false },
  { type: 'Map<String, String>', accepted: false },
  { type: 'Set<String>', accepted: false },
  { type: 'List<List<String>>', accepted: false },
  { type: 'ZonedDateTime', accepted: false },
  { type: 'java.util.Date', accepted: false },
];

const IMPORTS = [
  ...SUPPORTED_TYPES.filter((t) => !t.name.startsWith('kotlin.')).map((t) => t.name),
  'android.app.PendingIntent',
  'android.os.Parcelable',
  'java.time.ZonedDateTime',
];

const source = `package com.example.types

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionSerializable
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
${IMPORTS.map((i) => `import ${i}`).join('\n')}

@AppFunctionSerializable
data class Note(val id: String)

data class Draft(val text: String)

enum class Colour { RED, GREEN }

@AppFunctionServiceEntryPoint(serviceName = "TypesService", appFunctionXmlFileName = "types.xml")
abstract class TypesFunctions : AppFunctionService() {
${CASES.map((c, i) => `    /** Takes one value. */\n    @AppFunctionDeclaration\n    suspend fun take${i}(value: ${c.type}) {}\n`).join('\n')}}
`;

describe('one Kotlin type table for the rules and the metadata', () => {
  let analyzer: Analyzer;
  const uri = '/ws/types/TypesFunctions.kt';
  let functions: FunctionDecl[];

  beforeAll(async () => {
    analyzer = await createAnalyzer();
    analyzer.registry.update(uri, source);
    functions = analyzer.registry.get(uri)!.functions;
  });

  it('parses one function per case', () => {
    expect(analyzer.registry.get(uri)!.syntaxErrors).toEqual([]);
    expect(functions.map((fn) => fn.parameters[0]?.type?.text)).toEqual(CASES.map((c) => c.type));
  });

  it('the rules and the metadata accept and reject the same types', () => {
    const file = analyzer.registry.get(uri)!;
    const resolver = new TypeResolver(file, analyzer.registry);
    const answers = functions.map((fn) => {
      const type = defined(fn.parameters[0]?.type, `a parameter type on ${fn.name}`);
      const verdict = judgeType(resolver, type, fn.enclosingClass, []).status;
      const problems = buildAndroidMetadata(fn, analyzer.registry).problems;
      return { type: type.text, rule: verdict, metadataAccepts: problems.length === 0 };
    });
    const expected = CASES.map((c) => ({ type: c.type, rule: c.accepted ? 'ok' : c.type === 'Parcelable' ? 'bare-parcelable' : 'unsupported', metadataAccepts: c.accepted }));
    expect(answers).toEqual(expected);
  });

  it('the metadata maps each supported type to the data type of its table row', () => {
    for (const [i, row] of SUPPORTED_TYPES.entries()) {
      const metadata = buildAndroidMetadata(defined(functions[i], `a function for ${row.name}`), analyzer.registry);
      const dataType = defined(metadata.parameters[0], `a parameter in the metadata of ${row.name}`).dataType;
      if (row.kind === 'primitive') expect(dataType.type, row.name).toBe(row.code);
      if (row.kind === 'primitive-array') expect(dataType.itemType?.type, row.name).toBe(row.code);
      if (row.kind === 'uri') expect(dataType.objectQualifiedName, row.name).toBe(row.name);
      if (row.kind === 'proxy') {
        expect(dataType, row.name).toMatchObject({ type: TYPE.REFERENCE, dataTypeReference: row.name });
        const component = metadata.components.find((c) => c.name === row.name);
        expect(
          component?.dataType.properties?.map((p) => [p.name, p.dataType.type]),
          row.name,
        ).toEqual(row.fields);
      }
    }
  });
});

describe('kotlin-types layering', () => {
  it('imports only from itself and the layers below it (model, text, languages, registry)', () => {
    const dir = path.join(__dirname, '../../server/src/core/kotlin-types');
    const upward = fs
      .readdirSync(dir)
      .flatMap((name) => [...fs.readFileSync(path.join(dir, name), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => `${name}: ${m[1]}`))
      .filter((line) => !/: (\.\/|\.\.\/(model|text|languages|registry)\/)/.test(line));
    expect(upward).toEqual([]);
  });
});

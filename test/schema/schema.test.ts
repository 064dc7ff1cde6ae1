import Ajv from 'ajv';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../server/src/cli/appfunctions-lint';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { WorkspaceRegistry } from '../../server/src/core/registry/workspace-registry';
import { agentView, describeForAgent, describeSerializable } from '../../server/src/core/schema/agent-view';
import type { JsonSchema } from '../../server/src/core/schema/json-schema';
import { renderAndroidMetadataXml } from '../../server/src/core/schema/android-metadata-xml';
import { defined } from '../helpers/defined';
import { expectValidSchema } from './schema-validation';

/**
 * Schema fixtures: test/schema/<case>/input*.kt (one workspace per case) with expected.json, every
 * function's agent view, and expected.xml, the Android metadata as the compiler's v2 XML. A case of
 * input*.cs files (the .NET library, Shiny.AppFunctions) has only expected.json: every function's
 * agentView, whose `dotnet.parametersJsonSchema` is the library's GetParametersJsonSchema() text.
 * UPDATE_FIXTURES=1 writes a missing expected file; an existing one is never overwritten.
 */
const CASES = __dirname;
let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
});

/** The input files of a case: Kotlin or C#, never both. */
function inputsOf(dir: string): { language: 'kotlin' | 'csharp'; files: string[] } {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^input.*\.(?:kt|cs)$/.test(f))
    .sort();
  const csharp = files.filter((f) => f.endsWith('.cs'));
  if (csharp.length > 0 && csharp.length !== files.length) throw new Error(`${dir} mixes Kotlin and C# inputs`);
  return { language: csharp.length > 0 ? 'csharp' : 'kotlin', files };
}

function loadCase(dir: string, files: readonly string[]): WorkspaceRegistry {
  const registry = new WorkspaceRegistry((uri, text) => analyzer.parse(uri, text));
  // Registered under their paths: a case's Gradle files name the library release it is built with.
  for (const file of files) registry.update(path.join(dir, file), fs.readFileSync(path.join(dir, file), 'utf8'));
  return registry;
}

/**
 * The value schemas of a .NET schema (the root, each property's, each list's items) by JSON
 * pointer, to check that none is a bare `{}` that would look whole.
 */
function valueSchemas(schema: JsonSchema, at = '#'): [string, JsonSchema][] {
  const out: [string, JsonSchema][] = [[at, schema]];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) out.push(...valueSchemas(property, `${at}/properties/${name}`));
  if (schema.items) out.push(...valueSchemas(schema.items as JsonSchema, `${at}/items`));
  return out;
}

/** A copy without the `x-unresolved` markers, which a strict validator rejects as unknown keywords. */
function withoutMarkers(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'x-unresolved' ? undefined : value))) as JsonSchema;
}

function compareWithFixture(file: string, actual: string): void {
  if (!fs.existsSync(file)) {
    if (process.env.UPDATE_FIXTURES !== '1') throw new Error(`${file} is missing; run with UPDATE_FIXTURES=1 and review it`);
    fs.writeFileSync(file, actual);
  }
  expect(actual).toBe(fs.readFileSync(file, 'utf8'));
}

describe('agent schema fixtures', () => {
  for (const name of fs
    .readdirSync(CASES)
    .filter((n) => fs.statSync(path.join(CASES, n)).isDirectory())
    .sort()) {
    it(name, () => {
      const dir = path.join(CASES, name);
      const inputs = inputsOf(dir);
      if (inputs.language === 'csharp') return dotnetCase(dir, inputs.files);
      const registry = loadCase(dir, inputs.files);
      const functions = [...registry.allFunctions()];
      expect(functions.length).toBeGreaterThan(0);
      const views = functions.map((fn) => describeForAgent(fn, registry));
      for (const view of views) {
        expectValidSchema(view.inputSchema, `${view.id} input`);
        expectValidSchema(view.outputSchema, `${view.id} output`);
      }
      const serializables = registry.files().flatMap((m) => m.serializables);
      for (const decl of serializables) {
        const view = describeSerializable(decl, registry);
        expectValidSchema(view.schema, decl.qualifiedName);
        for (const [property, schema] of Object.entries(view.properties)) expectValidSchema(schema, `${decl.qualifiedName}.${property}`);
      }
      // The Gradle file a release was read from, relative to the case: the same on every machine.
      const relativePaths = (key: string, value: unknown) => (key === 'declaredIn' && typeof value === 'string' ? path.relative(dir, value).split(path.sep).join('/') : value);
      compareWithFixture(path.join(dir, 'expected.json'), `${JSON.stringify({ functions: views }, relativePaths, 2)}\n`);
      compareWithFixture(path.join(dir, 'expected.xml'), renderAndroidMetadataXml(views.map((v) => v.androidMetadata)));
    });
  }
});

/**
 * A C# case: every function's agent view. Each schema is valid draft 2020-12 once its markers are
 * taken out; a marker (never a bare `{}`) stands only for a type the analysis could not map, and
 * the text the library returns is the schema itself.
 */
function dotnetCase(dir: string, files: readonly string[]): void {
  const registry = loadCase(dir, files);
  const functions = [...registry.allFunctions()];
  expect(functions.length).toBeGreaterThan(0);
  const views = functions.map((fn) => agentView(fn, registry));
  for (const view of views) {
    expect(view.kind).toBe('dotnet-appfunction');
    if (view.kind !== 'dotnet-appfunction') continue;
    expectValidSchema(withoutMarkers(view.inputSchema), `${view.id} input`);
    if (view.outputSchema) expectValidSchema(withoutMarkers(view.outputSchema), `${view.id} output`);
    expect(JSON.parse(view.dotnet.parametersJsonSchema), `${view.id} parametersJsonSchema`).toEqual(view.inputSchema);
    for (const [at, schema] of [...valueSchemas(view.inputSchema, 'input'), ...(view.outputSchema ? valueSchemas(view.outputSchema, 'output') : [])]) {
      const marker = schema['x-unresolved'];
      expect(schema.type !== undefined || marker !== undefined, `${view.id} ${at} has a type or says why not`).toBe(true);
      // A type declared nowhere is listed in the problems too (an unsupported one is the rules' to report).
      const undeclared = typeof marker === 'string' ? /^'([^']+)' is not declared/.exec(marker.slice(marker.indexOf(': ') + 2))?.[1] : undefined;
      if (undeclared) expect(view.problems.join('\n'), `${view.id} ${at}`).toContain(`'${undeclared}' is not declared`);
    }
  }
  expect(fs.existsSync(path.join(dir, 'expected.xml')), 'a C# case has no Android metadata').toBe(false);
  compareWithFixture(path.join(dir, 'expected.json'), `${JSON.stringify({ functions: views }, null, 2)}\n`);
}

describe('schema cache', () => {
  const NOTE = `package p

import androidx.appfunctions.AppFunctionSerializable

@AppFunctionSerializable(isDescribedByKDoc = true)
data class Note(
    /** The title. */
    val title: String,
)
`;
  const FUNCTIONS = `package p

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "S", appFunctionXmlFileName = "s.xml")
abstract class F : AppFunctionService() {
    /** Gets a note. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    fun get(id: String): Note = TODO()
}
`;

  it('answers repeated requests from the cache, survives unrelated edits and sees changes to referenced types', () => {
    const registry = new WorkspaceRegistry((uri, text) => analyzer.parse(uri, text));
    registry.update('Note.kt', NOTE);
    registry.update('F.kt', FUNCTIONS);
    const fn = () => defined(registry.get('F.kt')?.functions[0], 'a function in F.kt');
    const first = describeForAgent(fn(), registry);
    expect(describeForAgent(fn(), registry)).toBe(first);

    // Moving the function down (a re-parse with new ranges) keeps its content key.
    registry.update('F.kt', FUNCTIONS.replace('abstract class F', '\n\nabstract class F'));
    expect(describeForAgent(fn(), registry)).toBe(first);

    // Changing a referenced serializable changes the schema.
    registry.update('Note.kt', NOTE.replace('The title.', 'The note title.'));
    const changed = describeForAgent(fn(), registry);
    expect(changed).not.toBe(first);
    expect(JSON.stringify(changed.outputSchema)).toContain('The note title.');
  });

  it('measures the size of what the agent reads', () => {
    const registry = new WorkspaceRegistry((uri, text) => analyzer.parse(uri, text));
    registry.update('Note.kt', NOTE);
    registry.update('F.kt', FUNCTIONS);
    const view = describeForAgent(defined(registry.get('F.kt')?.functions[0], 'a function in F.kt'), registry);
    const expected = JSON.stringify({ name: view.id, description: view.description, parameters: view.inputSchema, response: view.outputSchema }).length;
    expect(view.sizeChars).toBe(expected);
    expect(view.estimatedTokens).toBe(Math.ceil(expected / 4));
  });
});

describe('appfunctions-lint --registry', () => {
  it('prints every function of examples/ with valid schemas and the metadata the compiler would generate', async () => {
    let stdout = '';
    let stderr = '';
    const code = await run(
      ['--registry', 'examples/'],
      (t) => (stdout += t),
      (t) => (stderr += t),
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const registry = JSON.parse(stdout) as { apps: unknown[]; functions: Record<string, unknown>[] };
    // The app description comes from the app metadata XML the manifest links (issue 6).
    expect(registry.apps).toEqual([
      expect.objectContaining({
        name: 'notes-app',
        manifest: 'examples/notes-app/app/src/main/AndroidManifest.xml',
        descriptionAttribute: 'instructions',
        file: 'examples/notes-app/app/src/main/res/xml/app_metadata.xml',
        line: 4,
        description: expect.stringMatching(/^Personal notes and to-do lists\./),
      }),
      // The MCP server's instructions are its app description (issue 5).
      expect.objectContaining({ name: 'notes', description: expect.stringMatching(/^Notes: keeps short text notes/), file: 'examples/notes-mcp/src/server.ts' }),
      // The .NET app (examples/orders-maui) has a name and no description.
      { name: 'Orders' },
    ]);
    expect(registry.functions.length).toBeGreaterThan(10);
    for (const fn of registry.functions) {
      if (fn.language === 'typescript') {
        // TypeScript tools: name = the tool name, the schemas the detected SDK (or the types) give.
        expect(['mcp-tool', 'webmcp-tool', 'ts-appfunction']).toContain(fn.kind);
        expect(fn.name).toBe(fn.id);
        expectValidToolSchema(fn.inputSchema, `${fn.id} input`);
        if (fn.outputSchema) expectValidToolSchema(fn.outputSchema, `${fn.id} output`);
        continue;
      }
      if (fn.language === 'csharp') {
        // .NET AppFunctions: the schema GetParametersJsonSchema() returns, a type the analysis
        // cannot map marked (the example declares some on purpose).
        expect(fn.kind).toBe('dotnet-appfunction');
        expect(Object.keys(fn)).toEqual([
          'id',
          'name',
          'language',
          'kind',
          'file',
          'line',
          'enabled',
          'description',
          'inputSchema',
          ...(fn.outputSchema ? ['outputSchema'] : []),
          'dotnet',
        ]);
        expectValidSchema(withoutMarkers(fn.inputSchema as JsonSchema), `${fn.id} input`);
        if (fn.outputSchema) expectValidSchema(withoutMarkers(fn.outputSchema as JsonSchema), `${fn.id} output`);
        expect(JSON.parse((fn.dotnet as { parametersJsonSchema: string }).parametersJsonSchema)).toEqual(fn.inputSchema);
        continue;
      }
      expect(Object.keys(fn)).toEqual(['id', 'name', 'language', 'kind', 'file', 'line', 'enabled', 'description', 'inputSchema', 'outputSchema', 'androidMetadata']);
      expect(typeof fn.description).toBe('string');
      expectValidSchema(fn.inputSchema, `${fn.id} input`);
      expectValidSchema(fn.outputSchema, `${fn.id} output`);
      const metadata = fn.androidMetadata as { id: string; problems: string[]; description: string };
      expect(metadata.id).toBe(fn.id);
      expect(metadata.description).toBe(fn.description);
      expect(metadata.problems, String(fn.id)).toEqual([]);
    }
    const createNote = registry.functions.find((f) => String(f.id).endsWith('NoteFunctions#createNote'));
    expect(createNote).toMatchObject({ language: 'kotlin', kind: 'android-appfunction', enabled: true });
    expect(String(createNote!.file)).toMatch(/^examples\/notes-app\/.*NoteFunctions\.kt$/);
    expect(registry.functions.find((f) => f.id === 'search_notes')).toMatchObject({ kind: 'mcp-tool', name: 'search_notes', converter: 'SDK v1 + zod 4 (toJSONSchema, draft-07)' });
    expect(registry.functions.find((f) => f.id === 'listFolder')).toMatchObject({ kind: 'ts-appfunction' });
    expect(registry.functions.find((f) => f.id === 'preview_note')).toMatchObject({ kind: 'webmcp-tool' });
    expect(registry.functions.find((f) => f.id === 'search_customer')).toMatchObject({ language: 'csharp', dotnet: { origin: 'entity-search', searchesEntity: 'customer' } });
  });
});

const draft07 = new Ajv({ strict: false, allowUnionTypes: true, validateFormats: false });

/** MCP SDK v1 stamps draft-07; everything else here is 2020-12. */
function expectValidToolSchema(schema: unknown, label: string): void {
  if ((schema as { $schema?: string }).$schema === 'http://json-schema.org/draft-07/schema#') {
    expect(draft07.validateSchema(schema as object), `${label}: ${draft07.errorsText(draft07.errors)}`).toBe(true);
    expect(() => draft07.compile(schema as object), label).not.toThrow();
  } else expectValidSchema(schema, label);
}

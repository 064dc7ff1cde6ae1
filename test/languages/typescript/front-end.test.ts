import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTypeScriptFrontEnd, KEPT_FILE_STATES } from '../../../server/src/core/languages/typescript/index';
import type { FileModel } from '../../../server/src/core/model/file-model';
import type { Range } from '../../../server/src/core/model/positions';
import type { TextPiece } from '../../../server/src/core/model/text-pieces';
import { describeTool } from '../../../server/src/core/schema/mcp-schema';
import { AnalysisCaches } from '../../../server/src/core/model/analysis-caches';
import { defined } from '../../helpers/defined';

/**
 * TypeScript front-end fixtures: test/languages/typescript/cases/<case>/input.ts (with the files it
 * imports and a package.json naming the SDK and zod versions) and expected.json, a readable
 * projection of the model and of what the agent receives. UPDATE_FIXTURES=1 writes a missing
 * expected.json; an existing one is never overwritten.
 */
const CASES = path.join(__dirname, 'cases');

const at = (r: Range | undefined) => (r ? `${r.start.line + 1}:${r.start.character + 1}-${r.end.line + 1}:${r.end.character + 1}` : undefined);
/** A piece with where each verbatim run starts, so a wrong segment shows up in the diff. */
const piece = (p: TextPiece | undefined) =>
  p ? { text: p.text, at: at(p.range), segments: p.segments.map((s) => `${s.textOffset}+${s.length}@${s.start.line + 1}:${s.start.character + 1}`) } : undefined;

/** The parts of the model a reader checks by eye. */
export function projectTypeScript(model: FileModel): unknown {
  return {
    mcpServers: model.mcpServers?.map((s) => ({ name: s.name, api: s.api, sdk: s.sdk?.major, instructions: piece(s.instructions) })),
    functions: model.functions.map((fn) => {
      const view = describeTool(fn, new AnalysisCaches());
      return {
        id: fn.id,
        kind: fn.kind,
        api: fn.tool?.api,
        sdk: fn.tool?.sdk ? `${fn.tool.sdk.name}@${fn.tool.sdk.major} (${fn.tool.sdk.source})` : undefined,
        zod: fn.tool?.zod ? `${fn.tool.zod.major} (${fn.tool.zod.source})` : undefined,
        name: at(fn.nameRange),
        description: piece(fn.descriptionLiteral ?? fn.doc?.summary),
        parameters: fn.parameters.map((p) => ({ name: p.name, at: at(p.nameRange), type: p.type?.name, optional: !!p.defaultValue || undefined, doc: piece(p.doc) })),
        annotations: fn.tool?.annotations ? Object.fromEntries(Object.entries(fn.tool.annotations).map(([k, v]) => [k, v.value])) : undefined,
        calls: fn.body.calls.map((c) => (c.receiver ? `${c.receiver}.${c.name}` : c.name)),
        converter: view.converter,
        error: view.error,
        problems: view.problems.length ? view.problems : undefined,
        inputUnknown: view.inputUnknown,
        toolsListEntry: view.toolsListEntry,
      };
    }),
    suppressions: model.suppressions.map((s) => `${s.ruleId} @ ${at(s.scope)}`),
  };
}

describe('TypeScript front end fixtures', () => {
  for (const name of fs.readdirSync(CASES).sort()) {
    it(name, () => {
      const dir = path.join(CASES, name);
      const frontEnd = createTypeScriptFrontEnd();
      const file = path.join(dir, 'input.ts');
      const model = frontEnd.parse(file, fs.readFileSync(file, 'utf8'));
      const actual = JSON.parse(JSON.stringify(projectTypeScript(model)));
      const expectedFile = path.join(dir, 'expected.json');
      if (!fs.existsSync(expectedFile)) {
        if (process.env.UPDATE_FIXTURES !== '1') throw new Error(`${expectedFile} is missing; run with UPDATE_FIXTURES=1 and review it`);
        fs.writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
      }
      expect(actual).toEqual(JSON.parse(fs.readFileSync(expectedFile, 'utf8')));
    });
  }

  it('keeps one project and updates a file in place', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const uri = '/virtual/server.ts';
    const text = (d: string) =>
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t', { description: '${d}' }, async () => ({ content: [] }));\n`;
    expect(frontEnd.parse(uri, text('Gets one.')).functions[0]?.descriptionLiteral?.text).toBe('Gets one.');
    expect(frontEnd.parse(uri, text('Gets two.')).functions[0]?.descriptionLiteral?.text).toBe('Gets two.');
    expect(frontEnd.project.getSourceFiles().filter((f) => f.getFilePath().endsWith('/virtual/server.ts')).length).toBeLessThanOrEqual(1);
  });

  it('resolves imports against the latest text of a file it parsed', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const shared = (d: string) =>
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nexport const DESCRIPTION = '${d}';\nexport const s = new McpServer({ name: 'n', version: '1' });\n`;
    const server = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { DESCRIPTION } from './shared';\nconst s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t', { description: DESCRIPTION }, async () => ({ content: [] }));\n`;
    frontEnd.parse('/virtual/imports/shared.ts', shared('Gets one.'));
    expect(frontEnd.parse('/virtual/imports/server.ts', server).functions[0]?.descriptionLiteral?.text).toBe('Gets one.');
    frontEnd.parse('/virtual/imports/shared.ts', shared('Gets two.'));
    expect(frontEnd.parse('/virtual/imports/server.ts', server).functions[0]?.descriptionLiteral?.text).toBe('Gets two.');
    expect(frontEnd.project.getSourceFiles().filter((f) => f.getFilePath().endsWith('/virtual/imports/shared.ts'))).toHaveLength(1);
  });

  it('gives TypeScript AppFunctions the latest types of another file it parsed', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const tools = (field: string) =>
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nexport interface Note { ${field}: string; pinned?: boolean }\nexport const s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t', { description: 'Gets one.' }, async () => ({ content: [] }));\n`;
    const app = `import type { Note } from './tools';\nexport class Notes {\n  /** Gets a note. */\n  @AppFunction()\n  get(id: string): Note {\n    return undefined!;\n  }\n}\n`;
    const noteFields = () => {
      const output = frontEnd.parse('/virtual/types/app.ts', app).functions[0]?.tool?.typeSchemas?.output as { $defs: { Note: { properties: object } } };
      return Object.keys(output.$defs.Note.properties);
    };
    frontEnd.parse('/virtual/types/tools.ts', tools('title'));
    expect(noteFields()).toEqual(['title', 'pinned']);
    frontEnd.parse('/virtual/types/tools.ts', tools('heading'));
    expect(noteFields()).toEqual(['heading', 'pinned']);
  });

  it('maps escaped and concatenated text back to the source', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const src = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t', { description: 'It\\'s ' + \`quick\` }, async () => ({ content: [] }));\n`;
    const fn = defined(frontEnd.parse('/virtual/escapes.ts', src).functions[0], 'a tool in the source');
    const d = fn.descriptionLiteral!;
    expect(d.text).toBe("It's quick");
    const line = defined(src.split('\n')[2], 'the line of the tool');
    for (const s of d.segments) expect(line.slice(s.start.character, s.start.character + s.length)).toBe(d.text.slice(s.textOffset, s.textOffset + s.length));
  });

  it('forgets a file entirely: its tree, its latest text and its copy in the project', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const tool = (n: number) =>
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t${n}', { description: 'Gets ${n}.' }, async () => ({ content: [] }));\n`;
    const app = (n: number) => `export class Notes${n} {\n  /** Gets note ${n}. */\n  @AppFunction()\n  get(id: string): string {\n    return id;\n  }\n}\n`;
    const empty = frontEnd.held();
    // Opened, edited and closed, as an editor does, 300 times over: nothing may stay behind.
    for (let n = 0; n < 300; n++) {
      const uri = `/virtual/closed/file-${n}.ts`;
      const text = n % 2 ? tool(n) : app(n);
      frontEnd.parse(uri, text);
      frontEnd.parse(uri, text.replace('Gets', 'Fetches'));
      frontEnd.forget(uri);
    }
    expect(frontEnd.held()).toEqual(empty);
  });

  it('keeps the syntax trees of a bounded number of files, and still reads every file', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const tool = (n: number) =>
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t${n}', { description: 'Gets ${n}.' }, async () => ({ content: [] }));\n`;
    const files = KEPT_FILE_STATES * 3;
    for (let n = 0; n < files; n++) frontEnd.parse(`/virtual/kept/file-${n}.ts`, tool(n));
    expect(frontEnd.held().fileStates).toBe(KEPT_FILE_STATES);
    // The first file's tree is gone: its next edit is parsed afresh, with the same result.
    expect(frontEnd.parse('/virtual/kept/file-0.ts', tool(0).replace('Gets 0', 'Gets zero')).functions[0]?.descriptionLiteral?.text).toBe('Gets zero.');
    // Texts that importers may need stay until the file is forgotten.
    expect(frontEnd.held().latestTexts).toBe(files);
  });

  it('reads a half-typed import and input nested past the call stack without an internal error', () => {
    const errors: unknown[] = [];
    const frontEnd = createTypeScriptFrontEnd((entry) => errors.push(entry));
    // No module string yet: the import is skipped, the file is still read.
    expect(frontEnd.parse('/virtual/broken/half-import.ts', 'import{registerTool').functions).toEqual([]);
    const tool = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from\nconst s = new McpServer({ name: 'n', version: '1' });\ns.registerTool('t', { description: 'Gets one.' }, async () => ({ content: [] }));\n`;
    expect(frontEnd.parse('/virtual/broken/half-import-tool.ts', tool).functions.map((f) => f.id)).toEqual(['t']);
    // 300,000 tagged templates in a row: the parser recurses once per level.
    const nested = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'q', version: '1' });\nconst banner = ${'`x` '.repeat(250_000)};\nserver.registerTool('greet', { description: 'Greets.' }, async () => ({ content: [] }));\n`;
    frontEnd.parse('/virtual/broken/nested.ts', nested);
    // And again after an edit, parsed incrementally.
    frontEnd.parse('/virtual/broken/nested.ts', nested.replace('Greets.', 'Greets one.'));
    expect(errors).toEqual([]);
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../server/src/core/analyzer';
import { createTypeScriptFrontEnd } from '../../../server/src/core/languages/typescript/index';
import type { FileModel } from '../../../server/src/core/model/file-model';
import { internalErrors } from '../../helpers/internal-errors';
import { seededRandom } from '../../helpers/seeded-random';

/**
 * The TypeScript front end re-parses an edited file incrementally and re-reads only the tool
 * registrations an edit touched. After every edit its model must equal what a new front end
 * reads from the same text.
 */
const CASES = path.join(__dirname, 'cases');

/** The whole model as plain JSON (sets as arrays, in insertion order). */
function plain(model: FileModel): unknown {
  return JSON.parse(JSON.stringify(model, (_key, value: unknown) => (value instanceof Set ? [...value] : value)));
}

const INSERTS = ['x', ' ', '\n', '\n\n', "'", '"', '(', ')', '{', '}', ',', 'quickly ', '// note\n', 'const extra = 1;\n', ' + DESCRIPTION', 'z.string()', '!'];

/** Applies `count` random edits, checking the model after each one against a fresh parse. */
function checkEdits(file: string, text: string, seed: number, count: number): void {
  const next = seededRandom(seed);
  const frontEnd = createTypeScriptFrontEnd();
  frontEnd.parse(file, text);
  for (let i = 0; i < count; i++) {
    const at = Math.floor(next() * (text.length + 1));
    if (next() < 0.6) {
      text = text.slice(0, at) + INSERTS[Math.floor(next() * INSERTS.length)] + text.slice(at);
    } else {
      text = text.slice(0, at) + text.slice(Math.min(text.length, at + 1 + Math.floor(next() * 6)));
    }
    const edited = frontEnd.parse(file, text);
    const fresh = createTypeScriptFrontEnd().parse(file, text);
    expect(plain(edited), `edit ${i} (seed ${seed})`).toEqual(plain(fresh));
  }
}

/** Many registrations, some reading constants declared elsewhere in the file. */
function manyTools(count: number): string {
  const parts = [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    "const DESCRIPTION = 'Lists the items in a folder.';",
    'const server = new McpServer({ name: "bench", version: "1.0.0" });',
    '',
  ];
  for (let i = 0; i < count; i++) {
    const description = i % 3 === 0 ? 'DESCRIPTION' : `'Archives item ${i} so it no longer shows.'`;
    parts.push(
      `server.registerTool(`,
      `  'tool_${i}',`,
      `  {`,
      `    description: ${description},`,
      `    inputSchema: { id: z.string().describe('The ID of item ${i}.'), limit: z.number().optional() },`,
      `  },`,
      `  async ({ id }) => {`,
      `    const step = await store.prepare('archive', ${i});`,
      `    return { content: [{ type: 'text', text: JSON.stringify(step ?? id) }] };`,
      `  },`,
      `);`,
      '',
    );
  }
  return parts.join('\n');
}

describe('TypeScript front end after edits', () => {
  it('gives the same model as a fresh parse after random edits of a file with many tools', () => {
    const file = path.join(CASES, 'edits', 'tools.ts');
    for (const seed of [1, 2, 3]) checkEdits(file, manyTools(12), seed, 60);
  });

  it('gives the same model as a fresh parse after typing in a description, a body and above a tool', () => {
    const file = path.join(CASES, 'edits', 'tools.ts');
    let text = manyTools(6);
    const frontEnd = createTypeScriptFrontEnd();
    frontEnd.parse(file, text);
    const points = [text.indexOf("'Archives item 4") + 3, text.indexOf("prepare('archive', 4") + 9, text.indexOf("server.registerTool(\n  'tool_2'")];
    for (const at of points) {
      for (const insert of ['q', 'qu', '\n', '']) {
        text = text.slice(0, at) + insert + text.slice(at);
        expect(plain(frontEnd.parse(file, text))).toEqual(plain(createTypeScriptFrontEnd().parse(file, text)));
      }
    }
  });

  it('moves tools down a file without touching data that looks like a position', () => {
    const file = path.join(CASES, 'edits', 'web.ts');
    // The second tool's literal data looks like positions inside it (lines 8 to 14).
    const tool = (name: string, line: number) =>
      [
        'navigator.modelContext.registerTool({',
        `  name: '${name}',`,
        "  description: 'Picks a spot on the page.',",
        `  inputSchema: { type: 'object', properties: { at: { type: 'object', default: { line: ${line}, character: 2 } } } },`,
        `  annotations: { line: { line: ${line + 1}, character: 4 }, readOnlyHint: true },`,
        '  execute: async () => ({}),',
        '});',
      ].join('\n');
    let text = `${tool('pick', 1)}\n\n${tool('drop', 9)}\n`;
    const frontEnd = createTypeScriptFrontEnd();
    frontEnd.parse(file, text);
    for (const insert of ['\n', '\n\n', '// moved\n']) {
      // Inside the first tool, so the second one moves down and is taken from the cache.
      const at = text.indexOf('  name:');
      text = text.slice(0, at) + insert + text.slice(at);
      const edited = frontEnd.parse(file, text);
      expect(plain(edited)).toEqual(plain(createTypeScriptFrontEnd().parse(file, text)));
      expect(edited.functions[1]?.tool?.annotations?.line?.value).toEqual({ line: 10, character: 4 });
    }
  });

  it('gives the same findings as a fresh analysis after edits', async () => {
    const uri = 'file:///virtual/edits/tools.ts';
    const next = seededRandom(11);
    let text = manyTools(10);
    const analyzer = await createAnalyzer();
    analyzer.registry.update(uri, text);
    analyzer.findings(uri);
    for (let i = 0; i < 30; i++) {
      const at = Math.floor(next() * (text.length + 1));
      text = text.slice(0, at) + INSERTS[Math.floor(next() * INSERTS.length)] + text.slice(at);
      analyzer.registry.update(uri, text);
      const fresh = await createAnalyzer();
      fresh.registry.update(uri, text);
      expect(JSON.stringify(analyzer.findings(uri)), `edit ${i}`).toBe(JSON.stringify(fresh.findings(uri)));
      expect(internalErrors(fresh), `edit ${i}`).toEqual([]);
    }
    expect(internalErrors(analyzer)).toEqual([]);
  });

  for (const name of fs.readdirSync(CASES).sort()) {
    const file = path.join(CASES, name, 'input.ts');
    if (!fs.existsSync(file)) continue;
    // Files with TypeScript AppFunctions run the type checker on every edit and every fresh parse:
    // 46 s on a loaded 2-core machine, so they get more than the file's default time.
    it(`gives the same model as a fresh parse after random edits of ${name}`, { timeout: 180_000 }, () => {
      checkEdits(file, fs.readFileSync(file, 'utf8'), name.length, 25);
    });
  }
});

describe('an incremental parse that overflows the stack', () => {
  it('leaves no used-up tree behind: the next edit parses afresh, with no internal error', () => {
    const errors: unknown[] = [];
    const frontEnd = createTypeScriptFrontEnd((entry) => errors.push(entry.error));
    const file = 'file:///w/src/greeting.ts';
    const server = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'greeter', version: '1.0.0' });\n";
    const text = `${server}export const greeting = 'hello';\n`;
    frontEnd.parse(file, text);
    // 200,000 negations: the compiler's parser recurses once per operator.
    const overflowing = `${server}export const greeting = ${'!'.repeat(200_000)}'hello';\n`;
    expect(frontEnd.parse(file, overflowing).functions).toEqual([]);
    const after = frontEnd.parse(file, `${server}export const greeting = 'hi';\n`);
    expect(after.syntaxErrors).toEqual([]);
    expect(errors.map(String)).toEqual([]);
  });
});

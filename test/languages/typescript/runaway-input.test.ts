import { describe, expect, it, vi } from 'vitest';
import { ts } from 'ts-morph';
import { createTypeScriptFrontEnd } from '../../../server/src/core/languages/typescript/index';
import { MAX_READ_ARGUMENTS } from '../../../server/src/core/languages/typescript/call-arguments';
import { MAX_WORD_PAIRS, MAX_WORD_PAIRS_JSX, tokenCount, wordPairs } from '../../../server/src/core/languages/typescript/prose-check';
import { isNotReadableAsCode, isTreeTooLarge, treeSizeLimit } from '../../../server/src/core/model/parse-budget';
import { Resolver } from '../../../server/src/core/languages/typescript/resolve';

/**
 * TypeScript inputs that are not code, or not code as written by hand: prose pasted where code
 * goes, and object literals that error recovery filled with hundreds of thousands of properties.
 * The front end must refuse the first before parsing and read the second in linear time.
 */
const standard = (text: string, limit = 1_000) => wordPairs(text, ts.LanguageVariant.Standard, limit);

const TOOL = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'garden', version: '1.0.0' });
`;

describe('words in a row where code needs an operator', () => {
  it('counts an identifier that follows another on the same line, and nothing in written code', () => {
    // Eight words a line give seven pairs; the line break between lines breaks the run.
    const prose = 'Plants tomatoes beside carrots near sunny fences daily\n'.repeat(200);
    expect(standard(prose)).toBe(1_001);
    expect(standard(prose, 5_000)).toBe(1_400);
    // Keywords, contextual ones too, are not identifiers: 'in', 'of', 'as', 'type' break a run.
    expect(standard('seeds in beds of soil as type\n'.repeat(400))).toBe(0);
    const written = `${TOOL}
export async function plant(bed: string, seeds: number): Promise<string> {
  const label = \`Planted \${seeds} seeds in bed \${bed} and watered them \${'twice'} today\`;
  if (typeof bed === 'string' && seeds instanceof Number) return label as string;
  for (const seed of [1, 2, 3]) void seed;
  return /* a comment with many words in it */ 'a string with many words in it';
}
`.repeat(40);
    expect(standard(written, 200)).toBe(0);
  });

  it('does not scan a text too short to pass the limit', () => {
    expect(standard('a b c d e f', 10)).toBe(0);
  });

  it('takes the text of a template after each substitution for text, not code', () => {
    const template = '`${a} then some more words ${b} and yet more words here ${c}`;\n'.repeat(100);
    expect(standard(template, 100)).toBe(0);
    // A nested template inside a substitution, and an object literal's braces inside another.
    const nested = '`outer words ${`inner words ${x} more inner words`} outer again ${ { a: 1 }.a } last words`;\n'.repeat(100);
    expect(standard(nested, 100)).toBe(0);
  });

  it('refuses a tool file with a megabyte of pasted prose, before parsing it', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const text = `${TOOL}${'This tool is used to plant the seeds in the bed. '.repeat(20_000)}\nserver.registerTool('plant', { description: 'Plants seeds.' }, async () => ({ content: [] }));\n`;
    let thrown: unknown;
    try {
      frontEnd.parse('file:///garden/server.ts', text);
    } catch (error) {
      thrown = error;
    }
    expect(isNotReadableAsCode(thrown)).toBe(true);
    expect(thrown).toMatchObject({ limit: MAX_WORD_PAIRS });
    // Nothing of the refused text is kept: the file parses normally once the prose is gone.
    expect(frontEnd.held().fileStates).toBe(0);
    const model = frontEnd.parse('file:///garden/server.ts', `${TOOL}server.registerTool('plant', { description: 'Plants seeds.' }, async () => ({ content: [] }));\n`);
    expect(model.functions.map((fn) => fn.id)).toEqual(['plant']);
  });

  it('reads a TSX page with as many words of JSX text as a TypeScript file may not have', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const paragraph = `      <p>${'Water the bed in the morning and again at dusk '.repeat(3)}</p>\n`;
    const pairs = 3 * 10 - 1;
    const page = `import { useEffect } from 'react';

export function Garden() {
  useEffect(() => {
    navigator.modelContext.registerTool({ name: 'water_bed', description: 'Waters one bed.', execute: async () => 'ok' });
  }, []);
  return (
    <main>
${paragraph.repeat(Math.ceil((MAX_WORD_PAIRS * 1.5) / pairs))}    </main>
  );
}
`;
    expect(wordPairs(page, ts.LanguageVariant.JSX, MAX_WORD_PAIRS_JSX)).toBeGreaterThan(MAX_WORD_PAIRS);
    const model = frontEnd.parse('file:///garden/page.tsx', page);
    expect(model.functions.map((fn) => fn.id)).toEqual(['water_bed']);
  });
});

describe('tokens far denser than code', () => {
  const count = (text: string, limit: number) => tokenCount(text, ts.LanguageVariant.Standard, limit);

  it('counts a string or a template text as one token and a comment as none', () => {
    const line = `const note = 'a long string with many words in it'; // a comment with many words\n`;
    // const, note, =, the string, ; — five a line.
    expect(count(line.repeat(100), 100)).toBe(101);
    expect(count(line.repeat(100), 1_000)).toBe(500);
    const template = 'x = `words ${y} more words ${z} last words`;\n'.repeat(100);
    // x, =, head, y, middle, z, tail, ; — eight a line.
    expect(count(template, 1_000)).toBe(800);
  });

  it('does not read a text too short to pass the limit', () => {
    expect(count('a.b.a.b', 10)).toBe(0);
  });

  it('refuses a tool file of a megabyte of member accesses before parsing it, and reads written code of the same size', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const maxTreeSize = treeSizeLimit(2 * 1024 * 1024);
    const runaway = `${TOOL}export const chain = ${'a.b.'.repeat(250_000)}c;\nserver.registerTool('plant', { description: 'Plants seeds.' }, async () => ({ content: [] }));\n`;
    let thrown: unknown;
    try {
      frontEnd.parse('file:///garden/server.ts', runaway, { maxTreeSize });
    } catch (error) {
      thrown = error;
    }
    expect(isTreeTooLarge(thrown)).toBe(true);
    expect(thrown).toMatchObject({ what: 'tokens', limit: maxTreeSize });
    expect(frontEnd.held().fileStates).toBe(0);
    // A megabyte of tool registrations, each with its schema and a long description.
    const tools = Array.from(
      { length: 900 },
      (_, i) =>
        `server.registerTool('plant_${i}', { description: 'Plants seeds in bed ${i}. ${'Keeps the rows apart and waters them once. '.repeat(20)}', inputSchema: { bed: z.string().describe('The bed to plant'), seeds: z.number().int().min(1).describe('How many seeds') } }, async ({ bed, seeds }) => ({ content: [{ type: 'text', text: \`\${seeds} in \${bed}\` }] }));\n`,
    );
    const written = `${TOOL}${tools.join('')}`;
    expect(written.length).toBeGreaterThan(1_000_000);
    expect(frontEnd.parse('file:///garden/server.ts', written, { maxTreeSize }).functions).toHaveLength(900);
  });
});

describe('trees far larger than their tokens', () => {
  it('refuses a text whose parse builds more nodes than the limit, though its tokens are fewer, and keeps nothing of it', () => {
    const frontEnd = createTypeScriptFrontEnd();
    // Each tagged template is two tokens and three nodes, the tag nesting in the next one's.
    const chained = `${TOOL}export const chained = ${'x`a` '.repeat(3_000)};\n`;
    expect(tokenCount(chained, ts.LanguageVariant.Standard, 8_000)).toBeLessThan(8_000);
    let thrown: unknown;
    try {
      frontEnd.parse('file:///garden/server.ts', chained, { maxTreeSize: 8_000 });
    } catch (error) {
      thrown = error;
    }
    expect(isTreeTooLarge(thrown)).toBe(true);
    expect(thrown).toMatchObject({ what: 'nodes', limit: 8_000 });
    expect((thrown as { count: number }).count).toBeGreaterThan(8_000);
    expect(frontEnd.held()).toEqual({ fileStates: 0, latestTexts: 0, projectFiles: 0 });
  });

  it('refuses the same text pasted into a file it was parsing incrementally', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const start = `${TOOL}export const chained = 1;\n`;
    frontEnd.parse('file:///garden/server.ts', start, { maxTreeSize: 8_000 });
    expect(frontEnd.held().fileStates).toBe(1);
    const pasted = start.replace('= 1;', `= ${'x`a` '.repeat(3_000)};`);
    expect(() => frontEnd.parse('file:///garden/server.ts', pasted, { maxTreeSize: 8_000 })).toThrow(/more than 8000 nodes/);
    expect(frontEnd.held().fileStates).toBe(0);
    // Without the limit the same text is read.
    expect(frontEnd.parse('file:///garden/server.ts', pasted).uri).toBe('file:///garden/server.ts');
  });
});

describe('object literals and calls filled by error recovery', () => {
  it('reads a tool whose object holds a quarter of a million stray properties, keys in order, the last of a key winning', () => {
    const frontEnd = createTypeScriptFrontEnd();
    // Shorthand properties by the quarter million, as recovery makes of a pasted list.
    const stray = 'word, '.repeat(250_000);
    const text = `const tool = {
  name: 'first_name',
  description: 'Plants one bed.', ${stray}
  name: 'water_bed',
  execute: async () => 'ok',
};
navigator.modelContext.registerTool(tool);
`;
    const model = frontEnd.parse('file:///garden/tool.js', text);
    const fn = model.functions[0];
    expect(fn?.id).toBe('water_bed');
    expect(fn?.descriptionLiteral?.text).toBe('Plants one bed.');
    expect(fn?.tool?.keys?.slice(0, 3)).toEqual(['name', 'description', 'word']);
    expect(fn?.tool?.keys?.at(-1)).toBe('execute');
  });

  it('reads a registration whose call holds a hundred thousand arguments, keeping the first ones', () => {
    const frontEnd = createTypeScriptFrontEnd();
    const text = `${TOOL}server.tool('plan_week', 'Plans the week of sowing.'${', crop'.repeat(100_000)}, async () => ({ content: [] }));\n`;
    const model = frontEnd.parse('file:///garden/server.ts', text);
    const fn = model.functions[0];
    expect(fn?.id).toBe('plan_week');
    expect(fn?.tool?.call?.args).toHaveLength(MAX_READ_ARGUMENTS);
    expect(fn?.tool?.call?.args[0]?.text).toBe("'plan_week'");
  });

  it('reads a zod chain of a quarter million steps as unresolved, in linear time', () => {
    const frontEnd = createTypeScriptFrontEnd();
    // Collecting each step at the front of the chain made this quadratic (15 s for a megabyte).
    const chain = '.etc'.repeat(250_000);
    const text = `${TOOL}server.registerTool('plant', { description: 'Plants seeds.', inputSchema: { row: z.number()${chain} } }, async () => ({ content: [] }));\n`;
    const model = frontEnd.parse('file:///garden/server.ts', text);
    const fn = model.functions[0];
    expect(fn?.id).toBe('plant');
    expect(fn?.tool?.inputSchema?.form).toBe('shape');
    expect(fn?.tool?.inputSchema?.resolved).toBe(false);
    const row = fn?.tool?.inputSchema?.zod;
    expect(row?.kind === 'object' && row.entries[0]?.value.kind).toBe('unresolved');
  });
});

describe('wrappers that hand one object parameter to each other', () => {
  /** A wrapper that registers through an inner one, forwarding `count` values of its object parameter. */
  const forwarding = (count: number) => {
    const keys = Array.from({ length: count }, (_, i) => `extra${i}`);
    const fields = keys.map((key) => `${key}?: unknown`).join('; ');
    const passed = keys.map((key) => `${key}: args.${key}`).join(', ');
    return `${TOOL}
export function registerInner(args: { name: string; description: string; inputSchema?: unknown; ${fields} }): void {
  server.registerTool(args.name, { description: args.description, inputSchema: args.inputSchema as never }, (() => ({ content: [] })) as never);
}
export function registerOuter(args: { name: string; description: string; inputSchema?: unknown; ${fields} }): void {
  registerInner({ name: args.name, description: args.description, inputSchema: args.inputSchema, ${passed} });
}
registerOuter({ name: 'plant', description: 'Plants seeds.', inputSchema: {}, ${keys.map((key) => `${key}: 1`).join(', ')} });
`;
  };

  it('reads a name inside the bound object as the caller’s, so the work grows with the values, not exponentially', () => {
    // Both wrappers call their parameter `args`: reading `args.inputSchema` inside the object bound
    // to the inner `args` through that same object again branched at every property (ten values
    // took more than twenty minutes).
    const lookups = (count: number) => {
      const spy = vi.spyOn(Resolver.prototype, 'definition');
      const model = createTypeScriptFrontEnd().parse(`file:///garden/wrappers-${count}.ts`, forwarding(count));
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      // The outer wrapper's call is the one tool, read through both wrappers.
      expect(model.functions.map((fn) => [fn.id, fn.descriptionLiteral?.text])).toEqual([['plant', 'Plants seeds.']]);
      return calls;
    };
    const few = lookups(2);
    const many = lookups(10);
    expect(many).toBeLessThan(few * 10);
  });
});

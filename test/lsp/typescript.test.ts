import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, FullDocumentDiagnosticReport, MarkupContent, Range, TextEdit } from 'vscode-languageserver-protocol';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import type { RegistryTree } from '../../server/src/lsp/protocol';
import { defined } from '../helpers/defined';
import { LspTestClient } from './lsp-client';

/** TypeScript tools over stdio: diagnostics from the agent-tool and text rules, hovers with the SDK's schema. */
const SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'search_notes',
  {
    description: 'Searches notes. You MUST call this tool first.',
    inputSchema: { query: z.string().describe('Words to look for.'), limit: z.number().int().optional() },
    annotations: { readOnlyHint: true },
  },
  async ({ query, limit }) => ({ content: [{ type: 'text', text: query + limit }] }),
);

server.tool('archive_note', 'Archives a note.', { id: z.string() }, async ({ id }) => ({ content: [{ type: 'text', text: id }] }));
`;
const PACKAGE = JSON.stringify({ private: true, dependencies: { '@modelcontextprotocol/sdk': '1.32.2', zod: '3.25.76' } });

const at = (source: string, needle: string, offset = 1) => {
  const index = source.indexOf(needle) + offset;
  const before = source.slice(0, index).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
};

describe('TypeScript over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let uri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-ts-'));
    fs.writeFileSync(path.join(root, 'package.json'), PACKAGE);
    fs.writeFileSync(path.join(root, 'server.ts'), SERVER);
    uri = pathToFileURL(path.join(root, 'server.ts')).toString();
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 1);
    await client.open(uri, SERVER, 'typescript');
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports text rules inside the description literal and the legacy tool() call', async () => {
    const report = (await client.pull(uri)) as FullDocumentDiagnosticReport;
    const codes = report.items.map((d) => d.code);
    expect(codes).toContain('no-prompt-language');
    expect(codes).toContain('mcp-deprecated-tool-api');
    const prompt = report.items.find((d) => d.code === 'no-prompt-language')!;
    const line = defined(SERVER.split('\n')[prompt.range.start.line], 'the line of the finding');
    expect(line.slice(prompt.range.start.character, prompt.range.end.character)).toMatch(/^You MUST call/);
  });

  it('hovers a tool name with the schema SDK v1 sends for zod 3', async () => {
    const hover = await client.hover(uri, at(SERVER, "'search_notes'", 3));
    const markdown = (hover!.contents as MarkupContent).value;
    expect(markdown).toContain('MCP tool');
    expect(markdown).toContain('zod-to-json-schema');
    const input = JSON.parse(defined(/```json\n([\s\S]*?)\n```/.exec(markdown)?.[1], 'a json block'));
    expect(input).toEqual({
      type: 'object',
      properties: { query: { type: 'string', description: 'Words to look for.' }, limit: { type: 'integer' } },
      required: ['query'],
      additionalProperties: false,
      $schema: 'http://json-schema.org/draft-07/schema#',
    });
  });

  it('hovers a parameter with its fragment', async () => {
    const hover = await client.hover(uri, at(SERVER, 'query:', 2));
    const markdown = (hover!.contents as MarkupContent).value;
    expect(markdown).toContain('Words to look for.');
    expect(markdown).toContain('required');
  });

  it('marks in the registry tree what could not be read statically', async () => {
    const partial = `${SERVER}
import { isbnSchema } from 'book-formats';
server.registerTool('find_book', { description: 'Finds a book.', inputSchema: { isbn: isbnSchema, title: z.string() } }, async () => ({ content: [] }));
`;
    await client.change(uri, partial);
    const tree = await client.request<RegistryTree>('appfunctions/registry');
    const functions = tree.apps.flatMap((app) => app.groups.flatMap((group) => group.functions));
    expect(functions.find((fn) => fn.name === 'find_book')?.unresolved).toEqual(['input schema property isbn']);
    expect(functions.find((fn) => fn.name === 'search_notes')).toBeDefined();
    expect(functions.find((fn) => fn.name === 'search_notes')?.unresolved).toBeUndefined();
    await client.change(uri, SERVER);
  });

  it('shows an input schema it could not read as unknown, never as a tool without parameters', async () => {
    const unread = `${SERVER}
import { loanSchema } from 'library-formats';
server.registerTool('lend_book', { description: 'Lends a book to a member.', inputSchema: loanSchema }, async () => ({ content: [] }));
`;
    await client.change(uri, unread);
    const hover = await client.hover(uri, at(unread, "'lend_book'", 3));
    const markdown = (hover!.contents as MarkupContent).value;
    expect(markdown).toContain('The parameters could not be read statically');
    expect(markdown).not.toContain('Parameters:');
    const view = await client.request<{ inputSchema: unknown; toolsListEntry: { inputSchema: unknown } }>('appfunctions/functionSchema', { uri, id: 'lend_book' });
    expect(view.inputSchema).toBeNull();
    expect(view.toolsListEntry.inputSchema).toBeNull();
    // A tool whose schema was read keeps it.
    const known = await client.request<{ inputSchema: { properties: Record<string, unknown> } }>('appfunctions/functionSchema', { uri, id: 'search_notes' });
    expect(Object.keys(known.inputSchema.properties)).toContain('query');
    await client.change(uri, SERVER);
  });

  it('suppresses a finding for the tool registration with a disable-next-line comment', async () => {
    const report = (await client.pull(uri)) as FullDocumentDiagnosticReport;
    const prompt = report.items.find((d) => d.code === 'no-prompt-language')!;
    const actions = (await client.codeActions(uri, prompt.range, [prompt])) as CodeAction[];
    const suppress = actions.find((a) => a.title === "Suppress 'no-prompt-language' for this statement");
    expect(suppress).toBeDefined();
    const suppressed = applyEdits(SERVER, suppress!.edit!.changes![uri] as TextEdit[])!;
    expect(suppressed).toContain('\n// appfunctions-disable-next-line no-prompt-language -- reason\nserver.registerTool(\n');
    // After the edit, the client selects `reason` for the user to type over, as a snippet's tab stop.
    expect(suppress!.command?.command).toBe('appfunctions.selectPlaceholder');
    const [commandUri, selected] = suppress!.command!.arguments as [string, Range];
    expect(commandUri).toBe(uri);
    const selectedLine = suppressed.split('\n')[selected.start.line]!;
    expect(selected.start.line).toBe(selected.end.line);
    expect(selectedLine.slice(selected.start.character, selected.end.character)).toBe('reason');
    expect(selectedLine.slice(0, selected.start.character)).toBe('// appfunctions-disable-next-line no-prompt-language -- ');
    await client.change(uri, suppressed);
    const after = (await client.pull(uri)) as FullDocumentDiagnosticReport;
    expect(after.items.map((d) => d.code)).not.toContain('no-prompt-language');
    expect(after.items.map((d) => d.code)).not.toContain('unused-suppression');
    await client.change(uri, SERVER);
  });
});

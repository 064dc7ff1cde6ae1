import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../server/src/cli/appfunctions-lint';

/**
 * `appfunctions-lint --mcp`: the bundled command serving its checks over stdio, called through the
 * MCP SDK's own client as a coding agent would.
 */
const CLI = path.join(__dirname, '..', '..', 'dist', 'cli.js');

const SHOUTING_KOTLIN = `package com.example.notes

import androidx.appfunctions.AppFunctionContext
import androidx.appfunctions.service.AppFunction

class NoteFunctions {
    /**
     * Deletes a note. NEVER call this without asking!
     *
     * @param noteId The note to delete.
     */
    @AppFunction
    suspend fun deleteNote(context: AppFunctionContext, noteId: String) {}
}
`;

interface Output {
  findings: { file: string; line: number; ruleId: string; severity: string }[];
  filesChecked: number;
}

let workspace: string;
let outside: string;
let client: Client;

beforeAll(async () => {
  expect(fs.existsSync(CLI), `${CLI} is missing: run 'npm run build' first`).toBe(true);
  workspace = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-mcp-')));
  outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-mcp-outside-')));
  fs.mkdirSync(path.join(workspace, 'app'));
  fs.writeFileSync(path.join(workspace, 'app', 'NoteFunctions.kt'), SHOUTING_KOTLIN);
  fs.writeFileSync(path.join(outside, 'Other.kt'), SHOUTING_KOTLIN);
  client = new Client({ name: 'appfunctions-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, '--mcp'], cwd: workspace, stderr: 'pipe' }));
}, 30_000);

afterAll(async () => {
  await client?.close();
  fs.rmSync(workspace, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('appfunctions-lint --mcp', () => {
  it('introduces itself and lists its three read-only tools with their schemas', async () => {
    expect(client.getServerVersion()?.name).toBe('appfunctions-lint');
    expect(client.getInstructions()).toMatch(/AppFunctions quality guidelines/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['check_files', 'check_source', 'explain_rule']);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    expect(tools.find((tool) => tool.name === 'check_files')?.inputSchema.required).toEqual(['paths']);
  });

  it('check_files reports the problems of a folder, with paths relative to the working directory', async () => {
    const answer = await client.callTool({ name: 'check_files', arguments: { paths: ['app'] } });
    expect(answer.isError).toBeFalsy();
    const output = answer.structuredContent as unknown as Output;
    expect(output.filesChecked).toBe(1);
    expect(output.findings.map((f) => [f.file, f.ruleId])).toContainEqual(['app/NoteFunctions.kt', 'no-shouting']);
    expect(output.findings.every((f) => f.line >= 1)).toBe(true);
  });

  it('check_files reads nothing outside the working directory', async () => {
    const answer = await client.callTool({ name: 'check_files', arguments: { paths: [path.join(outside, 'Other.kt')] } });
    expect(answer.isError).toBe(true);
    expect(JSON.stringify(answer.content)).toMatch(/Outside the working directory/);
    const traversal = await client.callTool({ name: 'check_files', arguments: { paths: [`../${path.basename(outside)}`] } });
    expect(traversal.isError).toBe(true);
  });

  it('check_source checks text that is not written yet, by its file name', async () => {
    const answer = await client.callTool({ name: 'check_source', arguments: { fileName: 'Draft.kt', text: SHOUTING_KOTLIN } });
    const output = answer.structuredContent as unknown as Output;
    expect(output.findings.map((f) => [f.file, f.ruleId])).toContainEqual(['Draft.kt', 'no-shouting']);
    const clean = await client.callTool({ name: 'check_source', arguments: { fileName: 'Draft.kt', text: SHOUTING_KOTLIN.replace(' NEVER call this without asking!', '') } });
    expect((clean.structuredContent as unknown as Output).findings.filter((f) => f.ruleId === 'no-shouting')).toEqual([]);
    const unknown = await client.callTool({ name: 'check_source', arguments: { fileName: 'notes.txt', text: 'hello' } });
    expect(unknown.isError).toBe(true);
  });

  it('explain_rule returns the rule page, and says so for an unknown rule', async () => {
    const answer = await client.callTool({ name: 'explain_rule', arguments: { ruleId: 'no-shouting' } });
    const output = answer.structuredContent as { ruleId: string; page: string; fixable: boolean };
    expect(output.ruleId).toBe('no-shouting');
    expect(output.page).toMatch(/^# no-shouting/);
    expect(output.fixable).toBe(true);
    const unknown = await client.callTool({ name: 'explain_rule', arguments: { ruleId: 'no-such-rule' } });
    expect(unknown.isError).toBe(true);
  });

  it('takes no paths and no output options', async () => {
    const errors: string[] = [];
    expect(
      await run(
        ['--mcp', 'app'],
        () => {},
        (text) => errors.push(text),
      ),
    ).toBe(2);
    expect(
      await run(
        ['--mcp', '--format', 'json'],
        () => {},
        (text) => errors.push(text),
      ),
    ).toBe(2);
    expect(errors.join('')).toMatch(/--mcp takes no paths[\s\S]*--mcp cannot be combined/);
  });

  it('describes its own tools as the guidelines ask: the command finds nothing in them', async () => {
    const out: string[] = [];
    const code = await run(
      ['--format', 'json', path.join(__dirname, '..', '..', 'server', 'src', 'cli', 'mcp-server.ts')],
      (text) => out.push(text),
      () => {},
    );
    expect(JSON.parse(out.join(''))).toEqual([]);
    expect(code).toBe(0);
  });
});

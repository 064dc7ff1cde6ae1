import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializeResult } from 'vscode-languageserver-protocol';
import * as protocol from '../../server/src/lsp/protocol';
import { LspTestClient } from './lsp-client';

/**
 * Every request the server handles, sent with parameters it cannot read: each is answered with
 * JSON-RPC InvalidParams (-32602) and a message naming the field, never InternalError (-32603),
 * and the server keeps answering well-formed requests afterwards.
 */
const INVALID_PARAMS = -32602;
const FILE = 'file:///workspace/Notes.kt';
const POSITION = { line: 0, character: 0 };
const RANGE = { start: POSITION, end: POSITION };

/** Method, parameters, and the field the message must name. */
const CASES: [string, unknown, string][] = [
  ['textDocument/diagnostic', {}, 'textDocument'],
  ['textDocument/diagnostic', { textDocument: {} }, 'textDocument.uri'],
  ['textDocument/diagnostic', { textDocument: { uri: '/not/a/uri/Notes.kt' } }, 'textDocument.uri'],
  ['textDocument/diagnostic', { textDocument: { uri: FILE }, previousResultId: 7 }, 'previousResultId'],
  ['workspace/diagnostic', {}, 'previousResultIds'],
  ['workspace/diagnostic', { previousResultIds: [{ uri: 3, value: 'x' }] }, 'previousResultIds[0].uri'],
  ['workspace/diagnostic', { previousResultIds: ['x'] }, 'previousResultIds[0]'],
  ['textDocument/hover', { textDocument: { uri: FILE } }, 'position'],
  ['textDocument/hover', { position: POSITION }, 'textDocument'],
  ['textDocument/hover', { textDocument: { uri: FILE }, position: { line: -1, character: 0 } }, 'position.line'],
  ['textDocument/hover', { textDocument: { uri: FILE }, position: { line: 0, character: 1.5 } }, 'position.character'],
  ['textDocument/hover', { textDocument: { uri: 'Notes.kt' }, position: POSITION }, 'textDocument.uri'],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, range: RANGE }, 'context'],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, context: { diagnostics: [] } }, 'range'],
  ['textDocument/codeAction', { range: RANGE, context: { diagnostics: [] } }, 'textDocument'],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, range: RANGE, context: {} }, 'context.diagnostics'],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, range: RANGE, context: { diagnostics: [{ message: 'x' }] } }, 'context.diagnostics[0].range'],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, range: { start: POSITION, end: { line: 0, character: -4 } }, context: { diagnostics: [] } }, 'range.end.character'],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, range: RANGE, context: { diagnostics: [], only: 'quickfix' } }, 'context.only'],
  ['appfunctions/schemaPreview', {}, 'uri'],
  ['appfunctions/schemaPreview', { uri: FILE, line: -2 }, 'line'],
  ['appfunctions/schemaPreview', { uri: FILE, view: 'yaml' }, 'view'],
  ['appfunctions/schemaPreview', { uri: FILE, id: 4 }, 'id'],
  ['appfunctions/functionSchema', {}, 'id'],
  ['appfunctions/functionSchema', { id: 'f' }, 'uri'],
  ['appfunctions/functionSchema', { uri: FILE, id: 'noSuchFunction' }, 'noSuchFunction'],
];

/** Every request method the server answers, with well-formed parameters. */
const WELL_FORMED: [string, unknown][] = [
  ['textDocument/diagnostic', { textDocument: { uri: FILE } }],
  ['workspace/diagnostic', { previousResultIds: [] }],
  ['textDocument/hover', { textDocument: { uri: FILE }, position: { line: 10_000, character: 10_000 } }],
  ['textDocument/codeAction', { textDocument: { uri: FILE }, range: RANGE, context: { diagnostics: [] } }],
  ['appfunctions/schemaPreview', { uri: FILE, view: 'json' }],
  ['codeAction/resolve', { title: 'Fix all', data: { fixAll: 3 } }],
  ['appfunctions/registry', undefined],
  ['appfunctions/exportRegistry', undefined],
];

describe('malformed request parameters', () => {
  let client: LspTestClient;
  let initialized: InitializeResult;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-params-'));
    client = new LspTestClient();
    initialized = await client.initialize(pathToFileURL(root).toString());
    await client.waitFor('appfunctions/status');
  });

  afterAll(async () => {
    await client.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('covers every request the server declares', () => {
    const tested = new Set([...CASES.map(([method]) => method), ...WELL_FORMED.map(([method]) => method)]);
    // The standard requests behind the capabilities it declares, and every custom request of protocol.ts.
    const { capabilities } = initialized;
    const declared = Object.entries(protocol)
      .filter(([name]) => name.endsWith('_REQUEST'))
      .map(([, method]) => method as string);
    if (capabilities.hoverProvider) declared.push('textDocument/hover');
    if (capabilities.codeActionProvider) declared.push('textDocument/codeAction');
    if (typeof capabilities.codeActionProvider === 'object' && capabilities.codeActionProvider.resolveProvider) declared.push('codeAction/resolve');
    if (capabilities.diagnosticProvider) declared.push('textDocument/diagnostic', 'workspace/diagnostic');
    expect(declared.length).toBeGreaterThanOrEqual(8);
    for (const method of declared) expect(tested).toContain(method);
  });

  for (const [method, params, field] of CASES) {
    it(`${method} ${JSON.stringify(params)} -> InvalidParams naming ${field}`, async () => {
      const error = await client.request(method, params).then(
        () => undefined,
        (e: { code: number; message: string }) => e,
      );
      expect(error).toMatchObject({ code: INVALID_PARAMS });
      expect(error!.message).toContain(`'${field}'`);
    });
  }

  for (const [method, params] of WELL_FORMED) {
    it(`${method} still answers well-formed parameters`, async () => {
      await expect(client.request(method, params)).resolves.not.toBeInstanceOf(Error);
    });
  }
});

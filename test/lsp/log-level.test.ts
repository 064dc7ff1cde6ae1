import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LspTestClient } from './lsp-client';

const NOTE = `package com.example

import androidx.appfunctions.AppFunctionDeclaration

class NoteFunctions {
    @AppFunctionDeclaration
    fun deleteNote(id: String) {}
}
`;

type LogMessage = { type: number; message: string };

/** The server's output channel follows appfunctions.logLevel: off, error, warn, info, debug. */
describe('log level', () => {
  let client: LspTestClient | undefined;
  let root: string | undefined;

  afterEach(async () => {
    await client?.shutdown();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  async function start(logLevel?: string): Promise<{ client: LspTestClient; uri: string }> {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-log-'));
    fs.writeFileSync(path.join(root, 'NoteFunctions.kt'), NOTE);
    client = new LspTestClient();
    client.settings = { enable: true, rules: {}, ...(logLevel ? { logLevel } : {}) };
    await client.initialize(pathToFileURL(root).toString());
    const uri = pathToFileURL(path.join(root, 'NoteFunctions.kt')).toString();
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 1 && !(p as { indexing: boolean }).indexing);
    await client.open(uri, NOTE);
    await client.pull(uri);
    return { client, uri };
  }

  const logs = (c: LspTestClient) => c.notifications.filter((n) => n.method === 'window/logMessage').map((n) => n.params as LogMessage);

  it('writes start and indexing at the default level, and no debug lines', async () => {
    const { client } = await start();
    await client.waitFor('window/logMessage', (p) => (p as LogMessage).message.startsWith('Indexed 1 files'));
    const messages = logs(client).map((m) => m.message);
    expect(messages.some((m) => m.startsWith('AppFunctions language server'))).toBe(true);
    expect(messages.some((m) => m.startsWith('Diagnostics of'))).toBe(false);
  });

  it('adds each pull with its time at debug', async () => {
    const { client, uri } = await start('debug');
    const line = (await client.waitFor('window/logMessage', (p) => (p as LogMessage).message.startsWith('Diagnostics of'))) as LogMessage;
    expect(line.message).toMatch(new RegExp(`^Diagnostics of ${uri.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+ in \\d+\\.\\d ms\\.$`));
    expect(line.type).toBe(4);
  });

  it('writes nothing below errors at error, and takes a changed level at once', async () => {
    const { client, uri } = await start('error');
    // Give the start-up lines time to arrive had they been written.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logs(client)).toEqual([]);
    await client.changeSettings({ enable: true, rules: {}, logLevel: 'debug' });
    // The server asks for the new settings in a request of its own: pull after edits until it has them.
    for (let edit = 0; edit < 50 && !logs(client).some((m) => m.message.startsWith('Diagnostics of')); edit++) {
      await client.change(uri, NOTE.replace('deleteNote', `removeNote${edit}`));
      await client.pull(uri);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logs(client).filter((m) => m.message.startsWith('Diagnostics of')).length).toBeGreaterThan(0);
  });

  it('logs as by default for a value that is not a level', async () => {
    const { client } = await start('loud');
    await client.waitFor('window/logMessage', (p) => (p as LogMessage).message.startsWith('Indexed 1 files'));
  });
});

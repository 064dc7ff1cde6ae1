import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusParams } from '../../server/src/lsp/protocol';
import { LspTestClient } from './lsp-client';

/** The status the client shows: how far indexing got while it runs, the totals after, and "off". */
const FILES = 1500;
const source = (n: number) => `package com.example.f${n}

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "S${n}", appFunctionXmlFileName = "f${n}.xml")
abstract class Feature${n} : AppFunctionService() {
    /** Returns item ${n}. @return The item. */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getItem${n}(): String = "${n}"
}
`;

let root: string;
let client: LspTestClient;
const statuses = () => client.notifications.filter((n) => n.method === 'appfunctions/status').map((n) => n.params as StatusParams);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-status-'));
  for (let n = 0; n < FILES; n++) fs.writeFileSync(path.join(root, `Feature${n}.kt`), source(n));
  client = new LspTestClient();
  await client.initialize(pathToFileURL(root).toString());
  await client.waitFor('appfunctions/status', (p) => (p as StatusParams).files === FILES && !(p as StatusParams).indexing, 90_000);
}, 120_000);

afterAll(async () => {
  await client?.shutdown();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('status', () => {
  it('says how many files of how many are read while indexing, and the totals once done', () => {
    const during = statuses().filter((s) => s.progress);
    expect(during.length, 'progress while a large workspace indexes').toBeGreaterThan(0);
    for (const s of during) {
      expect(s.indexing).toBe(true);
      expect(s.progress!.total).toBe(FILES);
      expect(s.progress!.read).toBeLessThanOrEqual(FILES);
    }
    const last = statuses().at(-1)!;
    expect(last).toMatchObject({ indexing: false, files: FILES, functions: FILES, enabled: true });
    expect(last.progress).toBeUndefined();
  });

  it('says the analysis is off when appfunctions.enable is', async () => {
    await client.changeSettings({ enable: false });
    await client.waitFor('appfunctions/status', (p) => (p as StatusParams).enabled === false);
  });
});

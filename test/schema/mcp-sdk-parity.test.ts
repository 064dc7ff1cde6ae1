import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { InMemoryTransport as InMemoryTransportV2 } from '@modelcontextprotocol/server';
import { createTypeScriptFrontEnd } from '../../server/src/core/languages/typescript/index';
import { describeTool } from '../../server/src/core/schema/mcp-schema';
import { AnalysisCaches } from '../../server/src/core/model/analysis-caches';

/**
 * The registry's schemas must equal what the real SDK sends (issue 5): every
 * test/languages/typescript/cases/sdk-* fixture server is run with the real SDK (v1
 * `@modelcontextprotocol/sdk`, v2 `@modelcontextprotocol/server`) and the zod major its package.json
 * names (the `zod3`/`zod4` aliases), a client lists its tools over an in-memory transport, and
 * each tool must equal the static result after JSON parsing. The fastmcp-* fixtures that export a
 * server run the same way with the real `fastmcp` package. The fixture code is ours, so running
 * it here is fine; the analyzer itself never runs it.
 */
const CASES = path.join(__dirname, '..', 'languages', 'typescript', 'cases');
const TMP = path.join(__dirname, '..', '..', 'test-results', 'sdk-parity');

async function listWithRealSdk(caseDir: string): Promise<{ tools?: unknown[]; error?: string }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(caseDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const zodMajor = /(\d+)/.exec(pkg.dependencies.zod ?? '')?.[1];
  if (zodMajor === undefined) throw new Error(`${caseDir}: package.json names no zod version`);
  const v2 = '@modelcontextprotocol/server' in pkg.dependencies;
  // Every source file of the case (a server may import its schemas from a file beside it), zod imports pinned to the major.
  const dir = path.join(TMP, path.basename(caseDir));
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(caseDir).filter((n) => n.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(caseDir, name), 'utf8').replace(/from 'zod(?:\/v4)?'/g, `from 'zod${zodMajor}'`);
    fs.writeFileSync(path.join(dir, name), source);
  }
  const file = path.join(dir, 'input.ts');
  const mod = (await import(/* @vite-ignore */ `${file}?t=${Date.now()}`)) as {
    server: { connect(t: unknown): Promise<unknown>; close?(): Promise<void>; stop?(): Promise<void> };
  };
  const [clientTransport, serverTransport] = v2 ? InMemoryTransportV2.createLinkedPair() : InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'parity-test', version: '1.0.0' });
  // FastMCP's connect waits for the client's initialize: both sides connect together.
  await Promise.all([mod.server.connect(serverTransport), client.connect(clientTransport as never)]);
  try {
    const result = await client.listTools();
    return { tools: result.tools };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await client.close();
    await (mod.server.close ?? mod.server.stop)?.call(mod.server);
  }
}

describe('static schemas equal what the real MCP SDK sends in tools/list', () => {
  for (const name of fs
    .readdirSync(CASES)
    .filter((c) => c.startsWith('sdk-') || (c.startsWith('fastmcp') && /^export const server\b/m.test(fs.readFileSync(path.join(CASES, c, 'input.ts'), 'utf8'))))
    .sort()) {
    it(name, async () => {
      const dir = path.join(CASES, name);
      const file = path.join(dir, 'input.ts');
      const model = createTypeScriptFrontEnd().parse(file, fs.readFileSync(file, 'utf8'));
      const caches = new AnalysisCaches();
      const views = model.functions.map((fn) => describeTool(fn, caches));
      const real = await listWithRealSdk(dir);
      const failing = views.find((v) => v.error);
      if (failing) {
        // The whole tools/list fails; the static view names the SDK's own error.
        expect(real.error).toContain(failing.error);
        return;
      }
      expect(real.error).toBeUndefined();
      const byName = new Map((real.tools as { name: string }[]).map((t) => [t.name, JSON.parse(JSON.stringify(t))]));
      expect([...byName.keys()].sort()).toEqual(views.map((v) => v.id).sort());
      for (const view of views) expect(JSON.parse(JSON.stringify(view.toolsListEntry)), view.id).toEqual(byName.get(view.id));
    });
  }
});

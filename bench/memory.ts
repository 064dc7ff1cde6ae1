// Server memory over a long session: the resident set of `dist/server.js` after documents are
// opened, edited, pulled and closed many times, against the same process after the first cycle.
// Closed documents must leave nothing behind (the registry keeps a closed file's model from disk,
// and a file that is not on disk leaves the registry), so the two figures should stay close.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BenchClient, delay } from './lsp';

/** One measurement: after the first cycle and after the last (each after a full garbage collection), and the process's peak. */
export interface MemoryRun {
  what: string;
  cycles: number;
  first: Memory;
  last: Memory;
  peakRssMb: number;
  wallMs: number;
}

/** Resident set and V8 heap in use, in MB. */
export interface Memory {
  rssMb: number;
  heapMb: number;
}

const PROBE = path.join(__dirname, 'heap-probe.cjs');

/** Asks the server (preloaded with heap-probe.cjs) to collect garbage, then reads what it holds. */
async function measure(client: BenchClient, file: string): Promise<Memory> {
  fs.rmSync(file, { force: true });
  client.process.kill('SIGUSR2');
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await delay(25);
  await delay(25);
  try {
    const usage = JSON.parse(fs.readFileSync(file, 'utf8')) as { rss: number; heapUsed: number };
    return { rssMb: usage.rss / 2 ** 20, heapMb: usage.heapUsed / 2 ** 20 };
  } catch {
    return { rssMb: Number.NaN, heapMb: Number.NaN };
  }
}

/** The peak resident set of a process, from /proc (Linux); NaN elsewhere. */
function peakOf(pid: number | undefined): { peakMb: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return { peakMb: Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN) / 1024 };
  } catch {
    return { peakMb: Number.NaN };
  }
}

/** A TypeScript file with MCP tools (`kind` 0), or with TypeScript AppFunctions, which go into the type checker's project (`kind` 1). */
function typeScriptText(n: number, kind: number): string {
  if (kind === 0) {
    const tools = [0, 1, 2].map(
      (t) =>
        `server.registerTool('tool_${n}_${t}', { description: 'Lists the items of group ${n} in batch ${t}.', inputSchema: { folder: z.string().describe('Folder ${t} to read.') } }, async ({ folder }) => ({ content: [{ type: 'text', text: folder }] }));`,
    );
    return [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { z } from 'zod';",
      `const server = new McpServer({ name: 'bench-${n}', version: '1.0.0' });`,
      ...tools,
      '',
    ].join('\n');
  }
  return [
    "import { AppFunction } from './app-function';",
    `export interface Item${n} { /** Id of the item. */ id: string; title: string; }`,
    `export class Items${n} {`,
    '  /**',
    `   * Creates item ${n} in a folder.`,
    '   *',
    '   * @param title Title of the item.',
    '   */',
    '  @AppFunction({ isEnabled: true })',
    `  async createItem${n}(title: string): Promise<Item${n}> { return { id: '${n}', title }; }`,
    '}',
    '',
  ].join('\n');
}

/** A Kotlin file with one AppFunction. */
function kotlinText(n: number): string {
  return `package com.example.bench${n}

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "Bench${n}Service", appFunctionXmlFileName = "bench${n}.xml")
abstract class Bench${n}Functions : AppFunctionService() {
    /**
     * Returns the item ${n} with the given ID.
     *
     * @param itemId The ID of the item.
     * @return The item.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getItem${n}(itemId: String): String = itemId
}
`;
}

/**
 * Opens, pulls and closes `cycles` documents one after the other (none of them on disk), with
 * `edits` edits (each pulled) before each close. `mixed`: every other document is Kotlin.
 */
export async function memoryCycles(serverPath: string, root: string, what: string, cycles: number, edits: number, mixed: boolean): Promise<MemoryRun> {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const heapFile = path.join(root, '.heap.json');
  process.env.BENCH_HEAP_FILE = heapFile;
  const client = new BenchClient(serverPath, { enable: true, rules: {} }, ['--expose-gc', '-r', PROBE]);
  const started = performance.now();
  try {
    await client.initialize(pathToFileURL(root).toString());
    await client.waitForStatus((s) => !s.indexing, 30_000);
    let first: Memory = { rssMb: Number.NaN, heapMb: Number.NaN };
    for (let n = 0; n < cycles; n++) {
      const kotlin = mixed && n % 2 === 1;
      // Documents that are not on disk: closing them must drop them everywhere.
      const uri = pathToFileURL(path.join(root, 'virtual', kotlin ? `Bench${n}.kt` : `bench-${n}.ts`)).toString();
      const text = kotlin ? kotlinText(n) : typeScriptText(n, Math.floor(n / (mixed ? 2 : 1)) % 2);
      await client.open(uri, text, kotlin ? 'kotlin' : 'typescript');
      await client.pull(uri);
      for (let e = 0; e < edits; e++) {
        const at = client.text(uri).indexOf('item') + 1;
        await client.edit(uri, at, at, 'x');
        await client.pull(uri);
      }
      await client.close(uri);
      if (n === 0) {
        // After the settle pass the first change starts.
        await delay(300);
        first = await measure(client, heapFile);
      }
    }
    // Let the last settle pass run, as after any burst.
    await delay(500);
    await client.pull(pathToFileURL(path.join(root, 'virtual', 'none.ts')).toString());
    const wallMs = performance.now() - started;
    const { peakMb } = peakOf(client.process.pid);
    return { what, cycles, first, last: await measure(client, heapFile), peakRssMb: peakMb, wallMs };
  } finally {
    await client.dispose();
  }
}

/** The two memory rows: 3,000 TypeScript documents opened and closed, and 2,000 mixed ones opened, edited and closed. */
export async function memoryRuns(serverPath: string, workspaces: string, log: (message: string) => void): Promise<MemoryRun[]> {
  const runs: MemoryRun[] = [];
  log('server memory: 3,000 TypeScript documents opened, pulled and closed');
  runs.push(await memoryCycles(serverPath, path.join(workspaces, 'memory-ts'), '3,000 TypeScript documents opened, pulled and closed', 3000, 0, false));
  log('server memory: 2,000 Kotlin and TypeScript documents opened, edited 3 times, pulled and closed');
  runs.push(
    await memoryCycles(serverPath, path.join(workspaces, 'memory-mixed'), '2,000 Kotlin and TypeScript documents opened, edited 3 times (each pulled) and closed', 2000, 3, true),
  );
  return runs;
}

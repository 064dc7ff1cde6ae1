// `npm run bench`: generates the benchmark workspaces, measures the cold CLI against the parse floor
// and the language server over stdio, and writes the figures into BENCHMARKS.md (between the
// bench:begin/bench:end markers; everything else in the file is kept). Progress goes to stderr;
// `--json` prints the figures to stdout.
//
// Options: --json, --profile (also CPU-profile the runs and summarise them), --no-build,
//          --no-write (leave BENCHMARKS.md alone), --timeout <s> (per cold run / server phase, default 100),
//          --series-budget <s> (per series of edits or hovers, default 45),
//          --edits <n> (default 200), --only <parts> (cold, cold-kotlin, cold-ts, cold-csharp, server, server-kotlin,
//          server-ts, workspace, scaling, memory, peers), --peers (also run the peers on the MCP servers: bench/peers.ts)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { CancellationTokenSource } from 'vscode-jsonrpc/node';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BenchClient, delay } from './lsp';
import {
  generateBigKotlinFile,
  generateBigTypeScriptFile,
  generateKotlinWorkspace,
  generateLargeCSharpApp,
  generateLargeKotlinApp,
  generateTypeScriptWorkspace,
  type Workspace,
} from './generate';
import { memoryRuns, type MemoryRun } from './memory';
import { peerComparison, peerTargets, type PeerComparison } from './peers';
import { best, type ProcessRun } from './process-run';
import { summariseProfile, type SelfTime } from './profile';
import { SUPERLINEAR, type FamilyResult, type Growth } from './scaling';

const ROOT = path.resolve(__dirname, '..');
const WORKSPACES = path.join(ROOT, 'bench', 'workspaces');
const OUT = path.join(WORKSPACES, '.out');
const PROFILES = path.join(WORKSPACES, '.profiles');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const SERVER = path.join(ROOT, 'dist', 'server.js');
const FLOOR = path.join(ROOT, 'bench', 'parse-floor.cjs');
const FLOOR_TS = path.join(ROOT, 'bench', 'parse-floor-ts.cjs');
/** The generated large app with few AppFunctions, measured against {@link TEXT_FLOOR}. */
const LARGE_APP = 'kotlin-large-app (text floor)';
const LARGE_CSHARP_APP = 'csharp-large-app (text floor)';
/** The floor of a large app with few AppFunctions: the same files read and searched for one word. */
const TEXT_FLOOR = path.join(ROOT, 'bench', 'text-floor.cjs');
const MAXRSS = path.join(ROOT, 'bench', 'maxrss.cjs');
const BENCHMARKS = path.join(ROOT, 'BENCHMARKS.md');

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : fallback;
};
const JSON_OUT = flag('--json');
const PROFILE = flag('--profile');
const TIMEOUT_MS = option('--timeout', 100) * 1000;
const EDITS = option('--edits', 200);
/** Edits made (and reported apart) before each measured series of edits. */
const WARMUP_EDITS = 20;
/** Wall-clock budget for one series of edits or hovers: a slow server gets fewer samples, not an endless bench. */
const SERIES_BUDGET_MS = option('--series-budget', 45) * 1000;
/** Rules turned off for the diagnostic runs made when a full run does not finish in time. */
const DIAGNOSTIC_OFF = ['no-cross-function-references'];
/** `--only cold,server,workspace` (or finer: cold-kotlin, cold-ts, cold-csharp, server-kotlin, server-ts): run a subset. */
const ONLY = argv.includes('--only') ? new Set(argv[argv.indexOf('--only') + 1].split(',')) : undefined;
/** A part runs when no `--only` is given, or when it or its group (`cold`, `server`) is listed. */
const enabled = (part: string) => !ONLY || ONLY.has(part) || ONLY.has(part.split('-')[0]);
/** The peers need the npm registry and minutes: only when asked for. */
const PEERS = flag('--peers') || ONLY?.has('peers') === true;

const started = Date.now();
const log = (message: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${message}\n`);

// ---- child processes: every one is tracked and killed if the bench stops early ----

const children = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

// ---- statistics ----

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
};
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

// ---- cold runs ----

/** Runs `node -r maxrss.cjs <args>` and reports wall time, CPU time (user+sys) and peak RSS. */
function measureProcess(label: string, args: string[], nodeArgs: string[] = [], timeoutMs = TIMEOUT_MS, env: NodeJS.ProcessEnv = {}): Promise<ProcessRun> {
  fs.mkdirSync(OUT, { recursive: true });
  const rssFile = path.join(OUT, `${label}.rss.json`);
  const stdoutFile = path.join(OUT, `${label}.stdout`);
  fs.rmSync(rssFile, { force: true });
  const stdout = fs.openSync(stdoutFile, 'w');
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = track(
      spawn(process.execPath, [...nodeArgs, '-r', MAXRSS, ...args], {
        cwd: ROOT,
        stdio: ['ignore', stdout, 'pipe'],
        env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile },
      }),
    );
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-2000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('exit', (code) => {
      const wallMs = performance.now() - t0;
      clearTimeout(timer);
      fs.closeSync(stdout);
      let usage = { maxRssKb: NaN, userUs: NaN, systemUs: NaN };
      try {
        usage = JSON.parse(fs.readFileSync(rssFile, 'utf8'));
      } catch {
        // Killed before it could write: no usage figures.
      }
      if (!timedOut && code !== 0 && code !== 1) log(`  ${label} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
      resolve({ wallMs, cpuMs: (usage.userUs + usage.systemUs) / 1000, peakRssMb: usage.maxRssKb / 1024, timedOut, exitCode: code, stdoutFile });
    });
  });
}

interface ColdResult {
  workspace: string;
  files: number;
  functions: number;
  lines: number;
  floor: ProcessRun & { parseMs: number; parseMsPerFile: number };
  cli: ProcessRun & { findings?: number };
  /** CLI / floor, wall clock and CPU time (min of the repetitions each). */
  ratioWall: number;
  ratioCpu: number;
  functionsPerSecond: number;
  /** When the full run did not finish: the same run with the rules in `off` turned off. */
  diagnostic?: { off: string[]; cli: ProcessRun & { findings?: number }; ratioWall: number; ratioCpu: number; functionsPerSecond: number };
}

function findingsIn(run: ProcessRun): number | undefined {
  if (run.timedOut) return undefined;
  try {
    return (JSON.parse(fs.readFileSync(run.stdoutFile, 'utf8')) as unknown[]).length;
  } catch {
    return undefined;
  }
}

async function coldAnalysis(name: string, ws: Workspace, reps: number, floorScript = FLOOR): Promise<ColdResult> {
  const floors: (ProcessRun & { parseMs: number })[] = [];
  const clis: ProcessRun[] = [];
  const relative = path.relative(ROOT, ws.root);
  // Interleaved, so a burst of load from elsewhere hits both sides.
  for (let i = 0; i < reps; i++) {
    log(`cold ${name}: parse floor (${i + 1}/${reps})`);
    const floor = await measureProcess(`${name}-floor-${i}`, [floorScript, relative]);
    let parseMs = NaN;
    try {
      parseMs = JSON.parse(fs.readFileSync(floor.stdoutFile, 'utf8')).parseMs;
    } catch {
      // Timed out.
    }
    floors.push({ ...floor, parseMs });
    log(`  floor ${round(floor.wallMs / 1000, 2)} s wall, ${round(floor.cpuMs / 1000, 2)} s CPU, ${round(floor.peakRssMb)} MB`);
    log(`cold ${name}: appfunctions-lint --format json (${i + 1}/${reps})`);
    const cli = await measureProcess(`${name}-cli-${i}`, [CLI, '--format', 'json', relative]);
    clis.push(cli);
    log(
      cli.timedOut
        ? `  cli did not finish within ${TIMEOUT_MS / 1000} s (killed)`
        : `  cli ${round(cli.wallMs / 1000, 2)} s wall, ${round(cli.cpuMs / 1000, 2)} s CPU, ${round(cli.peakRssMb)} MB`,
    );
    if (cli.timedOut) break;
  }
  const floor = best(floors) as ProcessRun & { parseMs: number };
  floor.parseMs = Math.min(...floors.map((f) => f.parseMs));
  const cli = best(clis);
  const result: ColdResult = {
    workspace: name,
    files: ws.files,
    functions: ws.functions,
    lines: ws.lines,
    floor: { ...floor, parseMsPerFile: floor.parseMs / ws.files },
    cli: { ...cli, findings: findingsIn(cli) },
    ratioWall: cli.timedOut ? Infinity : cli.wallMs / floor.wallMs,
    ratioCpu: cli.timedOut ? Infinity : cli.cpuMs / floor.cpuMs,
    functionsPerSecond: cli.timedOut ? ws.functions / (TIMEOUT_MS / 1000) : ws.functions / (cli.wallMs / 1000),
  };
  if (cli.timedOut) {
    log(`cold ${name}: diagnostic run with ${DIAGNOSTIC_OFF.join(', ')} off`);
    const diag = await measureProcess(`${name}-cli-diagnostic`, [CLI, '--format', 'json', ...DIAGNOSTIC_OFF.flatMap((id) => ['--rule', `${id}=off`]), relative]);
    log(
      diag.timedOut
        ? '  diagnostic run did not finish either'
        : `  diagnostic cli ${round(diag.wallMs / 1000, 2)} s wall, ${round(diag.cpuMs / 1000, 2)} s CPU, ${round(diag.peakRssMb)} MB`,
    );
    result.diagnostic = {
      off: DIAGNOSTIC_OFF,
      cli: { ...diag, findings: findingsIn(diag) },
      ratioWall: diag.timedOut ? Infinity : diag.wallMs / floor.wallMs,
      ratioCpu: diag.timedOut ? Infinity : diag.cpuMs / floor.cpuMs,
      functionsPerSecond: diag.timedOut ? NaN : ws.functions / (diag.wallMs / 1000),
    };
  }
  return result;
}

/** The command on a folder holding one empty `.ts` file, best of 3: what starting costs before any work. */
async function emptyTypeScriptFile(): Promise<ProcessRun> {
  const folder = path.join(WORKSPACES, 'empty-ts');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'a.ts'), '');
  const runs: ProcessRun[] = [];
  for (let i = 0; i < 3; i++) runs.push(await measureProcess(`empty-ts-${i}`, [CLI, '--format', 'json', path.relative(ROOT, folder)]));
  const run = best(runs);
  log(`cold empty .ts file: ${round(run.wallMs)} ms wall, ${round(run.cpuMs)} ms CPU, ${round(run.peakRssMb)} MB`);
  return run;
}

/**
 * Loading the TypeScript front end: the command on a folder holding one MCP tool (which loads the
 * TypeScript front end and zod), with the code cache of the lazily loaded bundles turned off and
 * on (after a run that writes it), best of 3 each. Against the empty `.ts` file, what loading
 * those bundles costs.
 */
async function oneToolServer(): Promise<{ cacheOff: ProcessRun; cacheOn: ProcessRun }> {
  const folder = path.join(WORKSPACES, 'one-tool');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'server.ts'),
    `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n\nconst server = new McpServer({ name: 'notes', version: '1.0.0' });\n\nserver.registerTool('create_note', { description: 'Creates a note with the given title.', inputSchema: { title: z.string().describe('The title of the note.') } }, async () => ({ content: [] }));\n`,
  );
  const args = [CLI, '--format', 'json', path.relative(ROOT, folder)];
  const runs = async (label: string, env: NodeJS.ProcessEnv) => {
    const list: ProcessRun[] = [];
    for (let i = 0; i < 3; i++) list.push(await measureProcess(`${label}-${i}`, args, [], TIMEOUT_MS, env));
    return best(list);
  };
  const cacheOff = await runs('one-tool-no-cache', { NODE_DISABLE_COMPILE_CACHE: '1' });
  // The first run with the cache on writes it (if an earlier bench has not).
  await measureProcess('one-tool-warm-cache', args);
  const cacheOn = await runs('one-tool-cache', {});
  log(
    `one MCP tool: ${round(cacheOff.wallMs)} ms wall, ${round(cacheOff.cpuMs)} ms CPU, ${round(cacheOff.peakRssMb)} MB without the code cache; ${round(cacheOn.wallMs)} ms, ${round(cacheOn.cpuMs)} ms CPU, ${round(cacheOn.peakRssMb)} MB with it`,
  );
  return { cacheOff, cacheOn };
}

// ---- server ----

interface Latency {
  count: number;
  p50: number;
  p95: number;
  max: number;
  stale: number;
}

function latency(samples: number[], stale = 0): Latency {
  return { count: samples.length, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), max: Math.max(...samples), stale };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, delay(ms).then(() => Promise.reject(new Error(`${what}: no answer within ${ms / 1000} s`)))]);
}

/** Types a word into the KDoc summary and into a string in the body, then deletes it again: single characters. */
async function typeEdits(
  client: BenchClient,
  uri: string,
  count: number,
  anchorName: string,
  timeoutMs: number,
  language: BigLanguage = KOTLIN,
): Promise<{ samples: number[]; stale: number }> {
  const samples: number[] = [];
  let stale = 0;
  let previous = (await withTimeout(client.pull(uri), timeoutMs, 'first pull')) as { resultId?: string };
  const word = 'quickly ';
  const deadline = performance.now() + SERIES_BUDGET_MS;
  for (let i = 0; i < count; i++) {
    if (i >= 10 && performance.now() > deadline) {
      log(`  stopped after ${i} of ${count} edits: the ${SERIES_BUDGET_MS / 1000} s budget is spent`);
      break;
    }
    const text = client.text(uri);
    const inBody = i >= count / 2;
    // The insertion point: in the description (KDoc or description string) or inside the first string literal of the body.
    const base = language.editAt(text, anchorName, inBody);
    const step = i % (word.length * 2);
    const t0 = performance.now();
    if (step < word.length) await client.edit(uri, base + step, base + step, word[step]);
    else {
      const at = base + (word.length * 2 - step) - 1;
      await client.edit(uri, at, at + 1, '');
    }
    const report = (await withTimeout(client.pull(uri), timeoutMs, `pull after edit ${i}`)) as { kind: string; resultId?: string };
    samples.push(performance.now() - t0);
    if (report.kind !== 'full' || report.resultId === previous.resultId) stale++;
    previous = report;
  }
  return { samples, stale };
}

/** How the big-file series finds names and edit points in one language's generated file. */
interface BigLanguage {
  id: 'kotlin' | 'typescript';
  fileName: string;
  generate: () => { text: string; lines: number; functions: number; names: string[] };
  /** Where to type: in the description (KDoc summary / description string) or in the body's first string literal. */
  editAt: (text: string, name: string, inBody: boolean) => number;
  /** An offset inside the function's name (the `fun` name / the tool-name string). */
  nameAt: (text: string, name: string) => number;
}

const KOTLIN: BigLanguage = {
  id: 'kotlin',
  fileName: 'BigFunctions.kt',
  generate: () => {
    const big = generateBigKotlinFile(5000);
    const lines = big.text.split('\n');
    return { text: big.text, lines: big.lines, functions: big.functions, names: big.nameSites.map((site) => /fun (\w+)/.exec(lines[site.line])![1]) };
  },
  editAt: (text, name, inBody) => {
    const fnAt = text.indexOf(`fun ${name}(`);
    // After "/**\n     * " (KDoc) or inside the first string literal of the body.
    return inBody ? text.indexOf('prepare("', fnAt) + 'prepare("'.length : text.indexOf('* ', text.lastIndexOf('/**', fnAt) + 3) + 2;
  },
  nameAt: (text, name) => text.indexOf(`fun ${name}(`) + 4 + Math.floor(name.length / 2),
};

const TYPESCRIPT: BigLanguage = {
  id: 'typescript',
  fileName: 'tools.ts',
  generate: () => {
    const big = generateBigTypeScriptFile(3000);
    const names = [...big.text.matchAll(/server\.registerTool\(\n {4}'(\w+)',/g)].map((m) => m[1]);
    return { text: big.text, lines: big.lines, functions: names.length, names };
  },
  editAt: (text, name, inBody) => {
    const toolAt = text.indexOf(`'${name}',`);
    // Inside the description string (after its first character) or inside the body's first string literal.
    return inBody ? text.indexOf("prepare('", toolAt) + "prepare('".length : text.indexOf('description: "', toolAt) + 'description: "'.length + 1;
  },
  nameAt: (text, name) => text.indexOf(`'${name}',`) + 1 + Math.floor(name.length / 2),
};

interface ServerBigFile {
  language: 'kotlin' | 'typescript';
  lines: number;
  functions: number;
  firstDiagnosticsMs: number;
  findings: number;
  /** The edits right after opening, before the measured series. */
  warmup: Latency;
  edits: Latency;
  hover: Latency | null;
  hoverNote?: string;
}

async function serverBigFile(dir: string, nodeArgs: string[] = [], language: BigLanguage = KOTLIN): Promise<ServerBigFile> {
  const big = language.generate();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, language.fileName);
  fs.writeFileSync(file, big.text);
  // The TypeScript front end reads the SDK and zod majors from the nearest package.json.
  if (language.id === 'typescript')
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "bench-mcp", "type": "module", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0", "zod": "^3.23.0" } }\n');
  const uri = pathToFileURL(file).toString();
  const client = newClient({ enable: true, rules: {} }, nodeArgs);
  try {
    const init = await withTimeout(client.initialize(pathToFileURL(dir).toString()), TIMEOUT_MS, 'initialize');
    await client.waitForStatus((s) => !s.indexing && s.files >= 1, TIMEOUT_MS);
    const t0 = performance.now();
    await client.open(uri, big.text, language.id);
    const first = (await withTimeout(client.pull(uri), TIMEOUT_MS, 'first pull')) as { items?: unknown[] };
    const firstDiagnosticsMs = performance.now() - t0;
    log(`server, ${big.lines}-line ${language.id} file: first diagnostics ${round(firstDiagnosticsMs)} ms (${first.items?.length ?? 0} findings); ${EDITS} edits`);
    const anchorName = big.names[Math.floor(big.names.length / 2)];
    // The first edits after opening run while the server's code is still being compiled by the JIT:
    // timed apart, so that p50/p95 describe typing, and the warm-up is reported beside them.
    const warmup = latency((await typeEdits(client, uri, WARMUP_EDITS, big.names[0], TIMEOUT_MS, language)).samples);
    log(`  ${WARMUP_EDITS} warm-up edits: p50 ${round(warmup.p50)} ms, max ${round(warmup.max)} ms`);
    const { samples, stale } = await typeEdits(client, uri, EDITS, anchorName, TIMEOUT_MS, language);
    const edits = latency(samples, stale);
    log(`  edit -> diagnostics p50 ${round(edits.p50)} ms, p95 ${round(edits.p95)} ms${stale ? ` (${stale} stale answers)` : ''}`);
    let hover: Latency | null = null;
    let hoverNote: string | undefined;
    if (init.capabilities.hoverProvider) {
      const hoverSamples: number[] = [];
      const names = big.names;
      const deadline = performance.now() + SERIES_BUDGET_MS;
      for (let i = 0; i < EDITS; i++) {
        if (i >= 10 && performance.now() > deadline) {
          log(`  stopped after ${i} of ${EDITS} hovers: the ${SERIES_BUDGET_MS / 1000} s budget is spent`);
          break;
        }
        // Every fourth hover follows an edit, as when the author types and then points at a name.
        if (i % 4 === 0) {
          const text = client.text(uri);
          const at = language.editAt(text, names[i % names.length], false);
          await client.edit(uri, at, at, i % 8 === 0 ? 'x' : '');
          if (i % 8 !== 0) await client.edit(uri, at, at + 1, '');
        }
        const text = client.text(uri);
        const name = names[(i * 7) % names.length];
        const offset = language.nameAt(text, name);
        const before = text.slice(0, offset);
        const position = { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 };
        const h0 = performance.now();
        await withTimeout(client.hover(uri, position), TIMEOUT_MS, 'hover');
        hoverSamples.push(performance.now() - h0);
      }
      hover = latency(hoverSamples);
      log(`  hover p50 ${round(hover.p50)} ms, p95 ${round(hover.p95)} ms`);
    } else {
      hoverNote = 'n/a (the server does not advertise hoverProvider yet)';
      log(`  hover: ${hoverNote}`);
    }
    return { language: language.id, lines: big.lines, functions: big.functions, firstDiagnosticsMs, findings: first.items?.length ?? 0, warmup, edits, hover, hoverNote };
  } finally {
    await client.dispose();
  }
}

interface ServerWorkspace {
  files: number;
  settings: Record<string, string>;
  diagnostic: boolean;
  indexMs: number | null;
  firstWorkspacePullMs: number | null;
  unchangedWorkspacePullMs: number | null;
  /** workspace/diagnostic right after one single-character edit of one file. */
  afterEdit: { ms: number[]; p50: number; fullReports: number; unchangedReports: number; dependants: number } | null;
  /** The 5,000-line file, unsaved, edited while the 2,000 files are indexed. */
  bigFileEdits: Latency | null;
  /**
   * A keystroke's own pull while a workspace pull re-analyses every file (after a rename), against
   * the same pull with nothing else running; and how long a cancelled workspace pull takes to stop.
   */
  duringWorkspacePull: { idle: number[]; during: number[]; workspacePullMs: number[]; cancelMs: number[] } | null;
  note?: string;
}

/** Node options for every server the bench starts, for looking inside one (`--cpu-prof`, V8 flags). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** A server child process, tracked so that it never outlives the bench. */
function newClient(settings: Record<string, unknown>, nodeArgs: string[] = []): BenchClient {
  const client = new BenchClient(SERVER, settings, [...SERVER_NODE_ARGS, ...nodeArgs]);
  track(client.process);
  return client;
}

async function serverWorkspace(ws: Workspace, rules: Record<string, string>, diagnostic: boolean): Promise<ServerWorkspace> {
  const client = newClient({ enable: true, rules });
  const result: ServerWorkspace = {
    files: ws.files,
    settings: rules,
    diagnostic,
    indexMs: null,
    firstWorkspacePullMs: null,
    unchangedWorkspacePullMs: null,
    afterEdit: null,
    bigFileEdits: null,
    duringWorkspacePull: null,
  };
  try {
    const t0 = performance.now();
    await withTimeout(client.initialize(pathToFileURL(ws.root).toString()), TIMEOUT_MS, 'initialize');
    const indexed = await client.waitForStatus((s) => !s.indexing && s.files >= ws.files, TIMEOUT_MS);
    if (!indexed) {
      result.note = `indexing + first status (which analyses every file) did not finish within ${TIMEOUT_MS / 1000} s`;
      log(`  ${result.note}`);
      return result;
    }
    result.indexMs = performance.now() - t0;
    log(
      `  indexed ${indexed.files} files, ${indexed.functions} functions, ${indexed.problems} problems in ${round(result.indexMs / 1000, 2)} s (status includes analysing every file)`,
    );

    let p0 = performance.now();
    const first = await withTimeout(client.pullWorkspace([]), TIMEOUT_MS, 'first workspace pull');
    result.firstWorkspacePullMs = performance.now() - p0;
    let previous = first.items.filter((i) => i.resultId).map((i) => ({ uri: i.uri, value: i.resultId! }));
    log(`  first workspace/diagnostic ${round(result.firstWorkspacePullMs)} ms (${first.items.length} reports)`);

    const sampleUri = pathToFileURL(ws.sampleFile).toString();
    const sampleText = fs.readFileSync(ws.sampleFile, 'utf8');
    await client.open(sampleUri, sampleText);
    await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'pull sample');
    p0 = performance.now();
    const unchanged = await withTimeout(client.pullWorkspace(previous), TIMEOUT_MS, 'unchanged workspace pull');
    result.unchangedWorkspacePullMs = performance.now() - p0;
    previous = mergeIds(previous, unchanged.items);

    const feature = /package (\S+)/.exec(sampleText)![1];
    const dependants = countDependants(ws.root, `import ${feature}.`);
    const ms: number[] = [];
    let fullReports = 0;
    let unchangedReports = 0;
    for (let i = 0; i < 3; i++) {
      const at = client.text(sampleUri).indexOf('* ', client.text(sampleUri).indexOf('/**')) + 2;
      await client.edit(sampleUri, at, at, 'x');
      await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'pull after edit');
      p0 = performance.now();
      const report = await withTimeout(client.pullWorkspace(previous), TIMEOUT_MS, 'workspace pull after edit');
      ms.push(performance.now() - p0);
      fullReports = report.items.filter((r) => r.kind === 'full').length;
      unchangedReports = report.items.length - fullReports;
      previous = mergeIds(previous, report.items);
    }
    result.afterEdit = { ms, p50: quantile(ms, 0.5), fullReports, unchangedReports, dependants };
    log(
      `  after one edit: workspace/diagnostic p50 ${round(result.afterEdit.p50)} ms, ${fullReports} full reports re-sent, ${unchangedReports} unchanged (the edited file has ${dependants} dependants)`,
    );

    // Renaming a function changes what files see of each other: every file's findings must be
    // recomputed, so the next workspace pull is long. A keystroke's pull sent right after it is
    // timed against the same pull with the server idle.
    const during: number[] = [];
    const idle: number[] = [];
    const workspacePullMs: number[] = [];
    const cancelMs: number[] = [];
    const nameAt = () => client.text(sampleUri).indexOf('(', client.text(sampleUri).indexOf('suspend fun '));
    for (let i = 0; i < 3; i++) {
      let at = nameAt();
      await client.edit(sampleUri, at, at, 'X');
      await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'pull after rename');
      const w0 = performance.now();
      const workspacePull = client.pullWorkspace([]).then(() => workspacePullMs.push(performance.now() - w0));
      const d0 = performance.now();
      at = client.text(sampleUri).indexOf('* ', client.text(sampleUri).indexOf('/**')) + 2;
      await client.edit(sampleUri, at, at, 'y');
      await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'pull during workspace pull');
      during.push(performance.now() - d0);
      await withTimeout(workspacePull, TIMEOUT_MS, 'workspace pull');
      const i0 = performance.now();
      await client.edit(sampleUri, at, at + 1, '');
      await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'idle pull');
      idle.push(performance.now() - i0);
      // The same long pull, cancelled as soon as the server is inside it.
      at = nameAt();
      await client.edit(sampleUri, at - 1, at, '');
      await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'pull after rename back');
      const source = new CancellationTokenSource();
      const c0 = performance.now();
      const cancelled = client.pullWorkspace([], source.token).then(
        () => 'finished',
        () => 'cancelled',
      );
      await withTimeout(client.pull(sampleUri), TIMEOUT_MS, 'pull inside the cancelled pull');
      source.cancel();
      const outcome = await withTimeout(cancelled, TIMEOUT_MS, 'cancelled workspace pull');
      if (outcome === 'cancelled') cancelMs.push(performance.now() - c0);
    }
    result.duringWorkspacePull = { idle, during, workspacePullMs, cancelMs };
    log(
      `  a keystroke's pull during a full workspace pull: p50 ${round(quantile(during, 0.5))} ms (idle ${round(quantile(idle, 0.5))} ms; the workspace pull ${round(quantile(workspacePullMs, 0.5))} ms); a cancelled workspace pull answers in ${cancelMs.length ? `${round(quantile(cancelMs, 0.5))} ms` : 'n/a (it finished first)'}`,
    );

    const big = generateBigKotlinFile(5000);
    const bigUri = pathToFileURL(path.join(ws.root, 'Unsaved5000.kt')).toString();
    await client.open(bigUri, big.text);
    const anchorName = /fun (\w+)/.exec(big.text.split('\n')[big.nameSites[Math.floor(big.nameSites.length / 2)].line])![1];
    const { samples, stale } = await typeEdits(client, bigUri, Math.min(EDITS, 50), anchorName, TIMEOUT_MS);
    result.bigFileEdits = latency(samples, stale);
    log(`  5,000-line file edited with ${ws.files} files indexed: p50 ${round(result.bigFileEdits.p50)} ms, p95 ${round(result.bigFileEdits.p95)} ms`);
  } catch (error) {
    result.note = (error as Error).message;
    log(`  ${result.note}`);
  } finally {
    await client.dispose(2000);
  }
  return result;
}

function mergeIds(previous: { uri: string; value: string }[], items: { uri: string; resultId?: string }[]): { uri: string; value: string }[] {
  const map = new Map(previous.map((p) => [p.uri, p.value]));
  for (const item of items) if (item.resultId) map.set(item.uri, item.resultId);
  return [...map].map(([uri, value]) => ({ uri, value }));
}

function countDependants(root: string, needle: string): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.')) walk(full);
      else if (entry.name.endsWith('.kt') && fs.readFileSync(full, 'utf8').includes(needle)) n++;
    }
  };
  walk(root);
  return n;
}

// ---- profiles ----

interface ProfileSummary {
  what: string;
  file: string;
  totalMs: number;
  top: SelfTime[];
}

function newestProfile(dir: string): string | undefined {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
  return files.length ? path.join(dir, files.sort().pop()!) : undefined;
}

async function profileRuns(ws200: Workspace): Promise<ProfileSummary[]> {
  const out: ProfileSummary[] = [];
  const runs: [string, string, string[]][] = [
    ['cli-200', `appfunctions-lint, ${ws200.files} files, all rules`, [CLI, '--format', 'json', path.relative(ROOT, ws200.root)]],
    [
      'cli-200-diag',
      `appfunctions-lint, ${ws200.files} files, ${DIAGNOSTIC_OFF.join(', ')} off`,
      [CLI, '--format', 'json', ...DIAGNOSTIC_OFF.flatMap((id) => ['--rule', `${id}=off`]), path.relative(ROOT, ws200.root)],
    ],
    ['floor-200', `parse floor, ${ws200.files} files`, [FLOOR, path.relative(ROOT, ws200.root)]],
  ];
  for (const [label, what, args] of runs) {
    const dir = path.join(PROFILES, label);
    fs.rmSync(dir, { recursive: true, force: true });
    log(`profile: ${what}`);
    const run = await measureProcess(`profile-${label}`, args, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    const file = newestProfile(dir);
    if (run.timedOut || !file) {
      log('  no profile (did not finish in time)');
      continue;
    }
    const summary = summariseProfile(file, args[0] === FLOOR ? FLOOR : CLI);
    out.push({ what, file: path.relative(ROOT, file), totalMs: summary.totalMs, top: summary.top });
  }
  const dir = path.join(PROFILES, 'server-edits');
  fs.rmSync(dir, { recursive: true, force: true });
  log('profile: server, 5,000-line file, edits');
  await serverBigFile(path.join(WORKSPACES, 'kotlin-big-profile'), ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const file = newestProfile(dir);
  if (file) {
    const summary = summariseProfile(file, SERVER);
    out.push({
      what: `language server: open a 5,000-line file, ${EDITS} edits with diagnostics, hovers`,
      file: path.relative(ROOT, file),
      totalMs: summary.totalMs,
      top: summary.top,
    });
  }
  return out;
}

// ---- the report ----

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGb: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart: os.loadavg().map((n) => round(n, 2)),
  };
}

const fmtMs = (ms: number | null | undefined) =>
  ms === null || ms === undefined || !Number.isFinite(ms) ? 'n/a' : ms >= 10_000 ? `${round(ms / 1000, 1)} s` : ms >= 1000 ? `${round(ms / 1000, 2)} s` : `${round(ms, 1)} ms`;
const fmtX = (x: number) => (Number.isFinite(x) ? `${round(x, 2)}×` : '∞');

function markdown(results: Results): string {
  const m = results.machine;
  const lines: string[] = [];
  lines.push(
    `Measured ${results.date} on ${m.cpu}, ${m.cores} cores, ${m.ramGb} GB RAM, Node ${m.node}, ${m.os}; load average at start ${m.loadAverageAtStart.join(' / ')}, at end ${results.loadAverageAtEnd.join(' / ')}.`,
  );
  lines.push(
    `Command: \`${results.command}\` (${round(results.durationS, 0)} s). Ratios compare runs made in the same bench run; times are the best of ${results.reps} runs each where repeated.`,
  );
  lines.push('');
  lines.push('### Targets');
  lines.push('');
  lines.push('| target | measured | |');
  lines.push('|---|---|---|');
  for (const t of results.targets) lines.push(`| ${t.target} | ${t.measured} | ${t.met === null ? 'n/a' : t.met ? 'met' : '**missed**'} |`);
  lines.push('');
  lines.push('### Cold analysis (CLI, `node dist/cli.js --format json <workspace>`) against the parse floor');
  lines.push('');
  lines.push('| workspace | files / functions / lines | floor wall / CPU / peak RSS | CLI wall / CPU / peak RSS | ratio wall / CPU | functions/s | findings | parse per file |');
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const c of [...results.cold, ...results.typescript.cold]) {
    const cli = c.cli.timedOut ? `> ${TIMEOUT_MS / 1000} s (killed) / n/a / n/a` : `${fmtMs(c.cli.wallMs)} / ${fmtMs(c.cli.cpuMs)} / ${round(c.cli.peakRssMb)} MB`;
    lines.push(
      `| ${c.workspace} | ${c.files} / ${c.functions} / ${c.lines} | ${fmtMs(c.floor.wallMs)} / ${fmtMs(c.floor.cpuMs)} / ${round(c.floor.peakRssMb)} MB | ${cli} | ${c.cli.timedOut ? `> ${fmtX(TIMEOUT_MS / c.floor.wallMs)}` : `${fmtX(c.ratioWall)} / ${fmtX(c.ratioCpu)}`} | ${c.cli.timedOut ? `< ${round(c.functionsPerSecond, 0)}` : round(c.functionsPerSecond, 0)} | ${c.cli.findings ?? 'n/a'} | ${round(c.floor.parseMsPerFile, 2)} ms |`,
    );
    if (c.diagnostic) {
      const d = c.diagnostic;
      lines.push(
        `| ${c.workspace}, ${d.off.join(', ')} off (diagnostic) | | | ${d.cli.timedOut ? 'did not finish' : `${fmtMs(d.cli.wallMs)} / ${fmtMs(d.cli.cpuMs)} / ${round(d.cli.peakRssMb)} MB`} | ${fmtX(d.ratioWall)} / ${fmtX(d.ratioCpu)} | ${round(d.functionsPerSecond, 0)} | ${d.cli.findings ?? 'n/a'} | |`,
      );
    }
  }
  const empty = results.typescript.emptyFile;
  if (empty) lines.push(`| one empty .ts file (start-up alone) | 1 / 0 / 0 | | ${fmtMs(empty.wallMs)} / ${fmtMs(empty.cpuMs)} / ${round(empty.peakRssMb)} MB | | | | |`);
  const oneTool = results.typescript.oneTool;
  if (oneTool) {
    for (const [what, run] of [
      ['without the code cache', oneTool.cacheOff],
      ['with the code cache', oneTool.cacheOn],
    ] as const) {
      lines.push(
        `| one MCP tool (loads the TypeScript front end and zod), ${what} | 1 / 1 / 6 | | ${fmtMs(run.wallMs)} / ${fmtMs(run.cpuMs)} / ${round(run.peakRssMb)} MB | | | | |`,
      );
    }
  }
  lines.push('');
  if (results.peers) {
    lines.push('### MCP servers against the peers (`npm run bench -- --peers`, `bench/peers.ts`)');
    lines.push('');
    if (results.peers.skipped) {
      lines.push(`Not measured: ${results.peers.skipped}.`);
    } else {
      lines.push(
        "Each tool as a child process on the same generated server, best of the runs (interleaved); a tool that reads tools/list JSON gets the one our `--registry` exports for that server (not timed). CPU time is the process's own (a peer's child processes, such as `git clone` for agentaudit, are not counted).",
      );
      lines.push('');
      lines.push('| server | tool | version | reads | wall | CPU | peak RSS | ours ÷ this (CPU) |');
      lines.push('|---|---|---|---|---|---|---|---|');
      for (const row of results.peers.rows) {
        const ours = results.peers.rows.find((r) => r.workspace === row.workspace && r.version === 'this build')?.run?.cpuMs;
        lines.push(
          row.run
            ? `| ${row.workspace} | ${row.tool} | ${row.version} | ${row.reads} | ${fmtMs(row.run.wallMs)} | ${fmtMs(row.run.cpuMs)} | ${round(row.run.peakRssMb)} MB | ${ours === undefined ? 'n/a' : fmtX(ours / row.run.cpuMs)} |`
            : `| ${row.workspace} | ${row.tool} | ${row.version} | ${row.reads} | ${row.note ?? 'n/a'} | | | |`,
        );
      }
    }
    lines.push('');
  }
  if (results.scaling.length > 0) {
    lines.push('### Scaling on pathological inputs (`bench/scaling.ts`, in process)');
    lines.push('');
    lines.push(
      `Each rule and front-end step timed alone at n, 2n and 4n (best of 3); the step that grows fastest per doubling (sqrt(t(4n)/t(n))), among steps of 20 ms or more at 4n. Linear is 2×, quadratic 4×; above ${SUPERLINEAR}× is superlinear (such a family is measured a second time and the smaller growth stands).`,
    );
    lines.push('');
    lines.push('| family | n | size at n / 2n / 4n | all steps at n / 2n / 4n | fastest-growing step | t(2n)/t(n) | t(4n)/t(2n) | per doubling |');
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const r of results.scaling) {
      const w = r.worst;
      lines.push(
        `| ${r.family} | ${r.sizes[0]} ${r.unit} | ${r.bytes.map((b) => `${round(b / 1024, 0)} KB`).join(' / ')} | ${r.totalMs.map((ms) => fmtMs(ms)).join(' / ')} | ${w ? w.step : 'below noise'} | ${w ? fmtX(w.ratio2) : ''} | ${w ? fmtX(w.ratio4) : ''} | ${w ? fmtX(w.perDoubling) : ''} |`,
      );
    }
    lines.push('');
  }
  lines.push('### Language server over stdio (`dist/server.js`)');
  lines.push('');
  lines.push('| measurement | p50 | p95 | max | notes |');
  lines.push('|---|---|---|---|---|');
  for (const b of [results.server.bigFile, results.typescript.bigFile]) {
    if (!b) continue;
    const lang = b.language === 'kotlin' ? 'Kotlin' : 'TypeScript';
    const what = b.language === 'kotlin' ? 'functions' : 'tools';
    lines.push(`| open a ${b.lines}-line ${lang} file (${b.functions} ${what}) -> first diagnostics | ${fmtMs(b.firstDiagnosticsMs)} | | | ${b.findings} findings |`);
    lines.push(
      `| ${lang}: the first ${b.warmup.count} single-character edits after opening (JIT warm-up, not in the next row) | ${fmtMs(b.warmup.p50)} | ${fmtMs(b.warmup.p95)} | ${fmtMs(b.warmup.max)} | |`,
    );
    lines.push(
      `| ${lang}: ${b.edits.count} single-character edits${b.edits.count < EDITS ? ` (of ${EDITS}; the ${SERIES_BUDGET_MS / 1000} s budget ran out)` : ''} (incremental didChange) -> fresh textDocument/diagnostic, after the warm-up | ${fmtMs(b.edits.p50)} | ${fmtMs(b.edits.p95)} | ${fmtMs(b.edits.max)} | ${b.edits.stale} stale answers |`,
    );
    lines.push(
      b.hover
        ? `| ${lang}: hover on ${what === 'tools' ? 'tool' : 'function'} names, ${b.hover.count} hovers (every 4th after an edit) | ${fmtMs(b.hover.p50)} | ${fmtMs(b.hover.p95)} | ${fmtMs(b.hover.max)} | ${b.hover.count} hovers |`
        : `| ${lang}: hover | ${b.hoverNote} | | | |`,
    );
  }
  for (const w of results.server.workspaces) {
    const tag = w.diagnostic ? ` (diagnostic: ${Object.keys(w.settings).join(', ')} off)` : '';
    lines.push(`| ${w.files}-file workspace${tag}: index + first status (analyses every file) | ${fmtMs(w.indexMs)} | | | ${w.note ?? ''} |`);
    if (w.indexMs === null) continue;
    lines.push(`| ${w.files}-file workspace${tag}: first workspace/diagnostic | ${fmtMs(w.firstWorkspacePullMs)} | | | |`);
    lines.push(`| ${w.files}-file workspace${tag}: workspace/diagnostic, nothing changed | ${fmtMs(w.unchangedWorkspacePullMs)} | | | |`);
    if (w.afterEdit)
      lines.push(
        `| ${w.files}-file workspace${tag}: workspace/diagnostic after one single-character edit | ${fmtMs(w.afterEdit.p50)} | | ${fmtMs(Math.max(...w.afterEdit.ms))} | ${w.afterEdit.fullReports} full reports re-sent, ${w.afterEdit.unchangedReports} unchanged; the edited file has ${w.afterEdit.dependants} dependants |`,
      );
    if (w.duringWorkspacePull) {
      const d = w.duringWorkspacePull;
      lines.push(
        `| ${w.files}-file workspace${tag}: a keystroke's pull while a workspace pull re-analyses every file (after a rename), ${d.during.length} times | ${fmtMs(quantile(d.during, 0.5))} | | ${fmtMs(Math.max(...d.during))} | idle: ${fmtMs(quantile(d.idle, 0.5))} (${round(quantile(d.during, 0.5) / quantile(d.idle, 0.5), 1)}×); the workspace pull: ${fmtMs(quantile(d.workspacePullMs, 0.5))} |`,
      );
      if (d.cancelMs.length)
        lines.push(
          `| ${w.files}-file workspace${tag}: such a workspace pull cancelled by the client -> its answer | ${fmtMs(quantile(d.cancelMs, 0.5))} | | ${fmtMs(Math.max(...d.cancelMs))} | ${d.cancelMs.length} of ${d.during.length} cancelled before finishing |`,
        );
    }
    if (w.bigFileEdits)
      lines.push(
        `| ${w.files}-file workspace${tag}: 5,000-line unsaved file, ${w.bigFileEdits.count} edits -> diagnostics | ${fmtMs(w.bigFileEdits.p50)} | ${fmtMs(w.bigFileEdits.p95)} | ${fmtMs(w.bigFileEdits.max)} | ${w.bigFileEdits.stale} stale |`,
      );
  }
  if (results.memory.length > 0) {
    lines.push('');
    lines.push('### Server memory (`dist/server.js`, after a full garbage collection)');
    lines.push('');
    lines.push('| session | after the first cycle: RSS / heap | after the last: RSS / heap | peak RSS | wall |');
    lines.push('|---|---|---|---|---|');
    for (const m of results.memory) {
      lines.push(
        `| ${m.what} | ${round(m.first.rssMb)} MB / ${round(m.first.heapMb)} MB | ${round(m.last.rssMb)} MB / ${round(m.last.heapMb)} MB | ${round(m.peakRssMb)} MB | ${fmtMs(m.wallMs)} |`,
      );
    }
  }
  if (results.profiles.length > 0) {
    lines.push('');
    lines.push('### CPU profiles (self time, top functions)');
    for (const p of results.profiles) {
      lines.push('');
      lines.push(`**${p.what}** — ${fmtMs(p.totalMs)} sampled, \`${p.file}\``);
      lines.push('');
      lines.push('| self time | share of busy time | function | source |');
      lines.push('|---|---|---|---|');
      for (const t of p.top.slice(0, 12)) lines.push(`| ${fmtMs(t.ms)} | ${round(t.share * 100, 1)}% | \`${t.name}\` | ${t.source} |`);
    }
  }
  return lines.join('\n');
}

interface Target {
  target: string;
  measured: string;
  met: boolean | null;
}

interface Results {
  date: string;
  command: string;
  durationS: number;
  reps: number;
  machine: ReturnType<typeof machine>;
  loadAverageAtEnd: number[];
  cold: ColdResult[];
  server: { bigFile: ServerBigFile | null; workspaces: ServerWorkspace[] };
  typescript: { cold: ColdResult[]; bigFile: ServerBigFile | null; emptyFile: ProcessRun | null; oneTool: { cacheOff: ProcessRun; cacheOn: ProcessRun } | null };
  peers: PeerComparison | null;
  scaling: ScalingRow[];
  memory: MemoryRun[];
  targets: Target[];
  profiles: ProfileSummary[];
}

/** One family of the scaling row (bench/scaling.ts). */
type ScalingRow = FamilyResult & { worst?: Growth };

/**
 * The scaling row: every rule and front-end step on pathological inputs of size n, 2n and 4n, run
 * from the sources in a process of its own (tsx), so that each step is timed alone.
 */
function scalingRow(): Promise<ScalingRow[]> {
  return new Promise((resolve) => {
    log('scaling: pathological inputs at n, 2n and 4n (in process, from the sources)');
    const child = track(
      spawn(process.execPath, ['--expose-gc', '--conditions=import', '--import', 'tsx', path.join(ROOT, 'bench', 'scaling.ts'), '--json'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20 * TIMEOUT_MS);
    child.on('exit', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out) as ScalingRow[]);
      } catch {
        log('  scaling: no result');
        resolve([]);
      }
    });
  });
}

function targets(results: Omit<Results, 'targets'>): Target[] {
  const out: Target[] = [];
  if (results.scaling.length > 0) {
    const worst = results.scaling.map((r) => ({ family: r.family, worst: r.worst })).sort((a, b) => (b.worst?.perDoubling ?? 0) - (a.worst?.perDoubling ?? 0))[0];
    out.push({
      target: `no rule or front-end step superlinear on pathological inputs (≤ ${SUPERLINEAR}× per doubling)`,
      measured: worst?.worst ? `worst ${round(worst.worst.perDoubling, 2)}× per doubling (${worst.worst.step}, ${worst.family})` : 'every step below noise',
      met: !worst?.worst || worst.worst.perDoubling <= SUPERLINEAR,
    });
  }
  const large = results.cold.find((c) => c.workspace === LARGE_APP);
  if (large) {
    out.push({
      target: `large app with few AppFunctions (${large.files} files, ${large.functions} functions) ≤ 2× the text-search floor`,
      measured: large.cli.timedOut
        ? 'did not finish'
        : `${fmtX(large.ratioWall)} wall, ${fmtX(large.ratioCpu)} CPU (${fmtMs(large.cli.wallMs)} against ${fmtMs(large.floor.wallMs)})`,
      met: !large.cli.timedOut && large.ratioWall <= 2,
    });
    out.push({
      target: 'peak RSS ≤ 150 MB on the large app',
      measured: `${round(large.cli.peakRssMb)} MB (floor ${round(large.floor.peakRssMb)} MB)`,
      met: !large.cli.timedOut && large.cli.peakRssMb <= 150,
    });
  }
  const largeCSharp = results.cold.find((c) => c.workspace === LARGE_CSHARP_APP);
  if (largeCSharp) {
    // Not a target of its own: the same bar as the Kotlin large app, for a .NET app of the same size.
    out.push({
      target: `large .NET app with few AppFunctions (${largeCSharp.files} files, ${largeCSharp.functions} functions) ≤ 2× the text-search floor, ≤ 150 MB`,
      measured: largeCSharp.cli.timedOut
        ? 'did not finish'
        : `${fmtX(largeCSharp.ratioWall)} wall, ${fmtX(largeCSharp.ratioCpu)} CPU (${fmtMs(largeCSharp.cli.wallMs)} against ${fmtMs(largeCSharp.floor.wallMs)}); ${round(largeCSharp.cli.peakRssMb)} MB`,
      met: !largeCSharp.cli.timedOut && largeCSharp.ratioWall <= 2 && largeCSharp.cli.peakRssMb <= 150,
    });
  }
  const cold = results.cold.find((c) => c.files >= 2000 && c.workspace !== LARGE_APP && c.workspace !== LARGE_CSHARP_APP);
  if (cold) {
    out.push({
      target: 'cold Kotlin analysis ≤ 1.5× the parse floor at 2,000 files',
      measured: cold.cli.timedOut
        ? `> ${fmtX(TIMEOUT_MS / cold.floor.wallMs)} (killed after ${TIMEOUT_MS / 1000} s; floor ${fmtMs(cold.floor.wallMs)})${cold.diagnostic && !cold.diagnostic.cli.timedOut ? `; ${fmtX(cold.diagnostic.ratioWall)} wall / ${fmtX(cold.diagnostic.ratioCpu)} CPU with ${cold.diagnostic.off.join(', ')} off` : ''}`
        : `${fmtX(cold.ratioWall)} wall, ${fmtX(cold.ratioCpu)} CPU`,
      met: !cold.cli.timedOut && cold.ratioWall <= 1.5,
    });
    const rss = cold.cli.timedOut ? cold.diagnostic?.cli.peakRssMb : cold.cli.peakRssMb;
    out.push({
      target: 'peak RSS < 300 MB at 2,000 files',
      measured:
        rss === undefined || !Number.isFinite(rss)
          ? 'n/a (run did not finish)'
          : `${round(rss)} MB${cold.cli.timedOut ? ` (diagnostic run, ${cold.diagnostic!.off.join(', ')} off)` : ''}`,
      met: rss === undefined || !Number.isFinite(rss) ? null : rss < 300,
    });
  }
  for (const w of results.peers && !results.peers.skipped ? peerTargets(results.peers) : []) {
    const source = w.fastestSource?.run?.cpuMs;
    const fastest = w.fastest?.run?.cpuMs;
    out.push({
      target: `MCP server ${w.workspace}: CPU time ≤ the fastest peer that reads source, and ≤ 2× the fastest peer`,
      measured: `ours ${fmtMs(w.ours)}; fastest reading source ${w.fastestSource?.tool ?? 'n/a'} ${fmtMs(source)}; fastest ${w.fastest?.tool ?? 'n/a'} ${fmtMs(fastest)}`,
      met: source === undefined || fastest === undefined ? null : w.ours <= source && w.ours <= 2 * fastest,
    });
  }
  const empty = results.typescript.emptyFile;
  if (empty) {
    out.push({
      target: 'one empty .ts file ≤ 0.2 s and ≤ 80 MB',
      measured: `${fmtMs(empty.wallMs)}, ${round(empty.peakRssMb)} MB`,
      met: !empty.timedOut && empty.wallMs <= 200 && empty.peakRssMb <= 80,
    });
  }
  const b = results.server.bigFile;
  out.push({
    target: 'Kotlin edit -> diagnostics p95 ≤ 10 ms (5,000-line file)',
    measured: b ? `${fmtMs(b.edits.p95)} (p50 ${fmtMs(b.edits.p50)})` : 'n/a',
    met: b ? b.edits.p95 <= 10 : null,
  });
  const t = results.typescript.bigFile;
  out.push({
    target: 'TypeScript edit -> diagnostics p95 < 50 ms (3,000-line file)',
    measured: t ? `${fmtMs(t.edits.p95)} (p50 ${fmtMs(t.edits.p50)})` : 'n/a',
    met: t ? t.edits.p95 < 50 : null,
  });
  out.push({
    target: 'hover p95 ≤ 5 ms (Kotlin)',
    measured: b?.hover ? `${fmtMs(b.hover.p95)} (p50 ${fmtMs(b.hover.p50)})` : (b?.hoverNote ?? 'n/a'),
    met: b?.hover ? b.hover.p95 <= 5 : null,
  });
  if (t?.hover) out.push({ target: 'hover p95 < 10 ms (TypeScript)', measured: `${fmtMs(t.hover.p95)} (p50 ${fmtMs(t.hover.p50)})`, met: t.hover.p95 < 10 });
  const steady = results.memory.at(-1);
  if (steady) {
    out.push({
      target: 'server RSS ≤ 500 MB after 2,000 documents opened, edited and closed',
      measured: `${round(steady.last.rssMb)} MB (peak ${round(steady.peakRssMb)} MB; ${round(steady.first.rssMb)} MB after the first)`,
      met: steady.peakRssMb <= 500,
    });
  }
  const w = results.server.workspaces.find((x) => x.afterEdit);
  out.push({
    target: 'one edit re-analyses one file plus only the cross-file work it touches',
    measured: w?.afterEdit
      ? `${w.afterEdit.fullReports} of ${w.files - 1} closed files re-reported after one edit (the edited file has ${w.afterEdit.dependants} dependants); workspace/diagnostic ${fmtMs(w.afterEdit.p50)}${w.diagnostic ? ' (diagnostic settings)' : ''}`
      : 'n/a (the 2,000-file session did not get that far)',
    met: w?.afterEdit ? w.afterEdit.fullReports <= w.afterEdit.dependants + 1 : false,
  });
  return out;
}

const BEGIN = '<!-- bench:begin (generated by `npm run bench`; edit outside these markers) -->';
const END = '<!-- bench:end -->';

function writeBenchmarks(generated: string): void {
  let current: string;
  try {
    current = fs.readFileSync(BENCHMARKS, 'utf8');
  } catch {
    current = `# Benchmarks\n\nHow fast the analysis is on large apps, measured by \`npm run bench\` (issue 9).\n\n## Figures\n\n${BEGIN}\n${END}\n\n## Where the time goes\n\n## What would close the gap\n`;
  }
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start ? `${current.slice(0, start + BEGIN.length)}\n${generated}\n${current.slice(end)}` : `${current.trimEnd()}\n\n${BEGIN}\n${generated}\n${END}\n`;
  fs.writeFileSync(BENCHMARKS, next);
}

async function main(): Promise<void> {
  const machineInfo = machine();
  log(`${machineInfo.cpu}, ${machineInfo.cores} cores, ${machineInfo.ramGb} GB, node ${machineInfo.node}; load ${machineInfo.loadAverageAtStart.join(' ')}`);
  if (!flag('--no-build')) {
    log('building (npm run build)');
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (build.status !== 0) log(`  build failed, measuring the existing dist/: ${(build.stderr || build.stdout).trim().split('\n').slice(0, 3).join(' | ')}`);
  }
  for (const file of [CLI, SERVER]) if (!fs.existsSync(file)) throw new Error(`${file} is missing: run 'npm run build'`);

  log('generating workspaces (cached when unchanged)');
  const ws200 = generateKotlinWorkspace(path.join(WORKSPACES, 'kotlin-200'), 200);
  const ws2000 = generateKotlinWorkspace(path.join(WORKSPACES, 'kotlin-2000'), 2000);
  const wsLarge = generateLargeKotlinApp(path.join(WORKSPACES, 'kotlin-large-app'), 3000, 10);
  const wsCSharp = generateLargeCSharpApp(path.join(WORKSPACES, 'csharp-large-app'), 3000, 10);
  const ts100 = generateTypeScriptWorkspace(path.join(WORKSPACES, 'ts-100'), 100);
  const ts500 = generateTypeScriptWorkspace(path.join(WORKSPACES, 'ts-500'), 500);
  const tsBig = generateBigTypeScriptFile(3000);
  fs.mkdirSync(path.join(WORKSPACES, 'ts-big'), { recursive: true });
  fs.writeFileSync(path.join(WORKSPACES, 'ts-big', 'tools.ts'), tsBig.text);
  log(`  kotlin-200: ${ws200.files} files, ${ws200.functions} functions; kotlin-2000: ${ws2000.files} files, ${ws2000.functions} functions, ${ws2000.lines} lines`);

  const reps = 2;
  const cold = enabled('cold-kotlin')
    ? [await coldAnalysis('kotlin-200', ws200, reps), await coldAnalysis('kotlin-2000', ws2000, 1), await coldAnalysis(LARGE_APP, wsLarge, 3, TEXT_FLOOR)]
    : [];
  const csharpCold = enabled('cold-csharp') ? [await coldAnalysis(LARGE_CSHARP_APP, wsCSharp, 3, TEXT_FLOOR)] : [];
  const tsCold = enabled('cold-ts')
    ? [await coldAnalysis('ts-100', { ...ts100, files: ts100.files - 1 }, reps, FLOOR_TS), await coldAnalysis('ts-500', { ...ts500, files: ts500.files - 1 }, reps, FLOOR_TS)]
    : [];
  const emptyFile = enabled('cold-ts') ? await emptyTypeScriptFile() : null;
  const oneTool = enabled('cold-ts') ? await oneToolServer() : null;
  const peers = PEERS
    ? await peerComparison(
        [
          { name: 'ts-100', folder: path.relative(ROOT, ts100.root) },
          { name: 'ts-500', folder: path.relative(ROOT, ts500.root) },
        ],
        { root: ROOT, cli: CLI, out: OUT, reps, measure: (label, args) => measureProcess(label, args), log },
      )
    : null;
  if (peers?.skipped) log(`peers: not measured (${peers.skipped})`);

  log('server: 5,000-line Kotlin file');
  const bigFile = !enabled('server-kotlin')
    ? null
    : await serverBigFile(path.join(WORKSPACES, 'kotlin-big')).catch((error: Error) => {
        log(`  failed: ${error.message}`);
        return null;
      });

  log('server: 3,000-line TypeScript file');
  const tsBigFile = !enabled('server-ts')
    ? null
    : await serverBigFile(path.join(WORKSPACES, 'ts-big-server'), [], TYPESCRIPT).catch((error: Error) => {
        log(`  failed: ${error.message}`);
        return null;
      });

  const workspaces: ServerWorkspace[] = [];
  if (enabled('workspace')) {
    log(`server: ${ws2000.files}-file workspace, default settings`);
    workspaces.push(await serverWorkspace(ws2000, {}, false));
  }
  if (workspaces[0]?.indexMs === null) {
    log(`server: ${ws2000.files}-file workspace, diagnostic settings (${DIAGNOSTIC_OFF.join(', ')} off)`);
    workspaces.push(await serverWorkspace(ws2000, Object.fromEntries(DIAGNOSTIC_OFF.map((id) => [id, 'off'])), true));
  }

  const scaling = enabled('scaling') ? await scalingRow() : [];
  const memory = enabled('memory') ? await memoryRuns(SERVER, WORKSPACES, log) : [];

  const profiles = PROFILE ? await profileRuns(ws200) : [];
  const partial: Omit<Results, 'targets'> = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
    durationS: (Date.now() - started) / 1000,
    reps,
    machine: machineInfo,
    loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
    cold: [...cold, ...csharpCold],
    server: { bigFile, workspaces },
    typescript: { cold: tsCold, bigFile: tsBigFile, emptyFile, oneTool },
    peers,
    scaling,
    memory,
    profiles,
  };
  const results: Results = { ...partial, targets: targets(partial) };
  if (!flag('--no-write')) {
    writeBenchmarks(markdown(results));
    log(`wrote ${path.relative(process.cwd(), BENCHMARKS)}`);
  }
  for (const t of results.targets) log(`  ${t.met === null ? 'n/a   ' : t.met ? 'met   ' : 'MISSED'} ${t.target}: ${t.measured}`);
  if (JSON_OUT) process.stdout.write(`${JSON.stringify(results, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : typeof v === 'number' ? round(v, 2) : v), 2)}\n`);
}

main().then(
  () => {
    killAll();
    process.exit(0);
  },
  (error: unknown) => {
    log(`failed: ${(error as Error)?.stack ?? String(error)}`);
    killAll();
    process.exit(2);
  },
);

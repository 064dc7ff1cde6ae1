import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seededRandom } from '../helpers/seeded-random';
import { loadCorpus, type SeedFile } from './corpus';
import { CHECKS, runEpisode, type Check, type EpisodeOptions, type Failure } from './episode';
import { FuzzClient, type SentOp } from './fuzz-client';
import { DEFAULT_SIZES, makeInput, type FuzzInput, type InputSizes } from './mutate';
import { kindOf, ParseQuality, type InputKind } from './parse-quality';

export interface FuzzOptions extends EpisodeOptions {
  seed: number;
  /** Inputs to run (the run also stops at `timeSeconds`). */
  count: number;
  timeSeconds: number;
  /** Servers driven side by side; input `i` always goes to server `i % workers`. */
  workers: number;
  /** A request unanswered for this long is a hang; the server is replaced. */
  hangMs: number;
  /** Peak server memory above this is a `memory` failure. */
  maxRssBytes: number;
  sizes: InputSizes;
  /** Only seed files of these kinds (every kind when undefined); splices then stay within them too. */
  kinds?: readonly InputKind[];
  /** Where reproducers go (none written when undefined). */
  outDir?: string;
  /** Reproducers written per check at most. */
  reproducersPerCheck: number;
  /** Progress lines (every few seconds). */
  log?: (line: string) => void;
}

export const DEFAULT_OPTIONS: FuzzOptions = {
  seed: 1,
  count: 1000,
  timeSeconds: 3600,
  workers: 2,
  hangMs: 20_000,
  slowMs: 1000,
  workspacePullChance: 0.2,
  maxRssBytes: 500 * 1024 * 1024,
  sizes: DEFAULT_SIZES,
  reproducersPerCheck: 20,
};

/** One failure with the input it happened on. */
export interface FoundFailure extends Failure {
  index: number;
  path: string;
  recipe: string[];
  reproducer?: string;
}

export interface FuzzSummary {
  seed: number;
  inputs: number;
  /** Inputs by kind, and the failures of each kind's inputs by check (memory belongs to no input). */
  byKind: Partial<Record<InputKind, { inputs: number; failures: Partial<Record<Check, number>> }>>;
  requests: number;
  seconds: number;
  inputsPerSecond: number;
  restarts: number;
  counts: Record<Check, number>;
  latency: { p50: number; p99: number; max: number };
  slowest: { method: string; ms: number; index: number; recipe: string[] }[];
  /** Requests and the time spent waiting for them, by method. */
  byMethod: Record<string, { count: number; totalMs: number }>;
  /** Largest resident memory of any server, and the median over the last quarter of the run. */
  rss: { peakBytes: number; steadyBytes: number; peakIndex: number };
  failures: FoundFailure[];
}

/** Input number `index` of a run with `seed`, and the seed of the operations run on it. */
export function inputFor(corpus: readonly SeedFile[], seed: number, index: number, sizes: InputSizes): { input: FuzzInput; episodeSeed: number } {
  // Each input has a random source of its own: which worker runs it changes nothing.
  const r = seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  r();
  const input = makeInput(corpus, r, index, sizes);
  return { input, episodeSeed: Math.floor(r() * 2 ** 32) };
}

class Worker {
  client!: FuzzClient;
  readonly folder: string;
  readonly #hangMs: number;
  restarts = 0;
  current = -1;

  constructor(hangMs: number) {
    this.#hangMs = hangMs;
    this.folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-fuzz-')));
  }

  async start(): Promise<void> {
    this.client = new FuzzClient(this.#hangMs);
    await this.client.initialize(pathToFileURL(this.folder).href);
  }

  async restart(): Promise<void> {
    this.restarts++;
    await this.client.dispose();
    await this.start();
  }

  async stop(): Promise<void> {
    await this.client.dispose();
    fs.rmSync(this.folder, { recursive: true, force: true });
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!);

/**
 * Runs `count` mutated inputs (or until `timeSeconds`) against the bundled server, one server per
 * worker, replacing a server only after it crashed or hung, and sums up what failed.
 */
export async function runFuzz(partial: Partial<FuzzOptions> = {}): Promise<FuzzSummary> {
  const options = { ...DEFAULT_OPTIONS, ...partial };
  const corpus = loadCorpus().filter((seed) => !options.kinds || options.kinds.includes(seed.kind));
  if (corpus.length === 0) throw new Error('no seed files found');
  const quality = await ParseQuality.create();
  const started = performance.now();
  const deadline = started + options.timeSeconds * 1000;
  const workers = Array.from({ length: options.workers }, () => new Worker(options.hangMs));
  await Promise.all(workers.map((w) => w.start()));

  const failures: FoundFailure[] = [];
  const written = new Map<Check, number>();
  const slowest: FuzzSummary['slowest'] = [];
  const samples: { t: number; rss: number }[] = [];
  let peak = { bytes: 0, index: -1 };
  let inputs = 0;
  const byKind: FuzzSummary['byKind'] = {};
  let requests = 0;
  const latencies: number[] = [];
  const byMethod: FuzzSummary['byMethod'] = {};
  const sample = () => {
    for (const w of workers) {
      const rss = w.client.rss();
      if (rss === undefined) continue;
      samples.push({ t: performance.now(), rss });
      if (rss > peak.bytes) peak = { bytes: rss, index: w.current };
    }
  };
  const sampler = setInterval(sample, 250);
  let lastLog = performance.now();

  const record = (input: FuzzInput, index: number, episodeSeed: number, found: Failure[], ops: SentOp[]) => {
    for (const failure of found) {
      const entry: FoundFailure = { ...failure, index, path: input.path, recipe: input.recipe };
      const n = written.get(failure.check) ?? 0;
      if (options.outDir && n < options.reproducersPerCheck) {
        written.set(failure.check, n + 1);
        entry.reproducer = writeReproducer(options.outDir, options.seed, index, episodeSeed, input, entry, ops);
      }
      failures.push(entry);
    }
  };

  await Promise.all(
    workers.map(async (worker, w) => {
      for (let index = w; index < options.count && performance.now() < deadline; index += options.workers) {
        const { input, episodeSeed } = inputFor(corpus, options.seed, index, options.sizes);
        worker.current = index;
        worker.client.ops = [];
        const answered = worker.client.latencies.length;
        const result = await runEpisode(worker.client, input, worker.folder, seededRandom(episodeSeed), quality, options);
        inputs++;
        const kind = (byKind[input.kind] ??= { inputs: 0, failures: {} });
        kind.inputs++;
        for (const f of result.failures) kind.failures[f.check] = (kind.failures[f.check] ?? 0) + 1;
        requests += worker.client.ops.filter((op) => op.kind === 'request').length;
        for (const { method, ms } of worker.client.latencies.slice(answered)) {
          latencies.push(ms);
          const entry = (byMethod[method] ??= { count: 0, totalMs: 0 });
          entry.count++;
          entry.totalMs += ms;
          if (slowest.length < 10 || ms > slowest[slowest.length - 1]!.ms) {
            slowest.push({ method, ms: Math.round(ms), index, recipe: input.recipe });
            slowest.sort((a, b) => b.ms - a.ms);
            slowest.length = Math.min(slowest.length, 10);
          }
        }
        // The client keeps only the current input's latencies.
        worker.client.latencies.length = 0;
        record(input, index, episodeSeed, result.failures, worker.client.ops);
        if (result.restart) await worker.restart();
        if (options.log && performance.now() - lastLog > 10_000) {
          lastLog = performance.now();
          const seconds = (performance.now() - started) / 1000;
          options.log(`${inputs} inputs, ${(inputs / seconds).toFixed(1)}/s, ${failures.length} failures, rss ${Math.round((samples.at(-1)?.rss ?? 0) / 2 ** 20)} MB`);
        }
      }
    }),
  );
  clearInterval(sampler);
  sample();
  const seconds = (performance.now() - started) / 1000;
  const restarts = workers.reduce((sum, w) => sum + w.restarts, 0);
  await Promise.all(workers.map((w) => w.stop()));

  const counts = Object.fromEntries([...CHECKS, 'memory'].map((c) => [c, 0])) as Record<Check, number>;
  for (const f of failures) counts[f.check]++;
  const lastQuarter = samples.filter((s) => s.t >= started + (performance.now() - started) * 0.75).map((s) => s.rss);
  lastQuarter.sort((a, b) => a - b);
  if (peak.bytes > options.maxRssBytes) {
    counts.memory++;
    failures.push({ check: 'memory', detail: `server memory reached ${Math.round(peak.bytes / 2 ** 20)} MB`, index: peak.index, path: '', recipe: [] });
  }
  latencies.sort((a, b) => a - b);
  return {
    seed: options.seed,
    inputs,
    byKind,
    requests,
    seconds: Math.round(seconds * 10) / 10,
    inputsPerSecond: Math.round((inputs / seconds) * 10) / 10,
    restarts,
    counts,
    latency: { p50: Math.round(percentile(latencies, 0.5) * 10) / 10, p99: Math.round(percentile(latencies, 0.99)), max: Math.round(latencies.at(-1) ?? 0) },
    slowest,
    byMethod: Object.fromEntries(Object.entries(byMethod).map(([m, e]) => [m, { count: e.count, totalMs: Math.round(e.totalMs) }])),
    rss: { peakBytes: peak.bytes, steadyBytes: percentile(lastQuarter, 0.5), peakIndex: peak.index },
    failures,
  };
}

/** What a kept case says: the document, the operations' seed, and that nothing may fail. */
export interface CaseFile {
  /** Workspace-relative path the input is opened at (its extension picks the front end). */
  path: string;
  /** The file in the case folder holding the input text. */
  input: string;
  episodeSeed: number;
  /** What the case found when it was kept, in words. */
  found: string;
  /** A large input kept small: `marker` in the input file stands for `unit` repeated to `length` characters. */
  expand?: { marker: string; unit: string; length: number };
  expected: 'no failure';
}

/** The input text of a case, with its `expand` run written out. */
export function caseText(caseDir: string, spec: CaseFile): string {
  const text = fs.readFileSync(path.join(caseDir, spec.input), 'utf8');
  if (!spec.expand) return text;
  const { marker, unit, length } = spec.expand;
  return text.split(marker).join(unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Replays one kept case on a fresh server; returns what failed (empty when it passes). */
export async function replayCase(caseDir: string, partial: Partial<FuzzOptions> = {}): Promise<Failure[]> {
  const options = { ...DEFAULT_OPTIONS, ...partial };
  const spec = JSON.parse(fs.readFileSync(path.join(caseDir, 'case.json'), 'utf8')) as CaseFile;
  const kind = kindOf(spec.path);
  if (!kind) throw new Error(`${caseDir}: no front end for ${spec.path}`);
  const input: FuzzInput = { kind, path: spec.path, text: caseText(caseDir, spec), recipe: [`case ${path.basename(caseDir)}`] };
  const quality = await ParseQuality.create();
  const worker = new Worker(options.hangMs);
  await worker.start();
  try {
    const result = await runEpisode(worker.client, input, worker.folder, seededRandom(spec.episodeSeed), quality, options);
    return result.failures;
  } finally {
    await worker.stop();
  }
}

/**
 * Makes a reproducer smaller: drops runs of lines, then of characters, as long as the same check
 * still fails with the same operations' seed. Internal errors are logged once per server, so each
 * try of one gets a fresh server; the others share one. Stops after `seconds`.
 */
export async function shrinkCase(caseDir: string, check: Check, seconds: number, partial: Partial<FuzzOptions> = {}): Promise<{ before: number; after: number; tries: number }> {
  const options = { ...DEFAULT_OPTIONS, ...partial };
  const spec = JSON.parse(fs.readFileSync(path.join(caseDir, 'case.json'), 'utf8')) as CaseFile;
  const kind = kindOf(spec.path)!;
  const inputFile = path.join(caseDir, spec.input);
  const original = fs.readFileSync(inputFile, 'utf8');
  const quality = await ParseQuality.create();
  const deadline = performance.now() + seconds * 1000;
  let worker: Worker | undefined;
  let tries = 0;
  const fails = async (text: string) => {
    tries++;
    if (!worker || check === 'internal-error') {
      await worker?.stop();
      worker = new Worker(options.hangMs);
      await worker.start();
    }
    const input: FuzzInput = { kind, path: spec.path, text, recipe: [] };
    const result = await runEpisode(worker.client, input, worker.folder, seededRandom(spec.episodeSeed), quality, options);
    if (result.restart) {
      await worker.stop();
      worker = undefined;
    }
    return result.failures.some((f) => f.check === check);
  };
  let text = original;
  try {
    for (const unit of ['line', 'char'] as const) {
      let parts = unit === 'line' ? text.split(/(?<=\n)/) : Array.from(text);
      for (let size = Math.floor(parts.length / 2); size >= 1 && performance.now() < deadline; size = Math.floor(size / 2)) {
        for (let i = 0; i < parts.length && performance.now() < deadline; ) {
          const candidate = [...parts.slice(0, i), ...parts.slice(i + size)];
          if (await fails(candidate.join(''))) parts = candidate;
          else i += size;
        }
      }
      text = parts.join('');
      // Characters are shrunk only for inputs already small in lines.
      if (text.length > 20_000) break;
    }
  } finally {
    await worker?.stop();
  }
  fs.writeFileSync(inputFile, text);
  return { before: original.length, after: text.length, tries };
}

/** Long strings in recorded operations are cut, so a reproducer of a 1 MB input stays readable. */
function elide(value: unknown): unknown {
  if (typeof value === 'string') return value.length > 2000 ? `${value.slice(0, 1000)}…<${value.length} characters>` : value;
  if (Array.isArray(value)) return value.map(elide);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, elide(v)]));
  return value;
}

function writeReproducer(outDir: string, seed: number, index: number, episodeSeed: number, input: FuzzInput, failure: FoundFailure, ops: SentOp[]): string {
  const dir = path.join(outDir, failure.check, `input-${index}`);
  fs.mkdirSync(dir, { recursive: true });
  const inputName = `input${path.extname(input.path) || '.txt'}`;
  fs.writeFileSync(path.join(dir, inputName), input.text);
  const spec: CaseFile = { path: input.path, input: inputName, episodeSeed, found: `${failure.check}: ${failure.detail.split('\n')[0]}`, expected: 'no failure' };
  fs.writeFileSync(path.join(dir, 'case.json'), `${JSON.stringify(spec, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'ops.jsonl'), ops.map((op) => JSON.stringify(elide(op))).join('\n') + '\n');
  const lines = [`check: ${failure.check}`, `run seed ${seed}, input ${index}, ${input.path}`, 'made by:', ...input.recipe.map((r) => `  ${r}`), '', failure.detail, ''];
  fs.appendFileSync(path.join(dir, 'failure.txt'), lines.join('\n'));
  return dir;
}

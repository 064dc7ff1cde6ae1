import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { CHECKS, type Check } from './episode';
import { DEFAULT_OPTIONS, runFuzz, shrinkCase, type FuzzSummary } from './harness';
import type { InputKind } from './parse-quality';

const KINDS: readonly InputKind[] = ['kotlin', 'typescript', 'xml', 'csharp'];

/**
 * `npm run fuzz -- --seed 1 --count 100000 --time 3600 --workers 2`: mutated inputs against the
 * bundled server (build it first). Prints a summary, writes it and one reproducer folder per
 * failure (up to `--reproducers` per check) under `--out`, and exits 1 when anything failed.
 * `--shrink <reproducer folder> [--time SECONDS]` makes one reproducer's input smaller in place.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: String(DEFAULT_OPTIONS.seed) },
      count: { type: 'string', default: String(DEFAULT_OPTIONS.count) },
      time: { type: 'string', default: String(DEFAULT_OPTIONS.timeSeconds) },
      workers: { type: 'string', default: String(DEFAULT_OPTIONS.workers) },
      'slow-ms': { type: 'string', default: String(DEFAULT_OPTIONS.slowMs) },
      'hang-ms': { type: 'string', default: String(DEFAULT_OPTIONS.hangMs) },
      'max-rss-mb': { type: 'string', default: String(DEFAULT_OPTIONS.maxRssBytes / 2 ** 20) },
      'large-chance': { type: 'string', default: String(DEFAULT_OPTIONS.sizes.largeChance) },
      'large-chars': { type: 'string', default: String(DEFAULT_OPTIONS.sizes.largeChars) },
      reproducers: { type: 'string', default: String(DEFAULT_OPTIONS.reproducersPerCheck) },
      kinds: { type: 'string' },
      out: { type: 'string', default: 'fuzz-results' },
      shrink: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run fuzz -- [--seed N] [--count N] [--time SECONDS] [--workers N] [--slow-ms MS] [--hang-ms MS] [--max-rss-mb MB] [--large-chance P] [--large-chars N] [--reproducers N] [--kinds csharp,kotlin,typescript,xml] [--out DIR]',
    );
    return 0;
  }
  const number = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number >= 0`);
    return value;
  };
  if (values.shrink) {
    // A reproducer folder: its failure.txt names the check that must keep failing.
    const check = /^check: (\S+)/.exec(fs.readFileSync(path.join(values.shrink, 'failure.txt'), 'utf8'))?.[1] as Check | undefined;
    if (!check) throw new Error(`${values.shrink}/failure.txt names no check`);
    const result = await shrinkCase(values.shrink, check, number('time'), { hangMs: number('hang-ms'), slowMs: number('slow-ms') });
    console.log(`${check}: ${result.before} -> ${result.after} characters in ${result.tries} tries`);
    return 0;
  }
  const kinds = values.kinds?.split(',').map((k) => k.trim()) as InputKind[] | undefined;
  const unknown = kinds?.filter((k) => !KINDS.includes(k));
  if (unknown?.length) throw new Error(`--kinds: unknown ${unknown.join(', ')} (one of ${KINDS.join(', ')})`);
  const seed = number('seed');
  const outDir = path.resolve(values.out!, `seed-${seed}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const summary = await runFuzz({
    seed,
    count: number('count'),
    timeSeconds: number('time'),
    workers: Math.max(1, Math.floor(number('workers'))),
    slowMs: number('slow-ms'),
    hangMs: number('hang-ms'),
    maxRssBytes: number('max-rss-mb') * 2 ** 20,
    sizes: { largeChance: number('large-chance'), largeChars: number('large-chars') },
    kinds,
    reproducersPerCheck: number('reproducers'),
    outDir,
    log: (line) => console.error(line),
  });
  fs.writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(formatSummary(summary));
  console.log(`\nsummary and reproducers: ${outDir}`);
  return summary.failures.length > 0 ? 1 : 0;
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** `csharp 1200 (no failure); kotlin 2300 (slow 1)`: each kind's inputs and what failed on them. */
function formatKinds(s: FuzzSummary): string {
  const failures = (counts: Partial<Record<Check, number>>) => Object.entries(counts).map(([check, n]) => `${check} ${n}`);
  return Object.entries(s.byKind)
    .map(([kind, k]) => `${kind} ${k.inputs} (${failures(k.failures).join(', ') || 'no failure'})`)
    .join('; ');
}

/** The summary as the lines FUZZING.md shows. */
export function formatSummary(s: FuzzSummary): string {
  const lines = [
    `seed ${s.seed}: ${s.inputs} inputs, ${s.requests} requests in ${s.seconds} s (${s.inputsPerSecond} inputs/s), ${s.restarts} server restarts`,
    `inputs by kind: ${formatKinds(s)}`,
    `latency p50 ${s.latency.p50} ms, p99 ${s.latency.p99} ms, max ${s.latency.max} ms`,
    `server memory: peak ${mb(s.rss.peakBytes)} (at input ${s.rss.peakIndex}), steady ${mb(s.rss.steadyBytes)}`,
    'failures:',
    ...[...CHECKS, 'memory' as const].map((c) => `  ${c.padEnd(24)} ${s.counts[c]}`),
    'time waiting for answers:',
    ...Object.entries(s.byMethod).map(([m, e]) => `  ${m.padEnd(24)} ${String(e.count).padStart(8)} requests ${String(Math.round(e.totalMs / 1000)).padStart(6)} s`),
    'slowest requests:',
    ...s.slowest.slice(0, 5).map((x) => `  ${String(x.ms).padStart(7)} ms  ${x.method}  input ${x.index}: ${x.recipe.join(', ')}`),
  ];
  return lines.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);

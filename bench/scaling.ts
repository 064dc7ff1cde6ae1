// The scaling row of `npm run bench`: every rule and front-end step fed pathological inputs of size
// n, 2n and 4n, in process (run from the sources with tsx, so each step is timed on its own). A
// linear step takes about twice as long at 2n; a ratio t(2n)/t(n) above ~2.5 is superlinear.
//
//   node --expose-gc --conditions=import --import tsx bench/scaling.ts [--json] [--only family,family] [--scale x]
//
// Each family starts at a base size, doubles it until one pass over every step takes long enough
// to time (MIN_TOTAL_MS), then measures n, 2n and 4n (best of REPS, a fresh analyzer each time).
// Steps that stay under NOISE_MS at 4n are reported as below noise rather than with a ratio.
import { createAnalyzer } from '../server/src/core/analyzer';
import { analyzeFile } from '../server/src/core/analysis/analyze';
import { forgetDescriptionAnalyses } from '../server/src/core/description/analysis';
import { analyzeText } from '../server/src/core/description/languages';
import { descriptionTargets, appDescriptionTargets } from '../server/src/core/model/descriptions';
import { allRules } from '../server/src/core/rules/index';
import { MAX_FUNCTIONS_PER_FILE } from '../server/src/core/model/parse-budget';

const argv = process.argv.slice(2);
const JSON_OUT = argv.includes('--json');
const ONLY = argv.includes('--only') ? new Set((argv[argv.indexOf('--only') + 1] ?? '').split(',')) : undefined;
const SCALE = argv.includes('--scale') ? Number(argv[argv.indexOf('--scale') + 1]) : 1;
const REPS = 3;
/** A pass over every step must take this long at n before ratios mean anything. */
const MIN_TOTAL_MS = 150;
/** A step shorter than this at 4n is noise, not a ratio. */
const NOISE_MS = 20;
/** Never grow a family beyond this many units (a superlinear step would make the bench hang). */
const MAX_DOUBLINGS = 6;

interface Input {
  uri: string;
  text: string;
  /** More files of the same input: functions past the per-file limit go to files of their own. */
  others?: { uri: string; text: string }[];
}

interface Family {
  name: string;
  /** What one unit of size is, for the report. */
  unit: string;
  base: number;
  make(n: number, salt: number): Input;
}

const KOTLIN_HEAD = `package com.example.bench

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BenchService", appFunctionXmlFileName = "bench.xml")
abstract class BenchFunctions : AppFunctionService() {
`;

/** One Kotlin function whose KDoc summary is `summary` (lines as given). */
function kotlinWithSummary(summary: string, salt: number): Input {
  const doc = summary
    .split('\n')
    .map((line) => `     * ${line}`)
    .join('\n');
  return {
    uri: `/bench/scaling/s${salt}/Bench.kt`,
    text: `${KOTLIN_HEAD}    /**\n${doc}\n     * @param title The title of the note.\n     */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun createNote(title: String): String = title\n}\n`,
  };
}

/**
 * `n` functions made by `fn`, in files of {@link FUNCTIONS_PER_FILE} (a file of more than
 * MAX_FUNCTIONS_PER_FILE would be skipped, and its rules would time nothing).
 */
function kotlinFunctions(n: number, salt: number, fn: (i: number) => string): Input {
  const files: { uri: string; text: string }[] = [];
  for (let first = 0; first < n; first += FUNCTIONS_PER_FILE) {
    const body: string[] = [];
    for (let i = first; i < Math.min(n, first + FUNCTIONS_PER_FILE); i++) body.push(fn(i));
    files.push({ uri: `/bench/scaling/s${salt}/Bench${files.length || ''}.kt`, text: `${KOTLIN_HEAD}${body.join('\n')}\n}\n` });
  }
  const [main, ...others] = files;
  return { ...main!, others };
}

const FUNCTIONS_PER_FILE = Math.floor(MAX_FUNCTIONS_PER_FILE / 2);

const WORDS = ['note', 'title', 'returns', 'the', 'list', 'of', 'saved', 'items', 'for', 'a', 'user', 'when', 'given', 'query', 'and', 'limit'];
const wordsLine = (n: number) => Array.from({ length: n }, (_, i) => WORDS[(i * 7 + (i >> 3)) % WORDS.length]).join(' ');

const FAMILIES: Family[] = [
  { name: 'e.g. repeated', unit: '"e.g. "', base: 500, make: (n, s) => kotlinWithSummary(`Creates a note, ${'e.g. '.repeat(n)}done.`, s) },
  { name: 'one line of words', unit: 'words', base: 2_000, make: (n, s) => kotlinWithSummary(`Creates a note ${wordsLine(n)}.`, s) },
  {
    name: 'filler sentences',
    unit: 'sentences',
    base: 250,
    make: (n, s) => kotlinWithSummary(Array.from({ length: n }, (_, i) => `This function is used to create note ${i}.`).join(' '), s),
  },
  { name: 'one word repeated', unit: 'words', base: 2_000, make: (n, s) => kotlinWithSummary(`Creates ${'note '.repeat(n)}`, s) },
  { name: 'run without spaces', unit: 'characters', base: 5_000, make: (n, s) => kotlinWithSummary(`Creates ${'ab.'.repeat(n / 3)}`, s) },
  {
    name: 'KDoc of many lines',
    unit: 'lines',
    base: 500,
    make: (n, s) => kotlinWithSummary(Array.from({ length: n }, (_, i) => `Creates a note ${i} with the given title, then returns it.`).join('\n'), s),
  },
  {
    name: 'unclosed List<',
    unit: '"List<"',
    base: 1_000,
    make: (n, s) => ({ uri: `/bench/scaling/s${s}/Bench.kt`, text: `${KOTLIN_HEAD}    @AppFunctionDeclaration\n    fun f(a: ${'List<'.repeat(n)}\n` }),
  },
  {
    name: 'deep nesting',
    unit: 'levels',
    base: 200,
    make: (n, s) => ({
      uri: `/bench/scaling/s${s}/Bench.kt`,
      text: `${KOTLIN_HEAD}    /** Creates a note. */\n    @AppFunctionDeclaration\n    fun f(): Int = ${'listOf('.repeat(n)}1${')'.repeat(n)}\n}\n`,
    }),
  },
  {
    name: 'loose classes in one error',
    unit: 'classes',
    base: 500,
    make: (n, s) => ({ uri: `/bench/scaling/s${s}/Bench.kt`, text: `${KOTLIN_HEAD}${Array.from({ length: n }, (_, i) => `class C${i} : (\n`).join('')}` }),
  },
  {
    // Each class is misread as an expression and parsed again alone, up to a bound per file.
    name: 'annotated classes misread as expressions',
    unit: 'classes',
    base: 200,
    make: (n, s) => ({
      uri: `/bench/scaling/s${s}/Bench.kt`,
      text: `${KOTLIN_HEAD}${Array.from({ length: n }, (_, i) => `@Suppress("unused")\n@OptIn(Marker::class)\nclass C${i} {\n    fun f() {}\n}\n\n`).join('')}`,
    }),
  },
  {
    name: 'fun interfaces',
    unit: 'interfaces',
    base: 500,
    make: (n, s) => ({
      uri: `/bench/scaling/s${s}/Bench.kt`,
      text: `${KOTLIN_HEAD}${Array.from({ length: n }, (_, i) => `fun interface F${i} {\n    fun run(): Int\n}\n`).join('')}`,
    }),
  },
  {
    name: 'one id declared many times',
    unit: 'functions',
    base: 100,
    make: (n, s) =>
      kotlinFunctions(
        n,
        s,
        (i) =>
          `    /** Creates note number ${i} for the user. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun createNote(title: String, n${i}: Int): String = title\n`,
      ),
  },
  {
    name: 'identical functions',
    unit: 'functions',
    base: 100,
    make: (n, s) =>
      kotlinFunctions(
        n,
        s,
        (i) =>
          `    /** Creates a note with the given title. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun createNote${i}(title: String): String = title\n`,
      ),
  },
  {
    name: 'functions referencing each other',
    unit: 'functions',
    base: 100,
    make: (n, s) =>
      kotlinFunctions(
        n,
        s,
        (i) =>
          `    /** Creates a note. Call getNote${(i + 1) % n} first, then use list_notes_${(i + 2) % n}. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun getNote${i}(title: String): String = title\n`,
      ),
  },
  {
    name: 'TypeScript description string',
    unit: 'words',
    base: 2_000,
    make: (n, s) => ({
      uri: `/bench/scaling/s${s}/tools.ts`,
      text: `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n\nconst server = new McpServer({ name: 'notes', version: '1.0.0' });\n\nserver.registerTool(\n  'create_note',\n  { description: 'Creates a note. ${wordsLine(n)}. This tool is used to save it.', inputSchema: { title: z.string() } },\n  async () => ({ content: [] }),\n);\n`,
    }),
  },
  {
    // One long word (a base64 blob, a minified identifier): the text tests that decide whether a
    // file can declare a tool run before any parse.
    name: 'TypeScript word without breaks',
    unit: 'characters',
    base: 5_000,
    make: (n, s) => ({
      uri: `/bench/scaling/s${s}/blob.ts`,
      text: `export const blob = '${'a'.repeat(n)}';\n\nimport { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n`,
    }),
  },
  {
    name: 'app description in XML',
    unit: 'sentences',
    base: 200,
    make: (n, s) => ({
      uri: `/bench/scaling/s${s}/app/src/main/res/xml/app_metadata.xml`,
      text: `<?xml version="1.0" encoding="utf-8"?>\n<AppFunctionAppMetadata xmlns:appfn="http://schemas.android.com/apk/androidx.appfunctions" appfn:instructions="${Array.from({ length: n }, (_, i) => `This app is used to keep note ${i}, e.g. lists.`).join(' ')}" />\n`,
    }),
  },
];

interface StepTimes {
  step: string;
  ms: number[];
}

export interface FamilyResult {
  family: string;
  sizes: number[];
  unit: string;
  bytes: number[];
  totalMs: number[];
  steps: StepTimes[];
}

/** One pass: parse, description analysis, then each rule alone (workspace rules included). */
async function measureOnce(input: Input): Promise<Map<string, number>> {
  forgetDescriptionAnalyses();
  // The garbage of the pass before is collected first (with --expose-gc), so that this pass is
  // not billed for it.
  (globalThis as { gc?: () => void }).gc?.();
  const analyzer = await createAnalyzer();
  const times = new Map<string, number>();
  const time = (step: string, run: () => void) => {
    const t0 = performance.now();
    run();
    times.set(step, (times.get(step) ?? 0) + performance.now() - t0);
  };
  const files = [input, ...(input.others ?? [])];
  time('parse', () => {
    for (const file of files) analyzer.registry.update(file.uri, file.text);
  });
  // A skipped file would make every rule time nothing: say so instead of reporting a flat line.
  if (files.some((file) => analyzer.skipped(file.uri))) times.set('skipped files', files.filter((file) => analyzer.skipped(file.uri)).length);
  const models = files.flatMap((file) => analyzer.registry.get(file.uri) ?? []);
  if (models.length === 0) return times;
  time('description analysis', () => {
    for (const model of models) for (const target of [...descriptionTargets(model), ...appDescriptionTargets(model)]) analyzeText(target.piece.text);
  });
  for (const rule of allRules) {
    for (const model of models) {
      if (!rule.meta.languages.includes(model.language)) continue;
      time(rule.meta.id, () => analyzeFile(model, analyzer.registry, {}, analyzer.registry.text(model.uri) ?? '', [rule], analyzer.internalErrors.report));
    }
  }
  if (analyzer.internalErrors.entries.length > 0) times.set('internal errors', analyzer.internalErrors.entries.length);
  return times;
}

async function measure(input: Input): Promise<Map<string, number>> {
  const best = new Map<string, number>();
  for (let rep = 0; rep < REPS; rep++) {
    const renamed = (uri: string) => uri.replace('/s', `/r${rep}s`);
    const once = await measureOnce({ ...input, uri: renamed(input.uri), others: input.others?.map((file) => ({ ...file, uri: renamed(file.uri) })) });
    for (const [step, ms] of once) best.set(step, Math.min(best.get(step) ?? Infinity, ms));
  }
  return best;
}

const total = (times: Map<string, number>) => [...times].filter(([step]) => step !== 'internal errors' && step !== 'skipped files').reduce((sum, [, ms]) => sum + ms, 0);

let salt = 0;
async function runFamily(family: Family): Promise<FamilyResult> {
  let n = Math.max(1, Math.round(family.base * SCALE));
  // Warm the JIT on the smallest input first, then grow until a pass is long enough to time.
  await measureOnce(family.make(n, salt++));
  for (let i = 0; i < MAX_DOUBLINGS && total(await measure(family.make(n, salt++))) < MIN_TOTAL_MS; i++) n *= 2;
  const sizes = [n, 2 * n, 4 * n];
  const runs: Map<string, number>[] = [];
  const bytes: number[] = [];
  for (const size of sizes) {
    const input = family.make(size, salt++);
    bytes.push([input, ...(input.others ?? [])].reduce((sum, file) => sum + file.text.length, 0));
    runs.push(await measure(input));
  }
  const stepNames = [...new Set(runs.flatMap((r) => [...r.keys()]))];
  return {
    family: family.name,
    unit: family.unit,
    sizes,
    bytes,
    totalMs: runs.map(total),
    steps: stepNames.map((step) => ({ step, ms: runs.map((r) => r.get(step) ?? 0) })),
  };
}

/** How a step grows: t(2n)/t(n), t(4n)/t(2n), and per doubling over the whole range, sqrt(t(4n)/t(n)). */
export interface Growth {
  step: string;
  ratio2: number;
  ratio4: number;
  perDoubling: number;
}

/**
 * The step that grows fastest per doubling, ignoring steps below noise at 4n. Judged over the
 * whole range (n to 4n), which a single slow sample on a busy machine moves less than one ratio.
 */
export function worstStep(result: FamilyResult): Growth | undefined {
  let worst: Growth | undefined;
  for (const { step, ms } of result.steps) {
    if (step === 'internal errors') continue;
    const [a = 0, b = 0, c = 0] = ms;
    if (c < NOISE_MS) continue;
    const growth = { step, ratio2: b / Math.max(a, 0.05), ratio4: c / Math.max(b, 0.05), perDoubling: Math.sqrt(c / Math.max(a, 0.05)) };
    if (!worst || growth.perDoubling > worst.perDoubling) worst = growth;
  }
  return worst;
}

/** Above this growth per doubling a step is superlinear (a linear one doubles, a quadratic one quadruples). */
export const SUPERLINEAR = 2.5;

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Runs every family (or those in `only`) and returns the results. */
export async function runScaling(only?: ReadonlySet<string>): Promise<FamilyResult[]> {
  const results: FamilyResult[] = [];
  for (const family of FAMILIES) {
    if (only && !only.has(family.name)) continue;
    let result = await runFamily(family);
    // A growth past the limit is measured once more before it is reported: on a shared machine
    // one pause (a collection, another job) in a 20 ms step reads as a superlinear doubling, while
    // a step that really grows too fast does so again. The run with the smaller worst growth stands.
    if ((worstStep(result)?.perDoubling ?? 0) > SUPERLINEAR) {
      const again = await runFamily(family);
      process.stderr.write(
        `[scaling] ${family.name}: measured again (${round(worstStep(result)?.perDoubling ?? 0)}× then ${round(worstStep(again)?.perDoubling ?? 0)}× per doubling)\n`,
      );
      if ((worstStep(again)?.perDoubling ?? 0) < (worstStep(result)?.perDoubling ?? 0)) result = again;
    }
    results.push(result);
    const worst = worstStep(result);
    const totals = result.totalMs.map((ms) => `${round(ms, 1)} ms`).join(' / ');
    process.stderr.write(
      `[scaling] ${family.name}: n=${result.sizes[0]} ${family.unit} (${result.bytes.map((b) => `${round(b / 1024, 0)} KB`).join(' / ')}), total ${totals}; ` +
        `worst ${worst ? `${worst.step} ${round(worst.ratio2)}× / ${round(worst.ratio4)}× (${round(worst.perDoubling)}× per doubling)` : 'below noise'}\n`,
    );
  }
  return results;
}

if (require.main === module) {
  runScaling(ONLY).then(
    (results) => {
      if (JSON_OUT)
        process.stdout.write(
          `${JSON.stringify(
            results.map((r) => ({ ...r, worst: worstStep(r) })),
            null,
            2,
          )}\n`,
        );
      else {
        for (const r of results) {
          const steps = r.steps.filter((s) => (s.ms[2] ?? 0) >= NOISE_MS).sort((a, b) => (b.ms[2] ?? 0) - (a.ms[2] ?? 0));
          process.stdout.write(`\n${r.family} (n = ${r.sizes.join(' / ')} ${r.unit})\n`);
          for (const s of steps) {
            const [a = 0, b = 0, c = 0] = s.ms;
            process.stdout.write(
              `  ${s.step.padEnd(36)} ${s.ms.map((ms) => `${round(ms, 1)}`.padStart(9)).join('')} ms   ${round(b / Math.max(a, 0.05))}× ${round(c / Math.max(b, 0.05))}×\n`,
            );
          }
        }
      }
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
      process.exit(2);
    },
  );
}

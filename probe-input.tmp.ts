import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seededRandom } from './test/helpers/seeded-random';
import { runEpisode } from './test/fuzz/episode';
import { FuzzClient } from './test/fuzz/fuzz-client';
import { ParseQuality } from './test/fuzz/parse-quality';
import { DEFAULT_OPTIONS, inputFor } from './test/fuzz/harness';
import { loadCorpus } from './test/fuzz/corpus';
import { DEFAULT_SIZES } from './test/fuzz/mutate';

async function main() {
  const quality = await ParseQuality.create();
  const corpus = loadCorpus();
  const seed = Number(process.argv[2]);
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'probe-')));
  const client = new FuzzClient(60_000);
  await client.initialize(pathToFileURL(folder).href);
  for (const index of process.argv.slice(3).map(Number)) {
    const { input, episodeSeed } = inputFor(corpus, seed, index, DEFAULT_SIZES);
    const base = client.rss()!;
    let peak = base;
    const timer = setInterval(() => { const r = client.rss(); if (r && r > peak) peak = r; }, 20);
    const t0 = performance.now();
    await runEpisode(client, input, folder, seededRandom(episodeSeed), quality, { ...DEFAULT_OPTIONS, slowMs: 100000 });
    clearInterval(timer);
    const maxMs = Math.max(...client.latencies.map((l) => l.ms)); client.latencies.length = 0;
    console.log(`max ${maxMs | 0} ms ${index} ${input.path} ${(input.text.length / 1e6).toFixed(2)}MB [${input.recipe.join(', ')}] base ${(base / 2 ** 20) | 0} peak ${(peak / 2 ** 20) | 0} MB ${(performance.now() - t0) | 0} ms`);
  }
  await client.dispose();
}
main();

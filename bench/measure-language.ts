/**
 * Measures language detection on one-sentence descriptions (`language-samples.ts`): the project's
 * own detector (`detect-language.ts`) next to the short-text libraries tinyld, eld and franc-min
 * when a folder with them installed is given. For each candidate: accuracy per language, how often
 * another language is taken for English or Portuguese (a wrong pack means false findings), the
 * time to load and the time per text.
 *
 *   npx tsx --conditions=import bench/measure-language.ts [--libs <folder with node_modules>] [--texts <texts.json>]
 *
 * texts.json: a list of descriptions of one language (e.g. every description of a corpus, from
 * `appfunctions-lint --registry`); prints how the project's detector reads them, and the ones it
 * does not read as the most common language.
 *
 * (`--conditions=import`: eld is published as ES modules only.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectLanguage, detectLanguageWith, type NgramAnswer } from '../server/src/core/description/detect-language';
import { LONGER_SAMPLES, SAMPLES } from './language-samples';
import { detectLatin } from '../server/src/core/description/detect-language';

type Detect = (text: string) => string | undefined;

const args = process.argv.slice(2);
const libsAt = args.indexOf('--libs');
const libs = libsAt >= 0 ? args[libsAt + 1] : undefined;
const textsAt = args.indexOf('--texts');
const textsFile = textsAt >= 0 ? args[textsAt + 1] : undefined;

/** ISO 639-3 (franc) to the two-letter codes of the samples. */
const THREE_TO_TWO: Record<string, string> = { eng: 'en', por: 'pt', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', glg: 'gl', cat: 'ca' };

async function candidates(): Promise<Record<string, { load: number; detect: Detect }>> {
  const out: Record<string, { load: number; detect: Detect }> = {};
  const own = performance.now();
  detectLanguage('warm up');
  out.project = { load: performance.now() - own, detect: (t) => detectLanguage(t) };
  // What the rules get: packFor reads text whose language is not told as English.
  out['project (pack)'] = { load: 0, detect: (t) => detectLanguage(t) ?? 'en' };
  // The function-word scorer alone, without eld.
  out['words only (pack)'] = { load: 0, detect: (t) => detectLatin(t) ?? 'en' };
  if (!libs) return out;
  const from = (p: string) => import(pathToFileURL(path.resolve(libs, 'node_modules', p)).href);
  const timed = async (name: string, make: () => Promise<Detect>) => {
    const start = performance.now();
    try {
      const detect = await make();
      detect('warm up');
      out[name] = { load: performance.now() - start, detect };
    } catch (error) {
      console.error(`${name}: not loaded (${(error as Error).message})`);
    }
  };
  await timed('tinyld-light', async () => {
    const m = await from('tinyld/dist/tinyld.light.node.mjs');
    return (t) => m.detect(t) || undefined;
  });
  await timed('tinyld', async () => {
    const m = await from('tinyld/dist/tinyld.normal.node.mjs');
    return (t) => m.detect(t) || undefined;
  });
  for (const size of ['extrasmall', 'small']) {
    await timed(`eld-${size}`, async () => {
      const m = await from(`eld/src/entries/static.${size}.js`);
      return (t) => m.eld.detect(t).language || undefined;
    });
  }
  await timed('franc-min', async () => {
    const m = await from('franc-min/index.js');
    return (t) => THREE_TO_TWO[m.franc(t, { minLength: 3 })] ?? m.franc(t, { minLength: 3 });
  });
  // The project's detector with another library in eld's place (function words first,
  // literals and scripts as in detect-language.ts): is eld's load cost needed?
  await timed('project with tinyld-light', async () => {
    const m = await from('tinyld/dist/tinyld.light.node.mjs');
    const answer = (prose: string): NgramAnswer => {
      const all: { lang: string; accuracy: number }[] = m.detectAll(prose);
      return { language: all[0]?.lang ?? '', reliable: (all[0]?.accuracy ?? 0) > 0.5 };
    };
    return (t) => detectLanguageWith(t, answer) ?? 'en';
  });
  await timed('project with franc-min', async () => {
    const m = await from('franc-min/index.js');
    const answer = (prose: string): NgramAnswer => {
      const all: [string, number][] = m.francAll(prose, { minLength: 3 }).map(([l, v]: [string, number]) => [THREE_TO_TWO[l] ?? l, v]);
      const [first, second] = all;
      return { language: first?.[0] ?? '', reliable: !!first && (!second || second[1] < 0.95) };
    };
    return (t) => detectLanguageWith(t, answer) ?? 'en';
  });
  return out;
}

async function main(): Promise<void> {
  const results = await candidates();
  table(results, 'one sentence', SAMPLES);
  table(results, 'longer', LONGER_SAMPLES);
  await corpus(results);
}

function table(results: Record<string, { load: number; detect: Detect }>, setName: string, samples: Record<string, readonly string[]>): void {
  const langs = Object.keys(samples);
  console.log(`\n${setName}: ${langs.map((l) => `${l} ${samples[l]!.length}`).join(', ')}`);
  console.log(['candidate', ...langs, 'other->en', 'other->pt', 'load ms', 'µs/text'].join('\t'));
  for (const [name, { load, detect }] of Object.entries(results)) {
    const row: string[] = [name];
    let otherAsEn = 0;
    let otherAsPt = 0;
    let count = 0;
    const start = performance.now();
    for (const lang of langs) {
      const texts = samples[lang]!;
      let right = 0;
      for (const text of texts) {
        const got = detect(text);
        count++;
        if (got === lang) right++;
        else if (lang !== 'en' && lang !== 'pt' && got === 'en') otherAsEn++;
        else if (lang !== 'en' && lang !== 'pt' && got === 'pt') otherAsPt++;
        if (process.env.VERBOSE && got !== lang) console.error(`${name}: ${lang} -> ${got}: ${text}`);
      }
      row.push(`${right}/${texts.length}`);
    }
    const per = ((performance.now() - start) * 1000) / count;
    row.push(String(otherAsEn), String(otherAsPt), load.toFixed(0), per.toFixed(0));
    console.log(row.join('\t'));
  }
}

async function corpus(results: Record<string, { load: number; detect: Detect }>): Promise<void> {
  if (!textsFile) return;
  const texts: string[] = JSON.parse(fs.readFileSync(textsFile, 'utf8'));
  for (const [name, { detect }] of Object.entries(results)) {
    if (!name.startsWith('project')) continue;
    const read = texts.map((text) => ({ text, language: detect(text) ?? 'undecided' }));
    const counts = new Map<string, number>();
    for (const { language } of read) counts.set(language, (counts.get(language) ?? 0) + 1);
    console.log(`\n${name} on ${textsFile}: ${texts.length} texts: ${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')}`);
    const [common] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [];
    for (const { text, language } of read) if (language !== common && language !== 'undecided') console.log(`  ${language}: ${text.slice(0, 100)}`);
  }
}

void main();

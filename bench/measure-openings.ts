/**
 * Measures how well the description analysis answers its English questions against a labelled
 * set, next to the part-of-speech libraries `compromise` and `wink-nlp` when they can be loaded:
 * (a) does a description open with a verb, (b) the base form of that verb, (c) is a clause a
 * command addressed to the agent. The labelled sets are not part of the project.
 *
 *   npx tsx --conditions=import bench/measure-openings.ts <openings.json> [commands.txt] [--libs <folder with node_modules>]
 *
 * openings.json: [{ "src": "set name", "text": "…", "verb": true, "lemma": "search" }, …]
 * commands.txt:  one clause a line, prefixed "C|" (a command to the agent) or "D|" (anything else).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { analyzeDescription } from '../server/src/core/description/index';

type Item = { src: string; text: string; verb: boolean; lemma?: string };
type Answer = { verb: boolean; lemma?: string };

const args = process.argv.slice(2);
const libsAt = args.indexOf('--libs');
const libs = libsAt >= 0 ? args.splice(libsAt, 2)[1] : undefined;
const [openingsFile, commandsFile] = args;
if (!openingsFile) {
  console.error('usage: measure-openings <openings.json> [commands.txt] [--libs <folder>]');
  process.exit(2);
}
const items: Item[] = JSON.parse(fs.readFileSync(openingsFile, 'utf8'));
const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

const openings: Record<string, (t: string) => Answer> = {
  wordlists: (t) => {
    const o = analyzeDescription(t).opening;
    return { verb: o.kind === 'verb', lemma: o.base };
  },
};
const commands: Record<string, (t: string) => boolean> = { wordlists: (t) => analyzeDescription(t).commands.length > 0 };

if (libs) {
  const load = createRequire(path.resolve(libs, 'package.json'));
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const nlp: any = load('compromise');
  const wink: any = load('wink-nlp')(load('wink-eng-lite-web-model'));
  const its = wink.its;
  // compromise reads a subjectless "Lists the notes" as a plural noun; "It lists the notes" as a verb.
  const compromise = (t: string, subject: boolean): Answer => {
    const doc = nlp(subject ? `It ${lowerFirst(t)}` : t);
    doc.compute('root');
    const terms: any[] = (doc.json()[0]?.terms ?? []).slice(subject ? 1 : 0);
    const x = terms[0]?.tags.includes('Adverb') ? terms[1] : terms[0];
    if (!x) return { verb: false };
    const verb = x.tags.includes('Verb') && !['Gerund', 'Modal', 'Auxiliary'].some((tag) => x.tags.includes(tag)) && (subject || !doc.questions().found);
    return { verb, lemma: verb ? (x.root ?? x.normal) : undefined };
  };
  // wink tags a capitalised first word as a proper noun: the first letter is lowered.
  const winkOpening = (t: string, subject: boolean): Answer => {
    const tokens = wink.readDoc(subject ? `It ${lowerFirst(t)}` : lowerFirst(t)).tokens();
    const from = subject ? 1 : 0;
    const pos: string[] = tokens.out(its.pos).slice(from);
    const lemmas: string[] = tokens.out(its.lemma).slice(from);
    const words: string[] = tokens.out().slice(from);
    const i = pos[0] === 'ADV' ? 1 : 0;
    const verb = pos[i] === 'VERB' && !/ing$/.test(words[i]);
    return { verb, lemma: verb ? lemmas[i] : undefined };
  };
  openings.compromise = (t) => compromise(t, false);
  openings['compromise+It'] = (t) => compromise(t, true);
  openings.wink = (t) => winkOpening(t, false);
  openings['wink+It'] = (t) => winkOpening(t, true);
  // The library only where the word lists do not know the first word.
  openings['wordlists+compromise'] = (t) => {
    const o = analyzeDescription(t).opening;
    if (o.kind === 'verb') return { verb: true, lemma: o.base };
    return o.kind === 'unknown-word' ? compromise(t, true) : { verb: false };
  };
  // An imperative verb among the first words, after adverbs or "do not".
  commands.compromise = (t) => {
    const terms: any[] = nlp(t).json()[0]?.terms ?? [];
    const k = terms.findIndex((y) => y.tags.includes('Verb') && !y.tags.includes('Auxiliary') && !y.tags.includes('Negative'));
    return k >= 0 && k <= 2 && terms[k].tags.includes('Imperative');
  };
  commands.wink = (t) => {
    const pos: string[] = wink.readDoc(lowerFirst(t)).tokens().out(its.pos);
    const k = pos.indexOf('VERB');
    return k >= 0 && k <= 2 && pos.slice(0, k).every((p) => ['ADV', 'AUX', 'PART'].includes(p));
  };
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');
for (const [name, answer] of Object.entries(openings)) {
  for (const item of items.slice(0, 20)) answer(item.text);
  const started = process.hrtime.bigint();
  const answers = items.map((item) => answer(item.text));
  const micros = Number(process.hrtime.bigint() - started) / 1e3 / items.length;
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0,
    lemmaRight = 0,
    lemmaBoth = 0;
  const errors = { fp: [] as string[], fn: [] as string[], lemma: [] as string[] };
  items.forEach((item, k) => {
    const a = answers[k];
    if (a.verb && item.verb) tp++;
    else if (a.verb) {
      fp++;
      errors.fp.push(item.text);
    } else if (item.verb) {
      fn++;
      errors.fn.push(item.text);
    } else tn++;
    if (a.verb && item.verb && item.lemma) {
      lemmaBoth++;
      if (a.lemma === item.lemma) lemmaRight++;
      else errors.lemma.push(`${a.lemma} / ${item.lemma}: ${item.text}`);
    }
  });
  const lemmaGold = items.filter((i) => i.verb && i.lemma).length;
  console.log(
    `${name}: (a) accuracy ${pct(tp + tn, items.length)}, precision ${pct(tp, tp + fp)}, recall ${pct(tp, tp + fn)} (TP ${tp} FP ${fp} FN ${fn} TN ${tn}); ` +
      `(b) lemma right ${lemmaRight}/${lemmaGold} = ${pct(lemmaRight, lemmaGold)} (${pct(lemmaRight, lemmaBoth)} of the verbs found); ${micros.toFixed(0)} µs a description`,
  );
  if (process.env.SHOW_ERRORS) console.log(JSON.stringify(errors, null, 1));
}
if (commandsFile) {
  const clauses = fs
    .readFileSync(commandsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => ({ command: l.startsWith('C|'), text: l.slice(2) }));
  for (const [name, isCommand] of Object.entries(commands)) {
    let tp = 0,
      fp = 0,
      fn = 0;
    for (const c of clauses) {
      const a = isCommand(c.text);
      if (a && c.command) tp++;
      else if (a) fp++;
      else if (c.command) fn++;
    }
    console.log(`${name}: (c) precision ${pct(tp, tp + fp)}, recall ${pct(tp, tp + fn)} (TP ${tp} FP ${fp} FN ${fn}) on ${clauses.length} clauses`);
  }
}

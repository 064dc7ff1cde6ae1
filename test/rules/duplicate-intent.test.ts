import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../server/src/core/analyzer';
import type { FunctionDecl } from '../../server/src/core/model/declarations';
import type { FileModel } from '../../server/src/core/model/file-model';
import { DuplicateIntentIndex, type IntentKey } from '../../server/src/core/rules/support/duplicate-intent-index';
import { seededRandom } from '../helpers/seeded-random';

/**
 * The duplicate-intent index is kept between passes and updated file by file. Whatever the order
 * of edits, its answer must equal comparing every pair of functions from scratch.
 */

const NAMES = ['get note', 'list notes', 'delete note', 'get folder', 'share note', ''];
const WORDS = ['note', 'folder', 'title', 'tag', 'archive', 'inbox', 'draft', 'pinned', 'color'];
const SIMILARITY = 0.75;
const MIN_WORDS = 3;

interface FakeFunction {
  id: string;
  key: IntentKey;
}

function brute(functions: FakeFunction[]): Map<string, Map<string, string>> {
  const all = new Map<string, Map<string, string>>();
  for (const a of functions) {
    const found = new Map<string, string>();
    for (const b of functions) {
      if (a === b || a.key.group !== b.key.group) continue;
      if (a.key.nameKey && a.key.nameKey === b.key.nameKey) found.set(b.id, 'name');
      else if (a.key.words.size > 0 && b.key.words.size > 0) {
        let shared = 0;
        for (const w of a.key.words) if (b.key.words.has(w)) shared++;
        const small = a.key.words.size < MIN_WORDS || b.key.words.size < MIN_WORDS;
        const equal = shared === a.key.words.size && shared === b.key.words.size;
        // Similar descriptions whose names each say a word the other description lacks are about different things.
        const apart = [...(a.key.subject ?? [])].some((w) => !b.key.words.has(w)) || [...(b.key.subject ?? [])].some((w) => !a.key.words.has(w));
        if (apart) continue;
        if (small ? equal && a.key.words.size >= 2 : shared / (a.key.words.size + b.key.words.size - shared) >= SIMILARITY) found.set(b.id, 'description');
      }
    }
    all.set(a.id, found);
  }
  return all;
}

describe('duplicate-intent index', () => {
  it('after every file change, finds exactly the pairs a full comparison finds', () => {
    const next = seededRandom(7);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    const keys = new Map<FunctionDecl, IntentKey>();
    const index = new DuplicateIntentIndex((fn) => keys.get(fn), SIMILARITY, MIN_WORDS);
    let files = new Map<string, { model: FileModel; functions: FakeFunction[] }>();
    let serial = 0;
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } };
    /** A new model of the file; about half of its functions are unchanged copies of the previous model's. */
    const makeFile = (uri: string) => {
      const previous = files.get(uri)?.functions ?? [];
      const functions: FakeFunction[] = [];
      const decls: FunctionDecl[] = [];
      const count = 1 + Math.floor(next() * 4);
      for (let i = 0; i < count; i++) {
        let spec = previous[i];
        if (!spec || next() < 0.5) {
          const words = new Set<string>();
          const size = Math.floor(next() * 6);
          for (let w = 0; w < size; w++) words.add(pick(WORDS));
          const id = `f${serial++}`;
          // A subject from the function's own words, as names echo their descriptions.
          const subject = new Set([...words].filter(() => next() < 0.3));
          spec = { id, key: { group: next() < 0.9 ? 'kotlin' : 'typescript', nameKey: pick(NAMES), words, subject } };
        }
        const fn = { id: spec.id, name: spec.id, nameRange: range } as unknown as FunctionDecl;
        keys.set(fn, spec.key);
        decls.push(fn);
        functions.push(spec);
      }
      return { model: { uri, functions: decls } as unknown as FileModel, functions };
    };
    for (let step = 0; step < 400; step++) {
      const uri = `file:///ws/F${Math.floor(next() * 25)}.kt`;
      const roll = next();
      files = new Map(files);
      if (roll < 0.15) files.delete(uri);
      else files.set(uri, makeFile(uri));
      index.sync([...files.values()].map((f) => f.model));
      index.takeDirty();
      const expected = brute([...files.values()].flatMap((f) => f.functions));
      for (const { model } of files.values()) {
        for (const entry of index.entriesOf(model.uri)) {
          const actual = new Map([...index.duplicatesOf(entry)].map(([other, reason]) => [other.fn.name, reason]));
          expect(actual, `step ${step}, ${entry.fn.name}`).toEqual(expected.get(entry.fn.name));
        }
      }
    }
  });

  it('finds exactly the pairs of a full comparison among larger word sets of mixed sizes', () => {
    const next = seededRandom(11);
    const vocabulary = Array.from({ length: 16 }, (_, i) => `w${i}`);
    const keys = new Map<FunctionDecl, IntentKey>();
    const index = new DuplicateIntentIndex((fn) => keys.get(fn), SIMILARITY, MIN_WORDS);
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } };
    const functions: FakeFunction[] = [];
    const models: FileModel[] = [];
    for (let i = 0; i < 300; i++) {
      // Near copies of a few base sets, so that many pairs sit around the threshold.
      const base = vocabulary.slice((i % 4) * 3, (i % 4) * 3 + 4 + (i % 9));
      const words = new Set(base.filter(() => next() < 0.9));
      if (next() < 0.5) words.add(vocabulary[Math.floor(next() * vocabulary.length)]!);
      const subject = new Set([...words].filter(() => next() < 0.15));
      const spec = { id: `g${i}`, key: { group: 'kotlin', nameKey: '', words, subject } };
      const fn = { id: spec.id, name: spec.id, nameRange: range } as unknown as FunctionDecl;
      keys.set(fn, spec.key);
      functions.push(spec);
      models.push({ uri: `file:///ws/G${i}.kt`, functions: [fn] } as unknown as FileModel);
    }
    // In two batches, so that later groups meet earlier ones of every size in both directions.
    index.sync(models.slice(0, 150));
    index.sync(models);
    const expected = brute(functions);
    for (const model of models) {
      for (const entry of index.entriesOf(model.uri)) {
        const actual = new Map([...index.duplicatesOf(entry)].map(([other, reason]) => [other.fn.name, reason]));
        expect(actual, entry.fn.name).toEqual(expected.get(entry.fn.name));
      }
    }
  });

  it('compares a linear number of word groups when descriptions differ in one rare word', () => {
    const probesFor = (k: number) => {
      const keys = new Map<FunctionDecl, IntentKey>();
      const index = new DuplicateIntentIndex((fn) => keys.get(fn), SIMILARITY, MIN_WORDS);
      const models: FileModel[] = [];
      for (let i = 0; i < k; i++) {
        // "Creates note number <i> for the user": three shared words and one of its own.
        const fn = { id: `n${i}`, name: `n${i}`, nameRange: { start: { line: i, character: 0 }, end: { line: i, character: 4 } } } as unknown as FunctionDecl;
        keys.set(fn, { group: 'kotlin', nameKey: '', words: new Set(['create', 'note', 'number', String(i)]) });
        models.push({ uri: `file:///ws/N${i}.kt`, functions: [fn] } as unknown as FileModel);
      }
      index.sync(models);
      return index.probes;
    };
    const small = probesFor(200);
    const large = probesFor(800);
    // Four times the functions: at most about four times the comparisons (a shared prefix word made it sixteen).
    expect(large, `${small} comparisons for 200, ${large} for 800`).toBeLessThanOrEqual(4 * small + 8);
  });

  it('marks dirty every function whose duplicates changed', () => {
    const keys = new Map<FunctionDecl, IntentKey>();
    const index = new DuplicateIntentIndex((fn) => keys.get(fn), SIMILARITY, MIN_WORDS);
    const model = (uri: string, name: string, nameKey: string) => {
      const fn = { id: name, name, nameRange: { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } } } as unknown as FunctionDecl;
      keys.set(fn, { group: 'kotlin', nameKey, words: new Set() });
      return { uri, functions: [fn] } as unknown as FileModel;
    };
    const a = model('a', 'getNote', 'get note');
    const b = model('b', 'fetchNote', 'get note');
    const c = model('c', 'listFolders', 'list folder');
    index.sync([a, b, c]);
    expect(
      index
        .takeDirty()
        .map((e) => e.fn.name)
        .sort(),
    ).toEqual(['fetchNote', 'getNote', 'listFolders']);
    index.sync([a, b, c]);
    expect(index.takeDirty()).toEqual([]);
    const b2 = model('b', 'loadNote', 'get note');
    index.sync([a, b2, c]);
    expect(
      index
        .takeDirty()
        .map((e) => e.fn.name)
        .sort(),
    ).toEqual(['getNote', 'loadNote']);
    index.sync([a, c]);
    expect(index.takeDirty().map((e) => e.fn.name)).toEqual(['getNote']);
  });
});

const kotlinFile = (pkg: string, functions: { name: string; doc: string }[]) => `package com.example.${pkg}

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "${pkg}Service", appFunctionXmlFileName = "${pkg}.xml")
abstract class ${pkg}Functions : AppFunctionService() {
${functions
  .map(
    (f) => `    /**
     * ${f.doc}
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun ${f.name}(id: String): String = id
`,
  )
  .join('\n')}}
`;

describe('no-duplicate-intent across edits', () => {
  it('reports after each edit what a fresh analysis of the same files reports', async () => {
    const next = seededRandom(11);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    const names = ['getNote', 'fetchNote', 'listNotes', 'archiveNote', 'loadFolder', 'getFolder', 'pinNote'];
    const docs = [
      'Returns the note with the given ID from the inbox folder.',
      'Returns the note with the given ID from the archive folder.',
      'Lists the pinned notes of the inbox folder.',
      'Moves the note to the archive folder.',
      'Returns the folder with the given ID.',
      'Returns the note with the given ID.',
      // Two lines: changing to or from it moves the functions below, whose reports must follow.
      'Returns the folder with the given ID.\n     *\n     * Folders hold notes.',
    ];
    const live = await createAnalyzer();
    const texts = new Map<string, string>();
    const contents = new Map<string, { name: string; doc: string }[]>();
    const findingsOf = (analyzer: typeof live) =>
      [...texts.keys()].sort().flatMap((uri) =>
        analyzer
          .findings(uri)
          .filter((f) => f.ruleId === 'no-duplicate-intent')
          .map((f) => `${uri}:${f.range.start.line}: ${f.message}`),
      );
    let reported = 0;
    for (let step = 0; step < 40; step++) {
      const n = Math.floor(next() * 8);
      const uri = `file:///ws/app/src/main/java/F${n}.kt`;
      const known = contents.get(uri);
      if (next() < 0.15 && known) {
        texts.delete(uri);
        contents.delete(uri);
        live.registry.remove(uri);
      } else {
        let fns: { name: string; doc: string }[];
        if (known && next() < 0.6) {
          // One function's description or name changes; the others stay as they were.
          fns = known.map((f) => ({ ...f }));
          const changed = fns[Math.floor(next() * fns.length)];
          if (next() < 0.5) changed.doc = pick(docs);
          else changed.name = `${pick(names)}${fns.indexOf(changed) || ''}`;
        } else {
          const count = 1 + Math.floor(next() * 3);
          fns = Array.from({ length: count }, (_, i) => ({ name: `${pick(names)}${i === 0 ? '' : i}`, doc: pick(docs) }));
        }
        const text = kotlinFile(`P${n}`, fns);
        contents.set(uri, fns);
        texts.set(uri, text);
        live.registry.update(uri, text);
      }
      const fresh = await createAnalyzer();
      for (const [u, text] of texts) fresh.registry.update(u, text);
      const actual = findingsOf(live);
      expect(actual, `step ${step}`).toEqual(findingsOf(fresh));
      reported += actual.length;
    }
    // The sequence must exercise the rule, not compare two empty lists.
    expect(reported).toBeGreaterThan(20);
  });
});

import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../../server/src/core/analyzer';
import { createKotlinFrontEnd, KEPT_TREES } from '../../../server/src/core/languages/kotlin/index';
import type { FileModel } from '../../../server/src/core/model/file-model';
import type { Finding } from '../../../server/src/core/model/findings';
import { internalErrors } from '../../helpers/internal-errors';
import { seededRandom } from '../../helpers/seeded-random';

/**
 * Editing a file reuses what the previous extraction and analysis of that file produced (unchanged
 * function declarations, bodies, line index). Whatever is reused, the result after every edit must
 * equal a fresh read of the same text.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const SOURCES = [
  'examples/notes-app/app/src/main/java/com/example/notes/appfunctions/NoteFunctions.kt',
  'examples/notes-app/app/src/main/java/com/example/notes/appfunctions/ReminderFunctions.kt',
  'test/languages/kotlin/cases/current-era/input.kt',
  'test/languages/kotlin/cases/suppressions-and-errors/input.kt',
  'test/languages/kotlin/cases/serializables/input.kt',
  'test/languages/kotlin/cases/signatures/input.kt',
  'test/languages/kotlin/cases/stacked-annotations/input.kt',
  'test/languages/kotlin/cases/constructor-on-next-line/input.kt',
];

/** Single-character edits of the kinds an author makes, at positions spread over the file. */
function editsOf(text: string, seed: number, count: number): string[] {
  const next = seededRandom(seed);
  const inserts = ['x', ' ', '\n', '"', '/', '*', '}', '(', '@', 'é'];
  const texts: string[] = [];
  let current = text;
  for (let i = 0; i < count; i++) {
    // Now and then back to the original, so the edits do not pile up into garbage.
    if (i % 8 === 0) current = text;
    const at = Math.floor(next() * (current.length + 1));
    if (next() < 0.5 && at < current.length) current = current.slice(0, at) + current.slice(at + 1);
    else current = current.slice(0, at) + inserts[Math.floor(next() * inserts.length)] + current.slice(at);
    texts.push(current);
  }
  return texts;
}

/** Targeted edits: a KDoc word, a line added at the top, an import dropped, a class renamed. */
function targetedEdits(text: string): string[] {
  const edits: string[] = [];
  const doc = text.indexOf('/**');
  if (doc >= 0) edits.push(`${text.slice(0, doc + 4)}Quickly ${text.slice(doc + 4)}`);
  edits.push(`// header\n${text}`);
  edits.push(text.replace(/^import .*AppFunction.*\n/m, ''));
  edits.push(text.replace(/class (\w+)/, 'class $1Renamed'));
  edits.push(text.replace(/\n(\s*)@AppFunction/, '\n$1@Suppress("appfunctions:kdoc-complete")\n$1@AppFunction'));
  edits.push(text);
  return edits;
}

const withUri = (model: FileModel | undefined, uri: string) => (model ? { ...model, uri } : undefined);
const findingsAt = (findings: Finding[], uri: string) => findings.map((f) => ({ ...f, uri }));

describe('incremental Kotlin extraction and analysis', () => {
  let incremental: Analyzer;
  let fresh: Analyzer;
  beforeAll(async () => {
    incremental = await createAnalyzer();
    fresh = await createAnalyzer();
  });

  for (const [index, source] of SOURCES.entries()) {
    it(`equals a fresh read after each edit of ${path.basename(path.dirname(source))}/${path.basename(source)}`, () => {
      const text = fs.readFileSync(path.join(ROOT, source), 'utf8');
      const uri = `/ws/edited-${index}/File.kt`;
      incremental.registry.update(uri, text);
      incremental.findings(uri);
      const texts = [...targetedEdits(text), ...editsOf(text, index + 1, 60)];
      for (const [step, edited] of texts.entries()) {
        incremental.registry.update(uri, edited);
        // A uri never seen before: nothing cached can be reused for it.
        const freshUri = `/ws/fresh-${index}-${step}/File.kt`;
        fresh.registry.update(freshUri, edited);
        expect(withUri(incremental.registry.get(uri), freshUri), `step ${step}`).toEqual(fresh.registry.get(freshUri));
        expect(findingsAt(incremental.findings(uri), freshUri), `step ${step}`).toEqual(fresh.findings(freshUri));
        fresh.registry.remove(freshUri);
      }
      // Alone in each workspace: cross-file rules must see the same files on both sides.
      incremental.registry.remove(uri);
      // Half-typed code is read by recovering, never by a caught error.
      expect(internalErrors(incremental)).toEqual([]);
      expect(internalErrors(fresh)).toEqual([]);
    });
  }
});

describe('the kept trees', () => {
  it('are bounded, dropped when a file is forgotten, and a forgotten file is parsed afresh', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const file = (n: number, verb = 'Lists') =>
      `package com.example\n\nclass Shelf${n} {\n    /** ${verb} the books on shelf ${n}. */\n    fun books(): List<String> = emptyList()\n}\n`;
    for (let n = 0; n < KEPT_TREES * 3; n++) frontEnd.parse(`file:///shelves/Shelf${n}.kt`, file(n));
    expect(frontEnd.held().trees).toBe(KEPT_TREES);
    for (let n = 0; n < KEPT_TREES * 3; n++) frontEnd.forget(`file:///shelves/Shelf${n}.kt`);
    expect(frontEnd.held().trees).toBe(0);
    // Opened, edited and closed, as an editor does: nothing stays behind.
    for (let n = 0; n < 50; n++) {
      const uri = `file:///closed/Shelf${n}.kt`;
      frontEnd.parse(uri, file(n));
      frontEnd.parse(uri, file(n, 'Counts'));
      frontEnd.forget(uri);
    }
    expect(frontEnd.held().trees).toBe(0);
    const reopened = frontEnd.parse('file:///closed/Shelf3.kt', file(3, 'Sorts'));
    expect(reopened.syntaxErrors).toEqual([]);
    expect(reopened.classes.map((c) => c.name)).toEqual(['Shelf3']);
  });
});

import { describe, expect, it } from 'vitest';
import { analyzeDescription, segmentsOf, splitSentences } from '../../server/src/core/description/analysis';
import { english } from '../../server/src/core/description/english';
import type { LanguagePack } from '../../server/src/core/description/language-pack';
import { testBefore } from '../../server/src/core/description/spans';
import { readableText, TEXT_LIMITS } from '../../server/src/core/text/limits';
import { detectLanguage, DETECTION_SAMPLE_CHARS } from '../../server/src/core/description/detect-language';

/**
 * The description analysis must be linear in its text: measured as the characters its patterns
 * are handed (a pattern tested on the whole text before every word is what made it quadratic), and
 * its chunked segmentation must answer exactly as segmenting the whole text at once.
 */

/** A RegExp that adds the length of every string it is run on to `scanned`. */
class CountingRegExp extends RegExp {
  static scanned = 0;
  override exec(input: string): RegExpExecArray | null {
    CountingRegExp.scanned += input.length;
    return super.exec(input);
  }
}

/** The value with every regex it holds (in fields, lists and objects) read through a counting one. */
function counting<T>(value: T, seen = new Map<object, unknown>()): T {
  if (value instanceof RegExp) return new CountingRegExp(value.source, value.flags) as T;
  if (!value || typeof value !== 'object' || value instanceof Set || value instanceof Map) return value;
  if (seen.has(value)) return seen.get(value) as T;
  const copies = new Map<PropertyKey, unknown>();
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      if (key === 'locale') return 'en-x-counting';
      if (!copies.has(key)) copies.set(key, counting(Reflect.get(target, key, receiver), seen));
      return copies.get(key);
    },
  });
  seen.set(value, proxy);
  return proxy;
}

const countingEnglish: LanguagePack = counting(english);

const WORDS = ['note', 'title', 'returns', 'the', 'list', 'of', 'saved', 'items', 'for', 'a', 'user', 'when', 'and'];
const FAMILIES: Record<string, (n: number) => string> = {
  'e.g. repeated': (n) => `Creates a note, ${'e.g. '.repeat(n)}done.`,
  'one line of words': (n) => `Creates a note ${Array.from({ length: n }, (_, i) => WORDS[i % WORDS.length]).join(' ')}.`,
  'filler sentences': (n) => Array.from({ length: n }, (_, i) => `This function is used to create note ${i}.`).join(' '),
  'one word repeated': (n) => `Creates ${'note '.repeat(n)}`,
  'a run without spaces': (n) => `Creates ${'ab.'.repeat(n)}`,
  'many wrapped lines': (n) => Array.from({ length: n }, (_, i) => `creates a note ${i} with the given title and`).join('\n'),
  'names in a list': (n) => `Use ${Array.from({ length: n }, (_, i) => `list_notes_${i}`).join(', ')} first.`,
};

/**
 * Each step of V8's segment iterator costs time in proportion to the whole string it segments, so
 * what segmenting costs is the string's length times the segments read from it.
 */
function segmentingCost<T>(run: () => T): { result: T; cost: number } {
  const original = Intl.Segmenter.prototype.segment;
  let cost = 0;
  Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
    const segments = [...original.call(this, input)];
    cost += input.length * segments.length;
    return segments as unknown as Intl.Segments;
  };
  try {
    return { result: run(), cost };
  } finally {
    Intl.Segmenter.prototype.segment = original;
  }
}

/** What one analysis costs: the characters its patterns read, plus its segmenting. */
function scannedFor(text: string): number {
  CountingRegExp.scanned = 0;
  const { cost } = segmentingCost(() => analyzeDescription(text, countingEnglish).words);
  return CountingRegExp.scanned + cost;
}

describe('the description analysis is linear in its text', () => {
  for (const [family, make] of Object.entries(FAMILIES)) {
    it(`${family}: the characters its patterns read grow linearly`, () => {
      const small = scannedFor(make(2_000));
      const large = scannedFor(make(8_000));
      expect(small).toBeGreaterThan(0);
      // Four times the text: about four times the reading; a quadratic pass reads sixteen times.
      expect(large / small, `read ${small} then ${large} characters`).toBeLessThan(5);
    });
  }

  it('tests a lead-in on a window before the position, with `^` only at the real start', () => {
    const text = `${'word '.repeat(200)}and `;
    expect(testBefore(/\band\s+$/, text, text.length)).toBe(true);
    expect(testBefore(/(?:^|\band\s+)$/, text, 0)).toBe(true);
    expect(testBefore(/^\s*$/, `${' '.repeat(300)}`, 300)).toBe(true);
    expect(testBefore(/^(?:word\s+)+$/, text.slice(0, 1000), 1000)).toBe(false);
  });
});

describe('chunked segmentation', () => {
  const mixed = Array.from(
    { length: 150 },
    (_, i) =>
      `Creates note ${i}, e.g. a draft (see "Notes").\nIt returns the id; i.e. the key.  Then 「メモを作成します。」 ${'x'.repeat(i % 7)} U.S. time 3.5 h! Done?${i % 3 ? ' ' : '\n\n'}`,
  ).join('');
  for (const granularity of ['sentence', 'word'] as const) {
    it(`gives the ${granularity} segments of one whole pass`, () => {
      const segmenter = new Intl.Segmenter('en', { granularity });
      const whole = [...segmenter.segment(mixed)].map(({ segment, index }) => [index, segment]);
      const chunked = [...segmentsOf(segmenter, mixed)].map(({ segment, index }) => [index, segment]);
      expect(mixed.length).toBeGreaterThan(3 * 4_000);
      expect(chunked).toEqual(whole);
    });
  }

  it('keeps one sentence longer than a chunk whole', () => {
    const long = `Creates ${'note '.repeat(3000)}now. Then more.`;
    expect(splitSentences(long).map((s) => s.text.length)).toEqual([long.indexOf(' Then'), 'Then more.'.length]);
  });
});

describe('text limits', () => {
  const limits = { line: 20, text: 60 };

  it('leaves a text within the limits alone', () => {
    expect(readableText('Creates a note.\nReturns its id.', limits)).toBeUndefined();
    expect(TEXT_LIMITS.line).toBeLessThan(TEXT_LIMITS.text);
  });

  it('blanks a line over the limit, keeping every offset', () => {
    const text = `Creates a note.\n${'x'.repeat(25)}\nReturns its id.`;
    const read = readableText(text, limits)!;
    expect(read.text.length).toBe(text.length);
    expect(read.text.split('\n')).toEqual(['Creates a note.', ' '.repeat(25), 'Returns its id.']);
    expect(read.openingUnread).toBe(false);
  });

  it('says when the opening line was not read', () => {
    expect(readableText(`${'x'.repeat(25)}\nReturns its id.`, limits)?.openingUnread).toBe(true);
    expect(readableText(`\n  \n${'x'.repeat(25)}\nReturns its id.`, limits)?.openingUnread).toBe(true);
  });

  it('cuts a long text after the last sentence or line before the limit', () => {
    const limits = { line: 1000, text: 60 };
    const text = 'Creates a note. Adds a tag. Keeps the draft. Returns the id of it. More words here.';
    expect(readableText(text, limits)?.text).toBe('Creates a note. Adds a tag. Keeps the draft.');
    const lines = 'Creates a note\nadds a tag\nkeeps the draft\nreturns the id of it and more';
    expect(readableText(lines, limits)?.text).toBe('Creates a note\nadds a tag\nkeeps the draft');
    expect(readableText('x'.repeat(100), { line: 1000, text: 60 })?.text).toBe('x'.repeat(60));
  });
});

describe('language detection reads a bounded sample', () => {
  it('tells the language from the opening, whatever is pasted after it', () => {
    const opening = 'Lists the notes in a folder, newest first, with their titles and tags. '.repeat(200);
    expect(opening.length).toBeGreaterThan(DETECTION_SAMPLE_CHARS);
    const tail = 'Lista as notas de uma pasta, das mais novas às mais antigas, com títulos e etiquetas. '.repeat(12_000);
    // Counted only in the first DETECTION_SAMPLE_CHARS characters: a megabyte of Portuguese after an
    // English opening that fills the sample does not change the answer.
    expect(detectLanguage(opening.slice(0, DETECTION_SAMPLE_CHARS) + tail)).toBe('en');
    expect(detectLanguage(tail)).toBe('pt');
  });
});

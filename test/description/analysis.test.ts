import { describe, expect, it } from 'vitest';
import { analyzeDescription, english, inLiteral, negatedAt, type LanguagePack } from '../../server/src/core/description/index';
import { pick, seededRandom } from '../helpers/seeded-random';

const texts = (spans: readonly { text: string }[]) => spans.map((s) => s.text);

describe('description analysis', () => {
  it('splits sentences with Intl.Segmenter, keeping abbreviations and wrapped lines in one sentence', () => {
    const analysis = analyzeDescription('Finds books, e.g. novels. Sorts them by the\nauthor name.\n\nReturns a page.');
    expect(texts(analysis.sentences)).toEqual(['Finds books, e.g. novels.', 'Sorts them by the\nauthor name.', 'Returns a page.']);
  });

  it('cuts clauses at semicolons, parentheses and a comma before a clause word', () => {
    const analysis = analyzeDescription('Lists loans (use list-holds for holds); renews one, when it is due.');
    expect(texts(analysis.clauses)).toEqual(['Lists loans', 'use list-holds for holds', 'renews one', 'when it is due.']);
  });

  it('judges the opening by its shape', () => {
    const kind = (text: string) => analyzeDescription(text).opening.kind;
    expect(kind('Search contacts by name.')).toBe('verb');
    expect(kind('Creates a note.')).toBe('verb');
    expect(kind('Geocode an address.')).toBe('unknown-word');
    expect(kind('Use this to pause the show.')).toBe('usage');
    expect(kind('This function is used to pause the show.')).toBe('filler');
    expect(kind('[Deprecated: old] Returns a page.')).toBe('banner');
    expect(kind('**Purpose:** Lists contacts.')).toBe('banner');
    expect(kind('Create app: name, region, team')).toBe('verb');
    expect(kind('When the user last ran.')).toBe('clause');
    expect(kind("The reader's favourite genre.")).toBe('determiner');
    expect(kind('Atlas Maps API provides routes.')).toBe('subject');
    expect(kind('Northwind Local Places API provides nearby results.')).toBe('subject');
    expect(kind('Service to book tables.')).toBe('noun-to');
    expect(kind('Will set an alarm.')).toBe('modal');
    expect(kind('Note creation.')).toBe('nominal');
    expect(kind('メモを作成します。')).toBe('other');
  });

  it('reads an unknown word shaped like a third person before an object as a verb, with a base only when one fits', () => {
    const opening = (text: string) => analyzeDescription(text).opening;
    expect(opening('Geocodes an address.')).toMatchObject({ kind: 'verb', base: 'geocode' });
    expect(opening('Upserts every record of a batch.')).toMatchObject({ kind: 'verb', base: 'upsert' });
    expect(opening('Has the printer print a page.')).toMatchObject({ kind: 'verb', base: 'have' });
    // "cache" and "cach" both make "caches": no base is guessed.
    expect(opening('Caches a web page.')).toMatchObject({ kind: 'verb', base: undefined });
    // A plural noun before a relative clause, a status word, a base form: not read as verbs.
    expect(opening('Notes that are pinned.').kind).toBe('unknown-word');
    expect(opening('Status of a task.').kind).toBe('unknown-word');
    expect(opening('Geocode an address.').kind).toBe('unknown-word');
  });

  it('finds literals: quoted and listed values, HTTP methods, environment variables, globs', () => {
    const text = 'Sends a GET to HOST_URL for files in **/*.csv marked as DONE, "ACTIVE" or PAUSED; the CLIENT waits.';
    const analysis = analyzeDescription(text);
    for (const word of ['GET', 'HOST_URL', '**/*.csv', 'DONE', 'ACTIVE', 'PAUSED']) {
      const at = text.indexOf(word);
      expect(inLiteral(analysis, at, at + word.length), word).toBe(true);
    }
    const client = text.indexOf('CLIENT');
    expect(inLiteral(analysis, client, client + 6)).toBe(false);
  });

  it('scopes a negation to the end of its clause', () => {
    const text = 'Do not include passwords or keys; the note holds the account name.';
    const analysis = analyzeDescription(text);
    expect(negatedAt(analysis, text.indexOf('passwords'))).toBe(true);
    expect(negatedAt(analysis, text.indexOf('account'))).toBe(false);
  });

  it('tells usage guidance, commands, call order and references apart', () => {
    const analysis = analyzeDescription(
      'Use this when the reader asks for a book. You must confirm with the user. Call this before opening any document. Get the slug from a list_books result.',
    );
    expect(texts(analysis.usage)).toEqual(['Use this when']);
    expect(texts(analysis.commands)).toEqual(['You must confirm']);
    expect(texts(analysis.callOrder)).toEqual(['Call this before opening']);
    expect(analysis.references.map((r) => r.name)).toEqual(['list_books']);
    expect([...(analysis.clauses[0]?.roles ?? [])]).toEqual(['usage']);
  });

  it('reads silence beside idempotence as behaviour, and silence alone as concealment', () => {
    expect(analyzeDescription('Does nothing, silently, when the folder already exists.').concealment).toEqual([]);
    expect(texts(analyzeDescription('Charges the fee silently.').concealment)).toEqual(['silently']);
  });

  it('offers a rewrite only with a verb it knows, and inflects coordinated verbs', () => {
    expect(analyzeDescription('This tool is used to temporarily halt playback.').filler[0]?.rewrite).toBeUndefined();
    expect(analyzeDescription('This tool is used to play, pause or stop the show.').filler[0]?.rewrite).toBe('Plays, pauses or stops the show.');
  });

  it('takes its words from the pack: another pack changes the reading, not the code', () => {
    const pack: LanguagePack = { ...english, locale: 'en-x-test', verbs: [...english.verbs, 'geocode'] };
    expect(analyzeDescription('Geocode an address.', pack).opening.kind).toBe('verb');
    expect(analyzeDescription('Geocode an address.').opening.kind).toBe('unknown-word');
  });
});

describe('description analysis words', () => {
  it('segments words on first read, once', () => {
    const analysis = analyzeDescription("Lists the reader's list_books entries.");
    expect(analysis.words.map((w) => w.text)).toEqual(['Lists', 'the', "reader's", 'list_books', 'entries']);
    expect(analysis.words).toBe(analysis.words);
  });
});

describe('sentences of one-line descriptions', () => {
  // Texts the analysis splits without the segmenter: the segmenter must find one sentence in each.
  const icu = new Intl.Segmenter('en', { granularity: 'sentence' });
  const icuSentences = (text: string) =>
    [...icu.segment(text)].flatMap(({ segment, index }) => {
      const start = index + segment.length - segment.trimStart().length;
      const end = index + segment.trimEnd().length;
      return end > start ? [{ start, end }] : [];
    });
  const random = seededRandom(20261207);
  const alphabet = 'abcdeéçãXYZ019 ,;:-_/()[]{}<>"\'`*&%$#@+=~|\\^\t';
  const endings = ['', '.', '!', '?', '...', '?!', '."', '.)', '.” ', '. ', '.\t'];

  it('agree with the segmenter on every text the shortcut takes', () => {
    for (let i = 0; i < 2000; i++) {
      const length = Math.floor(random() * 60);
      let text = '';
      for (let j = 0; j < length; j++) text += pick(random, [...alphabet]);
      text += pick(random, endings);
      const spans = analyzeDescription(text).sentences.map(({ start, end }) => ({ start, end }));
      expect(spans, JSON.stringify(text)).toEqual(icuSentences(text));
    }
  });

  it('leave a period inside a line, a line break or other scripts to the segmenter', () => {
    expect(analyzeDescription('Creates a note. Returns its id.').sentences.map((s) => s.text)).toEqual(['Creates a note.', 'Returns its id.']);
    expect(analyzeDescription('Creates a note\n\nReturns its id').sentences.map((s) => s.text)).toEqual(['Creates a note', 'Returns its id']);
    expect(analyzeDescription('メモを作成します。IDを返します。').sentences).toHaveLength(2);
  });
});

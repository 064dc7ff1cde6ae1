import { describe, expect, it } from 'vitest';
import { editBetween } from '../../server/src/core/languages/kotlin/index';
import { lowerWords, splitWords } from '../../server/src/core/rules/support/naming';
import { english, matchesOf, verbsOf } from '../../server/src/core/description/index';
import { SourceText } from '../../server/src/core/text/source-text';
import { partitionPoint } from '../../server/src/core/text/partition-point';

const verbs = verbsOf(english);
const BASE_VERBS = verbs.bases;
const baseOfNominal = (word: string) => verbs.baseOfNominal(word);

/** The text helpers the rules and the front end share were made faster; they must answer as before. */
describe('SourceText', () => {
  it('finds line starts after \\n, \\r\\n and a lone \\r', () => {
    expect(new SourceText('a\nbc\n').lineStarts).toEqual([0, 2, 5]);
    expect(new SourceText('a\r\nbc\rd\ne').lineStarts).toEqual([0, 3, 6, 8]);
    expect(new SourceText('').lineStarts).toEqual([0]);
    const source = new SourceText('one\ntwo\r\nthree');
    expect(source.positionAt(6)).toEqual({ line: 1, character: 2 });
    expect(source.offsetAt({ line: 2, character: 1 })).toBe(10);
  });

  it('shares one index per text', () => {
    const text = 'fun a() {}\n'.repeat(10);
    expect(SourceText.of(text)).toBe(SourceText.of(`${text}`));
    expect(SourceText.of(`${text}x`).text).toBe(`${text}x`);
  });
});

describe('matchesOf', () => {
  const viaMatchAll = (text: string, regex: RegExp) =>
    [...text.matchAll(new RegExp(regex.source, regex.global ? regex.flags : `${regex.flags}g`))].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));

  it('finds every match matchAll finds from the start, empty matches included, and leaves the caller’s regex alone', () => {
    const text = 'Always call listNotes first. ALWAYS! Then   stop.';
    for (const regex of [/\b[A-Z]+\b/g, /always/i, /\b/g, /x*/g, /\s+/gu]) {
      regex.lastIndex = 3;
      expect(matchesOf(text, regex)).toEqual(viaMatchAll(text, regex));
      expect(regex.lastIndex).toBe(3);
    }
  });
});

describe('naming helpers', () => {
  it('split names as before and hand out arrays of their own', () => {
    expect(splitWords('getURLForMp3')).toEqual(['get', 'URL', 'For', 'Mp3']);
    const words = lowerWords('delete_all-Notes');
    expect(words).toEqual(['delete', 'all', 'notes']);
    words.push('changed');
    expect(lowerWords('delete_all-Notes')).toEqual(['delete', 'all', 'notes']);
  });

  it('map noun forms to the first verb that makes them, as the former scan did', () => {
    const scan = (word: string) => {
      for (const base of BASE_VERBS) {
        const stem = base.replace(/e$/, '');
        if ([`${stem}ion`, `${stem}ation`, `${base}ation`, `${stem}al`, `${base}ment`, `${stem}tion`].includes(word.toLowerCase())) return base;
      }
      return undefined;
    };
    const words = ['creation', 'Deletion', 'removal', 'payment', 'update', 'search', 'translation', 'reservation', 'nothing'];
    for (const base of BASE_VERBS) words.push(`${base}ion`, `${base}al`, `${base}ment`, `${base.replace(/e$/, '')}ation`);
    for (const word of words) expect(baseOfNominal(word), word).toBe(scan(word));
  });
});

describe('editBetween', () => {
  it('describes the edited span of long texts exactly', () => {
    const line = 'val x = repository.prepare("value") // é\n';
    const base = line.repeat(400);
    const cases: [number, number, string][] = [
      [0, 0, 'x'],
      [base.length, base.length, '\n'],
      [5000, 5001, ''],
      [8191, 8193, 'ab'],
      [1024, 1024, '😀'],
      [3000, 9000, ''],
    ];
    for (const [from, to, inserted] of cases) {
      const after = base.slice(0, from) + inserted + base.slice(to);
      const edit = editBetween(base, after);
      expect(base.slice(0, edit.startIndex) + after.slice(edit.startIndex, edit.newEndIndex) + base.slice(edit.oldEndIndex)).toBe(after);
      expect(edit.startIndex).toBeLessThanOrEqual(from);
      const point = (text: string, offset: number) => {
        const before = text.slice(0, offset);
        return { row: before.split('\n').length - 1, column: offset - (before.lastIndexOf('\n') + 1) };
      };
      expect(edit.startPosition).toEqual(point(base, edit.startIndex));
      expect(edit.oldEndPosition).toEqual(point(base, edit.oldEndIndex));
      expect(edit.newEndPosition).toEqual(point(after, edit.newEndIndex));
    }
  });
});

describe('partitionPoint', () => {
  it.each([
    [[], 3, 0],
    [[1, 2, 2, 5], 0, 0],
    [[1, 2, 2, 5], 2, 1],
    [[1, 2, 2, 5], 3, 3],
    [[1, 2, 2, 5], 9, 4],
  ])('in %j, the first item not below %d is at %d', (items, bound, expected) => {
    expect(partitionPoint(items as number[], (item) => item < bound)).toBe(expected);
  });
});

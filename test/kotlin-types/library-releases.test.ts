import { describe, expect, it } from 'vitest';
import { ecmaPattern } from '../../server/src/core/schema/json-schema';
import { isOlderRelease, schemesRegex, writesSchemesAsRegex } from '../../server/src/core/kotlin-types/library-releases';

/** Releases in the order Maven publishes them; every earlier one is older than every later one. */
const IN_ORDER = ['1.0.0-alpha01', '1.0.0-alpha09', '1.0.0-alpha10', '1.0.0-alpha12', '1.0.0-beta01', '1.0.0-beta02', '1.0.0-rc01', '1.0.0', '1.0.1', '1.1.0-alpha01'];

describe('androidx.appfunctions releases', () => {
  it('orders stages and numbers as Maven does (alpha10 after alpha09, rc before final)', () => {
    for (let i = 0; i < IN_ORDER.length; i++) {
      for (let j = 0; j < IN_ORDER.length; j++) {
        expect(isOlderRelease(IN_ORDER[i], IN_ORDER[j] as string), `${IN_ORDER[i]} < ${IN_ORDER[j]}`).toBe(i < j);
      }
    }
  });

  it('assumes the newest behaviour for no version or an unreadable one', () => {
    for (const version of [undefined, '', 'latest.release', '1.0.0-SNAPSHOT', '1.+']) expect(writesSchemesAsRegex(version), String(version)).toBe(false);
    expect(writesSchemesAsRegex('1.0.0-alpha12')).toBe(true);
    expect(writesSchemesAsRegex('1.0.0-beta01')).toBe(false);
  });

  it('quotes each scheme the way java.util.regex.Pattern.quote does, and the JSON Schema pattern matches the same text', () => {
    expect(schemesRegex(['content'])).toBe('^\\Qcontent\\E:.*');
    expect(schemesRegex(['content', 'a.b+c'])).toBe('^(\\Qcontent\\E|\\Qa.b+c\\E):.*');
    // A scheme holding the quote's end is split around it, as Pattern.quote splits it.
    const odd = schemesRegex(['x\\Ey']);
    expect(odd).toBe('^\\Qx\\E\\\\E\\Qy\\E:.*');
    const regex = new RegExp(ecmaPattern(odd), 'u');
    expect(regex.test('x\\Ey:rest')).toBe(true);
    expect(regex.test('xEy:rest')).toBe(false);
    const two = new RegExp(ecmaPattern(schemesRegex(['content', 'a.b+c'])), 'u');
    expect(['content://x', 'a.b+c:y'].map((s) => two.test(s))).toEqual([true, true]);
    expect(['file://x', 'aXb+c:y', 'abbc:y'].map((s) => two.test(s))).toEqual([false, false, false]);
  });

  it('leaves a pattern without quoted runs as written, and an escaped backslash before Q alone', () => {
    expect(ecmaPattern('^[a-z]+$')).toBe('^[a-z]+$');
    expect(ecmaPattern('^\\\\Q$')).toBe('^\\\\Q$');
    expect(ecmaPattern('\\Qa.b')).toBe('a\\.b');
  });
});

import { describe, expect, it } from 'vitest';
import { bengali } from '../../server/src/core/description/bengali';
import { english } from '../../server/src/core/description/english';
import { analyzeText } from '../../server/src/core/description/languages';
import { lazyPack, minimalPack } from '../../server/src/core/description/minimal-pack';

describe('a pack built on first use', () => {
  it('is built once, at the first read of a field, and stands for the built pack', () => {
    let builds = 0;
    const pack = lazyPack(() => {
      builds++;
      return minimalPack('xx', 'first');
    });
    const byPack = new Map([[pack, 'kept']]);
    expect(builds).toBe(0);
    expect(byPack.get(pack)).toBe('kept');
    expect(pack.locale).toBe('xx');
    expect(pack.verbPosition).toBe('first');
    expect('locale' in pack).toBe(true);
    expect({ ...pack }.locale).toBe('xx');
    expect(builds).toBe(1);
  });

  it('the Bengali pack reads Bengali as it did when it was built at load', () => {
    expect(bengali.locale).toBe('bn');
    expect(bengali.shoutWords).toBe(english.shoutWords);
    const analysis = analyzeText('টাস্ক তৈরি করে এবং মুছে ফেলে।', 'bn');
    expect(analysis.sentences.length).toBe(1);
  });
});

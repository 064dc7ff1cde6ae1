import type { LanguagePack } from './language-pack';
import { minimalPack } from './minimal-pack';

/** The Japanese pack (tag 'ja'): the verb stands at the end of the sentence. */
export const japanese: LanguagePack = {
  ...minimalPack('ja', 'last'),
};

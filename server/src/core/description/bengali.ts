import type { LanguagePack } from './language-pack';
import { minimalPack } from './minimal-pack';

/** The Bengali pack (tag 'bn'): the verb stands at the end of the sentence. */
export const bengali: LanguagePack = {
  ...minimalPack('bn', 'last'),
};

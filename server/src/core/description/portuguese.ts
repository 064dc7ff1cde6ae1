import type { LanguagePack } from './language-pack';
import { minimalPack } from './minimal-pack';

/** The Brazilian Portuguese pack (tag 'pt-BR'): the verb stands first (conjugated). */
export const portuguese: LanguagePack = {
  ...minimalPack('pt-BR', 'first'),
};

/**
 * The description analysis: one reading of a description's text that every text rule shares,
 * with each natural language as a pack of data (`english.ts`; see `language-pack.ts`).
 */
export { analyzeDescription, clauseAt, clauseForMessage, inLiteral, negatedAt, splitSentences, verbsOf } from './analysis';
export type { Clause, ClauseRole, DescriptionAnalysis, Filler, Literal, LiteralKind, NameReference, Opening, OpeningKind } from './analysis';
export { english } from './english';
export type { LanguagePack } from './language-pack';
export { DisjointSpans, execBefore, matchesOf, matchesOnce, overlaps, spanHolding, spanOf, testBefore, within, type TextSpan } from './spans';
export { capitalize, Verbs } from './verbs';
export { detectLanguage } from './detect-language';
export {
  analyzeText,
  DESCRIPTION_LANGUAGE_SETTINGS,
  fileDescriptionLanguage,
  neutral,
  packFor,
  PACKS,
  readDescriptionLanguage,
  type DescriptionLanguage,
  type DescriptionLanguageSetting,
} from './languages';
export { minimalPack, NEVER, NEVER_GLOBAL } from './minimal-pack';
export { portuguese } from './portuguese';
export { japanese } from './japanese';
export { bengali } from './bengali';

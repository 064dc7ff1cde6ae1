import { BoundedMap } from '../model/analysis-caches';
import { detachedString } from '../model/detached-string';
import { analyzeDescription, type DescriptionAnalysis } from './analysis';
import { bengali } from './bengali';
import { detectLanguage } from './detect-language';
import { english } from './english';
import { japanese } from './japanese';
import type { LanguagePack } from './language-pack';
import { minimalPack } from './minimal-pack';
import { portuguese } from './portuguese';

/** The languages with a pack, by the tag of the `appfunctions.descriptionLanguage` setting. */
export const PACKS = { en: english, 'pt-BR': portuguese, ja: japanese, bn: bengali } as const satisfies Record<string, LanguagePack>;

/** A language with a pack. */
export type DescriptionLanguage = keyof typeof PACKS;

/** The setting: detect the language of each text piece, or read every piece as one language. */
export type DescriptionLanguageSetting = 'auto' | DescriptionLanguage;

/** Every value the setting takes, `auto` first (the default). */
export const DESCRIPTION_LANGUAGE_SETTINGS: readonly DescriptionLanguageSetting[] = ['auto', ...(Object.keys(PACKS) as DescriptionLanguage[])];

/**
 * The pack for text in a language without a pack of its own (Spanish, German…): it knows no
 * words, so the text gets no language-dependent finding. Precision first: English patterns on
 * Spanish text would only be false findings.
 */
export const neutral: LanguagePack = minimalPack('und', 'first');

/** Detected ISO 639-1 codes -> the pack's tag. */
const BY_DETECTED: Readonly<Record<string, DescriptionLanguage>> = { en: 'en', pt: 'pt-BR', ja: 'ja', bn: 'bn' };

/** Keyed by the text itself: at most 4,000 texts and a million characters of them. */
const detected = new BoundedMap<string, LanguagePack>(4_000, 1_000_000);

/**
 * The pack to read `text` with. A fixed tag forces its pack; `auto` (the default) detects the
 * language of this text piece: a language with a pack gets it, another language the
 * {@link neutral} pack, and text too short to tell (a name, a number, two words) English, which
 * is what every description was read as before languages were detected.
 */
export function packFor(text: string, setting: DescriptionLanguageSetting = 'auto'): LanguagePack {
  if (setting !== 'auto') return PACKS[setting];
  let pack = detected.get(text);
  if (!pack) {
    const language = detectLanguage(text);
    const tag = language === undefined ? 'en' : BY_DETECTED[language];
    pack = tag ? PACKS[tag] : neutral;
    if (detected.keeps(text.length)) detected.set(detachedString(text), pack, text.length);
  }
  return pack;
}

/** The setting's value when `raw` is one, else undefined (a wrong value is reported by the reader). */
export function readDescriptionLanguage(raw: unknown): DescriptionLanguageSetting | undefined {
  return typeof raw === 'string' && (DESCRIPTION_LANGUAGE_SETTINGS as readonly string[]).includes(raw) ? (raw as DescriptionLanguageSetting) : undefined;
}

/**
 * A per-file override written in a comment anywhere in the file: `appfunctions-description-language: ja`.
 * Undefined when the file has none (or names a language without a pack).
 */
export function fileDescriptionLanguage(text: string): DescriptionLanguageSetting | undefined {
  // Runs on every analysis of a file: a plain search rules most files out far faster than the pattern.
  if (!text.includes('appfunctions-description-language')) return undefined;
  const match = /appfunctions-description-language\s*[:=]\s*([A-Za-z-]+)/.exec(text);
  return match ? readDescriptionLanguage(match[1] === 'pt' ? 'pt-BR' : match[1]) : undefined;
}

/** The analysis of `text` in the language the setting gives it (the pack {@link packFor} picks). */
export function analyzeText(text: string, setting: DescriptionLanguageSetting = 'auto'): DescriptionAnalysis {
  return analyzeDescription(text, packFor(text, setting));
}

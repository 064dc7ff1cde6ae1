import type { LanguagePack } from './language-pack';

/** A pattern that never matches: the language has no such phrase that the rules know of. */
export const NEVER = /(?!)/;
/** {@link NEVER} for the fields that are scanned for every match. */
export const NEVER_GLOBAL = /(?!)/g;

/**
 * A valid pack that knows no words: every list empty, every pattern {@link NEVER}. It is the
 * neutral pack for text in a language without a pack of its own (no language-dependent finding:
 * English patterns on Spanish text would be false findings, while bold markers, "!!!" and length
 * are judged alike in every language), and the start of a new language's pack, which overrides
 * the fields its language needs.
 */
export function minimalPack(locale: string, verbPosition: 'first' | 'last'): LanguagePack {
  return {
    locale,
    verbPosition,
    verbs: [],
    irregularThirdPerson: {},
    thirdPersonRules: [],
    determiners: new Set(),
    modals: new Set(),
    clauseOpeners: new Set(),
    subjectVerbs: new Set(),
    abbreviations: new Set(),
    negators: NEVER_GLOBAL,
    clauseBreakWords: NEVER,
    shoutWords: new Set(),
    commonWords: new Set(),
    valueLeadIns: NEVER,
    literalWords: new Set(),
    synonymGroups: [],
    functionNouns: NEVER,
    usage: [],
    commands: [],
    agentVerbs: '(?!)',
    conditionLeadIn: NEVER,
    clauseLeadIns: NEVER,
    filler: [],
    openingFiller: NEVER,
    concealment: [],
    benignSilence: NEVER,
    referenceLeadIns: NEVER,
    referenceTails: NEVER,
    dataNouns: NEVER,
    callOrder: [],
    influence: [],
    banners: [],
    ordinaryHyphenTails: new Set(),
    // Runs of exclamation marks, half- or full-width, are emphasis in every script.
    emphasis: [/[!！]{2,}/g],
    backgroundOpening: NEVER,
    // Words of Intl.Segmenter: about the English budgets of 160 and 500 characters at six
    // characters a word, space included.
    lengthBudget: { unit: 'words', firstSentence: 27, whole: 85, longDescription: 67 },
    sensitiveText: [],
    environmentDump: { mention: NEVER_GLOBAL, handsBack: NEVER, notTheValues: NEVER },
    destructiveBulk: { wipe: NEVER, all: NEVER },
    overlyBroad: {
      vagueOpening: NEVER,
      vagueMaxWords: 3,
      everything: NEVER,
      phrases: [],
      neutralVerbs: new Set(),
      itemStart: NEVER,
      nextItem: NEVER,
      previousItem: NEVER,
    },
    impersonation: [],
    valueList: { leadIn: NEVER, separators: /\s*(?:,|\||\/)\s*/ },
    readOnly: { claim: NEVER, opener: NEVER, admitsWrite: NEVER },
    appDescription: {
      filler: NEVER,
      callOrderWords: NEVER,
      commandOrderWords: NEVER,
      orderOpening: NEVER,
      maxFirstSentenceWords: 30,
      nameWordsInLanguage: false,
      singularRules: [],
    },
  };
}

/**
 * A pack built the first time one of its fields is read. The object stands for the pack everywhere
 * (maps keyed by pack, `pack === …` tests) and forwards every read to the built one.
 */
export function lazyPack(build: () => LanguagePack): LanguagePack {
  let built: LanguagePack | undefined;
  const pack = () => (built ??= build());
  return new Proxy({} as LanguagePack, {
    get: (_, key) => Reflect.get(pack(), key),
    has: (_, key) => Reflect.has(pack(), key),
    ownKeys: () => Reflect.ownKeys(pack()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(pack(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * What the description analysis needs to know about one natural language. A language is data:
 * word lists and patterns plugged into the one analysis in `analysis.ts`, never a copy of its code.
 * Patterns are tried case-insensitively unless their flags say otherwise; "opening" patterns are
 * anchored at the start of a clause (they begin with `^`).
 */
export interface LanguagePack {
  /** BCP 47 tag, handed to `Intl.Segmenter`. */
  locale: string;

  // --- Words ----------------------------------------------------------------------------------

  /** Base forms of verbs that open descriptions ("create", "search"). */
  verbs: readonly string[];
  /** Third-person forms the suffix rules would get wrong ("does" for "do"). */
  irregularThirdPerson: Readonly<Record<string, string>>;
  /**
   * Suffix rules that make the third person from a base form, tried in order: the first whose
   * pattern matches wins and its replacement is applied (`$1` refers to the pattern's groups).
   */
  thirdPersonRules: readonly (readonly [RegExp, string])[];
  /** Suffixes that turn a base verb into a noun (`ion`, `ment`), with the stem rule they need. */
  nominalSuffixes: readonly { stripFinalE: boolean; suffix: string }[];
  /** The ending of the -ing form and how to get candidate base forms back from its stem. */
  gerund: { suffix: string; stems: readonly ((stem: string) => string)[] };
  /**
   * Words that open the object of a verb ("a", "the", "every"). A word the pack does not know that
   * ends like a third person and stands before one of them is read as a verb ("Geocodes an address"):
   * no word list holds every verb of a domain.
   */
  objectLeadIns: ReadonlySet<string>;
  /** Words that open a noun phrase ("the", "a", "this"). */
  determiners: ReadonlySet<string>;
  /** Auxiliaries that put the verb second ("will", "can"). */
  modals: ReadonlySet<string>;
  /** Words that open a question or a subordinate clause ("when", "how", "if"). */
  clauseOpeners: ReadonlySet<string>;
  /** Linking verbs after a subject ("is", "are", "provides"): "X is …" is a noun-phrase opening. */
  subjectVerbs: ReadonlySet<string>;
  /** Words after which a full stop does not end a sentence ("e.g", "etc"). */
  abbreviations: ReadonlySet<string>;
  /** Words that open a negation whose scope runs to the end of the clause. */
  negators: RegExp;
  /** Words at which a new clause starts inside a sentence (after a comma). */
  clauseBreakWords: RegExp;
  /** Capitalised words that are emphasis wherever they stand (MUST, NEVER, IMPORTANT). */
  shoutWords: ReadonlySet<string>;
  /** Ordinary short words: a run of capitals holding one is a sentence in capitals. */
  commonWords: ReadonlySet<string>;
  /** Words before a capitalised literal that make it a value ("marked as DONE", "set to HIGH"). */
  valueLeadIns: RegExp;
  /** Capitalised words that are never shouting: HTTP methods, formats. */
  literalWords: ReadonlySet<string>;
  /** Groups of verbs that name one action (sync / update / refresh). */
  synonymGroups: readonly (readonly string[])[];
  /** Nouns for "the function itself" ("tool", "function"). */
  functionNouns: RegExp;

  // --- Clause kinds ---------------------------------------------------------------------------

  /** Usage guidance: "Use this to…", "Use this when…", "when you need to…" (anchored with `^` or anywhere). */
  usage: readonly RegExp[];
  /** Sentences addressed to the agent as commands. Match anywhere in a clause. */
  commands: readonly { regex: RegExp; clauseStart?: boolean }[];
  /** Verbs in the base form that command the agent when they open a clause ("ask", "tell"). */
  agentVerbs: string;
  /** Words just before a "command" that make it a condition ("when you need to…"). */
  conditionLeadIn: RegExp;
  /** Words that may precede an imperative at the start of a clause ("and", "then", "please"). */
  clauseLeadIns: RegExp;
  /** Filler openings that describe the function as a function. */
  filler: readonly RegExp[];
  /** Filler only as the very first words ("This function creates…"). */
  openingFiller: RegExp;
  /** Wording that asks the agent to hide something from the user. */
  concealment: readonly RegExp[];
  /** Words that make "silently" describe idempotence or error handling, not hiding. */
  benignSilence: RegExp;
  /** Verbs and phrases that refer to another function: "use X", "after X", "from a X result". */
  referenceLeadIns: RegExp;
  /** "X first", "X instead" after a name. */
  referenceTails: RegExp;
  /** Call order that names no function ("Search for the contact first", "after calling"). */
  callOrder: readonly { regex: RegExp; clauseStart?: boolean }[];
  /** Attempts to steer the agent between apps' functions. */
  influence: readonly RegExp[];
  /** Banners at the very start: "[Deprecated: …]", "**Purpose:**", "NOTE:". */
  banners: readonly RegExp[];
  /** Kebab-case words that are ordinary words, not tool names ("read-only", "follow-up"). */
  ordinaryHyphenTails: ReadonlySet<string>;
}

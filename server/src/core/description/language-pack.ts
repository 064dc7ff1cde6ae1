/**
 * What the description analysis needs to know about one natural language. A language is data:
 * word lists and patterns plugged into the one analysis in `analysis.ts`, never a copy of its code.
 * Patterns are tried case-insensitively unless their flags say otherwise; "opening" patterns are
 * anchored at the start of a clause (they begin with `^`).
 *
 * The packs are registered by tag in `languages.ts`. A pack for a new language starts from
 * `minimalPack` there and fills in what its language needs; an empty list or a pattern that never
 * matches (`NEVER`) is a valid answer ("this language has no such phrase that the rules know").
 * Fields about words of code (camelCase names of parameters and functions) are not here: code
 * names are English whatever the language of the prose, so those lists stay in the rules.
 */
export interface LanguagePack {
  /** BCP 47 tag, handed to `Intl.Segmenter`. */
  locale: string;
  /**
   * Where the verb of a description's first sentence stands. `first` (English, Portuguese): the
   * opening is read word by word from the start ("Creates a note", "Cria uma nota"). `last`
   * (Japanese, Bengali): the sentence ends with its verb, so the opening is judged by how the
   * first sentence ends ({@link actionEnding}).
   */
  verbPosition: 'first' | 'last';
  /**
   * For `verbPosition: 'last'`: the end of a first sentence (its final punctuation removed) that
   * states an action on a resource ("…を作成します", "…তৈরি করে"). A first sentence that does not
   * end so opens with kind `no-action`, which description-verb-first reports.
   */
  actionEnding?: RegExp;

  // --- Words ----------------------------------------------------------------------------------

  /** Base forms of verbs that open descriptions ("create", "search"). */
  verbs: readonly string[];
  /**
   * Third-person forms the suffix rules would get wrong ("does" for "do"; Portuguese "faz" for
   * "fazer"). Empty for a language without conjugation in the opening.
   */
  irregularThirdPerson: Readonly<Record<string, string>>;
  /**
   * Suffix rules that make the descriptive form (the third person: "creates", "cria") from a base
   * form, tried in order: the first whose pattern matches wins and its replacement is applied (`$1`
   * refers to the pattern's groups). Empty when the base form is the only form.
   */
  thirdPersonRules: readonly (readonly [RegExp, string])[];
  /**
   * Other forms that open a description as a verb, made from the base form like the third person
   * (Portuguese imperative "crie", "busque"). English leaves it out: its imperative is the base form.
   */
  imperativeRules?: readonly (readonly [RegExp, string])[];
  /** Irregular forms for {@link imperativeRules} ("faça" for "fazer"). */
  irregularImperative?: Readonly<Record<string, string>>;
  /**
   * Suffixes that turn a base verb into a noun (`ion`, `ment`; Portuguese `ação` for `criar`), with
   * the stem rule they need: a final `e` dropped, or an ending replaced (`strip`). Without it no
   * opening is read as a noun made from a verb.
   */
  nominalSuffixes?: readonly { stripFinalE: boolean; suffix: string; strip?: RegExp }[];
  /**
   * Words after a verb-shaped first word that make it a noun ("Lista de internações", "Busca dos
   * hospitais"), as `verbOfLink` does for an English base verb; not after `linkTakingVerbs`, whose
   * object takes that word ("Precisa de…"), nor before `notAfterLink` ("Lista de forma paginada…").
   */
  nounOfLinks?: ReadonlySet<string>;
  linkTakingVerbs?: ReadonlySet<string>;
  notAfterLink?: ReadonlySet<string>;
  /**
   * The ending of the -ing form and how to get candidate base forms back from its stem. English
   * only: without it no opening is read as a gerund.
   */
  gerund?: { suffix: string; stems: readonly ((stem: string) => string)[] };
  /**
   * Words that open the object of a verb ("a", "the", "every"). A word the pack does not know that
   * ends like a third person and stands before one of them is read as a verb ("Geocodes an address"):
   * no word list holds every verb of a domain. Without it (or with no third-person rules), unknown
   * words are never guessed to be verbs.
   */
  objectLeadIns?: ReadonlySet<string>;
  /** Words that open a noun phrase ("the", "a", "this"). */
  determiners: ReadonlySet<string>;
  /** Auxiliaries that put the verb second ("will", "can"). */
  modals: ReadonlySet<string>;
  /**
   * Whether "X's" at the start is a possessive noun phrase ("User's record"). English only.
   */
  possessiveS?: boolean;
  /** The word after a base verb that makes "List of notes" a noun phrase ("of"). English only. */
  verbOfLink?: string;
  /**
   * The words that join names in a list ("list_a, list_b or the list_c tool"): alternatives of a
   * regex source for the joiners ("or|and") and for an article before a name ("the").
   */
  listLinks?: { joiners: string; article: string };
  /** Words between a function noun and its purpose in "Service to create notes" ("to", "for"). */
  nounPurposeLinks?: ReadonlySet<string>;
  /** Words that open a question or a subordinate clause ("when", "how", "if"). */
  clauseOpeners: ReadonlySet<string>;
  /** Linking verbs after a subject ("is", "are", "provides"): "X is …" is a noun-phrase opening. */
  subjectVerbs: ReadonlySet<string>;
  /** Words after which a full stop does not end a sentence ("e.g", "etc"). */
  abbreviations: ReadonlySet<string>;
  /** Words that open a negation whose scope runs to the end of the clause. */
  negators: RegExp;
  /**
   * Where a negation's scope lies: `after` the negator, to the end of its clause (English "do not
   * include passwords"), or `before` it, from the start of its clause (Japanese 「パスワードは含めない」,
   * where the negation closes what it negates). `after` when left out.
   */
  negationScope?: 'after' | 'before';
  /** Words at which a new clause starts inside a sentence (after a comma). */
  clauseBreakWords: RegExp;
  /**
   * Words that end a clause just before a comma (anchored at `$`), for languages that join clauses
   * with a verb form rather than a word after the comma (Japanese 「…し、」「…ので、」). A comma
   * between nouns (「作成、編集、削除」) cuts nothing.
   */
  clauseBreakBefore?: RegExp;
  /** Capitalised words that are emphasis wherever they stand (MUST, NEVER, IMPORTANT). */
  shoutWords: ReadonlySet<string>;
  /** Ordinary short words: a run of capitals holding one is a sentence in capitals. */
  commonWords: ReadonlySet<string>;
  /**
   * Names code uses as placeholders in English that are nouns with a specific meaning in this
   * language, lower case (Portuguese `data`: a date): a parameter so named and described in this
   * language says what it holds.
   */
  specificNames?: ReadonlySet<string>;
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
  /** Words just before a "command" that make it a condition ("when you need to…") or an indirect question ("whether the agent should…"). */
  conditionLeadIn: RegExp;
  /**
   * The sentence so far, ending where a "command" starts, when its subject is the function itself:
   * "the tool lists the projects and prompts the user to pick one" describes what it does.
   */
  ownSubjectLeadIn?: RegExp;
  /** Words that may precede an imperative at the start of a clause ("and", "then", "please"). */
  clauseLeadIns: RegExp;
  /** Filler openings that describe the function as a function. */
  filler: readonly RegExp[];
  /**
   * After a filler, the words before the verb that a rewrite drops ("to", "that": "This function
   * is used to create" -> "Creates"), and the filler endings after which the verb is already in
   * the third person ("A function that creates…"). Without it no rewrite is offered.
   */
  fillerRewrite?: { leadIn: RegExp; relative: RegExp };
  /** Filler only as the very first words ("This function creates…"). */
  openingFiller: RegExp;
  /** Wording that asks the agent to hide something from the user. */
  concealment: readonly RegExp[];
  /**
   * A concealment word that may only describe how the function behaves ("silently"), matched
   * against the whole concealment span; and the words that, in its sentence, make it describe
   * idempotence or error handling, not hiding ("fails silently", "does nothing if it exists").
   */
  silence?: RegExp;
  /** See {@link silence}. */
  benignSilence: RegExp;
  /** Verbs and phrases that refer to another function: "use X", "after X", "from a X result". */
  referenceLeadIns: RegExp;
  /** "X first", "X instead" after a name. */
  referenceTails: RegExp;
  /**
   * A noun after a name that makes it a piece of data, not a function: "the account_id parameter",
   * "the flow_logs namespace", "the created_at field".
   */
  dataNouns: RegExp;
  /** The same noun written before the name ("the field created_at", Portuguese "o parâmetro conta_id"). */
  dataNounsBefore?: RegExp;
  /** Call order that names no function ("Search for the contact first", "after calling"). */
  callOrder: readonly { regex: RegExp; clauseStart?: boolean }[];
  /** Attempts to steer the agent between apps' functions. */
  influence: readonly RegExp[];
  /** Banners at the very start: "[Deprecated: …]", "**Purpose:**", "NOTE:". */
  banners: readonly RegExp[];
  /** Kebab-case words that are ordinary words, not tool names ("read-only", "follow-up"). */
  ordinaryHyphenTails: ReadonlySet<string>;

  // --- Vocabulary of single rules (description text only) -------------------------------------

  /**
   * Words that carry no intent in a description (articles, prepositions, "returns"), for
   * no-duplicate-intent. English keeps its own list in the rule; a pack without one is not
   * compared by description words (names are still compared).
   */
  intentStopWords?: ReadonlySet<string>;
  /** Emphasis beyond capitals: runs of "!" and other marks the language uses (【重要】, ！！). */
  emphasis: readonly RegExp[];
  /** Openings that give background before the action ("In our app…", "Background:"). description-front-loaded. */
  backgroundOpening: RegExp;
  /**
   * How description-front-loaded measures length: in characters (English, whose budgets were set
   * so and whose messages say so), or in words of `Intl.Segmenter` (every other language: a
   * Japanese sentence is short in characters and long in meaning). Budgets in that unit.
   */
  lengthBudget: { unit: 'characters' | 'words'; firstSentence: number; whole: number; longDescription: number };
  /** Prose that names a secret ("the user's password", "CPF"). no-sensitive-data; global patterns. */
  sensitiveText: readonly RegExp[];
  /**
   * A function that hands back the whole environment: its mention ("all environment variables"),
   * a verb of handing back right before it in the sentence (anchored at `$`), and the words that
   * make it about names or counts only (anchored at `$`). no-sensitive-data; `mention` global.
   */
  environmentDump: { mention: RegExp; handsBack: RegExp; notTheValues: RegExp };
  /**
   * no-destructive-bulk-action: `wipe` erases everything whatever the parameters ("wipes",
   * "factory reset", "deletes all data"); `all` deletes every item of a kind ("Deletes all notes"),
   * which a required filter parameter can scope. Not global.
   */
  destructiveBulk: { wipe: RegExp; all: RegExp };
  /**
   * no-overly-broad: a vague verb opening a sentence ("Handles", "Manages"), judged broad when at
   * most `vagueMaxWords` words follow it or when `everything` is among them; phrases broad wherever
   * they stand (global); verbs that do not widen a purpose (base forms); where a list item starts
   * (anchored at `$`), and the link between list items ("," "and" "or": anchored at `^`, with the
   * next word in group 1; and at `$` before the last item, with the previous word in group 1).
   */
  overlyBroad: {
    vagueOpening: RegExp;
    vagueMaxWords: number;
    /** Words that only wrap the object after a vague verb ("a list of", "a batch of"): not counted. */
    vagueObjectWrapper?: RegExp;
    everything: RegExp;
    phrases: readonly RegExp[];
    neutralVerbs: ReadonlySet<string>;
    itemStart: RegExp;
    nextItem: RegExp;
    previousItem: RegExp;
    /**
     * A line that opens a part about something other than what the function does ("Returns:",
     * "When to use:", "NOT for:", "Workflow:"), tested on the line without its markdown marks and
     * anchored at `^`; the part runs to the next labelled line. Not global. A pack without it reads
     * every part.
     */
    asideHeading?: RegExp;
    /**
     * The label of a heading that introduces what the function does ("Purpose:", "Actions:",
     * "Capabilities:"), tested like `asideHeading`. With it, every other heading (a line that is
     * only a label, or a label in bold, capitals or after an emoji: "🎯 TYPICAL WORKFLOW:",
     * "**Use Cases:**") opens a part about something else, whatever its words; without it, only
     * `asideHeading` does.
     */
    actionHeading?: RegExp;
    /**
     * A purpose clause whose verbs are the caller's aims, not actions of the function ("… to
     * inspect its layout, identify IDs or verify changes"): matched on a sentence, global, from
     * its marker to the end of the clause. Only uninflected words in it are set aside: "… to
     * save space, and archives old notes" still lists `archives`.
     */
    purposeClause?: RegExp;
    /**
     * A sentence that is advice rather than an action of the function: a pointer to another function
     * ("Use send-email for one recipient.") or a condition or purpose before an order to the caller
     * ("If necessary, set a timeout.", "To debug, stream the errors."; not "If empty, returns
     * nothing.", which says what the function does). Anchored at `^`, not global.
     */
    advice?: RegExp;
  };
  /**
   * no-ambiguous-parameter: a description that makes a bare `prompt` a generator's input (the
   * language's words for "image model", "generate"). The English words are the rule's own; not global.
   */
  generatorInput?: RegExp;
  /**
   * dotnet-opens-app-unsaid: a description that says the function opens or shows the app, or
   * needs it on screen (the language's words for "opens the app", "in the app", "foreground").
   * Not global. A pack without it leaves such descriptions unjudged.
   */
  appOpening?: RegExp;
  /**
   * prefer-standard-types: a parameter's description in the language's words for a moment or a
   * link, beyond the format tokens every language writes alike (yyyy-MM-dd, ISO 8601, HH:mm, URL):
   * an epoch number, a link (unless it is one of several kinds of value), a date, a date and time,
   * a timestamp, a time of day. Not global.
   */
  typeHints?: { epoch: RegExp; link: RegExp; linkAlternative: RegExp; date: RegExp; dateTime: RegExp; instant: RegExp; timeOfDay: RegExp };
  /** Claims to be someone else: another assistant, the system, an official tool. no-impersonation; not global. */
  impersonation: readonly RegExp[];
  /**
   * no-multipurpose-function: what opens a list of values in a parameter's description ("one of",
   * "either", a colon: group 1 is the list) and what separates its items. `verbs` maps the words
   * of the language that name an action to the English verb of code with the same meaning
   * (Bengali "মুছে": "delete"), so that values written in prose join the verb families of code
   * values; a language whose values are English words leaves it out. `filter`: a description
   * that presents the parameter as a filter of what the function returns ("Filter by action
   * type: create, update or delete"): its values are kinds of results, not actions to take.
   */
  valueList: { leadIn: RegExp; separators: RegExp; verbs?: Readonly<Record<string, string>>; filter?: RegExp };
  /**
   * no-multipurpose-function: verbs of this language, as a value list in prose may name them
   * ("criar, editar ou excluir"), mapped to the English base verb whose family they belong to
   * (`excluir: 'delete'`). English needs none: values are read as English words of code.
   */
  valueVerbs?: Readonly<Record<string, string>>;
  /**
   * misleading-name: an explicit read-only claim ("read-only", "does not modify"), an opening
   * that presents the function as a read ("Returns", "Lists"), and wording that admits a change
   * further on ("and marks it as read"). Not global.
   */
  readOnly: { claim: RegExp; opener: RegExp; admitsWrite: RegExp };
  /**
   * app-description-quality and the app description of no-prompt-language: filler that talks
   * about the app; words of call order (welcome in an app description); a first sentence about
   * call order; the most words the domain sentence should have; the function words a function
   * name's subject may be said as (English: undefined, the name's own words are the language's
   * words; another language maps a singular English name word to its words: `note: ['nota']`,
   * matched after its own `singularRules`). Without that map in a non-English pack the tasks are
   * not checked, and a function whose name words the map does not know is not judged: English
   * words of code cannot be looked for in prose of another language.
   */
  appDescription: {
    filler: RegExp;
    callOrderWords: RegExp;
    /** Words that make a command in an app description call order or tool choice (no-prompt-language). */
    commandOrderWords: RegExp;
    orderOpening: RegExp;
    maxFirstSentenceWords: number;
    nameWordsInLanguage: boolean;
    taskWords?: Readonly<Record<string, readonly string[]>>;
    /** Suffix rules that make a word singular for matching ("notes" -> "note"), tried in order. */
    singularRules: readonly (readonly [RegExp, string])[];
  };
}

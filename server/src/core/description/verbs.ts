import type { LanguagePack } from './language-pack';

/**
 * Verb forms of one language, built from its pack: which words are known verbs and how to move
 * between the base form, the third person (the descriptive form), the imperative where it differs
 * from the base form, the -ing form and the noun made from a verb (the last two English only).
 */
export class Verbs {
  /** Base forms the pack knows. */
  readonly bases: ReadonlySet<string>;
  private readonly nominals: ReadonlyMap<string, string>;
  private readonly synonyms: ReadonlyMap<string, number>;
  /** Third-person form -> base, for every known base (the first base in list order wins). */
  private readonly thirdForms: ReadonlyMap<string, string>;
  /** Imperative form -> base, for packs whose imperative is not the base form. */
  private readonly imperatives: ReadonlyMap<string, string>;

  constructor(private readonly pack: LanguagePack) {
    this.bases = new Set(pack.verbs);
    const thirdForms = new Map<string, string>();
    const imperatives = new Map<string, string>();
    for (const base of pack.verbs) {
      const third = this.thirdPerson(base);
      if (third !== base && !thirdForms.has(third)) thirdForms.set(third, base);
      const imperative = inflect(base, pack.irregularImperative, pack.imperativeRules);
      if (imperative !== undefined && imperative !== base && !imperatives.has(imperative)) imperatives.set(imperative, base);
    }
    this.thirdForms = thirdForms;
    this.imperatives = imperatives;
    const nominals = new Map<string, string>();
    for (const base of pack.verbs) {
      for (const { stripFinalE, suffix, strip } of pack.nominalSuffixes ?? []) {
        if (strip && !strip.test(base)) continue;
        const form = `${strip ? base.replace(strip, '') : stripFinalE ? base.replace(/e$/, '') : base}${suffix}`;
        // The first verb in list order wins a shared form.
        if (!nominals.has(form)) nominals.set(form, base);
      }
    }
    this.nominals = nominals;
    const synonyms = new Map<string, number>();
    pack.synonymGroups.forEach((group, index) => {
      for (const verb of group) if (!synonyms.has(verb)) synonyms.set(verb, index);
    });
    this.synonyms = synonyms;
  }

  /** The third person singular of a base verb: create -> creates, search -> searches. */
  thirdPerson(base: string): string {
    const form = inflect(base.toLowerCase(), this.pack.irregularThirdPerson, this.pack.thirdPersonRules);
    return form === undefined ? base : matchCase(base, form);
  }

  /** The base form when `word` is a known verb in the third person ("Creates" -> "create", "Cria" -> "criar"). */
  baseOfThirdPerson(word: string): string | undefined {
    return this.thirdForms.get(word.toLowerCase());
  }

  /** The base form when `word` is a known verb in an imperative that differs from the base ("Crie" -> "criar"). */
  baseOfImperative(word: string): string | undefined {
    return this.imperatives.get(word.toLowerCase());
  }

  /**
   * The base form of a word the pack does not know, read as a third person by undoing the pack's
   * suffix rules ("geocodes" -> "geocode"). Undefined when two bases give the word ("caches" from
   * "cache" or "cach"): a guess is never passed on.
   */
  guessBaseOfThirdPerson(word: string): string | undefined {
    const lower = word.toLowerCase();
    for (const [base, third] of Object.entries(this.pack.irregularThirdPerson)) if (third === lower) return base;
    const candidates = new Set<string>();
    for (let cut = 1; cut <= 3 && cut < lower.length; cut++) {
      const stem = lower.slice(0, -cut);
      for (const tail of ['', 'y', 'e']) {
        const candidate = stem + tail;
        if (candidate.length > 1 && this.thirdPerson(candidate) === lower) candidates.add(candidate);
      }
    }
    return candidates.size === 1 ? [...candidates][0] : undefined;
  }

  /** The base form when `word` is a known verb in -ing form ("creating" -> "create"). */
  baseOfGerund(word: string): string | undefined {
    if (!this.pack.gerund) return undefined;
    const lower = word.toLowerCase();
    const { suffix, stems } = this.pack.gerund;
    if (!lower.endsWith(suffix) || lower.length <= suffix.length + 1) return undefined;
    const stem = lower.slice(0, -suffix.length);
    return stems.map((make) => make(stem)).find((c) => this.bases.has(c));
  }

  /** The base form when `word` is a noun made from a known verb ("creation" -> "create"). */
  baseOfNominal(word: string): string | undefined {
    // Nouns spelled like their verb ("update", "search") read as imperatives instead.
    return this.nominals.get(word.toLowerCase());
  }

  /** The base form when `word` is a known verb in the base, third-person or imperative form. */
  baseOf(word: string): string | undefined {
    const lower = word.toLowerCase();
    return this.bases.has(lower) ? lower : (this.baseOfThirdPerson(lower) ?? this.baseOfImperative(lower));
  }

  /** Every lower-case word {@link baseOf} knows: the base, third-person and imperative forms. */
  knownForms(): string[] {
    return [...this.bases, ...this.thirdForms.keys(), ...this.imperatives.keys()];
  }

  /** Whether two base verbs name one action ("sync" and "refresh"). */
  sameAction(a: string, b: string): boolean {
    if (a === b) return true;
    const groupsOf = (verb: string) => this.pack.synonymGroups.filter((group) => group.includes(verb));
    return groupsOf(a).some((group) => group.includes(b));
  }

  /** The synonym group of a verb, or undefined. */
  synonymGroup(base: string): number | undefined {
    return this.synonyms.get(base);
  }

  /**
   * Rewrites a clause that starts with a known verb (base, -ing or third person) so that it starts
   * with the third person, and so does every known base verb coordinated with it ("play, pause or
   * stop" -> "Plays, pauses or stops"). Undefined unless the first word is a known verb: a rewrite
   * is offered only when it is sure to be English.
   */
  thirdPersonRewrite(clause: string): string | undefined {
    // The second group matches the empty string at least, so it is set whenever the first is.
    const [, word, rest = ''] = /^(\p{L}+)(.*)$/su.exec(clause.trim()) ?? [];
    if (!word) return undefined;
    const lower = word.toLowerCase();
    const base = this.bases.has(lower) ? lower : (this.baseOfThirdPerson(lower) ?? this.baseOfImperative(lower) ?? this.baseOfGerund(lower));
    if (!base) return undefined;
    // Coordinated verbs in the base form: ", unpause, or continue" -> ", unpauses, or continues".
    const coordinated = rest.replace(/((?:,|\bor|\band|\/)\s*(?:or\s+|and\s+)?)(\p{Ll}+)(?![\p{L}\p{N}_])/gu, (all, lead: string, next: string) =>
      this.bases.has(next) && !this.baseOfThirdPerson(next) ? `${lead}${this.thirdPerson(next)}` : all,
    );
    return capitalize(this.thirdPerson(base)) + coordinated;
  }
}

/** A form made from a base by an irregular table or the first suffix rule that matches; undefined without either. */
function inflect(lower: string, irregular: Readonly<Record<string, string>> | undefined, rules: readonly (readonly [RegExp, string])[] | undefined): string | undefined {
  const known = irregular && Object.hasOwn(irregular, lower) ? irregular[lower] : undefined;
  if (known) return known;
  for (const [pattern, replacement] of rules ?? []) {
    if (pattern.test(lower)) return lower.replace(pattern, replacement);
  }
  return undefined;
}

/** Capitalises the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function matchCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? capitalize(word) : word;
}

import { BoundedMap } from '../model/analysis-caches';
import { detachedString } from '../model/detached-string';
import { english } from './english';
import type { LanguagePack } from './language-pack';
import { DisjointSpans, firstEndingAfter, matchesOf, spanHolding, spanOf, testBefore, within, type TextSpan } from './spans';
import { capitalize, Verbs } from './verbs';

/**
 * What a literal span is. Capitals, names and verbs inside one are not the author's prose:
 * `MEDIUM`, "ACTIVE", [FILE], `**\/*.ts`, DATABASE_URL or GET are values, not shouting.
 */
export type LiteralKind = 'code' | 'quoted' | 'bracket' | 'identifier' | 'env' | 'value' | 'glob' | 'placeholder' | 'url';

export interface Literal extends TextSpan {
  kind: LiteralKind;
}

/** What a clause does, as far as the description rules care. */
export type ClauseRole = 'usage' | 'command' | 'order' | 'reference' | 'influence' | 'concealment' | 'filler';

export interface Clause extends TextSpan {
  /** Index of its sentence. */
  sentence: number;
  roles: Set<ClauseRole>;
}

/** How a description opens, judged by shape (a known verb list is needed only for `verb`). */
export type OpeningKind =
  | 'verb' // "Creates a note", "Search contacts"
  | 'unknown-word' // a word the pack does not know, in a position a verb could take
  | 'banner' // "[Deprecated: …]", "**Purpose:**"
  | 'filler' // "This function is used to"
  | 'usage' // "Use this to …"
  | 'determiner' // "The user's record", "A list of"
  | 'possessive' // "User's record"
  | 'clause' // "When the user…", "How many…"
  | 'subject' // "Brave Search API provides…"
  | 'noun-to' // "Service to create notes"
  | 'modal' // "Will create"
  | 'gerund' // "Creating"
  | 'nominal' // "Creation of", "Note creation."
  | 'verb-of' // "List of notes"
  | 'no-action' // verb-last languages: a first sentence that does not end in an action
  | 'other'; // not Latin letters, a number, punctuation: no judgement

export interface Opening {
  kind: OpeningKind;
  /** The words that make the opening what it is (for the underline and the message). */
  span: TextSpan;
  /** For `verb`, `modal`, `gerund`, `nominal`: the base verb. */
  base?: string;
}

/** A filler opening found in a description. */
export interface Filler extends TextSpan {
  /** What a verb-first rewrite of the sentence would read, when one is sure to be English. */
  rewrite?: string;
}

/** A mention of another function by a tool-shaped name with a reference verb around it. */
export interface NameReference {
  span: TextSpan;
  name: string;
}

/**
 * One reading of a description that every text rule shares: sentences and clauses, literal spans,
 * negation scopes, the opening, and the phrases the rules report (usage guidance, commands, call
 * order, references, filler, concealment). Built once per text and language.
 */
export interface DescriptionAnalysis {
  text: string;
  pack: LanguagePack;
  verbs: Verbs;
  sentences: TextSpan[];
  clauses: Clause[];
  /** Word-like segments (Intl.Segmenter), literals included; segmented on first read. */
  readonly words: TextSpan[];
  literals: Literal[];
  /** From a negator to the end of its clause: "Do not include [passwords or keys]". */
  negations: TextSpan[];
  /** An opening banner, if any. */
  banner?: TextSpan;
  opening: Opening;
  usage: TextSpan[];
  commands: TextSpan[];
  callOrder: TextSpan[];
  influence: TextSpan[];
  references: NameReference[];
  filler: Filler[];
  concealment: TextSpan[];
}

const verbsByPack = new WeakMap<LanguagePack, Verbs>();
/** The verb forms of a pack, built once. */
export function verbsOf(pack: LanguagePack): Verbs {
  let verbs = verbsByPack.get(pack);
  if (!verbs) verbsByPack.set(pack, (verbs = new Verbs(pack)));
  return verbs;
}

/**
 * At most 4,000 described texts of at most a million characters in all (the descriptions of a few
 * thousand functions): an analysis takes about 17 bytes a character, so the cache stays near
 * 17 MB however long the texts that passed through. Keyed by the text itself, then by the pack's
 * locale: a string caches its own hash, so the rules asking for the same description look it up
 * without hashing it again (a key joining locale and text was a new string, hashed whole, on every
 * look-up).
 */
const analyses = new BoundedMap<string, Map<string, DescriptionAnalysis>>(4_000, 1_000_000);

/**
 * The analysis of `text` in `pack`'s language, from a bounded cache (descriptions repeat across
 * rules and passes; a cold run over a large workspace does not keep every one).
 */
export function analyzeDescription(text: string, pack: LanguagePack = english): DescriptionAnalysis {
  const byLocale = analyses.get(text);
  const known = byLocale?.get(pack.locale);
  if (known) return known;
  // A text too long to keep is analysed as it is, and not copied for nothing.
  if (!analyses.keeps(text.length)) return analyze(text, pack);
  // The cache outlives the file: its key and every slice the analysis keeps must not hold the file's text.
  const own = detachedString(text);
  const analysis = analyze(own, pack);
  const stored = byLocale ?? new Map<string, DescriptionAnalysis>();
  stored.set(pack.locale, analysis);
  analyses.set(own, stored, text.length * stored.size);
  return analysis;
}

/** Empties the cache of {@link analyzeDescription}, so that a measurement times the analysis itself. */
export function forgetDescriptionAnalyses(): void {
  analyses.clear();
}

function analyze(text: string, pack: LanguagePack): DescriptionAnalysis {
  const verbs = verbsOf(pack);
  const sentences = splitSentences(text, pack);
  const literals = findLiterals(text, pack);
  const clauses = splitClauses(text, sentences, pack);
  const negations = findNegations(text, clauses, pack);
  const banner = findBanner(text, pack, verbs);
  const analysis: DescriptionAnalysis = {
    text,
    pack,
    verbs,
    sentences,
    clauses,
    // Word segmentation costs more than the rest of the analysis together: only when asked.
    get words() {
      const words = wordsOf(text, pack);
      Object.defineProperty(this, 'words', { value: words });
      return words;
    },
    literals,
    negations,
    banner,
    opening: { kind: 'other', span: spanOf(text, 0, 0) },
    usage: [],
    commands: [],
    callOrder: [],
    influence: [],
    references: [],
    filler: [],
    concealment: [],
  };
  analysis.usage = findUsage(analysis);
  analysis.filler = findFiller(analysis);
  analysis.opening = findOpening(analysis);
  analysis.concealment = findConcealment(analysis);
  analysis.commands = findCommands(analysis);
  analysis.callOrder = findCallOrder(analysis);
  analysis.influence = pack.influence.flatMap((regex) => matchesOf(text, regex));
  analysis.references = findNameReferences(analysis);
  // Clauses are sorted and disjoint: each span marks the clauses from the first that ends after it.
  const mark = (spans: readonly TextSpan[], role: ClauseRole) => {
    for (const span of spans) {
      for (let i = firstEndingAfter(clauses, span.start); i < clauses.length && clauses[i]!.start < span.end; i++) clauses[i]!.roles.add(role);
    }
  };
  mark(analysis.usage, 'usage');
  mark(analysis.commands, 'command');
  mark(analysis.callOrder, 'order');
  mark(analysis.influence, 'influence');
  mark(
    analysis.references.map((r) => r.span),
    'reference',
  );
  mark(analysis.filler, 'filler');
  mark(analysis.concealment, 'concealment');
  return analysis;
}

// ---------------------------------------------------------------------------------------------
// Queries

/** Whether [start, end) lies inside a literal span (code, quotes, a value, an identifier…). */
export function inLiteral(analysis: DescriptionAnalysis, start: number, end = start + 1, kinds?: readonly LiteralKind[]): boolean {
  // Literals do not overlap, so only the one holding `start` can hold the whole span.
  const literal = spanHolding(analysis.literals, start);
  return literal !== undefined && end <= literal.end && (!kinds || kinds.includes(literal.kind));
}

/** Whether the position lies inside the scope of a negation. */
export function negatedAt(analysis: DescriptionAnalysis, position: number): boolean {
  return spanHolding(negatedRegions(analysis), position) !== undefined;
}

const regions = new WeakMap<DescriptionAnalysis, { start: number; end: number }[]>();
/** The negation scopes merged into sorted, disjoint regions (scopes may overlap), built once. */
function negatedRegions(analysis: DescriptionAnalysis): { start: number; end: number }[] {
  let merged = regions.get(analysis);
  if (!merged) {
    merged = [];
    for (const { start, end } of [...analysis.negations].sort((a, b) => a.start - b.start)) {
      const last = merged.at(-1);
      if (last && start <= last.end) last.end = Math.max(last.end, end);
      else merged.push({ start, end });
    }
    // Regions that touch (end == next start) are merged above, so holding is a half-open test.
    regions.set(analysis, merged);
  }
  return merged;
}

/** The clause holding the position. */
export function clauseAt(analysis: DescriptionAnalysis, position: number): Clause | undefined {
  return spanHolding(analysis.clauses, position);
}

/** The clause up to the end of its sentence, shortened for a message. */
export function clauseForMessage(text: string, from: number, max = 60): string {
  // The message shows `max` characters: segmenting a window is enough, where segmenting the whole
  // rest of the text for every filler sentence made a long description quadratic.
  const rest = text.slice(from, from + CLAUSE_WINDOW);
  const end = splitSentences(rest, english)[0]?.end ?? rest.length;
  const clause = rest.slice(0, end).replace(/\s+/g, ' ').trim();
  return clause.length > max ? `${clause.slice(0, max).replace(/\s+\S*$/, '')}…` : clause;
}

/** How much text after a phrase {@link clauseForMessage} reads: far more than any message shows. */
const CLAUSE_WINDOW = 2_000;

// ---------------------------------------------------------------------------------------------
// Sentences, clauses, words

const segmenters = new Map<string, { sentence: Intl.Segmenter; word: Intl.Segmenter }>();
function segmenter(pack: LanguagePack) {
  let found = segmenters.get(pack.locale);
  if (!found) {
    found = { sentence: new Intl.Segmenter(pack.locale, { granularity: 'sentence' }), word: new Intl.Segmenter(pack.locale, { granularity: 'word' }) };
    segmenters.set(pack.locale, found);
  }
  return found;
}

/**
 * Sentences by `Intl.Segmenter`, trimmed, with a segment that follows one of the pack's
 * abbreviations ("e.g.") joined back to the one before.
 */
export function splitSentences(text: string, pack: LanguagePack = english): TextSpan[] {
  const single = oneSentence(text);
  if (single !== undefined) return single;
  const spans: TextSpan[] = [];
  for (const { segment, index } of segmentsOf(segmenter(pack).sentence, text)) {
    const lead = segment.length - segment.trimStart().length;
    const start = index + lead;
    const end = index + segment.trimEnd().length;
    if (end <= start) continue;
    const previous = spans.at(-1);
    const lastWord = previous ? lastWordBeforePeriod(previous.text, pack) : undefined;
    const gap = previous ? text.slice(previous.end, start) : '';
    const afterAbbreviation = lastWord !== undefined && pack.abbreviations.has(lastWord) && !/\n/.test(gap);
    // A line break inside a sentence (a wrapped comment line) is not a sentence end; a blank line is.
    // Full-width and other scripts' sentence ends count (。！？।), so Japanese and Bengali sentences
    // are never glued together as a wrapped line.
    const wrapped = previous !== undefined && !endsSentence(previous.text) && !/\n\s*\n/.test(gap) && !/^[-*•]\s/.test(text.slice(start, start + 2));
    if (previous && (afterAbbreviation || wrapped)) {
      spans[spans.length - 1] = spanOf(text, previous.start, end);
    } else {
      spans.push(spanOf(text, start, end));
    }
  }
  return spans;
}

/** Latin letters, digits, spaces and punctuation that never end a sentence (no `.`, `!`, `?`, no line break). */
const NO_SENTENCE_END = /^[\t\x20-\x2d\x2f-\x3e\x40-\x7e\u00c0-\u024f]*$/;

/**
 * The sentences of a text the segmenter cannot split, without asking it: one that ends a sentence
 * only at its very end (`.`, `!` or `?`, then closing quotes or brackets) and has no line break,
 * in Latin letters and ASCII punctuation. Most descriptions are such one-liners, and the
 * segmenter costs more than the rest of the analysis of one. Undefined for any other text.
 */
function oneSentence(text: string): TextSpan[] | undefined {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x20 || text.charCodeAt(end - 1) === 0x09)) end--;
  let core = end;
  while (core > 0 && CLOSERS.includes(text.charAt(core - 1))) core--;
  while (core > 0 && /[.!?]/.test(text.charAt(core - 1))) core--;
  if (!NO_SENTENCE_END.test(text.slice(0, core)) || /[\n\r]/.test(text.slice(core, end))) return undefined;
  let start = 0;
  while (start < end && (text.charCodeAt(start) === 0x20 || text.charCodeAt(start) === 0x09)) start++;
  return end > start ? [spanOf(text, start, end)] : [];
}

/** The text segmented at once, in characters; see {@link segmentsOf}. */
const SEGMENT_CHUNK = 4_000;

/**
 * `segmenter.segment(text)` read chunk by chunk. Each step of V8's segment iterator costs time in
 * proportion to the whole string, so iterating a long text is quadratic (a 300 KB paragraph took
 * seconds). A chunk's last two segments are dropped and segmenting restarts at the first of them,
 * so every segment kept was decided with the text after it in view; a chunk that is one segment
 * grows until it holds more.
 */
export function* segmentsOf(segmenter: Intl.Segmenter, text: string): Generator<{ segment: string; index: number; isWordLike?: boolean }> {
  let start = 0;
  let size = SEGMENT_CHUNK;
  while (start < text.length) {
    const end = Math.min(text.length, start + size);
    const segments = [...segmenter.segment(text.slice(start, end))];
    const last = end === text.length;
    const keep = last ? segments.length : segments.length - 2;
    if (keep <= 0) {
      size *= 2;
      continue;
    }
    for (let i = 0; i < keep; i++) {
      const { segment, index, isWordLike } = segments[i]!;
      yield { segment, index: start + index, isWordLike };
    }
    if (last) return;
    start += segments[keep]!.index;
    size = SEGMENT_CHUNK;
  }
}

/** A sentence end, in any script, before closing quotes or brackets. */
const SENTENCE_END_MARK = /[.!?:。！？।॥｡．：]/;
const CLOSERS = `"'”’)]」』）`;

/**
 * Whether a sentence ends with an end mark and closing quotes or brackets. Read from the end, where
 * a regex anchored with `$` is tried from every position of a sentence that keeps growing as
 * wrapped lines are joined (quadratic on one long paragraph).
 */
function endsSentence(sentence: string): boolean {
  let i = sentence.length - 1;
  while (i >= 0 && CLOSERS.includes(sentence.charAt(i))) i--;
  return i >= 0 && SENTENCE_END_MARK.test(sentence.charAt(i));
}

const longestAbbreviation = new WeakMap<LanguagePack, number>();
/**
 * The lower-cased run of letters and periods before a sentence's final period ("e.g" of "… e.g."),
 * when it is short enough to be one of the pack's abbreviations; read from the end (see
 * {@link endsSentence}).
 */
function lastWordBeforePeriod(sentence: string, pack: LanguagePack): string | undefined {
  if (!sentence.endsWith('.')) return undefined;
  let longest = longestAbbreviation.get(pack);
  if (longest === undefined) longestAbbreviation.set(pack, (longest = Math.max(0, ...[...pack.abbreviations].map((a) => a.length))));
  let start = sentence.length - 1;
  // One character past the longest abbreviation is enough to know the run is longer than all of them.
  while (start > 0 && sentence.length - 1 - start <= longest && /[\p{L}.]/u.test(sentence.charAt(start - 1))) start--;
  const word = sentence.slice(start, -1);
  return word.length === 0 || word.length > longest ? undefined : word.toLowerCase();
}

/**
 * Whether the line break at `at` only wraps a clause: a word or comma before it and a lower-case
 * word after it ("Always\ncall this…"). A new line that starts otherwise (a list item, a capital)
 * starts a new clause. A script without case (Bengali, Japanese: \p{Lo}) gives no capital to
 * start a clause with, so any letter of it after a word or comma continues the line; a Bengali
 * word may end in a vowel sign (\p{M}).
 */
function isWrappedLine(text: string, from: number, at: number): boolean {
  return /[\p{L}\p{M},、，]$/u.test(text.slice(Math.max(from, at - 8), at).trimEnd()) && /^[ \t]*[\p{Ll}\p{Lo}]/u.test(text.slice(at + 1, at + 40));
}

/** Clauses: sentences cut at `;`, `:`, dashes, parentheses, a comma before a clause word and line breaks that do not wrap. */
function splitClauses(text: string, sentences: TextSpan[], pack: LanguagePack): Clause[] {
  const clauses: Clause[] = [];
  sentences.forEach((sentence, index) => {
    let start = sentence.start;
    const push = (end: number) => {
      const span = trimSpan(text, start, end);
      if (span) clauses.push({ ...span, sentence: index, roles: new Set() });
    };
    for (let i = sentence.start; i < sentence.end; i++) {
      const ch = text[i];
      let cut = false;
      if (ch === ';' || ch === '(' || ch === ')' || ch === '—' || ch === '–' || ch === '；' || ch === '（' || ch === '）') cut = true;
      else if ((ch === ':' || ch === '：') && !/\d/.test(text[i + 1] ?? '') && text.slice(i + 1, i + 3) !== '//') cut = true;
      // A window is enough for the clause word, and keeps long texts linear.
      else if (
        (ch === ',' || ch === '、' || ch === '，') &&
        (pack.clauseBreakWords.test(text.slice(i + 1, i + 40).trimStart()) || !!pack.clauseBreakBefore?.test(text.slice(Math.max(start, i - 8), i)))
      )
        cut = true;
      // A line break ends a clause, except where a comment line was wrapped inside one.
      else if (ch === '\n') cut = !isWrappedLine(text, sentence.start, i);
      if (!cut) continue;
      push(i);
      start = i + 1;
    }
    push(sentence.end);
  });
  return clauses;
}

function trimSpan(text: string, start: number, end: number): TextSpan | undefined {
  while (start < end && /\s/.test(text.charAt(start))) start++;
  while (end > start && /\s/.test(text.charAt(end - 1))) end--;
  return end > start ? spanOf(text, start, end) : undefined;
}

function wordsOf(text: string, pack: LanguagePack): TextSpan[] {
  const words: TextSpan[] = [];
  for (const { segment, index, isWordLike } of segmentsOf(segmenter(pack).word, text)) {
    if (isWordLike) words.push({ start: index, end: index + segment.length, text: segment });
  }
  return words;
}

// ---------------------------------------------------------------------------------------------
// Literals

const LITERAL_PATTERNS: { kind: LiteralKind; regex: RegExp }[] = [
  { kind: 'code', regex: /```[\s\S]*?```|`[^`\n]+`/g },
  { kind: 'url', regex: /\b(?:https?|ftp|file|content|intent):\/\/[^\s)>\]"']+|\bwww\.[^\s)>\]"']+/g },
  // "quoted", “quoted”, 'quoted' (an apostrophe inside a word is not a quote)
  // (a quoted sentence, such as a message the tool shows, up to two hundred characters)
  { kind: 'quoted', regex: /"[^"\n]{1,200}"|“[^”\n]{1,200}”|‘[^’\n]{1,80}’|(?<![\p{L}\p{N}])'[^'\n]{1,60}'(?![\p{L}\p{N}])/gu },
  { kind: 'bracket', regex: /\[[^\]\n]{1,60}\]/g },
  { kind: 'placeholder', regex: /\{[\w.-]{1,40}\}|<[\w.-]{1,40}>|\$\{?[A-Za-z_]\w*\}?|%[sd]/g },
  // `**/*.ts`, `*.md`, a bare `**` ("** matches any depth"), but not the bold marker of "**NOT for**"
  // (the prefix before `*.` is bounded: unbounded, every position of a long run of path characters
  // rescanned the run to its end, which made a text without spaces quadratic)
  { kind: 'glob', regex: /\*\*\/[\w.*{},/-]*|[\w./-]{0,200}\*\.[\w{},*]+|(?<![\w*])\*\*(?=\s|$)/g },
  // DATABASE_URL, APP_NAME::DB
  { kind: 'env', regex: /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:::[A-Z0-9_]+)*\b|\b[A-Z][A-Z0-9]+::[A-Z0-9_]+\b/g },
  // snake_case, camelCase and dotted names written in prose
  { kind: 'identifier', regex: /(?<![\w$])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w$])|(?<![\w$])[a-z]{2,}[A-Z][A-Za-z0-9]*(?![\w$])|\b\w{1,100}(?:\.\w{1,100}){1,10}\(\)/g },
];

function findLiterals(text: string, pack: LanguagePack): Literal[] {
  const kept = new DisjointSpans<Literal>();
  for (const { kind, regex } of LITERAL_PATTERNS) {
    for (const span of matchesOf(text, regex)) {
      if (kept.overlapsAny(span)) continue;
      kept.add({ ...span, kind });
    }
  }
  // Values in capitals: a word of capitals in a list of values, or after a word that introduces one
  // ("marked as DONE", "status: ACTIVE | PAUSED", "(US/EU)"), and the pack's literal words (GET, UTC).
  const values: Literal[] = [];
  for (const span of matchesOf(text, CAPITALS)) {
    if (kept.overlapsAny(span)) continue;
    if (pack.shoutWords.has(span.text)) continue;
    const before = text.slice(Math.max(0, span.start - 24), span.start);
    const after = text.slice(span.end, span.end + 24);
    const listed = /^\s*(?:[,|/]|or\b|and\b|\))\s*["'`]?[A-Z]{2,}\b/.test(after) || /\b[A-Z]{2,}["'`]?\s*(?:[,|/]|\bor|\band)\s*["'`]?$/.test(before);
    // Values do not overlap one another (one match per word): kept apart, merged once at the end.
    if (pack.literalWords.has(span.text) || listed || pack.valueLeadIns.test(before)) values.push({ ...span, kind: 'value' });
  }
  return [...kept.spans, ...values].sort((a, b) => a.start - b.start);
}

const CAPITALS = /\b[A-Z][A-Z0-9]+\b/g;

// ---------------------------------------------------------------------------------------------
// Negation

function findNegations(text: string, clauses: Clause[], pack: LanguagePack): TextSpan[] {
  const scopes: TextSpan[] = [];
  for (const negator of matchesOf(text, pack.negators)) {
    const clause = spanHolding(clauses, negator.start);
    if (pack.negationScope === 'before') scopes.push(spanOf(text, clause?.start ?? 0, negator.end));
    else scopes.push(spanOf(text, negator.start, clause?.end ?? text.length));
  }
  return scopes;
}

// ---------------------------------------------------------------------------------------------
// Banners and the opening

function findBanner(text: string, pack: LanguagePack, verbs: Verbs): TextSpan | undefined {
  const lead = text.length - text.trimStart().length;
  const rest = text.slice(lead);
  for (const regex of pack.banners) {
    const match = regex.exec(rest);
    if (!match) continue;
    // "Create app: name, region" is a verb and its resource, then details.
    const first = /^[\p{L}]+/u.exec(match[0])?.[0];
    if (first && regex !== pack.banners[0] && regex !== pack.banners[1] && verbs.baseOf(first)) continue;
    return spanOf(text, lead, lead + match[0].length);
  }
  return undefined;
}

function findOpening(analysis: DescriptionAnalysis): Opening {
  const { text, pack, verbs } = analysis;
  const lead = text.length - text.trimStart().length;
  const at = (length: number, kind: OpeningKind, base?: string): Opening => ({ kind, span: spanOf(text, lead, lead + length), base });
  if (analysis.banner) return { kind: 'banner', span: analysis.banner };
  const filler = analysis.filler.find((f) => f.start === lead);
  if (filler) return { kind: 'filler', span: filler };
  const usage = analysis.usage.find((u) => u.start === lead);
  if (usage) return { kind: 'usage', span: usage };
  const rest = text.slice(lead);
  if (pack.verbPosition === 'last') return verbLastOpening(analysis, lead);
  const words = /^[\p{L}][\p{L}'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’-]*){0,5}/u.exec(rest)?.[0].split(/\s+/);
  const [first, second] = words ?? [];
  if (!words || first === undefined || !/^\p{Script=Latin}/u.test(first)) return at(0, 'other');
  const lower = first.toLowerCase();
  const secondLower = second?.toLowerCase();
  const through = (word: string | undefined) => (word ? rest.indexOf(word) + word.length : first.length);

  if (verbs.baseOf(lower)) {
    if (pack.verbOfLink !== undefined && secondLower === pack.verbOfLink && verbs.bases.has(lower)) return at(through(second), 'verb-of', lower);
    // "Lista de internações", "Busca dos hospitais": the verb's form is also its noun, and a
    // preposition, not an object, follows it.
    const third = words[2]?.toLowerCase();
    if (secondLower && pack.nounOfLinks?.has(secondLower) && !pack.linkTakingVerbs?.has(verbs.baseOf(lower) ?? '') && !(third !== undefined && pack.notAfterLink?.has(third)))
      return at(through(second), 'verb-of', lower);
    return at(first.length, 'verb', verbs.baseOf(lower));
  }
  if (pack.possessiveS && /['’]s$/.test(first)) return at(first.length, 'possessive');
  if (pack.clauseOpeners.has(lower)) return at(first.length, 'clause');
  if (pack.modals.has(lower) && second && verbs.bases.has(secondLower!)) return at(through(second), 'modal', secondLower);
  if (pack.determiners.has(lower)) return at(first.length, 'determiner');
  const gerund = verbs.baseOfGerund(lower);
  if (gerund) return at(first.length, 'gerund', gerund);
  const nominal = verbs.baseOfNominal(lower);
  if (nominal) return at(first.length, 'nominal', nominal);
  if (second && verbs.baseOfNominal(secondLower!) && /^\S+\s+\S+\s*(?:[.!?]|$)/.test(rest)) return at(through(second), 'nominal', verbs.baseOfNominal(secondLower!));
  // "Service to create notes", "Helper for exports": a noun, then what it is for.
  if (secondLower && pack.nounPurposeLinks?.has(secondLower) && pack.functionNouns.test(lower)) return at(through(second), 'noun-to');
  // "Brave Local Search API provides …": a run of names, then a verb of being or providing.
  const run = words;
  let previous = first;
  for (const [i, current] of run.entries()) {
    if (i === 0) continue;
    const word = current.toLowerCase();
    if (pack.subjectVerbs.has(word) && run.slice(0, i).every((w) => /^[A-Z0-9]/.test(w) || pack.functionNouns.test(w))) return at(through(previous), 'subject');
    if (!/^[A-Z0-9]/.test(current)) break;
    previous = current;
  }
  // "Geocodes an address", "Upserts a record": a word shaped like a third person before an object.
  if (secondLower && pack.objectLeadIns?.has(secondLower) && /^[A-Za-z][a-z]+s$/.test(first) && !/(?:ss|us|is)$/.test(lower)) {
    return at(first.length, 'verb', verbs.guessBaseOfThirdPerson(lower));
  }
  return at(first.length, 'unknown-word');
}

/**
 * The opening of a language that ends its sentences with the verb: the first sentence states an
 * action when it ends as the pack's `actionEnding` says; any other ending is `no-action`, with
 * the whole first sentence as its span. Banners, filler and usage were judged before.
 */
function verbLastOpening(analysis: DescriptionAnalysis, lead: number): Opening {
  const { text, pack } = analysis;
  const first = analysis.sentences[0];
  if (!first || !/\p{L}/u.test(first.text)) return { kind: 'other', span: spanOf(text, lead, lead) };
  const body = first.text.replace(/[\s.!?:;。！？।॥｡．：；、,)\]」』）"'”’]+$/u, '');
  // A closing aside in parentheses (「…を返します（最大 100 件）。」) is not how the sentence ends.
  const judged = body.replace(/\s*[（(][^（）()]*[）)]?$/u, '');
  if (!pack.actionEnding || pack.actionEnding.test(judged || body)) return { kind: 'verb', span: spanOf(text, first.start, first.start + body.length) };
  return { kind: 'no-action', span: spanOf(text, first.start, first.start + body.length) };
}

// ---------------------------------------------------------------------------------------------
// Phrases

/** Where a clause starts: the start of one of the analysis' clauses, or after a lead-in word. */
function atClauseStart(analysis: DescriptionAnalysis, position: number): boolean {
  const { text, pack } = analysis;
  const clause = clauseAt(analysis, position);
  if (clause && /^[\s*_"'`“‘]*$/.test(text.slice(clause.start, position))) return true;
  const from = clause?.start ?? 0;
  return testBefore(pack.clauseLeadIns, text.slice(from, position), position - from);
}

function findUsage(analysis: DescriptionAnalysis): TextSpan[] {
  const { text, pack } = analysis;
  const found: TextSpan[] = [];
  for (const clause of analysis.clauses) {
    const lead = /^[\s*_"'`“‘]*/.exec(clause.text)?.[0].length ?? 0;
    const rest = clause.text.slice(lead);
    for (const regex of pack.usage) {
      const match = regex.exec(rest);
      if (match) {
        const start = clause.start + lead + match.index;
        found.push(spanOf(text, start, start + match[0].length));
        break;
      }
    }
  }
  // "Use this tool when:" and a list under it: each item is a situation for picking the tool ("- You
  // need to help the user…"), not an order, so the items are usage too.
  for (const usage of [...found]) {
    const lineEnd = text.indexOf('\n', usage.end);
    // "Use this when: 1) You need …, 2) You want …, 3) You need to …." on one line: the numbered
    // items, up to the end of the sentence of the last one, are situations too.
    const rest = text.slice(usage.end, lineEnd < 0 ? text.length : lineEnd);
    if (INLINE_ITEMS.test(rest)) {
      const numbers = [...rest.matchAll(INLINE_NUMBER)];
      const last = numbers.at(-1);
      const from = usage.end + rest.indexOf(':');
      const sentenceEnd = last ? /[.!?。](?=\s|$)/.exec(rest.slice(last.index)) : null;
      const to = usage.end + (last && sentenceEnd ? last.index + sentenceEnd.index + 1 : rest.length);
      found.push(spanOf(text, from, to));
      continue;
    }
    if (lineEnd < 0 || !/:[*_\s]*$/.test(text.slice(usage.end, lineEnd))) continue;
    let at = lineEnd + 1;
    while (at < text.length) {
      const newline = text.indexOf('\n', at);
      const end = newline < 0 ? text.length : newline;
      const line = text.slice(at, end);
      const item = LIST_ITEM.exec(line);
      // Blank lines may stand around the items; any other line ends the list.
      if (item) found.push(spanOf(text, at + item[0].length, end));
      else if (line.trim() !== '') break;
      at = end + 1;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A usage heading's colon followed by numbered items on the same line: ": 1) …", ": (1) …". */
const INLINE_ITEMS = /^[*_\s]*:[*_\s]*\(?1\)\s/;
/** An item number inside a line: "1) ", "(2) ". */
const INLINE_NUMBER = /(?:^|[\s,;])\(?\d{1,2}\)\s/g;

/** A list item's marker at the start of a line: "- ", "* ", "• ", "1. ", "2) ". */
const LIST_ITEM = /^[ \t]*(?:[-*•]|\d{1,3}[.)])[ \t]+/;

function findFiller(analysis: DescriptionAnalysis): Filler[] {
  const { text, pack, verbs } = analysis;
  const found: Filler[] = [];
  analysis.sentences.forEach((sentence, index) => {
    const patterns = index === 0 ? [...pack.filler, pack.openingFiller] : pack.filler;
    for (const pattern of patterns) {
      const match = pattern.exec(sentence.text);
      if (!match) continue;
      const words = match[0].trimEnd();
      const start = sentence.start;
      const end = start + words.length;
      let next = end;
      while (next < text.length && /\s/.test(text.charAt(next))) next++;
      const clause = clauseForMessage(text, next, 80);
      found.push({ ...spanOf(text, start, end), rewrite: rewriteAfterFiller(pack, verbs, words, clause) });
      return;
    }
  });
  return found;
}

/**
 * "that creates a note" / "to create a note" -> "Creates a note." Only with a verb the pack knows,
 * so that no rewrite ever reads "Temporarilies halt".
 */
function rewriteAfterFiller(pack: LanguagePack, verbs: Verbs, filler: string, clause: string): string | undefined {
  if (!pack.fillerRewrite) return undefined;
  const stripped = clause.replace(pack.fillerRewrite.leadIn, '');
  const word = /^\p{L}+/u.exec(stripped)?.[0];
  if (!word) return undefined;
  if (pack.fillerRewrite.relative.test(filler) && verbs.baseOfThirdPerson(word)) return capitalize(stripped);
  return verbs.thirdPersonRewrite(stripped);
}

function findConcealment(analysis: DescriptionAnalysis): TextSpan[] {
  const { text, pack } = analysis;
  const kept = new DisjointSpans<TextSpan>();
  for (const pattern of pack.concealment) {
    for (const span of matchesOf(text, pattern)) {
      if (inLiteral(analysis, span.start, span.end, ['code', 'quoted'])) continue;
      // "does nothing, silently, when the folder already exists", "fails silently": how the
      // function behaves, not something kept from the user.
      if (pack.silence?.test(span.text)) {
        const holding = spanHolding(analysis.sentences, span.start);
        const sentence = holding && within(span, holding) ? holding : undefined;
        if (sentence && pack.benignSilence.test(sentence.text)) continue;
      }
      if (!kept.overlapsAny(span)) kept.add(span);
    }
  }
  return kept.spans;
}

function findCommands(analysis: DescriptionAnalysis): TextSpan[] {
  const { text, pack } = analysis;
  // Concealment spans do not overlap one another, and commands are kept only where they overlap nothing.
  const taken = new DisjointSpans<TextSpan>();
  for (const span of analysis.concealment) taken.add(span);
  const found: TextSpan[] = [];
  for (const { regex, clauseStart } of pack.commands) {
    for (const span of matchesOf(text, regex)) {
      if (clauseStart && !atClauseStart(analysis, span.start)) continue;
      if (inLiteral(analysis, span.start, span.end, ['code', 'quoted'])) continue;
      // "Use this tool when you need to gather…": a condition for picking the tool, not an order.
      if (pack.conditionLeadIn.test(text.slice(Math.max(0, span.start - 12), span.start))) continue;
      // "The tool will list them and prompt the user to pick one": what the function does.
      if (pack.ownSubjectLeadIn) {
        const sentence = spanHolding(analysis.sentences, span.start);
        if (pack.ownSubjectLeadIn.test(text.slice(Math.max(sentence?.start ?? 0, span.start - 160), span.start))) continue;
      }
      // An item of a "Use this tool when:" list is such a condition too.
      const usage = spanHolding(analysis.usage, span.start);
      if (usage && span.end <= usage.end) continue;
      if (taken.overlapsAny(span)) continue;
      taken.add(span);
      found.push(span);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function findCallOrder(analysis: DescriptionAnalysis): TextSpan[] {
  const found = new DisjointSpans<TextSpan>();
  for (const { regex, clauseStart } of analysis.pack.callOrder) {
    for (const span of matchesOf(analysis.text, regex)) {
      if (clauseStart && !atClauseStart(analysis, span.start)) continue;
      if (found.overlapsAny(span)) continue;
      found.add(span);
    }
  }
  return found.spans;
}

/**
 * Tool-shaped names (snake_case, kebab-case led by a known verb, camelCase, or any of these in
 * quotes or backticks) with a reference word around them: "use list-segments", "Get from
 * list_tags", "from a list_posts or search_posts result", "Call 'getCarNames' first". The names
 * need not be declared anywhere the linter can see.
 */
function findNameReferences(analysis: DescriptionAnalysis): NameReference[] {
  const { text, pack, verbs } = analysis;
  const found: NameReference[] = [];
  const { tail, earlierNames } = referencePatterns(pack);
  const candidates = matchesOf(text, TOOL_SHAPED);
  const unquoted = (candidate: TextSpan) => candidate.text.replace(/^[`'"“‘]|[`'"”’]$/g, '').replace(/\(\)$/, '');
  // A name the text gives as a field's value in JSON (`"type": "date_range_filter"`) is data
  // wherever else it writes it ("Use date_range_filter on dashboards with dates").
  const namedAsData = (c: TextSpan) =>
    pack.dataNouns.test(text.slice(c.end, c.end + NAME_WINDOW)) ||
    !!pack.dataNounsBefore?.test(text.slice(Math.max(0, c.start - NAME_WINDOW), c.start)) ||
    JSON_VALUE_BEFORE.test(text.slice(Math.max(0, c.start - NAME_WINDOW), c.start));
  const dataNames = new Set(candidates.filter(namedAsData).map((c) => unquoted(c).trim()));
  for (const candidate of candidates) {
    let name = unquoted(candidate);
    // A quoted title ("the 'Search Catalogue' tool") is a name by the noun after it.
    const title = /\s/.test(name) || (/^[`'"“‘]/.test(candidate.text) && pack.functionNouns.test(/^\s+(\w+)/.exec(text.slice(candidate.end))?.[1] ?? ''));
    if (!title && !isToolShaped(name, pack, verbs)) continue;
    if (inLiteral(analysis, candidate.start, candidate.end, ['url'])) continue;
    // "the account_id parameter", "the flow_logs namespace": data the text names, not a function,
    // wherever else the text names it ("use the account_id in the account_id parameter").
    if (dataNames.has(name.trim())) continue;
    // "kind = bad_scheme / timeout / too_large": values a field is compared with, not functions.
    if (ASSIGNED_VALUES.test(text.slice(Math.max(0, candidate.start - NAME_WINDOW), candidate.start))) continue;
    const clause = clauseAt(analysis, candidate.start);
    // A window before and after the name: the lead-ins and tails are a few words, and a list of
    // names a few more; the whole clause before every candidate made a long line quadratic.
    const from = Math.max(clause?.start ?? 0, candidate.start - NAME_WINDOW);
    const before = text.slice(from, candidate.start);
    // An earlier name in "use list_a or list_b" carries the lead-in for the later ones.
    const leadIn = pack.referenceLeadIns.test(before) || pack.referenceLeadIns.test(before.replace(earlierNames, ''));
    const followed = tail.test(text.slice(candidate.end, candidate.end + NAME_WINDOW));
    if (!leadIn && !followed) continue;
    name = name.trim();
    found.push({ span: candidate, name });
  }
  return found;
}

/** A JSON key and its colon right before a quoted value (`"type": "`), or before the quote a candidate keeps. */
const JSON_VALUE_BEFORE = /["'][\w$.-]+["']\s*:\s*["']?$/;

/** A field given or compared with a value, then any earlier values of a `/` or `|` list: what follows is one more value. */
const ASSIGNED_VALUES = /[\w$.\]]\s*(?:==?|!=)\s*[`'"]?(?:[\w-]+[`'"]?\s*[/|]\s*[`'"]?)*$/;

const REFERENCE_PATTERNS = new WeakMap<LanguagePack, { tail: RegExp; earlierNames: RegExp }>();

/** The patterns {@link findNameReferences} builds from a pack, made once per pack (not per text). */
function referencePatterns(pack: LanguagePack): { tail: RegExp; earlierNames: RegExp } {
  let patterns = REFERENCE_PATTERNS.get(pack);
  if (patterns) return patterns;
  // "use list_a, list_b or the list_c tool": names joined by the pack's list words.
  const joiners = pack.listLinks?.joiners ?? '(?!)';
  const article = pack.listLinks ? String.raw`(?:(?:${pack.listLinks.article})\s+)?` : '';
  const chain = String.raw`(?:\s*(?:,|\b(?:${joiners})\b|/)\s*${article}[\w'"\`-]+)*`;
  patterns = {
    // The tail word stands alone: "result" of "result-limit options" is no tail.
    tail: new RegExp(String.raw`^${chain}${pack.referenceTails.source.replace(/^\^/, '')}(?!-\w)`, 'i'),
    // The names before this one in a list ("use list_a or "), stripped to find their lead-in.
    earlierNames: new RegExp(String.raw`${chain}\s*(?:,|\b(?:${joiners})|/)\s*${article}$`, 'i'),
  };
  REFERENCE_PATTERNS.set(pack, patterns);
  return patterns;
}

/** How far around a tool-shaped name its lead-in, list and tail are looked for. */
const NAME_WINDOW = 256;

const TOOL_SHAPED =
  /["'“‘][A-Z]\w*(?:\s[A-Z]\w*){1,3}["'”’](?=\s+(?:tool|function|action)\b)|[`'"“‘][\w.-]+(?:\(\))?[`'"”’]|(?<![\w$./@-])[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+(?![\w$/@]|-\w|\.\w)|(?<![\w$./@])[a-z]{2,}[A-Z][A-Za-z0-9]*(?:\(\))?(?![\w$/@])/g;

function isToolShaped(name: string, pack: LanguagePack, verbs: Verbs): boolean {
  if (/_/.test(name)) return /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/i.test(name);
  // Names of code are English whatever the language of the prose around them (「createTask を使って」).
  const code = pack === english ? verbs : verbsOf(english);
  const isVerb = (word: string) => !!verbs.baseOf(word) || !!code.baseOf(word);
  if (/-/.test(name)) {
    const parts = name.split('-');
    // `split` returns one part at least.
    const head = parts[0] ?? name;
    const tail = parts.at(-1)!;
    if (!parts.every((p) => /^[a-z0-9]+$/.test(p))) return false;
    return isVerb(head) && !pack.ordinaryHyphenTails.has(tail) && !english.ordinaryHyphenTails.has(tail) && head !== 'e';
  }
  return /^[a-z]{2,}[A-Z][A-Za-z0-9]*$/.test(name) && isVerb(/^[a-z]+/.exec(name)![0]);
}

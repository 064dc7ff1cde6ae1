/**
 * Small English helpers shared by the description rules: sentence spans, verb forms and the
 * filler and concealment phrases that more than one rule must agree on (so that two rules never
 * report the same words twice).
 */

/** A span [start, end) of a description's text. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** Words after which a period does not end a sentence. */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'approx', 'incl', 'eg', 'ie', 'cf', 'no', 'dr', 'mr', 'mrs', 'ms']);

/**
 * Splits text into sentences at `.`, `!` or `?` followed by white space (or the end). Good enough
 * for descriptions, which are short and plain; "e.g." and similar abbreviations do not split.
 */
export function sentences(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let start = skipSpace(text, 0);
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    if (i + 1 < text.length && !/\s/.test(text[i + 1])) continue;
    if (ch === '.') {
      const word = /([\w.]+)$/.exec(text.slice(start, i))?.[1]?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(word)) continue;
    }
    while (i + 1 < text.length && /[.!?]/.test(text[i + 1])) i++;
    spans.push({ start, end: i + 1, text: text.slice(start, i + 1) });
    start = skipSpace(text, i + 1);
    i = start - 1;
  }
  if (start < text.length) {
    const end = text.trimEnd().length;
    if (end > start) spans.push({ start, end, text: text.slice(start, end) });
  }
  return spans;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}

/** Every match of a global regex, as spans. */
export function matchesOf(text: string, regex: RegExp): TextSpan[] {
  return scan(text, globalCopy(regex));
}

/**
 * Per pattern, a global regex of its own: the caller's regex and its `lastIndex` stay untouched,
 * and no regex is built per call (the rules scan every description with dozens of patterns).
 */
const globalCopies = new WeakMap<RegExp, RegExp>();
function globalCopy(regex: RegExp): RegExp {
  let copy = globalCopies.get(regex);
  if (!copy) {
    copy = new RegExp(regex.source, regex.global ? regex.flags : `${regex.flags}g`);
    globalCopies.set(regex, copy);
  }
  return copy;
}

/**
 * {@link matchesOf} for a regex built for one use (a name to look for), so not worth keeping a
 * copy of. The regex must be global.
 */
export function matchesOnce(text: string, global: RegExp): TextSpan[] {
  return scan(text, global);
}

/** `exec` in a loop rather than `matchAll`, which clones the regex on every call. */
function scan(text: string, global: RegExp): TextSpan[] {
  const spans: TextSpan[] = [];
  global.lastIndex = 0;
  for (let m = global.exec(text); m; m = global.exec(text)) {
    spans.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
    // An empty match would match again at the same place.
    if (m[0].length === 0) global.lastIndex = m.index + 1;
  }
  global.lastIndex = 0;
  return spans;
}

/** Whether two spans share at least one character. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

// ---------------------------------------------------------------------------------------------
// Verbs

/**
 * Base forms of verbs that commonly open an AppFunction description. Kept as a list (not a
 * dictionary look-up) so that results are predictable: a word outside the list is "unknown",
 * and rules stay silent on unknown words rather than guess.
 */
const BASE_VERB_LIST = [
  'accept', 'activate', 'add', 'adjust', 'answer', 'append', 'apply', 'approve', 'archive', 'assign', 'attach',
  'block', 'book', 'bookmark', 'calculate', 'call', 'cancel', 'change', 'check', 'clear', 'close', 'complete',
  'compose', 'compute', 'configure', 'confirm', 'connect', 'convert', 'copy', 'count', 'create', 'deactivate',
  'decline', 'decrease', 'delete', 'disable', 'disconnect', 'dismiss', 'display', 'download', 'draft',
  'duplicate', 'edit', 'enable', 'end', 'enqueue', 'estimate', 'export', 'fetch', 'filter', 'find', 'finish',
  'follow', 'format', 'forward', 'generate', 'get', 'hide', 'import', 'increase', 'insert', 'invite', 'join',
  'launch', 'leave', 'list', 'load', 'locate', 'lock', 'log', 'look', 'mark', 'merge', 'modify', 'move',
  'mute', 'navigate', 'open', 'order', 'pause', 'pay', 'pin', 'place', 'play', 'post', 'preview', 'print',
  'publish', 'query', 'queue', 'rate', 'read', 'record', 'redo', 'refresh', 'register', 'reject', 'reload',
  'remove', 'rename', 'reorder', 'repeat', 'replace', 'reply', 'report', 'request', 'reschedule', 'reserve',
  'reset', 'resolve', 'restore', 'resume', 'retrieve', 'return', 'revoke', 'save', 'scan', 'schedule',
  'search', 'select', 'send', 'set', 'share', 'show', 'skip', 'snooze', 'sort', 'start', 'stop', 'store',
  'submit', 'subscribe', 'summarize', 'switch', 'sync', 'tag', 'take', 'toggle', 'track', 'transfer',
  'translate', 'turn', 'undo', 'unfollow', 'unlock', 'unmute', 'unpin', 'unsubscribe', 'update', 'upload',
  'validate', 'verify', 'view', 'watch', 'write',
];

/** Base verb forms known to the description rules. */
export const BASE_VERBS: ReadonlySet<string> = new Set(BASE_VERB_LIST);

/** The third-person singular of a base verb: create -> creates, search -> searches, copy -> copies. */
export function thirdPerson(base: string): string {
  const lower = base.toLowerCase();
  let result: string;
  if (lower === 'do' || lower === 'go') result = `${base}es`;
  else if (lower === 'have') result = base.slice(0, -2) + 's';
  else if (/(s|sh|ch|x|z)$/i.test(base)) result = `${base}es`;
  else if (/[^aeiou]y$/i.test(base)) result = `${base.slice(0, -1)}ies`;
  else result = `${base}s`;
  return result;
}

/** The base form when `word` is a known verb in the third person singular ("Creates" -> "create"). */
export function baseOfThirdPerson(word: string): string | undefined {
  const lower = word.toLowerCase();
  for (const candidate of [lower.replace(/ies$/, 'y'), lower.replace(/es$/, ''), lower.replace(/s$/, '')]) {
    if (candidate !== lower && BASE_VERBS.has(candidate) && thirdPerson(candidate) === lower) return candidate;
  }
  return undefined;
}

/** The base form when `word` is a known verb in -ing form ("creating" -> "create"). */
export function baseOfGerund(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!lower.endsWith('ing')) return undefined;
  const stem = lower.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.slice(0, -1), stem.replace(/y$/, 'ie')];
  return candidates.find((c) => BASE_VERBS.has(c));
}

/** The base form when `word` is a noun made from a known verb ("creation" -> "create"). */
export function baseOfNominal(word: string): string | undefined {
  // Nouns that are spelled like their verb ("update", "search") read as imperatives instead.
  return NOMINALS.get(word.toLowerCase());
}

/** Noun forms of the known verbs, to their verb; the first verb in list order wins a shared form. */
const NOMINALS: ReadonlyMap<string, string> = (() => {
  const nominals = new Map<string, string>();
  for (const base of BASE_VERB_LIST) {
    const stem = base.replace(/e$/, '');
    for (const form of [`${stem}ion`, `${stem}ation`, `${base}ation`, `${stem}al`, `${base}ment`, `${stem}tion`]) {
      if (!nominals.has(form)) nominals.set(form, base);
    }
  }
  return nominals;
})();

/** Capitalises the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Rewrites a clause that starts with a verb (base, -ing or third person) so that it starts with
 * the third person: "create a note" -> "Creates a note". Undefined when the first word is not a
 * known verb, so callers never suggest nonsense.
 */
export function verbFirstRewrite(clause: string): string | undefined {
  const match = /^([A-Za-z]+)(.*)$/s.exec(clause.trim());
  if (!match) return undefined;
  const [, word, rest] = match;
  const lower = word.toLowerCase();
  let base: string | undefined;
  if (BASE_VERBS.has(lower)) base = lower;
  else base = baseOfThirdPerson(lower) ?? baseOfGerund(lower);
  if (!base) return undefined;
  return capitalize(thirdPerson(base)) + rest;
}

/** The clause up to the end of its sentence, shortened for a message. */
export function clauseForMessage(text: string, from: number, max = 60): string {
  const rest = text.slice(from);
  const end = sentences(rest)[0]?.end ?? rest.length;
  const clause = rest.slice(0, end).replace(/\s+/g, ' ').trim();
  return clause.length > max ? `${clause.slice(0, max).replace(/\s+\S*$/, '')}…` : clause;
}

// ---------------------------------------------------------------------------------------------
// Filler

/** What the text talks about when it says "This function …" (or "This parameter …"). */
const SUBJECT = String.raw`(?:function|method|app\s?function|appfunction|api|endpoint|tool|operation|call|action|parameter|param|argument|field|property|value|class|data\s+class|type|object)`;
/** Subjects that can only mean the function itself. */
const FUNCTION_SUBJECT = String.raw`(?:function|method|app\s?function|appfunction|tool)`;
const AUDIENCE = String.raw`(?:you|the\s+user|users|the\s+agent|agents|the\s+caller|callers|the\s+assistant|one)`;
const FILLER_TAIL = String.raw`(?:is\s+used\s+(?:to|for)|is\s+responsible\s+for|is\s+designed\s+to|is\s+meant\s+to|is\s+intended\s+to|is\s+there\s+to|serves\s+to|aims\s+to|can\s+be\s+used\s+to|should\s+be\s+used\s+to|lets\s+${AUDIENCE}|allows\s+${AUDIENCE}\s+to|enables\s+${AUDIENCE}\s+to|helps\s+(?:${AUDIENCE}\s+)?(?:to\s+)?|provides\s+(?:a\s+way|the\s+ability|functionality)\s+(?:to|for))`;

/**
 * Filler openings, tried at the start of each sentence (case-insensitive). Each one is followed
 * by the clause that carries the meaning ("This function is used to | create a note").
 */
const FILLER_PATTERNS: RegExp[] = [
  // "This function is used to", "This parameter is used for", "This AppFunction allows you to"
  new RegExp(String.raw`^(?:this|the)\s+${SUBJECT}\s+${FILLER_TAIL}`, 'i'),
  // "This AppFunction will create …", but not "The value will be trimmed" or "will fail if …"
  new RegExp(String.raw`^(?:this|the)\s+${FUNCTION_SUBJECT}\s+will(?=\s+(?!be\b|not\b|fail|throw|only\b|also\b)[a-z])`, 'i'),
  // "A function that", "An AppFunction to", "A tool for"
  new RegExp(String.raw`^an?\s+${SUBJECT}\s+(?:that|which|to|for|used\s+(?:to|for))\b`, 'i'),
  // "This is a function that"
  new RegExp(String.raw`^this\s+is\s+an?\s+${SUBJECT}\s+(?:that|which|to|for)\b`, 'i'),
  // "Function to create …"
  /^(?:function|method)\s+(?:that|which|to|for)\b/i,
  // "Used to create …"
  /^used\s+(?:to|for)\b/i,
  // "This will create …"
  /^this\s+(?:will|is\s+going\s+to)\b(?!\s+(?:be|not|fail|throw)\b)/i,
  // "Use this function to …"
  new RegExp(String.raw`^use\s+this(?:\s+${SUBJECT})?\s+to\b`, 'i'),
  // "Allows you to …"
  new RegExp(String.raw`^(?:allows|enables)\s+${AUDIENCE}\s+to\b`, 'i'),
];

/**
 * "This function creates …" is filler only as the opening of the description: later, "The
 * function fails if the note is locked" is an ordinary sentence.
 */
const OPENING_ONLY_FILLER = new RegExp(String.raw`^(?:this|the)\s+${FUNCTION_SUBJECT}(?=\s+(?!is\b|was\b|has\b|does\b|fails\b|throws\b)[a-z]+s\b)`, 'i');

/** A filler opening found in a description. */
export interface FillerMatch extends TextSpan {
  /** What a verb-first rewrite of the sentence would read, when one can be made. */
  rewrite?: string;
}

/** Filler openings at the start of any sentence of `text`. */
export function findFiller(text: string): FillerMatch[] {
  const found: FillerMatch[] = [];
  for (const [index, sentence] of sentences(text).entries()) {
    const match = fillerAt(sentence.text, index === 0);
    if (!match) continue;
    const start = sentence.start;
    const end = start + match.length;
    const clause = clauseForMessage(text, skipSpace(text, end), 80);
    const rewrite = rewriteAfterFiller(match, clause);
    found.push({ start, end, text: text.slice(start, end), rewrite });
  }
  return found;
}

/** The filler at the very start of a description, if any (used to avoid double reports). */
export function startsWithFiller(text: string): boolean {
  return fillerAt(text.trimStart(), true) !== undefined;
}

function fillerAt(sentence: string, opening: boolean): string | undefined {
  for (const pattern of opening ? [...FILLER_PATTERNS, OPENING_ONLY_FILLER] : FILLER_PATTERNS) {
    const match = pattern.exec(sentence);
    if (match) return match[0].trimEnd();
  }
  return undefined;
}

/**
 * "that creates a note" / "creating notes" / "to create a note" -> "Creates a note." After "to" or
 * "will" the next word is a base verb even when the verb list does not know it ("to identify").
 */
function rewriteAfterFiller(filler: string, clause: string): string | undefined {
  const stripped = clause.replace(/^(?:that|which|to|for|will|can|be\s+used\s+to)\s+/i, '');
  const known = verbFirstRewrite(stripped);
  if (known) return known;
  const word = /^[a-z]+/.exec(stripped)?.[0];
  if (!word) return undefined;
  if (/\b(?:to|will|can)$/i.test(filler)) return capitalize(thirdPerson(word)) + stripped.slice(word.length);
  if (/\b(?:that|which)$/i.test(filler) || /s$/.test(word)) return capitalize(stripped);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Concealment (shared so that no-prompt-language does not report the same words as well)

const CONCEAL_OBJECT = String.raw`(?:the\s+user(?!['’]s)|users(?!['’])|the\s+device\s+owner|the\s+owner|anyone|them)`;

/** Tool-poisoning phrases that ask the agent to hide something from the user. */
const CONCEALMENT_PATTERNS: RegExp[] = [
  // "do not tell the user", "never inform users", "don't let the user know"
  new RegExp(String.raw`\b(?:do\s+not|don['’]t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|without)\s+(?:ever\s+)?(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|warn(?:ing)?|show(?:ing)?|let(?:ting)?)\s+${CONCEAL_OBJECT}(?:\s+know)?`, 'gi'),
  // "don't mention", "never reveal", "do not disclose"
  /\b(?:do\s+not|don['’]t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t)\s+(?:ever\s+)?(?:mention|reveal|disclose|bring\s+up|acknowledge|admit|say\s+anything\s+about)\b/gi,
  // "without informing the user" in its other wordings
  /\bwithout\s+(?:mentioning|revealing|disclosing)\b/gi,
  /\bwithout\s+the\s+user(?:['’]s)?\s+(?:knowing|knowledge|noticing|awareness)\b/gi,
  /\bbehind\s+the\s+user['’]s\s+back\b/gi,
  // "secretly", "covertly"; "silently" unless it describes how errors are ignored
  /\b(?:secretly|covertly|stealthily)\b/gi,
  /\bsilently\b(?!\s+(?:ignor|skip|drop|discard|fail))/gi,
  // "hide this from", "keep it secret", "conceal the fee from the user"
  new RegExp(String.raw`\b(?:hide|conceal|keep)\s+(?:this|that|it|these|those)\s+(?:from(?:\s+${CONCEAL_OBJECT})?|secret|hidden)\b`, 'gi'),
  new RegExp(String.raw`\b(?:hide|conceal)\s+(?:\w+\s+){1,3}from\s+${CONCEAL_OBJECT}`, 'gi'),
];

/** Concealment phrases found in `text`. */
export function findConcealment(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const pattern of CONCEALMENT_PATTERNS) {
    for (const span of matchesOf(text, pattern)) {
      // "fails silently" / "ignored silently" describe error handling, not hiding from the user.
      if (/^silently$/i.test(span.text) && /\b(?:fails?|ignored|skipped|dropped|discarded)\s+$/i.test(text.slice(0, span.start))) continue;
      if (!spans.some((s) => overlaps(s, span))) spans.push(span);
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

import { BoundedMap } from '../../model/analysis-caches';
import { detachedString } from '../../model/detached-string';
/**
 * Word-level helpers for rules that judge identifiers (function, parameter and property names).
 * Names are compared as lists of lower-case words so that `cardNumber`, `card_number` and
 * `CARD_NUMBER` all read the same way.
 */

/**
 * Splits an identifier into its words: camelCase, PascalCase, snake_case and acronym runs, each
 * keeping the digits that follow it (`getURLForMp3` -> `get`, `URL`, `For`, `Mp3`). Case is kept.
 */
export function splitWords(name: string): string[] {
  return wordsOf(name).cased.slice();
}

/** {@link splitWords}, lower-cased. */
export function lowerWords(name: string): string[] {
  return wordsOf(name).lower.slice();
}

/**
 * Names are split again and again (every rule, every call site, every edit of a big file), and a
 * file holds few distinct names: split each once. Callers get copies, so nothing shared is mutated.
 */
const wordCache = new BoundedMap<string, { cased: string[]; lower: string[] }>(10_000, 4_000_000);

function wordsOf(name: string): { cased: string[]; lower: string[] } {
  let words = wordCache.get(name);
  if (!words) {
    // The cache outlives the file the name came from: neither key nor words may be slices of its text.
    // A name and its words weigh about twice the name.
    const weight = name.length * 2;
    const own = wordCache.keeps(weight) ? detachedString(name) : name;
    const cased = own.split(/[_\-\s$]+/).flatMap((part) => part.match(/[A-Z]+(?![a-z])\d*|[A-Z]?[a-z]+\d*|\d+/g) ?? []);
    words = { cased, lower: cased.map((w) => w.toLowerCase()) };
    // Bounded, oldest out, in names and in characters (two million, a name and its words): a cold run
    // over a large workspace must not keep every name it ever saw, nor many megabyte-long ones, yet
    // one such name, asked for by every rule, is split once.
    wordCache.set(own, words, weight);
  }
  return words;
}

/** Verbs that only look at data. A name that starts with one promises not to change anything. */
export const READ_VERBS = new Set([
  'get',
  'list',
  'find',
  'search',
  'fetch',
  'read',
  'query',
  'show',
  'count',
  'lookup',
  'look',
  'is',
  'has',
  'can',
  'view',
  'display',
  'retrieve',
  'browse',
  'check',
  'load',
  'peek',
  'preview',
  'describe',
  'inspect',
  'explain',
  'summarize',
  'summarise',
  // Not `resolve`: resolving a name reads, resolving a discussion or an alert changes its state.
  'locate',
  'see',
]);

/**
 * Verbs that change stored data. Used both for callee names (the first word of `deleteNote`) and
 * for the words of a function name (`getOrCreateDraft` admits that it may write).
 */
export const WRITE_VERBS = new Set([
  'delete',
  'remove',
  'insert',
  'update',
  'upsert',
  'save',
  'put',
  'write',
  'clear',
  'drop',
  'archive',
  'set',
  'add',
  'create',
  'persist',
  'store',
  'erase',
  'wipe',
  'purge',
  'truncate',
  'trash',
  'destroy',
  'edit',
  'modify',
  'rename',
  'move',
  'replace',
  'mark',
  'reset',
  'overwrite',
  'commit',
  'send',
  'post',
  'publish',
  'submit',
  'unsubscribe',
  'cancel',
  'increment',
  'decrement',
  'toggle',
  'restore',
  'import',
  'sync',
  'merge',
  'append',
  'enqueue',
  'schedule',
]);

/** Verbs that destroy data, in the stem form that also matches their inflections in prose. */
export const DESTRUCTIVE_VERBS = new Set(['delete', 'remove', 'clear', 'erase', 'wipe', 'purge', 'destroy', 'drop', 'truncate', 'reset', 'nuke', 'empty', 'trash']);

/** The first word of a name, lower-cased (`deleteAllNotes` -> `delete`). */
export function firstWord(name: string): string {
  return lowerWords(name)[0] ?? '';
}

/**
 * Types that can carry no free text (a secret or a dumped conversation needs a string): Kotlin
 * types, and the zod factories, JSON Schema types and TypeScript types of TypeScript tools.
 */
export function isScalarType(typeName: string | undefined): boolean {
  if (!typeName) return false;
  if (/^(?:number|boolean|bigint|int|integer|date|Date|null)$/.test(typeName)) return true;
  return /^(?:kotlin\.)?(?:Boolean|Int|Long|Float|Double|Short|Byte|Unit|BooleanArray|IntArray|LongArray|FloatArray|DoubleArray|LocalDate|LocalTime|LocalDateTime|Instant|ZoneId)$/.test(
    typeName,
  );
}

import * as l10n from '@vscode/l10n';
import type { FunctionDecl, ParameterDecl } from '../model/declarations';
import { english, packFor, type DescriptionLanguageSetting, type LanguagePack } from '../description/index';
import { defineRule } from './rule';
import { escapeRegExp } from '../text/escape-regexp';

/**
 * Last words of a parameter name that select what a function does. This list and the verb
 * families read names and values of code, which are English whatever the language of the prose;
 * a list of values in a description is found with the language pack's `valueList`.
 */
const SELECTOR_WORDS = new Set(['action', 'actions', 'mode', 'operation', 'op', 'type', 'kind', 'command', 'cmd', 'verb', 'method']);

/**
 * Verbs grouped by the kind of change they make. Values of one family (`play`/`pause`/`stop`,
 * `enable`/`disable`) are one purpose with a setting; values from two families (`create` and
 * `delete`) are two functions behind one name.
 */
const VERB_FAMILIES: Record<string, string[]> = {
  create: ['create', 'add', 'new', 'insert', 'make', 'compose', 'draft', 'register'],
  update: ['update', 'edit', 'modify', 'change', 'rename', 'set', 'replace', 'patch', 'upsert'],
  delete: ['delete', 'remove', 'clear', 'erase', 'trash', 'purge', 'wipe', 'destroy', 'drop', 'cancel', 'unregister'],
  read: ['get', 'read', 'fetch', 'list', 'search', 'find', 'query', 'show', 'view', 'lookup', 'count', 'describe'],
  send: ['send', 'share', 'post', 'publish', 'forward', 'reply', 'invite'],
  archive: ['archive', 'unarchive', 'restore', 'pin', 'unpin', 'star', 'unstar'],
  move: ['move', 'copy', 'duplicate', 'rename_to'],
  complete: ['complete', 'finish', 'mark', 'check', 'uncheck', 'reopen'],
  schedule: ['schedule', 'book', 'reserve', 'snooze', 'remind'],
  playback: ['play', 'pause', 'resume', 'stop', 'start', 'next', 'previous', 'skip', 'seek', 'rewind'],
  toggle: ['enable', 'disable', 'toggle', 'mute', 'unmute', 'turn'],
  navigate: ['open', 'close', 'navigate', 'launch'],
  transfer: ['export', 'import', 'sync', 'upload', 'download', 'backup'],
};

const FAMILY_OF = new Map(Object.entries(VERB_FAMILIES).flatMap(([family, verbs]) => verbs.map((v) => [v, family] as const)));

/**
 * An AppFunction should have one well-defined purpose. A parameter such as `action` or `mode`
 * whose values switch between different verbs (`create`, `update`, `delete`) makes one function
 * stand for several: the agent has to pick the function and then the verb, and its description
 * cannot be specific about either. Kotlin and TypeScript tools alike (a zod or JSON Schema enum is
 * the constraint there). Detected from the parameter's string enum constraint, from a
 * list of values in its description ("one of create, update or delete"; quoted values), and from a
 * `when (action)` in the body with verb branches.
 */
export default defineRule({
  meta: {
    id: 'no-multipurpose-function',
    description: 'An action/mode/operation/type parameter switches the function between different verbs.',
    guideline: "Don't create multipurpose AppFunctions: give each function a single, well-defined purpose.",
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      for (const parameter of fn.parameters) {
        if (parameter.isContext || !isSelectorName(parameter.name)) continue;
        const described = describedIn(parameter, descriptionLanguage);
        // "Filter by action type: create, update or delete": kinds of results, not actions taken.
        if (described?.pack.valueList.filter?.test(described.text)) continue;
        const values = [...enumValues(parameter), ...describedValues(described), ...whenValues(fn, parameter)];
        // A type or kind names kinds of things: `CHECK_BOX` and `DROP_DOWN` are kinds of field, not
        // "check" and "drop". Only a value that is a verb alone (`type: 'add' | 'remove'`) is an action there.
        const verbs = distinctVerbs(namesKinds(parameter.name) ? values.filter((value) => wordsOf(value).length <= 1) : values, described?.pack.valueVerbs ?? {});
        if (verbs.length < 2) continue;
        report({
          range: parameter.nameRange,
          message: l10n.t(
            "'{0}' switches '{1}' between different actions ({2}): the agent must pick the verb as well as the function. Expose one function per action, each with its own description.",
            parameter.name,
            fn.name,
            verbs.slice(0, 4).join(', '),
          ),
        });
      }
    }
  },
});

function isSelectorName(name: string): boolean {
  return SELECTOR_WORDS.has((wordsOf(name).at(-1) ?? '').toLowerCase());
}

function enumValues(parameter: ParameterDecl): string[] {
  return parameter.constraints.filter((c) => c.kind === 'string').flatMap((c) => c.enumValues);
}

/** A parameter's description (its instruction and doc, as one text) and the pack it is read with; undefined without one. */
function describedIn(parameter: ParameterDecl, language: DescriptionLanguageSetting): { text: string; pack: LanguagePack } | undefined {
  const text = [parameter.instruction?.text, parameter.doc?.text].filter(Boolean).join(' ');
  return text ? { text, pack: packFor(text, language) } : undefined;
}

/** Values a description lists: quoted words, or the list after "one of", "either" or a colon. */
function describedValues(described: { text: string; pack: LanguagePack } | undefined): string[] {
  if (!described) return [];
  const { text } = described;
  const { leadIn, separators, verbs } = described.pack.valueList;
  // Letters of any script, vowel signs included, in quotes or the corner brackets of Japanese prose
  // (「archive」); a quoted value of two words counts by its first ("যোগ করা" is "add").
  const quoted = [...text.matchAll(/["'`“‘「『]([\p{L}\p{M}_-]+)(?:\s+[\p{L}\p{M}]+)?["'`”’」』]/gu)].flatMap((m) => m[1] ?? []);
  const listed = leadIn.exec(text)?.[1] ?? '';
  const items = listed
    .split(separators)
    .map((item) => item.trim())
    .filter((item) => /^[\p{L}\p{M}_-]+$/u.test(item));
  // Values written in the prose's language join the families by the English verb they mean.
  return [...quoted, ...items].map((value) => verbs?.[value.toLowerCase()] ?? value);
}

/** Branch values of a `when` over the parameter (`when (action) { "create" -> …; Action.DELETE -> … }`). */
function whenValues(fn: FunctionDecl, parameter: ParameterDecl): string[] {
  const name = escapeRegExp(parameter.name);
  // `action`, `action.lowercase()`, `Action.valueOf(action)`, `enumValueOf<Action>(action)`.
  const subject = new RegExp(
    `^(?:${name}(?:[?]?\\.(?:lowercase|uppercase|trim|toLowerCase|toUpperCase)\\(\\))*|[\\w.]+\\.valueOf\\(${name}\\)|enumValueOf<[\\w.]+>\\(${name}\\))$`,
  );
  return (fn.body.whens ?? [])
    .filter((w) => w.subject && subject.test(w.subject.text.replace(/\s+/g, '')))
    .flatMap((w) => w.conditions)
    .map((condition) => {
      const literal = /^"([^"$\\]*)"$/.exec(condition.text)?.[1];
      if (literal !== undefined) return literal;
      return /([A-Za-z_]\w*)$/.exec(condition.text)?.[1] ?? '';
    });
}

/** Selector words whose values name kinds of things rather than actions. */
const KIND_WORDS = new Set(['type', 'kind']);

function namesKinds(parameterName: string): boolean {
  return KIND_WORDS.has((wordsOf(parameterName).at(-1) ?? '').toLowerCase());
}

/** The words of a value as written (`CHECK_BOX`, `dropDown`, `multi-select`). */
function wordsOf(value: string): string[] {
  return value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
}

/** The values that are verbs, one per family, in the order met. */
function distinctVerbs(values: string[], valueVerbs: Readonly<Record<string, string>> = {}): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    // An HTTP method (GET, POST, DELETE) names the request, not an action of the app.
    if (english.literalWords.has(value)) continue;
    const first = wordsOf(value)[0]?.toLowerCase();
    const family = first ? (FAMILY_OF.get(first) ?? FAMILY_OF.get(Object.hasOwn(valueVerbs, first) ? (valueVerbs[first] ?? '') : '')) : undefined;
    if (family && !seen.has(family)) seen.set(family, value.toLowerCase());
  }
  return [...seen.values()];
}

import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import { rangeInPiece } from '../text/source-text';
import { sourceDescription } from './support/readable-text';
import { DESTRUCTIVE_VERBS, lowerWords } from './support/naming';
import { analyzeDescription, negatedAt, packFor } from '../description/index';
import { defineRule } from './rule';

/**
 * Name words that mean "destroy in bulk" on their own. The word lists here read names of code,
 * which are English whatever the language of the prose; descriptions are read with the language
 * pack's `destructiveBulk` patterns.
 */
const WIPE_WORDS = new Set(['wipe', 'purge', 'nuke']);

/** Quantifiers that turn a deletion into a bulk one: `deleteAll`, `clearEverything`. */
const BULK_WORDS = new Set(['all', 'every', 'everything', 'entire', 'whole']);

/** Objects that hold everything the user has: `clearUserData`, `dropDatabase`. */
const STORE_WORDS = new Set(['database', 'db', 'storage', 'data']);

/** Resetting or erasing a whole device or app is a factory reset by another name (`eraseDevice`). */
const RESET_VERBS = new Set(['reset', 'erase', 'wipe']);
const RESET_TARGETS = new Set(['device', 'phone', 'app', 'application']);

/** Words that may sit between the verb and a store word without narrowing it (`clearAllAppData`). */
const STORE_MODIFIERS = new Set(['all', 'user', 'app', 'local', 'my', 'entire', 'whole']);

/**
 * One call that erases everything is the opposite of the safe, user-sized actions agents should
 * get: a misread request becomes irreversible data loss. A "delete all X" function is accepted when
 * a required, non-Boolean parameter scopes it (e.g. `listId`), because the agent must then name
 * what the user asked for; wiping verbs, factory resets and whole-store deletion always fire.
 */
export default defineRule({
  meta: {
    id: 'no-destructive-bulk-action',
    description: 'No functions that delete, wipe or reset data in bulk.',
    guideline: 'Expose only safe, non-destructive tasks the user would do in the app, with clear parameters.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    for (const fn of file.functions) {
      // Parameters the analysis could not read may hold the filter: unknown is not unscoped.
      const scoped = hasRequiredFilter(fn) || (fn.tool?.inputSchema !== undefined && !fn.tool.inputSchema.resolved);
      const byName = bulkName(fn.name);
      if (byName === 'wipe' || (byName === 'all' && !scoped)) {
        report({
          range: fn.nameRange,
          message: byName === 'wipe' ? wipeMessage(fn.name) : unscopedMessage(fn.name),
        });
        continue;
      }
      const description = sourceDescription(fn);
      if (!description) continue;
      // "Never deletes all notes" and "does not wipe the device" promise the opposite.
      const pack = packFor(description.text, descriptionLanguage);
      const { wipe: wipeText, all: allText } = pack.destructiveBulk;
      const affirmed = (found: RegExpExecArray | null) => (found && !negatedAt(analyzeDescription(description.text, pack), found.index) ? found : null);
      const wipe = affirmed(wipeText.exec(description.text));
      const all = scoped ? null : affirmed(allText.exec(description.text));
      const match = wipe ?? all;
      if (!match) continue;
      report({
        range: rangeInPiece(description, match.index, match.index + match[0].length),
        message: wipe ? wipeMessage(fn.name) : unscopedMessage(fn.name),
      });
    }
  },
});

/** `wipe` for names that always destroy in bulk, `all` for "delete all X", else undefined. */
function bulkName(name: string): 'wipe' | 'all' | undefined {
  const words = lowerWords(name);
  if (words.some((w) => WIPE_WORDS.has(w))) return 'wipe';
  if (words.some((w, i) => w === 'factory' && words[i + 1] === 'reset')) return 'wipe';
  const verbAt = words.findIndex((w) => DESTRUCTIVE_VERBS.has(w));
  const verb = words[verbAt];
  if (verb === undefined) return undefined;
  const rest = words.slice(verbAt + 1);
  if (rest.includes('everything')) return 'wipe';
  if (RESET_VERBS.has(verb) && rest.some((w) => RESET_TARGETS.has(w))) return 'wipe';
  const last = rest.at(-1);
  if (last && STORE_WORDS.has(last) && rest.slice(0, -1).every((w) => STORE_MODIFIERS.has(w))) return 'wipe';
  if (rest.some((w) => BULK_WORDS.has(w))) return 'all';
  return undefined;
}

/**
 * A parameter the agent must fill from the request and that can narrow the deletion, or one that
 * names the single item deleted, even when optional (`project_id` or `project_name`, one of which is
 * given): "deletes a project and all its tasks" takes out one named item with its children.
 */
function hasRequiredFilter(fn: FunctionDecl): boolean {
  return fn.parameters.some(
    (p) => !p.isContext && p.type && !/^(?:kotlin\.)?Boolean$/.test(p.type.name) && ((!p.defaultValue && !p.type.nullable) || namesOneItem(p.name, p.type.text)),
  );
}

/** `id`, `projectId`, `project_id`, `listName`: the identifier or name of one item (not a list of them). */
function namesOneItem(name: string, typeText: string): boolean {
  if (/\b(?:List|Array|Set)\b|\[\]|z\.array|array\(/.test(typeText)) return false;
  return /^(?:id|name)$|(?:Id|ID|Name)$|_(?:id|name)$/.test(name);
}

function wipeMessage(name: string): string {
  return l10n.t("'{0}' erases data wholesale: one misread request would be irreversible. Offer only actions on items the user names.", name);
}

function unscopedMessage(name: string): string {
  return l10n.t("'{0}' deletes every item at once with nothing to scope it: take the item's id or a required filter (such as a list id) instead.", name);
}

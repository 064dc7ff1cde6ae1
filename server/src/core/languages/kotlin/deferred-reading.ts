// Which Kotlin files need a parse, decided from their text alone. Most files of a large app declare
// nothing an agent sees; they matter only when a file that does refers to one of their types (a
// parameter's class, a supertype, an exception). See front-end.ts `DeferredReading`.
import type { FileModel } from '../../model/file-model';
import { changedSpan } from '../../text/changed-span';
import type { DeferredReading } from '../front-end';

/**
 * Every AppFunctions declaration, import, service, serializable and exception names a type that
 * starts with this word (`AppFunction`, `AppFunctionDeclaration`, `AppFunctionService`,
 * `AppFunctionSerializable`, `AppFunctionElementNotFoundException`...), in every library era.
 */
const MARKER = 'AppFunction';

/**
 * Names longer than this are not passed on as references (a megabyte run of letters is no type
 * name, and the registry would keep it); a file declaring one is parsed instead of deferred.
 */
const MAX_NAME_LENGTH = 255;

/** A character of a Kotlin identifier. */
const WORD_CHARACTER = /[\p{L}\p{Nd}_]/u;

/** A Kotlin identifier as written without backticks. */
const IDENTIFIER = /[\p{L}_][\p{L}\p{Nd}_]*/gu;

/**
 * The names after a class-declaring keyword (`class`, `interface`, `object`, with any modifiers
 * before them): a superset of the types the file declares, nested ones included, since comments and
 * strings are not told apart. A backticked name is caught by the second alternative.
 */
const DECLARED = /\b(?:class|interface|object)\s+(?:([\p{L}_][\p{L}\p{Nd}_]*)|(`))/gu;

/** Whether the text may declare AppFunctions (or types or services they are checked against). */
export function mayDeclareAppFunctions(text: string): boolean {
  return text.includes(MARKER);
}

/**
 * Names of the types a Kotlin text may declare, read lexically (a superset); undefined when one is
 * backticked, whose name a lexical read cannot match against references, or longer than
 * `MAX_NAME_LENGTH`: such a file is parsed.
 */
export function kotlinTypeNamesDeclared(text: string): string[] | undefined {
  const names = new Set<string>();
  for (const match of text.matchAll(DECLARED)) {
    if (match[2] || (match[1]?.length ?? 0) > MAX_NAME_LENGTH) return undefined;
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}

/**
 * Names a Kotlin file read in full may look up in other files. A file that may declare
 * AppFunctions can name a type anywhere (a parameter, a property, a body, a KDoc link): every
 * identifier of its text. A file read only because it declares a referenced type is looked at for
 * its classes, whose supertypes the checks follow (an entry point's service, an exception's base).
 * `previousText` is the file's text before an edit, when it was parsed too.
 */
export function kotlinNamesReferenced(text: string, model: FileModel, previousText?: string): Iterable<string> {
  if (mayDeclareAppFunctions(text)) {
    // An edit: the names of the text before were passed on already (the registry keeps every name
    // it was given), so only the changed span, widened to whole words, can add one. Scanning a
    // 5,000-line file took 2.4 ms of every keystroke.
    if (previousText !== undefined && mayDeclareAppFunctions(previousText)) {
      const { start, newEnd } = changedSpan(previousText, text);
      let from = start;
      while (from > 0 && WORD_CHARACTER.test(text.charAt(from - 1))) from--;
      let to = newEnd;
      while (to < text.length && WORD_CHARACTER.test(text.charAt(to))) to++;
      return identifiersIn(text.slice(from, to));
    }
    return identifiersIn(text);
  }
  const names = new Set<string>();
  for (const info of model.classes) for (const superType of info.superTypes) for (const name of identifiersIn(superType)) names.add(name);
  return names;
}

function identifiersIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(IDENTIFIER)) if (match[0].length <= MAX_NAME_LENGTH) names.add(match[0]);
  return names;
}

/** The Kotlin front end's deferred reading (see `DeferredReading`). */
export const KOTLIN_DEFERRED_READING: DeferredReading = {
  mayDeclare: mayDeclareAppFunctions,
  namesDeclared: kotlinTypeNamesDeclared,
  namesReferenced: kotlinNamesReferenced,
};

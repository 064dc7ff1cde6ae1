// Which files need a parse, decided from their text alone. Most files of a large app declare
// nothing an agent sees; they matter only when a file that does refers to one of their types (a
// parameter's class, a supertype, an exception). See front-end.ts `DeferredReading`. Kotlin and C#
// differ only in their markers and their type-declaring keywords.
import type { FileModel } from '../model/file-model';
import { MAX_REFERENCED_NAMES } from '../model/parse-budget';
import { changedSpan } from '../text/changed-span';
import type { DeferredReading } from './front-end';

/**
 * Names longer than this are not passed on as references (a megabyte run of letters is no type
 * name, and the registry would keep it); a file declaring one is parsed instead of deferred.
 */
const MAX_NAME_LENGTH = 255;

/** A character of a Kotlin or C# identifier. */
const WORD_CHARACTER = /[\p{L}\p{Nd}_]/u;

/** A Kotlin or C# identifier as written without backticks or `@`. */
const IDENTIFIER = /[\p{L}_][\p{L}\p{Nd}_]*/gu;

/** What tells one language's files apart for {@link lexicalDeferredReading}. */
export interface LexicalLanguage {
  /**
   * Words every file that may declare something agents see contains (an annotation, attribute or
   * interface name starts with one of them in every library version).
   */
  markers: readonly string[];
  /**
   * The names after a type-declaring keyword, global and Unicode: group 1 the name, group 2 set when
   * the name is quoted in a way a lexical read cannot match against references (Kotlin backticks).
   */
  declared: RegExp;
}

/**
 * A deferred reading from a lexical scan: a file is parsed when it contains a marker; otherwise it
 * is deferred with the names after its type-declaring keywords (a superset of the types it
 * declares, nested ones included, since comments and strings are not told apart).
 */
export function lexicalDeferredReading(language: LexicalLanguage): DeferredReading {
  const mayDeclare = (text: string) => language.markers.some((marker) => text.includes(marker));
  return {
    mayDeclare,
    namesDeclared: (text) => typeNamesDeclared(text, language.declared),
    namesReferenced: (text, model, previousText) => namesReferenced(mayDeclare, text, model, previousText),
  };
}

/**
 * Names of the types a text may declare, read lexically (a superset); undefined when one is quoted,
 * whose name a lexical read cannot match against references, or longer than `MAX_NAME_LENGTH`:
 * such a file is parsed.
 */
function typeNamesDeclared(text: string, declared: RegExp): string[] | undefined {
  const names = new Set<string>();
  for (const match of text.matchAll(declared)) {
    if (match[2] || (match[1]?.length ?? 0) > MAX_NAME_LENGTH) return undefined;
    if (match[1]) names.add(match[1]);
  }
  return [...names];
}

/**
 * Names a file read in full may look up in other files. A file that may declare functions can name
 * a type anywhere (a parameter, a property, a body, a doc link): every identifier of its text. A
 * file read only because it declares a referenced type is looked at for its classes, whose
 * supertypes the checks follow (an entry point's service, an exception's base, a handler's base).
 * `previousText` is the file's text before an edit, when it was parsed too.
 */
function namesReferenced(mayDeclare: (text: string) => boolean, text: string, model: FileModel, previousText?: string): ReadonlySet<string> {
  if (mayDeclare(text)) {
    // An edit: the names of the text before were passed on already (the registry keeps every name
    // it was given), so only the changed span, widened to whole words, can add one. Scanning a
    // 5,000-line file took 2.4 ms of every keystroke.
    if (previousText !== undefined && mayDeclare(previousText)) {
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

/** The identifiers of a text, at most one past {@link MAX_REFERENCED_NAMES} (the registry stops deferring then). */
function identifiersIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(IDENTIFIER)) {
    if (match[0].length > MAX_NAME_LENGTH) continue;
    names.add(match[0]);
    if (names.size > MAX_REFERENCED_NAMES) break;
  }
  return names;
}

/**
 * Kotlin: every AppFunctions declaration, import, service, serializable and exception names a type
 * that starts with `AppFunction` (`AppFunctionDeclaration`, `AppFunctionService`,
 * `AppFunctionSerializable`, `AppFunctionElementNotFoundException`...), in every library era. A
 * backticked class name is caught by the second alternative.
 */
export const KOTLIN_DEFERRED_READING = lexicalDeferredReading({
  markers: ['AppFunction'],
  declared: /\b(?:class|interface|object)\s+(?:([\p{L}_][\p{L}\p{Nd}_]*)|(`))/gu,
});

/**
 * C# (Shiny.AppFunctions): functions, handlers and delegates name `AppFunction…` types
 * (`[AppFunction]`, `IAppFunction<T>`, `IAppFunctionHandler`, `IAppFunctionDelegate`); entities and
 * their queries `AppEntity…` (`[AppEntity]`, `IAppEntityQuery<T>`). A verbatim `@name` is read
 * without its `@`, as C# itself resolves it.
 */
export const CSHARP_DEFERRED_READING = lexicalDeferredReading({
  markers: ['AppFunction', 'AppEntity'],
  declared: /\b(?:class|interface|record|struct|enum)\s+@?([\p{L}_][\p{L}\p{Nd}_]*)()/gu,
});

import * as l10n from '@vscode/l10n';
import type { CallArgument, CallFact, SourceSnippet } from '../model/body-facts';
import type { ClassInfo, FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import type { Range } from '../model/positions';
import type { SourceText } from '../text/source-text';
import { addImportEdit } from '../fixes/kotlin-edits';
import { helperThrows } from './support/helper-throws';
import { defineRule } from './rule';
import { type Fix, type TextEdit } from '../model/findings';
import { type WorkspaceView } from '../model/workspace-view';
import { ownEntry } from '../model/own-entry';

const APPFN_PACKAGE = 'androidx.appfunctions';

/** An AppFunctionException subclass a fix may throw (all take `errorMessage: String? = null`, reference §6). */
interface Target {
  exception: string;
  /**
   * Safe when the source exception already names the same kind of failure (a bad argument, a
   * missing element). Unsafe when the choice is a judgement call (`check`, `error()`,
   * IllegalStateException could be a bad request as well as an app fault): offered, never applied
   * by fix-all.
   */
  safe: boolean;
}

const INVALID_ARGUMENT: Target = { exception: 'AppFunctionInvalidArgumentException', safe: true };
const ELEMENT_NOT_FOUND: Target = { exception: 'AppFunctionElementNotFoundException', safe: true };
const ALREADY_EXISTS: Target = { exception: 'AppFunctionElementAlreadyExistsException', safe: true };
const NOT_SUPPORTED: Target = { exception: 'AppFunctionNotSupportedException', safe: true };
const PERMISSION_REQUIRED: Target = { exception: 'AppFunctionPermissionRequiredException', safe: true };
const APP_UNKNOWN: Target = { exception: 'AppFunctionAppUnknownException', safe: false };

/** The mapping documented in docs/rules/throw-appfunction-exception.md. */
const BY_EXCEPTION: Record<string, Target> = {
  IllegalArgumentException: INVALID_ARGUMENT,
  NumberFormatException: INVALID_ARGUMENT,
  DateTimeParseException: INVALID_ARGUMENT,
  NoSuchElementException: ELEMENT_NOT_FOUND,
  FileNotFoundException: ELEMENT_NOT_FOUND,
  NotFoundException: ELEMENT_NOT_FOUND,
  FileAlreadyExistsException: ALREADY_EXISTS,
  UnsupportedOperationException: NOT_SUPPORTED,
  SecurityException: PERMISSION_REQUIRED,
  IllegalStateException: APP_UNKNOWN,
};

/** Standard functions that throw, with the exception they throw and the subclass that matches it. */
const THROWING_CALLS: Record<string, { throws: string; target: Target; defaultMessage: string }> = {
  require: { throws: 'IllegalArgumentException', target: INVALID_ARGUMENT, defaultMessage: 'Failed requirement.' },
  requireNotNull: { throws: 'IllegalArgumentException', target: INVALID_ARGUMENT, defaultMessage: 'Required value was null.' },
  check: { throws: 'IllegalStateException', target: APP_UNKNOWN, defaultMessage: 'Check failed.' },
  checkNotNull: { throws: 'IllegalStateException', target: APP_UNKNOWN, defaultMessage: 'Required value was null.' },
  error: { throws: 'IllegalStateException', target: APP_UNKNOWN, defaultMessage: '' },
};

/** First words of a call whose null result means "no such element". */
const LOOKUP_VERBS = new Set(['get', 'find', 'load', 'fetch', 'lookup', 'query', 'read', 'resolve', 'retrieve', 'search']);
/** Words that end the noun of a lookup name (`findNoteByTitle` -> `note`). */
const NOUN_STOPS = new Set(['by', 'for', 'with', 'from', 'in', 'of', 'or', 'and', 'at', 'if']);

/**
 * The agent receives the exception an AppFunction throws. An AppFunctionException subclass tells it
 * what kind of failure happened (a bad argument, a missing element) so it can recover; any other
 * exception, including those thrown by `require`, `check`, `error()` and `!!`, reaches it as
 * AppFunctionAppUnknownException, which says nothing.
 *
 * Fixes replace the exception with the matching subclass (mapping above) and add its import; they
 * keep the message, and are offered only where the result compiles: a constructor called with no
 * argument or one string, `require`/`check` as statements with at most a one-expression message,
 * `!!` on a parameter or on a lookup call. A throw inside a `try` with a `catch` may be handled
 * there and is not reported. A call to a helper of the same class (or a private function of the
 * file) that throws, directly or a few calls deeper, is reported at the call (support/helper-throws.ts).
 */
export default defineRule({
  meta: {
    id: 'throw-appfunction-exception',
    description: 'An AppFunction throws (or can throw, via require, check, error() or !!) an exception other than an AppFunctionException.',
    guideline: 'Throw the AppFunctionException subclass that matches the cause; do not let other exceptions escape.',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: true,
    scope: 'function',
  },
  check({ file, text, source, workspace, report }) {
    for (const fn of file.functions) {
      if (!fn.body.range) continue;
      const fixFor = (target: Target | undefined, edits: TextEdit[] | undefined): Fix[] => {
        if (!target || !edits || !text) return [];
        const importEdit = addImportEdit(source, `${APPFN_PACKAGE}.${target.exception}`, file.packageName);
        return [{ title: l10n.t('Throw {0} instead', target.exception), edits: importEdit ? [...edits, importEdit] : edits, safe: target.safe }];
      };

      for (const thrown of fn.body.throws) {
        if (thrown.caught || !thrown.exceptionType || !thrown.thrown) continue;
        const simple = thrown.exceptionType.slice(thrown.exceptionType.lastIndexOf('.') + 1);
        if (isAppFunctionException(simple, file, workspace) || !/^[A-Z]/.test(simple)) continue;
        const target = ownEntry(BY_EXCEPTION, simple);
        const typeRange = rangeOfPrefix(source, thrown.thrown, thrown.exceptionType);
        const call = fn.body.calls.find((c) => sameRange(c.range, thrown.thrown!.range));
        const edits = target && call && messageArgumentOk(call) ? [{ range: typeRange, newText: target.exception }] : undefined;
        report({
          range: typeRange,
          message:
            target === APP_UNKNOWN
              ? l10n.t(
                  "'{0}' throws {1}, which the agent receives as AppFunctionAppUnknownException, without saying what went wrong. Throw the subclass that names the cause, or AppFunctionAppUnknownException with a plain-language message if the app itself failed.",
                  fn.name,
                  simple,
                )
              : target
                ? l10n.t(
                    "'{0}' throws {1}, which the agent receives as AppFunctionAppUnknownException. Throw {2}, which tells it what went wrong.",
                    fn.name,
                    simple,
                    target.exception,
                  )
                : l10n.t(
                    "'{0}' throws {1}, which the agent receives as AppFunctionAppUnknownException. Throw the AppFunctionException subclass that matches the cause (AppFunctionInvalidArgumentException, AppFunctionElementNotFoundException…).",
                    fn.name,
                    simple,
                  ),
          fixes: fixFor(target, edits),
        });
      }

      for (const call of fn.body.calls) {
        const known = ownEntry(THROWING_CALLS, call.name);
        if (!known || call.receiver) continue;
        report({
          range: call.range,
          message:
            known.target === APP_UNKNOWN
              ? l10n.t(
                  "'{0}(…)' throws {1}, which the agent receives as AppFunctionAppUnknownException, without saying what went wrong. Throw the subclass that names the cause, or AppFunctionAppUnknownException with a plain-language message if the app itself failed.",
                  call.name,
                  known.throws,
                )
              : l10n.t(
                  "'{0}(…)' throws {1}, which the agent receives as AppFunctionAppUnknownException. Throw {2} with a message in plain language.",
                  call.name,
                  known.throws,
                  known.target.exception,
                ),
          fixes: fixFor(known.target, throwingCallEdits(call, known.target, known.defaultMessage)),
        });
      }

      // Exceptions thrown by the class's own (or the file's private) helpers reach the agent too.
      // Reported at the call, without a fix: the change belongs in the helper.
      for (const escape of helperThrows(fn, file, source, (simple) => isAppFunctionException(simple, file, workspace))) {
        report({
          range: escape.call.range,
          message: l10n.t(
            "'{0}' calls '{1}', where '{2}' throws {3}, which the agent receives as AppFunctionAppUnknownException. Throw the AppFunctionException subclass that matches the cause in the helper, or catch it here.",
            fn.name,
            escape.call.name,
            escape.helper,
            escape.what,
          ),
        });
      }

      for (const assertion of fn.body.notNull ?? []) {
        const { target, message } = notNullTarget(fn, assertion.operand);
        const replacement = target ? `${assertion.operand.text} ?: throw ${target.exception}(${message})` : undefined;
        report({
          range: assertion.range,
          message: l10n.t(
            "'{0}!!' throws NullPointerException, which the agent receives as AppFunctionAppUnknownException. Throw {1} when the value is missing.",
            shorten(assertion.operand.text),
            target?.exception ?? l10n.t('the matching AppFunctionException subclass'),
          ),
          fixes: fixFor(target, replacement ? [{ range: assertion.range, newText: assertion.isOperand ? `(${replacement})` : replacement }] : undefined),
        });
      }
    }
  },
});

function isAppFunctionException(simple: string, file: FileModel, workspace: WorkspaceView): boolean {
  if (/^AppFunction\w*Exception$/.test(simple)) return true;
  // An app's own subclass of an AppFunctionException is as good as the library's.
  const own = (c: ClassInfo) => c.name === simple && c.superTypes.some((s) => /(^|\.)AppFunction\w*Exception$/.test(s));
  if (file.classes.some(own)) return true;
  const subclasses = workspace.caches.memo(workspace, 'appfunction-exception-subclasses', () => exceptionSubclasses(workspace));
  return subclasses.has(simple);
}

/** Simple names of the workspace's own AppFunctionException subclasses. */
function exceptionSubclasses(workspace: WorkspaceView): Set<string> {
  const names = new Set<string>();
  for (const model of workspace.files()) {
    for (const c of model.classes) if (c.superTypes.some((s) => /(^|\.)AppFunction\w*Exception$/.test(s))) names.add(c.name);
  }
  return names;
}

/** The range of `prefix` at the start of `snippet` (the exception's name in `Name(args)`). */
function rangeOfPrefix(source: SourceText, snippet: SourceSnippet, prefix: string): Range {
  const start = source.offsetAt(snippet.range.start);
  return source.range(start, start + prefix.length);
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** The AppFunctionException constructors take one optional string: keep a call only if it fits. */
function messageArgumentOk(call: CallFact): boolean {
  if (call.trailingLambda) return false;
  const args = call.args ?? [];
  if (args.length === 0) return true;
  const only = args.length === 1 ? args[0] : undefined;
  return only !== undefined && !only.name && isStringExpression(only);
}

function isStringExpression(arg: CallArgument | SourceSnippet): boolean {
  return arg.kind === 'string_literal' || arg.kind === 'multiline_string_literal' || (arg.kind === 'additive_expression' && arg.text.startsWith('"'));
}

/** The message expression for a fix: the lazy message of `require { … }`, or Kotlin's default text. */
function lazyMessage(call: CallFact, defaultMessage: string): string | undefined {
  const statements = call.trailingLambda?.statements;
  if (!statements || statements.length === 0) return call.trailingLambda ? undefined : JSON.stringify(defaultMessage);
  const only = statements.length === 1 ? statements[0] : undefined;
  if (!only) return undefined;
  if (isStringExpression(only)) return only.text;
  if (only.text.includes('\n')) return undefined;
  return `"\${${only.text}}"`;
}

function throwingCallEdits(call: CallFact, target: Target, defaultMessage: string): TextEdit[] | undefined {
  const args = call.args ?? [];
  const whole = call.fullRange ?? call.range;
  const only = args.length === 1 ? args[0] : undefined;
  if (call.name === 'error') {
    if (!only || only.name || !isStringExpression(only) || call.trailingLambda) return undefined;
    return [{ range: whole, newText: `throw ${target.exception}(${only.text})` }];
  }
  if (!only || only.name) return undefined;
  const message = lazyMessage(call, defaultMessage);
  if (message === undefined) return undefined;
  if (call.name === 'require' || call.name === 'check') {
    // `if` without `else` is a statement only; as a value it would not compile.
    if (!call.isStatement) return undefined;
    return [{ range: whole, newText: `if (${negate(only)}) throw ${target.exception}(${message})` }];
  }
  const replacement = `${only.text} ?: throw ${target.exception}(${message})`;
  return [{ range: whole, newText: call.isOperand ? `(${replacement})` : replacement }];
}

const OPPOSITES: Record<string, string> = { isNotBlank: 'isBlank', isBlank: 'isNotBlank', isNotEmpty: 'isEmpty', isEmpty: 'isNotEmpty' };

const FLIPPED: Record<string, string> = { '==': '!=', '!=': '==', '===': '!==', '!==': '===', '<': '>=', '>=': '<', '>': '<=', '<=': '>' };

/** The negation of a condition, written the way a person would. */
function negate(condition: CallArgument): string {
  const text = condition.text;
  if (condition.kind === 'equality_expression' || condition.kind === 'comparison_expression') {
    const operators = [...text.matchAll(/\s(===|!==|==|!=|<=|>=|<|>)\s/g)];
    const m = operators.length === 1 ? operators[0] : undefined;
    const operator = m?.[1];
    if (m && operator !== undefined) {
      return `${text.slice(0, m.index)} ${FLIPPED[operator]} ${text.slice(m.index! + m[0].length)}`;
    }
  }
  if (condition.kind === 'check_expression') {
    const [, subject, bang, operator, other] = /^(.+?)\s+(!?)(is|in)\s+(.+)$/s.exec(text) ?? [];
    if (subject !== undefined && other !== undefined && !/\s(is|in|!is|!in)\s/.test(other) && !/\s(is|in)\s/.test(subject)) {
      return `${subject} ${bang ? '' : '!'}${operator} ${other}`;
    }
  }
  if (condition.kind === 'prefix_expression' && text.startsWith('!') && !text.startsWith('!!')) return text.slice(1).trim();
  const opposite = /^(.*\.)(isNotBlank|isBlank|isNotEmpty|isEmpty)\(\)$/s.exec(text);
  if (condition.kind === 'call_expression' && opposite?.[2] !== undefined) return `${opposite[1]}${OPPOSITES[opposite[2]]}()`;
  if (['simple_identifier', 'navigation_expression', 'call_expression', 'parenthesized_expression', 'boolean_literal'].includes(condition.kind ?? '')) return `!${text}`;
  return `!(${text})`;
}

/** What `x!!` should throw instead, and with which message. */
function notNullTarget(fn: FunctionDecl, operand: SourceSnippet): { target?: Target; message?: string } {
  if (operand.kind === 'simple_identifier' && fn.parameters.some((p) => p.name === operand.text && !p.isContext)) {
    return { target: INVALID_ARGUMENT, message: JSON.stringify(`${operand.text} is required`) };
  }
  if (operand.kind !== 'call_expression') return {};
  const call = fn.body.calls.find((c) => sameRange(c.range, operand.range));
  if (!call || call.trailingLambda) return {};
  const words = call.name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g)?.map((w) => w.toLowerCase()) ?? [];
  if (!LOOKUP_VERBS.has(words[0] ?? '')) return {};
  const nounWords: string[] = [];
  for (const word of words.slice(1)) {
    if (NOUN_STOPS.has(word)) break;
    nounWords.push(word);
  }
  const noun = nounWords.join(' ') || 'item';
  const args = call.args ?? [];
  const only = args.length === 1 ? args[0] : undefined;
  const key = only?.kind === 'simple_identifier' ? only.text : undefined;
  const message = key ? (/(^id|Id|ID)$/.test(key) ? `No ${noun} found with ID $${key}` : `No ${noun} found for $${key}`) : `No ${noun} found`;
  return { target: ELEMENT_NOT_FOUND, message: `"${message}"` };
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > 40 ? `${oneLine.slice(0, 37)}…` : oneLine;
}

/**
 * Exceptions that escape an AppFunction through the helpers it calls. An AppFunction that calls
 * `loadNote(id)`, where `loadNote` is a private function of the same class (or a private function
 * of the same file) that does `throw IllegalStateException(...)`, lets that exception reach the
 * agent as surely as if it threw it itself. Calls are followed a few levels deep, each helper once
 * (recursion is safe), and only where the callee is certain: one helper of that name, written in
 * the same class or privately in the same file, called without a receiver or on `this`. A call
 * inside a `try` block or a `runCatching { }` lambda may be handled there and is not followed.
 */
import type { BodyFacts, CallFact } from '../../model/body-facts';
import type { ClassInfo, FunctionDecl } from '../../model/declarations';
import type { FileModel } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { SourceText } from '../../text/source-text';

type Helper = NonNullable<FileModel['helperFunctions']>[number];

/** What a helper does that throws: the first such thing found, with the helper that does it. */
export interface HelperThrow {
  /** The call in the AppFunction's own body that leads to it. */
  call: CallFact;
  /** The helper that throws (the last one on the chain). */
  helper: string;
  /** What is thrown: an exception type, with the call or `!!` that throws it where there is one. */
  what: string;
}

/** How many calls deep helpers are followed (AppFunction -> helper -> helper -> helper). */
const MAX_DEPTH = 3;

/** Library calls that throw a non-AppFunction exception, with the exception each throws. */
const THROWING_CALLS: Record<string, string> = {
  require: 'IllegalArgumentException',
  requireNotNull: 'IllegalArgumentException',
  check: 'IllegalStateException',
  checkNotNull: 'IllegalStateException',
  error: 'IllegalStateException',
};

/**
 * The helper calls of `fn` through which a non-AppFunction exception can escape, one per call.
 * `isAppFunctionException` tells an AppFunctionException (or the app's own subclass) by simple name.
 */
export function helperThrows(fn: FunctionDecl, file: FileModel, source: SourceText, isAppFunctionException: (simple: string) => boolean): HelperThrow[] {
  const helpers = file.helperFunctions ?? [];
  if (helpers.length === 0 || !fn.body.range) return [];
  const fnClass = fn.enclosingClass;
  const found: HelperThrow[] = [];
  const judged = new Map<Helper, { helper: string; what: string } | null>();

  const resolve = (call: CallFact, cls: ClassInfo | undefined): Helper | undefined => {
    if (call.receiver && !/^this(?:@\w+)?$/.test(call.receiver)) return undefined;
    const named = helpers.filter((h) => h.name === call.name);
    const helper = named.length === 1 ? named[0] : undefined;
    if (!helper) return undefined;
    const owner = file.classes.find((c) => contains(c.range, helper.range) && c.memberFunctions?.some((m) => sameStart(m.nameRange, helper.nameRange)));
    if (owner) {
      // A member of the caller's own class that no subclass can replace.
      if (!cls || owner !== cls) return undefined;
      const member = owner.memberFunctions?.find((m) => sameStart(m.nameRange, helper.nameRange));
      return member && !member.modifiers.some((m) => m === 'open' || m === 'abstract' || m === 'override') ? helper : undefined;
    }
    // A top-level function: followed only when private to this file.
    if (file.classes.some((c) => contains(c.range, helper.range))) return undefined;
    return /\bprivate\b[^{(=]*\bfun\b/.test(textOf(source, helper.range.start, helper.nameRange.start)) ? helper : undefined;
  };

  const ownThrow = (body: BodyFacts, bodyRange: Range): string | undefined => {
    for (const thrown of body.throws) {
      if (thrown.caught || !thrown.exceptionType) continue;
      const simple = thrown.exceptionType.slice(thrown.exceptionType.lastIndexOf('.') + 1);
      if (/^[A-Z]/.test(simple) && !isAppFunctionException(simple)) return simple;
    }
    for (const call of body.calls) {
      const thrown = Object.hasOwn(THROWING_CALLS, call.name) ? THROWING_CALLS[call.name] : undefined;
      if (!call.receiver && thrown && !insideCatchingBlock(source, bodyRange, call.range)) return `${thrown} (${call.name})`;
    }
    for (const assertion of body.notNull ?? []) {
      if (!insideCatchingBlock(source, bodyRange, assertion.range)) return 'NullPointerException (!!)';
    }
    return undefined;
  };

  const judge = (helper: Helper, depth: number, cls: ClassInfo | undefined): { helper: string; what: string } | null => {
    if (judged.has(helper)) return judged.get(helper)!;
    judged.set(helper, null); // cycle guard: a helper on the current chain adds nothing new
    const range = helper.body.range ?? helper.range;
    const own = ownThrow(helper.body, range);
    let result: { helper: string; what: string } | null = own ? { helper: helper.name, what: own } : null;
    if (!result && depth < MAX_DEPTH) {
      for (const call of helper.body.calls) {
        const next = resolve(call, cls);
        if (!next || insideCatchingBlock(source, range, call.range)) continue;
        result = judge(next, depth + 1, cls);
        if (result) break;
      }
    }
    judged.set(helper, result);
    return result;
  };

  for (const call of fn.body.calls) {
    const helper = resolve(call, fnClass);
    if (!helper || insideCatchingBlock(source, fn.body.range, call.range)) continue;
    const result = judge(helper, 1, fnClass);
    if (result) found.push({ call, ...result });
  }
  return found;
}

function contains(outer: Range, inner: Range): boolean {
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

function before(a: Range['start'], b: Range['start']): boolean {
  return a.line < b.line || (a.line === b.line && a.character <= b.character);
}

function sameStart(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character;
}

function textOf(source: SourceText, from: Range['start'], to: Range['start']): string {
  return source.text.slice(source.offsetAt(from), source.offsetAt(to));
}

/**
 * Whether `target` sits inside a `try { }` block or a `runCatching { }` lambda of the code in
 * `scope`: braces are matched over the text, skipping strings and comments.
 */
export function insideCatchingBlock(source: SourceText, scope: Range, target: Range): boolean {
  const text = source.text;
  const start = source.offsetAt(scope.start);
  const end = source.offsetAt(target.start);
  const stack: boolean[] = [];
  for (let i = start; i < end; i++) {
    const ch = text[i];
    if (ch === '/' && text[i + 1] === '/') {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? end : nl;
    } else if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? end : close + 1;
    } else if (ch === '"') {
      if (text.startsWith('"""', i)) {
        const close = text.indexOf('"""', i + 3);
        i = close < 0 ? end : close + 2;
      } else {
        let j = i + 1;
        while (j < end && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
        i = j;
      }
    } else if (ch === '{') {
      const head = text.slice(Math.max(start, i - 40), i);
      stack.push(/(?:\btry|\brunCatching|\bcatching)\s*$/.test(head));
    } else if (ch === '}') {
      stack.pop();
    }
  }
  return stack.some(Boolean);
}

import * as l10n from '@vscode/l10n';
import type { BodyFacts, CallArgument, CallFact, SourceSnippet } from '../model/body-facts';
import { comparePositions } from '../text/ranges';
import type { FileModel } from '../model/file-model';
import { defineRule } from './rule';
import { type RuleReport } from '../model/findings';

/** `PendingIntent` factories whose fourth argument is the flags. */
const FACTORIES = new Set(['getActivity', 'getService', 'getBroadcast', 'getForegroundService', 'getActivities']);

/** What makes an Intent explicit: a class, a component or a package. */
const EXPLICIT_MARKERS = /::class\b|\bsetClass(?:Name)?\s*\(|\bsetComponent\s*\(|\bcomponent\s*=|\bsetPackage\s*\(|(?:\b|`)package`?\s*=|\bComponentName\s*\(|\bselector\s*=/;

/** Flag expressions that can take `or FLAG_IMMUTABLE` without parentheses. */
const TIGHT_KINDS = new Set([
  'simple_identifier',
  'navigation_expression',
  'integer_literal',
  'hex_literal',
  'infix_expression',
  'call_expression',
  'parenthesized_expression',
  'additive_expression',
  'multiplicative_expression',
]);

/**
 * A PendingIntent handed to an agent lets it act as the app. Without FLAG_IMMUTABLE the holder may
 * fill in the Intent's unset fields (extras, data, and for an implicit Intent the target), so the
 * agent could change where it leads; an implicit Intent (no class, component or package) resolves
 * to whatever app claims the action. The guidelines: "Create it with an explicit intent and
 * FLAG_IMMUTABLE so that the agent can't change where it leads."
 *
 * Checked in every function of a file that declares AppFunctions, helpers included, since the
 * PendingIntent an AppFunction returns is usually built by one. The fix adds
 * `PendingIntent.FLAG_IMMUTABLE` to the flags argument (`0` becomes the flag itself); it is not
 * offered when FLAG_MUTABLE is set on purpose, nor for an implicit Intent, whose target only the
 * author knows.
 */
export default defineRule({
  meta: {
    id: 'pending-intent-immutable',
    description: 'A PendingIntent created without FLAG_IMMUTABLE or around an implicit Intent.',
    guideline: 'Return a PendingIntent created with an explicit intent and FLAG_IMMUTABLE so that the agent cannot change where it leads.',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: true,
    scope: 'function',
  },
  check({ file, report }) {
    if (!declaresAppFunctions(file)) return;
    const bodies = [...file.functions.map((f) => f.body), ...(file.helperFunctions ?? []).map((h) => h.body)];
    for (const body of bodies) {
      for (const call of body.calls) {
        if (!FACTORIES.has(call.name) || !call.receiver || !/(^|\.)PendingIntent$/.test(call.receiver.replace(/\s+/g, ''))) continue;
        const factory = `${call.receiver}.${call.name}`;
        const flags = argument(call, 'flags', 3);
        if (flags) {
          const problem = flagsProblem(flags, body);
          if (problem) report(flagsReport(problem, flags, factory, call.receiver.replace(/\s+/g, '')));
        }
        const intent = call.name === 'getActivities' ? undefined : argument(call, 'intent', 2);
        if (intent && isImplicitIntent(intent, body)) {
          report({
            range: intent.range,
            message: l10n.t(
              '{0} wraps an implicit Intent (no class, component or package), so the app that claims the action decides where it leads, not yours. Name the screen: Intent(context, YourActivity::class.java).',
              factory,
            ),
          });
        }
      }
    }
  },
});

function declaresAppFunctions(file: FileModel): boolean {
  return file.functions.length > 0 || file.classes.some((c) => c.isEntryPoint);
}

/** A call's argument by name, or by position when every argument up to it is positional. */
function argument(call: CallFact, name: string, position: number): CallArgument | undefined {
  const args = call.args ?? [];
  const named = args.find((a) => a.name === name);
  if (named) return named;
  const positional = args[position];
  return positional && args.slice(0, position + 1).every((a) => !a.name) ? positional : undefined;
}

type FlagsProblem = 'missing' | 'mutable';

function flagsProblem(flags: CallArgument, body: BodyFacts): FlagsProblem | undefined {
  let text = flags.text;
  if (flags.kind === 'simple_identifier' && !/^FLAG_/.test(text)) {
    // `flags` held in a local: judge its value; anything else (a constant, a parameter) is unknown.
    const local = body.localValues?.find((v) => v.name === text);
    if (!local?.initializer) return undefined;
    text = local.initializer.text;
  }
  if (/\bFLAG_IMMUTABLE\b/.test(text)) return undefined;
  return /\bFLAG_MUTABLE\b/.test(text) ? 'mutable' : 'missing';
}

function flagsReport(problem: FlagsProblem, flags: CallArgument, factory: string, receiver: string): RuleReport {
  if (problem === 'mutable') {
    return {
      range: flags.range,
      message: l10n.t(
        '{0} with FLAG_MUTABLE lets whoever holds the PendingIntent (the agent) fill in the Intent and change where it leads. Use FLAG_IMMUTABLE unless the receiver must fill it in.',
        factory,
      ),
    };
  }
  const immutable = `${receiver}.FLAG_IMMUTABLE`;
  const newText = isZero(flags.text) ? immutable : TIGHT_KINDS.has(flags.kind ?? '') ? `${flags.text} or ${immutable}` : `(${flags.text}) or ${immutable}`;
  return {
    range: flags.range,
    message: l10n.t('{0} without FLAG_IMMUTABLE: whoever holds the PendingIntent (the agent) can fill in the Intent and change where it leads. Add FLAG_IMMUTABLE.', factory),
    fixes: [{ title: l10n.t('Add FLAG_IMMUTABLE'), edits: [{ range: flags.range, newText }], safe: true }],
  };
}

function isZero(text: string): boolean {
  return /^(0+|0[xX]0+)$/.test(text.trim());
}

/**
 * Whether an Intent argument is certainly implicit: built by `Intent(...)` here (directly or in a
 * local) with nothing that names a class, component or package. A parameter, a field or a helper
 * call is unknown and not reported.
 */
function isImplicitIntent(intent: CallArgument, body: BodyFacts): boolean {
  if (/^Intent\s*\(/.test(intent.text)) return !EXPLICIT_MARKERS.test(intent.text) && !namesAComponent(intent, body);
  if (intent.kind !== 'simple_identifier') return false;
  const name = intent.text;
  const local = body.localValues?.find((v) => v.name === name);
  if (!local?.initializer || !/^Intent\s*\(/.test(local.initializer.text)) return false;
  if (EXPLICIT_MARKERS.test(local.initializer.text) || namesAComponent(local.initializer, body)) return false;
  const setLater =
    body.assignments?.some((a) => a.target === `${name}.component` || a.target === `${name}.package` || a.target === `${name}.\`package\`` || a.target === `${name}.selector`) ||
    body.calls.some((c) => c.receiver === name && /^(setClass|setClassName|setComponent|setPackage|setSelector)$/.test(c.name)) ||
    body.calls.some(
      (c) =>
        (c.name === 'apply' || c.name === 'also' || c.name === 'run' || c.name === 'with') &&
        c.receiver === name &&
        !!c.trailingLambda?.statements.some((s) => EXPLICIT_MARKERS.test(s.text)),
    );
  return !setLater;
}

/**
 * Whether an `Intent(...)` constructor call names its component by its arguments, whatever the
 * expressions: `Intent(context, cls)` (a context and a class, unless the first argument is an
 * action: a string or an `ACTION_` constant, as in `Intent(ACTION_VIEW, uri)`) and the four-argument
 * `Intent(action, uri, context, cls)`. A class given as `Class.forName(…)` or a variable is as explicit as `X::class.java`.
 * The arguments are the body's own record of the call that starts where `expression` starts.
 */
function namesAComponent(expression: SourceSnippet, body: BodyFacts): boolean {
  const call = body.calls.find((c) => c.name === 'Intent' && !c.receiver && comparePositions(c.range.start, expression.range.start) === 0);
  const args = call?.args ?? [];
  if (args.length === 4) return true;
  if (args.length !== 2) return false;
  const first = (args[0] as CallArgument).text.trim();
  return !/^["']/.test(first) && !/\bACTION_\w*$|\baction\b/i.test(first);
}

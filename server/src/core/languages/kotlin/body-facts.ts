// Body facts: what rules read from a function body without a tree of their own (calls with their
// arguments and trailing lambdas, throws, `!!`, elvis, `when`, locals, assignments, identifiers).
import type { Node } from 'web-tree-sitter';
import type { BodyFacts, CallArgument, CallFact, SourceSnippet } from '../../model/body-facts';
import type { SourceText } from '../../text/source-text';
import type { Range } from '../../model/positions';
import { nodeRange } from './syntax';
import { NO_DEADLINE, type Deadline } from '../../model/parse-budget';

/** Body node types that carry facts for the rules; everything else is only walked through. */
const BODY_FACT_TYPES = new Set([
  'call_expression',
  'jump_expression',
  'postfix_expression',
  'elvis_expression',
  'when_expression',
  'property_declaration',
  'assignment',
  'variable_declaration',
]);
/** What a body walk asks the parser for: the fact types, identifiers, and member suffixes (see readBodyFacts). */
const WALKED_TYPES = [...BODY_FACT_TYPES, 'simple_identifier', 'interpolated_identifier', 'navigation_suffix'];

/** Parents under which an expression stands on its own: replacing it needs no parentheses. */
const STANDALONE_PARENTS = new Set([
  'statements',
  'value_argument',
  'property_declaration',
  'assignment',
  'parenthesized_expression',
  'control_structure_body',
  'jump_expression',
  'function_body',
  'indexing_suffix',
  'when_subject',
]);

/** Walks a function body (none: empty facts) for the facts rules read. */
export function readBodyFacts(source: SourceText, body: Node | undefined, deadline: Deadline = NO_DEADLINE): BodyFacts {
  const facts: BodyFacts = {
    calls: [],
    throws: [],
    identifiers: new Set(),
    notNullAssertions: [],
    locals: new Set(),
    whens: [],
    elvis: [],
    notNull: [],
    localValues: [],
    assignments: [],
  };
  if (!body) return facts;
  const range = (node: Node) => nodeRange(source, node);
  const snippet = (node: Node) => snippetOf(source, node);
  facts.range = range(body);
  // tree-sitter finds a parent from the root down, so asking a node's parent costs its depth: in
  // deeply nested code (thousands of levels: brackets, or a chain of `!!` or `?:`) that is
  // quadratic. In a long or deeply bracketed body, one cursor walk records what the nodes of
  // interest need of their ancestors instead; in ordinary code asking is cheaper than walking.
  const deep = body.endIndex - body.startIndex > LONG_BODY || nestingDepth(source.text, body.startIndex, body.endIndex) > DEEP_NESTING;
  const ancestry = deep ? bodyAncestry(body, deadline) : undefined;
  const parentOf = (node: Node) => (ancestry ? (ancestry.get(node.id)?.parent ?? null) : node.parent);
  const caught = (node: Node) => (ancestry ? (ancestry.get(node.id)?.caught ?? false) : isInsideTryWithCatch(node, body));
  const walk = (node: Node) => {
    switch (node.type) {
      case 'call_expression': {
        const callee = node.namedChildren[0];
        if (callee?.type === 'simple_identifier') {
          const at = range(node);
          facts.calls.push({ name: callee.text, range: at, ...callDetails(source, node, at, parentOf) });
        } else if (callee?.type === 'navigation_expression') {
          const suffix = callee.namedChildren.at(-1);
          const member = suffix?.namedChildren.find((c) => c?.type === 'simple_identifier');
          const at = member ? range(node) : undefined;
          if (member && at) facts.calls.push({ name: member.text, receiver: callee.namedChildren[0]?.text, range: at, ...callDetails(source, node, at, parentOf) });
        }
        break;
      }
      case 'jump_expression':
        if (node.children[0]?.type === 'throw') {
          const thrown = node.namedChildren[0];
          const callee = thrown?.type === 'call_expression' ? thrown.namedChildren[0] : undefined;
          facts.throws.push({
            text: node.text,
            exceptionType: callee?.text,
            range: range(node),
            thrown: thrown ? snippet(thrown) : undefined,
            caught: caught(node),
          });
        }
        break;
      case 'postfix_expression':
        if (node.children.some((c) => c?.type === '!!')) {
          const bang = node.children.find((c) => c?.type === '!!');
          if (bang) facts.notNullAssertions.push(range(bang));
          const operand = node.namedChildren[0];
          if (operand && node.children.filter((c) => c?.type === '!!').length === 1) {
            facts.notNull?.push({ range: range(node), operand: snippet(operand), isOperand: isOperandPosition(node, parentOf(node)) });
          }
        }
        break;
      case 'elvis_expression': {
        const [left, right] = node.namedChildren.filter((c): c is Node => !!c && c.type !== 'line_comment' && c.type !== 'multiline_comment');
        if (left && right) facts.elvis?.push({ range: range(node), left: snippet(left), right: snippet(right), isOperand: isOperandPosition(node, parentOf(node)) });
        break;
      }
      case 'when_expression': {
        const subjectNode = node.namedChildren.find((c) => c?.type === 'when_subject');
        const subject = subjectNode?.namedChildren.filter((c): c is Node => !!c).at(-1);
        const conditions = node.namedChildren
          .filter((c): c is Node => c?.type === 'when_entry')
          .flatMap((entry) => entry.namedChildren.filter((c): c is Node => c?.type === 'when_condition'))
          .map((condition) => snippet(condition.namedChildren[0] ?? condition));
        facts.whens?.push({ range: range(node), subject: subject ? snippet(subject) : undefined, conditions });
        break;
      }
      case 'property_declaration': {
        const declared = node.namedChildren.find((c) => c?.type === 'variable_declaration')?.namedChildren.find((c) => c?.type === 'simple_identifier');
        const equals = node.children.findIndex((c) => c?.type === '=');
        const initializer = equals >= 0 ? node.children.slice(equals + 1).find((c) => c?.isNamed && c.type !== 'line_comment' && c.type !== 'multiline_comment') : undefined;
        if (declared) facts.localValues?.push({ name: declared.text, initializer: initializer ? snippet(initializer) : undefined });
        break;
      }
      case 'assignment': {
        const target = node.namedChildren[0];
        const value = node.namedChildren.at(-1);
        if (target && value && target !== value) facts.assignments?.push({ target: target.text.replace(/\s+/g, ''), value: snippet(value), range: range(node) });
        break;
      }
      case 'variable_declaration': {
        // Covers `val`/`var`, destructuring, `for` variables and lambda parameters alike.
        const declared = node.namedChildren.find((c) => c?.type === 'simple_identifier');
        if (declared) facts.locals?.add(declared.text);
        break;
      }
      default:
        break;
    }
  };
  // The parser finds the nodes of interest in one call (a walk in JavaScript costs several calls
  // into the parser per node, and most nodes are punctuation and wrappers), in document order.
  // `navigation_suffix` comes before its own identifier: a member after `.` is not a use of a
  // local name, and that identifier is the suffix's last token, so it ends where the suffix ends.
  const memberEnds = new Set<number>();
  for (const node of body.descendantsOfType(WALKED_TYPES)) {
    deadline.tick();
    if (!node) continue;
    const type = node.type;
    if (type === 'navigation_suffix') memberEnds.add(node.endIndex);
    else if (type === 'simple_identifier' || type === 'interpolated_identifier') {
      const end = node.endIndex;
      if (!memberEnds.has(end)) facts.identifiers.add(source.text.slice(node.startIndex, end));
    } else walk(node);
  }
  return facts;
}

function snippetOf(source: SourceText, node: Node): SourceSnippet {
  return { text: node.text, range: nodeRange(source, node), kind: node.type };
}

/**
 * Arguments, trailing lambda and position of a call (`f(a) { … }` nests the call in an outer one).
 * `range` is the call's own: a call without a trailing lambda shares it as its full range (a large
 * app has hundreds of thousands of calls, and models are never changed, so one object serves both).
 */
function callDetails(source: SourceText, node: Node, range: Range, parentOf: (node: Node) => Node | null): Omit<CallFact, 'name' | 'receiver' | 'range'> {
  const suffix = node.namedChildren.find((c) => c?.type === 'call_suffix');
  const args: CallArgument[] = [];
  for (const argument of suffix?.namedChildren.find((c) => c?.type === 'value_arguments')?.namedChildren ?? []) {
    if (argument?.type !== 'value_argument') continue;
    const named = argument.children.some((c) => c?.type === '=');
    const value = argument.namedChildren.at(-1);
    if (!value) continue;
    const arg: CallArgument = snippetOf(source, value);
    if (named) arg.name = argument.namedChildren[0]?.text;
    args.push(arg);
  }
  // Parents are costly to reach (found from the root down), so each is asked for once.
  const parent = parentOf(node);
  const outer = parent?.type === 'call_expression' && parent.firstNamedChild?.id === node.id ? parent : undefined;
  const wholeParent = outer ? parentOf(outer) : parent;
  const lambdaSuffix = outer ? outer.namedChildren.find((c) => c?.type === 'call_suffix') : suffix;
  const lambda = lambdaSuffix?.namedChildren.find((c) => c?.type === 'annotated_lambda')?.namedChildren.find((c) => c?.type === 'lambda_literal');
  const statements =
    lambda?.namedChildren.find((c) => c?.type === 'statements')?.namedChildren.filter((c): c is Node => !!c && c.type !== 'line_comment' && c.type !== 'multiline_comment') ?? [];
  const whole = outer ?? node;
  return {
    args,
    trailingLambda: lambda ? { range: nodeRange(source, lambda), statements: statements.map((s) => snippetOf(source, s)) } : undefined,
    fullRange: outer ? nodeRange(source, outer) : range,
    isStatement: wholeParent?.type === 'statements',
    isOperand: isOperandPosition(whole, wholeParent),
  };
}

/** Whether an expression is an operand of a larger expression rather than standing alone. */
function isOperandPosition(node: Node, parent: Node | null): boolean {
  if (!parent) return false;
  // The right side of `a ?: b` takes `throw …`, `if … else …` and another elvis unparenthesised.
  if (parent.type === 'elvis_expression' && parent.namedChildren.at(-1)?.id === node.id) return false;
  return !STANDALONE_PARENTS.has(parent.type);
}

/** Whether `node` sits in the `try` block of a `try` that has a `catch` (inside `body`). */
function isInsideTryWithCatch(node: Node, body: Node): boolean {
  let child: Node = node;
  for (let parent = node.parent; parent && parent.id !== body.id; child = parent, parent = parent.parent) {
    const verdict = catchVerdict(parent, child);
    if (verdict !== undefined) return verdict;
  }
  return false;
}

/**
 * What the step from `parent` down to `child` says about a throw inside `child`: false at a
 * nested function (its throws are its own), true at the `try` block of a `try` with a `catch`,
 * undefined where the answer is the parent's own.
 */
function catchVerdict(parent: Node, child: Node): boolean | undefined {
  if (parent.type === 'function_declaration' || parent.type === 'anonymous_function') return false;
  if (parent.type === 'try_expression' && child.type === 'statements' && parent.namedChildren.some((c) => c?.type === 'catch_block')) return true;
  return undefined;
}

/** Bracket depth beyond which a body's ancestors are read by one walk (see readBodyFacts). */
const DEEP_NESTING = 64;
/**
 * Length of a body (in characters) beyond which its ancestors are read by one walk: nesting that
 * brackets do not show (`a!! !! !!…`) is as deep as the body is long, and a walk of a body this
 * short costs about a millisecond.
 */
const LONG_BODY = 4_000;

/** The deepest nesting of brackets in text[start, end), strings and comments not told apart (an estimate is enough). */
function nestingDepth(text: string, start: number, end: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return deepest;
}

/** Node types whose ancestors readBodyFacts asks about: calls and operands (parent), throws (an enclosing `try`). */
const ASKS_ANCESTORS = new Set(['call_expression', 'postfix_expression', 'elvis_expression', 'jump_expression']);

/**
 * For each node of {@link ASKS_ANCESTORS} in `body`: its parent, and whether it sits in the `try`
 * block of a `try` that has a `catch` (as {@link isInsideTryWithCatch} tells, stopping at a
 * nested function), from one cursor walk that carries both down.
 */
function bodyAncestry(body: Node, deadline: Deadline): Map<number, { parent: Node | null; caught: boolean }> {
  const found = new Map<number, { parent: Node | null; caught: boolean }>();
  const cursor = body.walk();
  // The path from the body to the cursor's node, each with whether a throw there is caught.
  const path: { node: Node; caught: boolean }[] = [];
  try {
    for (;;) {
      deadline.tick();
      const node = cursor.currentNode;
      const above = path.at(-1);
      let caught = false;
      // As the upward walk does, the body itself is not looked at.
      if (above && above.node.id !== body.id) caught = catchVerdict(above.node, node) ?? above.caught;
      if (ASKS_ANCESTORS.has(node.type)) found.set(node.id, { parent: above?.node ?? body.parent, caught });
      if (cursor.gotoFirstChild()) {
        path.push({ node, caught });
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (path.length === 0 || !cursor.gotoParent()) return found;
        path.pop();
        if (path.length === 0) return found;
      }
    }
  } finally {
    cursor.delete();
  }
}

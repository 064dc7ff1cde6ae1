/** What behaviour rules read from a function body: calls, throws and expressions, as written. */

import type { Range } from './positions';

/** An expression or argument as written, for rules that rewrite code. */
export interface SourceSnippet {
  text: string;
  range: Range;
  /** The grammar's node kind (`string_literal`, `simple_identifier`, `call_expression`...). */
  kind?: string;
}

/** One argument of a call; `name` for a named argument (`flags = 0`). */
export interface CallArgument extends SourceSnippet {
  name?: string;
}

/** A call in a body, with what fix-writing rules need to rewrite it. */
export interface CallFact {
  /** Callee name (last segment). */
  name: string;
  receiver?: string;
  /** The call up to its closing parenthesis (without a trailing lambda). */
  range: Range;
  /** Value arguments in order (absent on models built before this field existed). */
  args?: CallArgument[];
  /** The trailing lambda's statements (`require(ok) { "message" }`). */
  trailingLambda?: { range: Range; statements: SourceSnippet[] };
  /** The call including its trailing lambda. */
  fullRange?: Range;
  /** Whether the call stands alone as a statement (its value is not used). */
  isStatement?: boolean;
  /** Whether the call is an operand of a larger expression (replacing it may need parentheses). */
  isOperand?: boolean;
}

/** Facts about a function body that behaviour rules need. */
export interface BodyFacts {
  range?: Range;
  /** Calls by callee name (last segment), with optional receiver text. */
  calls: CallFact[];
  throws: {
    text: string;
    exceptionType?: string;
    range: Range;
    /** The thrown expression (`IllegalArgumentException("…")`). */
    thrown?: SourceSnippet;
    /** Thrown inside a `try` block that has a `catch`, so it may not escape. */
    caught?: boolean;
  }[];
  /** `when` expressions: the subject and every branch condition (not `else`). */
  whens?: { range: Range; subject?: SourceSnippet; conditions: SourceSnippet[] }[];
  /** `left ?: right` expressions. */
  elvis?: { range: Range; left: SourceSnippet; right: SourceSnippet; isOperand: boolean }[];
  /** `operand!!` expressions (the range covers the operand and the `!!`). */
  notNull?: { range: Range; operand: SourceSnippet; isOperand: boolean }[];
  /** Local `val`/`var` declarations with their initializers. */
  localValues?: { name: string; initializer?: SourceSnippet }[];
  /** Assignments (`intent.component = …`): the target as written and the value. */
  assignments?: { target: string; value: SourceSnippet; range: Range }[];
  /** Every simple identifier referenced in the body. */
  identifiers: Set<string>;
  /** `!!` uses. */
  notNullAssertions: Range[];
  /** Names declared inside the body (`val`/`var`, destructuring, `for` variables, lambda parameters). */
  locals?: Set<string>;
}

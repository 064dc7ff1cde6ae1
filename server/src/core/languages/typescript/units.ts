import { ts, type Node, type SourceFile } from 'ts-morph';
import type { FunctionDecl } from '../../model/declarations';
import type { Position } from '../../model/positions';
import type { SourceText } from '../../text/source-text';
import { partitionPoint } from '../../text/partition-point';

/** Methods whose calls may register tools (the extractor decides which really do). */
const METHODS = new Set(['registerTool', 'registerToolTask', 'tool', 'setRequestHandler', 'addTool', 'addTools']);

/** Candidate registration calls in document order, grouped by the statement they stand in. */
export interface CallGroup {
  /** The outermost expression statement around the calls, when there is one: the unit of caching. */
  unit?: ts.ExpressionStatement;
  calls: ts.CallExpression[];
}

/** What one walk over a raw syntax tree finds for the extractor. */
export interface Registrations {
  groups: CallGroup[];
  newExpressions: ts.NewExpression[];
  /** Names bound to a registering method (`const register = server.tool.bind(server)`), with the member each calls. */
  aliases: Map<string, ts.PropertyAccessExpression>;
}

/**
 * Finds candidate registration calls and `new` expressions by walking the compiler's nodes (in
 * the order ts-morph's descendant searches visit them), without creating a wrapper per node.
 */
export function findRegistrations(sf: ts.SourceFile): Registrations {
  const groups: CallGroup[] = [];
  const newExpressions: ts.NewExpression[] = [];
  const aliases = new Map<string, ts.PropertyAccessExpression>();
  const words = wordPositions(sf.text);
  let unit: ts.ExpressionStatement | undefined;
  const visit = (node: ts.Node): void => {
    // A subtree whose text has none of the words holds nothing to find: most of a file is skipped.
    if (words && !hasWordIn(words, node.pos, node.end)) return;
    const outer = unit;
    if (!unit && ts.isExpressionStatement(node)) unit = node;
    const bound = ts.isVariableDeclaration(node) ? boundMember(node) : undefined;
    if (bound) aliases.set((node as ts.VariableDeclaration).name.getText(sf), bound);
    if (ts.isCallExpression(node) && METHODS.has(registeringMember(node.expression, aliases)?.name.text ?? '')) {
      const last = groups[groups.length - 1];
      // A unit's calls are visited one after another: the walk leaves a statement only when done with it.
      if (unit && last?.unit === unit) last.calls.push(node);
      else groups.push({ unit, calls: [node] });
    } else if (ts.isNewExpression(node)) {
      newExpressions.push(node);
    }
    ts.forEachChild(node, visit);
    unit = outer;
  };
  visit(sf);
  return { groups, newExpressions, aliases };
}

/** Where the words that start a candidate (a method name, `new`) occur in the text. */
const WORDS = /\b(?:registerTool|registerToolTask|tool|setRequestHandler|addTools?|new)\b/g;
/** A name bound to a registering method (`const add = server.tool.bind(server)`): its calls are candidates too. */
const BOUND_ALIAS = /\b(?:const|let|var)\s+([\w$]+)\s*=[^;=]{0,200}?\.(?:registerTool|registerToolTask|tool|setRequestHandler|addTools?)\s*\.\s*bind\s*\(/g;

/**
 * Offsets of {@link WORDS} and of the names of {@link BOUND_ALIAS}, ascending; undefined when
 * names may be spelled with unicode escapes (`\u0074ool`), which the text search would miss: then
 * every node is visited.
 */
function wordPositions(text: string): number[] | undefined {
  if (text.includes('\\u')) return undefined;
  const out: number[] = [];
  for (const match of text.matchAll(WORDS)) out.push(match.index!);
  if (text.includes('.bind')) {
    for (const [, alias] of text.matchAll(BOUND_ALIAS)) {
      for (const use of text.matchAll(new RegExp(String.raw`(?<![\w$.])${alias!.replace(/\$/g, '\\$')}\b`, 'g'))) out.push(use.index!);
    }
    out.sort((a, b) => a - b);
  }
  return out;
}

/**
 * The registering member a declaration binds to its own receiver (`const register =
 * mcp.tool.bind(mcp) as unknown as Register`), or undefined.
 */
function boundMember(declaration: ts.VariableDeclaration): ts.PropertyAccessExpression | undefined {
  if (!ts.isIdentifier(declaration.name) || !declaration.initializer) return undefined;
  const init = unwrapped(declaration.initializer);
  if (!ts.isCallExpression(init)) return undefined;
  const bind = calledMember(init.expression);
  if (bind?.name.text !== 'bind') return undefined;
  const member = calledMember(bind.expression);
  const receiver = init.arguments[0];
  if (!member || !METHODS.has(member.name.text) || !receiver || unwrapped(receiver).getText() !== unwrapped(member.expression).getText()) return undefined;
  return member;
}

/** The member a call calls (see {@link calledMember}), or the one a bound alias it calls stands for. */
export function registeringMember(callee: ts.Expression, aliases: ReadonlyMap<string, ts.PropertyAccessExpression>): ts.PropertyAccessExpression | undefined {
  const member = calledMember(callee);
  if (member || aliases.size === 0) return member;
  const name = unwrapped(callee);
  return ts.isIdentifier(name) ? aliases.get(name.text) : undefined;
}

/** Whether some offset lies in [start, end). */
function hasWordIn(positions: number[], start: number, end: number): boolean {
  const next = positions[partitionPoint(positions, (position) => position < start)];
  return next !== undefined && next < end;
}

/** The ts-morph wrapper of a raw node of the file (created on demand, cached by ts-morph). */
export function wrap<T extends Node>(sf: SourceFile, node: ts.Node): T {
  return (sf as unknown as { _getNodeFromCompilerNode(n: ts.Node): Node })._getNodeFromCompilerNode(node) as T;
}

interface Entry {
  startLine: number;
  functions: FunctionDecl[];
}

/**
 * What a file's registration statements gave at the last parse, so an edit re-reads only the
 * statements it changed. A statement's declarations depend on its own text, on the rest of the
 * file (constants, functions and imports it resolves, the zod and SDK names) and on other files
 * it imports. So entries are kept only while the rest of the file (every cached statement blanked
 * out) and the file's context stay the same; the owner drops the whole cache when another file
 * may have changed. An entry is found by the statement's text and column: a statement that only
 * moved up or down is shifted by whole lines, which is why only declarations whose positions all
 * lie inside their statement are kept (one that points at a constant elsewhere is read again).
 */
export class UnitCache {
  #rest: string | undefined;
  #entries = new Map<string, Entry>();

  /** Starts one parse of the file; `context` names everything else the declarations depend on. */
  begin(sf: ts.SourceFile, source: SourceText, groups: CallGroup[], context: string): UnitSession {
    const text = source.text;
    let rest = '';
    let at = 0;
    for (const group of groups) {
      if (!group.unit) continue;
      const start = group.unit.getStart(sf);
      rest += `${text.slice(at, start)}\0`;
      at = group.unit.end;
    }
    rest += `${text.slice(at)}\0${context}`;
    if (rest !== this.#rest) this.#entries.clear();
    this.#rest = rest;
    return new UnitSession(sf, source, this.#entries, (next) => {
      this.#entries = next;
    });
  }
}

/** One parse's use of a {@link UnitCache}: entries not used by this parse are dropped at the end. */
export class UnitSession {
  readonly #next = new Map<string, Entry>();

  constructor(
    private readonly sf: ts.SourceFile,
    private readonly source: SourceText,
    private readonly previous: Map<string, Entry>,
    private readonly commit: (next: Map<string, Entry>) => void,
  ) {}

  /** The declarations of one statement: from the cache, or computed and remembered. */
  get(unit: ts.ExpressionStatement, compute: () => FunctionDecl[]): FunctionDecl[] {
    const start = unit.getStart(this.sf);
    const startPos = this.source.positionAt(start);
    const key = `${startPos.character}\0${this.source.text.slice(start, unit.end)}`;
    const hit = this.previous.get(key);
    if (hit) {
      const delta = startPos.line - hit.startLine;
      // Unchanged and in place: the very same objects, which lets caches keyed by declaration hit.
      const functions = delta === 0 ? hit.functions : shiftLines(hit.functions, delta);
      this.#next.set(key, { startLine: startPos.line, functions });
      return functions;
    }
    const functions = compute();
    const endPos = this.source.positionAt(unit.end);
    if (positionsWithin(functions, startPos, endPos)) this.#next.set(key, { startLine: startPos.line, functions });
    return functions;
  }

  end(): void {
    this.commit(this.#next);
  }
}

function isPosition(value: object): value is Position {
  return typeof (value as Position).line === 'number' && typeof (value as Position).character === 'number';
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

/**
 * Values read from the user's code as data (literal JSON, zod values, checker schemas) hold no
 * positions, though an object in them may well look like one: the walks below never enter them.
 */
const DATA_KEYS = new Set(['json', 'zod', 'typeSchemas']);

/** Whether `key` of `owner` holds data: the keys above, and an annotation's value. */
function isData(key: string, owner: 'annotation' | undefined): boolean {
  return DATA_KEYS.has(key) || (owner === 'annotation' && key === 'value');
}

/** Whether every position in a value lies between `start` and `end` (inclusive). */
function positionsWithin(value: unknown, start: Position, end: Position, owner?: 'annotations' | 'annotation'): boolean {
  if (!value || typeof value !== 'object' || value instanceof Set) return true;
  if (Array.isArray(value)) return value.every((v) => positionsWithin(v, start, end));
  if (owner !== 'annotations' && owner !== 'annotation' && isPosition(value)) return !before(value, start) && !before(end, value);
  for (const [key, item] of Object.entries(value)) {
    if (owner !== 'annotations' && isData(key, owner)) continue;
    if (!positionsWithin(item, start, end, childOwner(key, owner))) return false;
  }
  return true;
}

/** `annotations` maps names to `{ value, range }` entries whose value is data. */
function childOwner(key: string, owner: 'annotations' | 'annotation' | undefined): 'annotations' | 'annotation' | undefined {
  if (owner === 'annotations') return 'annotation';
  return key === 'annotations' ? 'annotations' : undefined;
}

/**
 * The value with every position moved down by `delta` lines: objects on the way to a position are
 * copied, everything else (data, name sets) is shared, as models are never changed.
 */
function shiftLines<T>(value: T, delta: number, owner?: 'annotations' | 'annotation'): T {
  if (!value || typeof value !== 'object' || value instanceof Set) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const moved = shiftLines(item, delta);
      if (moved !== item) (out ??= [...value])[i] = moved;
    });
    return (out ?? value) as T;
  }
  if (owner !== 'annotations' && owner !== 'annotation' && isPosition(value)) return { ...value, line: value.line + delta } as T;
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (owner !== 'annotations' && isData(key, owner)) continue;
    const moved = shiftLines(item, delta, childOwner(key, owner));
    if (moved !== item) (out ??= { ...(value as Record<string, unknown>) })[key] = moved;
  }
  return (out ?? value) as T;
}

/**
 * The member a call calls, through the parentheses and type assertions a typed wrapper may put
 * around it (`(server.registerTool as Register)(name, config, handler)`); undefined for any other callee.
 */
export function calledMember(callee: ts.Expression): ts.PropertyAccessExpression | undefined {
  const current = unwrapped(callee);
  return ts.isPropertyAccessExpression(current) ? current : undefined;
}

/** Whether a call is `this.m(…)` inside a class that declares a method or function-valued field `m` itself. */
export function callsOwnMethod(call: ts.CallExpression): boolean {
  const callee = calledMember(call.expression);
  if (!callee || callee.expression.kind !== ts.SyntaxKind.ThisKeyword) return false;
  let node: ts.Node | undefined = call.parent;
  // `this` of an arrow function is the enclosing one's: climb to the first class, past functions that keep it.
  while (node && !ts.isClassLike(node)) {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) return false;
    node = node.parent;
  }
  if (!node) return false;
  const name = callee.name.text;
  return (node as ts.ClassLikeDeclaration).members.some(
    (member) =>
      member.name !== undefined &&
      ts.isIdentifier(member.name) &&
      member.name.text === name &&
      (ts.isMethodDeclaration(member) ||
        (ts.isPropertyDeclaration(member) && member.initializer !== undefined && (ts.isArrowFunction(member.initializer) || ts.isFunctionExpression(member.initializer)))),
  );
}

/** An expression without the parentheses and type assertions around it. */
function unwrapped(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

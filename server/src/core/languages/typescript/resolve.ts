import * as path from 'node:path';
import {
  Node,
  SyntaxKind,
  type ArrowFunction,
  type CallExpression,
  type ParameterDeclaration,
  type ClassDeclaration,
  type ConstructorDeclaration,
  type MethodDeclaration,
  type PropertyAccessExpression,
  type Expression,
  type FunctionDeclaration,
  type FunctionExpression,
  type ImportDeclaration,
  type SourceFile,
  type VariableDeclaration,
  ts,
} from 'ts-morph';
import type { Range } from '../../model/positions';
import type { TextPiece, TextSegment } from '../../model/text-pieces';
import type { ZodStep, ZodValue } from '../../model/tool-facts';
import { SourceText } from '../../text/source-text';
import { literalProperty, literalValue } from './object-literal';
import { leadingArguments } from './call-arguments';
import { isExportedBySyntax } from './exports';
import { filledLater } from './list-sources';

/** The arithmetic operators whose result from two numbers a reader can compute. */
const ARITHMETIC = new Map<SyntaxKind, (a: number, b: number) => number>([
  [SyntaxKind.PlusToken, (a, b) => a + b],
  [SyntaxKind.MinusToken, (a, b) => a - b],
  [SyntaxKind.AsteriskToken, (a, b) => a * b],
  [SyntaxKind.SlashToken, (a, b) => a / b],
  [SyntaxKind.PercentToken, (a, b) => a % b],
  [SyntaxKind.AsteriskAsteriskToken, (a, b) => a ** b],
]);

/** How many calls and properties a zod chain may have: written ones have a handful. */
const MAX_CHAIN_STEPS = 256;
/** How deep identifier chains are followed (guards against `const a = b; const b = a`). */
const MAX_DEPTH = 12;
/** The binding `this` is read under (a keyword, so no identifier can take it). */
export const THIS = 'this';
/**
 * What one step into a literal's structure (an argument, an element, a property's value) costs of
 * the depth budget: a schema nests many levels without following any name, and the budget is
 * there for names that lead to names. Still counted, so nesting past a hundred levels stops.
 */
const STRUCTURE = 0.1;

/** Finds the source file an import specifier names, loading it from disk (as text) when needed. */
export type ModuleLoader = (from: SourceFile, specifier: string) => SourceFile | undefined;

/**
 * Static resolution over one file (and, through imports, its workspace neighbours): what a reader
 * can know without running anything. Identifiers are followed to `const` initialisers and to
 * exported declarations of imported workspace files.
 */
export class Resolver {
  constructor(
    readonly file: SourceFile,
    readonly source: SourceText,
    private readonly loadModule: ModuleLoader,
    /** Names bound to expressions: a loop variable to one tool object, a helper's parameters to arguments. */
    private readonly bindings: ReadonlyMap<string, Node> = new Map(),
    /** Where text read from another file is shown (it cannot be underlined in this one). */
    readonly anchor?: Range,
    /**
     * The bindings one call at a time, outermost first (`bindings` is their union): a wrapper
     * called by another wrapper binds its parameters over its caller's (see {@link definition}).
     */
    private readonly layers: readonly ReadonlyMap<string, Node>[] = [bindings],
  ) {}

  /** A resolver that reads `names` as the given expressions (shadowing any declaration). */
  bind(names: ReadonlyMap<string, Node>, anchor?: Range): Resolver {
    return new Resolver(this.file, this.source, this.loadModule, new Map([...this.bindings, ...names]), anchor ?? this.anchor, [...this.layers, names]);
  }

  /** This resolver's bindings over another file (text read there, a function of another module). */
  private over(file: SourceFile, anchor = this.anchor): Resolver {
    return new Resolver(file, SourceText.of(file.getFullText()), this.loadModule, this.bindings, anchor, this.layers);
  }

  /**
   * The value bound to `id`'s name, innermost first: a name written inside the value bound to it
   * (`inner({ schema: args.schema })`, read with the inner wrapper's `args` bound to that object)
   * is the caller's, bound by a layer below or not at all. Binding it again would read the object
   * through itself, once per property, deeper at each step.
   */
  private boundValue(id: Node, name: string): Node | undefined {
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const value = this.layers[i]!.get(name);
      if (value !== undefined && !contains(value, id)) return value;
    }
    return undefined;
  }

  /** Whether a name is bound (a loop variable or a wrapper's parameter being read). */
  isBound(name: string): boolean {
    return this.bindings.has(name);
  }

  /** The expression an identifier stands for (a const initialiser, possibly in another file). */
  definition(id: Node, depth = 0): Expression | undefined {
    if (depth > MAX_DEPTH || !Node.isIdentifier(id)) return undefined;
    const name = id.getText();
    const bound = this.bindings.has(name) ? this.boundValue(id, name) : undefined;
    if (bound) return bound as Expression;
    const sf = id.getSourceFile();
    // The nearest declaration in scope that gives a value.
    for (const { decl } of variablesInScope(id, name)) {
      const init = decl.getInitializer();
      if (init && decl !== id.getParent()) return init;
    }
    // An import from a workspace file: `import tool from './tool.js'` reads the module's
    // `export default <expression>`, a named import the value exported under its name.
    const imported = this.#imported(sf, name);
    if (imported?.kind === 'default') return imported.target && defaultExport(imported.target);
    if (imported?.kind === 'named') return imported.target && exportedInitializer(imported.target, imported.name, this.loadModule);
    return undefined;
  }

  /**
   * Whether the object a local `const`/`let` holds may be changed after its declaration, so its
   * literal is not all it holds: a property written through the name (`options.instructions = …`,
   * `options['x'] = …`, `delete options.x`), or the name handed to a call (`Object.assign(options,
   * …)`, `configure(options)`), anywhere in the declaration's scope but at `use` itself. False for a
   * name that is no local variable (a parameter, an import) or is bound.
   */
  mayBeWrittenAfterDeclaration(use: Node): boolean {
    if (!Node.isIdentifier(use) || this.bindings.has(use.getText())) return false;
    const name = use.getText();
    // The scope of the nearest declaration: every mention there may write through the name.
    const nearest = variablesInScope(use, name).next();
    if (nearest.done) return false;
    let written = false;
    nearest.value.scope.forEachDescendant((node, traversal) => {
      if (written) return traversal.stop();
      if (node === use || !Node.isIdentifier(node) || node.getText() !== name) return undefined;
      written = writesThrough(node);
      return undefined;
    });
    return written;
  }

  /** Follows identifiers, parentheses and type assertions to the expression that gives the value. */
  unwrap(expr: Node | undefined, depth = 0): Node | undefined {
    let node = expr;
    for (let i = 0; node && i < MAX_DEPTH + depth; i++) {
      if (Node.isParenthesizedExpression(node) || Node.isAsExpression(node) || Node.isSatisfiesExpression(node) || Node.isTypeAssertion(node) || Node.isNonNullExpression(node)) {
        node = node.getExpression();
      } else if (Node.isIdentifier(node)) {
        // A property's name (an entry's key bound to a loop variable) names nothing: it is its text.
        if (isPropertyName(node)) return node;
        const def = this.definition(node, depth);
        if (!def) return node;
        node = def;
      } else if (Node.isThisExpression(node)) {
        // `this` of a registration read for one tool object or one class (see sites.ts `thisOwner`).
        const bound = this.bindings.get(THIS);
        if (!bound) return node;
        node = bound;
      } else if (Node.isPropertyAccessExpression(node) && Node.isThisExpression(node.getExpression()) && !this.bindings.has(THIS)) {
        // `this.tools` in a method of a class written here: what its declaration holds.
        const member = ownMember(node);
        if (!member) return node;
        node = member;
      } else if (Node.isPropertyAccessExpression(node)) {
        // `CONFIG.annotations` of a config object written in the source (a chain of thousands of
        // `.x` is no config: past the depth guard it stays as written).
        if (depth > MAX_DEPTH) return node;
        const owner = this.unwrap(node.getExpression(), depth + 1);
        const value =
          owner && Node.isObjectLiteralExpression(owner)
            ? propertyValue(owner, node.getName())
            : owner && Node.isClassDeclaration(owner)
              ? this.memberValue(owner, node.getName())
              : undefined;
        if (value) {
          node = value;
          continue;
        }
        // `bilingual('Search', '検索').en`: a property of the object a helper returns, its
        // parameters bound to the call's arguments.
        const made = owner && Node.isCallExpression(owner) ? this.returnedByCall(owner, depth + 1) : undefined;
        const madeResolver = made && this.bind(made.names);
        const madeObject = madeResolver?.unwrap(made?.returned, depth + 1);
        const madeValue = madeObject && Node.isObjectLiteralExpression(madeObject) ? propertyValue(madeObject, node.getName()) : undefined;
        if (!madeValue || !madeResolver) return node;
        return madeResolver.unwrap(madeValue, depth + 1);
      } else {
        return node;
      }
    }
    return node;
  }

  /** The string a reader can compute, or undefined. */
  stringValue(expr: Node | undefined, depth = 0): string | undefined {
    return this.text(expr, depth)?.text;
  }

  /**
   * The text of a string expression with the source position of every verbatim run: literals,
   * `+` concatenation and template literals whose parts resolve to strings.
   */
  text(expr: Node | undefined, depth = 0): TextPiece | undefined {
    if (!expr || depth > MAX_DEPTH) return undefined;
    if (expr.getSourceFile() !== this.file && Node.isPropertyAccessExpression(expr) && Node.isThisExpression(expr.getExpression()) && this.bindings.has(THIS)) {
      // `this.description` in an inherited method: the text the tool class of this file writes, where it writes it.
      const member = this.unwrap(expr, depth + 1);
      if (member && member !== expr && member.getSourceFile() === this.file) return this.text(member, depth + 1);
    }
    if (expr.getSourceFile() !== this.file) {
      // Text from another file (a tool object imported into a loop): keep the words, point at the anchor.
      const other = expr.getSourceFile();
      const piece = this.over(other, undefined).text(expr, depth + 1);
      // Without an anchor the caller (an imported name) points at its own node instead.
      return piece && { text: piece.text, range: this.anchor ?? piece.range, segments: [] };
    }
    if (Node.isStringLiteral(expr) || Node.isNoSubstitutionTemplateLiteral(expr)) return this.literalPiece(expr);
    if (Node.isParenthesizedExpression(expr) || Node.isAsExpression(expr) || Node.isSatisfiesExpression(expr)) return this.text(expr.getExpression(), depth + 1);
    if (isConcatenation(expr)) {
      // Every part at the same depth: a description written as twenty lines joined with `+` nests
      // twenty deep to the left, and the depth guard (there against recursion) would cut it off.
      // A number joined in (`'Score: ' + TARGET_SCORE`) reads as its digits, as in a template.
      const [first, ...rest] = concatenatedParts(expr).map((part) => this.text(part, depth + 1) ?? this.numberPiece(part, depth + 1));
      if (!first || rest.some((part) => !part)) return undefined;
      return joinPieces([first, ...(rest as TextPiece[])]);
    }
    if (Node.isBinaryExpression(expr) && (expr.getOperatorToken().getKind() === SyntaxKind.BarBarToken || expr.getOperatorToken().getKind() === SyntaxKind.QuestionQuestionToken)) {
      // `config.name || "search_web"`: the left value when it can be read, else the default the SDK gets.
      return this.text(expr.getLeft(), depth + 1) ?? this.text(expr.getRight(), depth + 1);
    }
    if (Node.isConditionalExpression(expr)) {
      // `env.X && env.X.length > 0 ? env.X : DEFAULT`, `typeof d === 'function' ? d(n) : d`: one
      // branch a value of run time, the other the text the code ships, as with `||`. Two texts
      // of its own are two descriptions: neither is the one.
      const [whenTrue, whenFalse] = [this.text(expr.getWhenTrue(), depth + 1), this.text(expr.getWhenFalse(), depth + 1)];
      return whenTrue && whenFalse ? undefined : (whenTrue ?? whenFalse);
    }
    if (Node.isTemplateExpression(expr)) {
      const parts: [TextPiece, ...TextPiece[]] = [this.templatePart(expr.getHead())];
      for (const span of expr.getTemplateSpans()) {
        const value = this.text(span.getExpression(), depth + 1) ?? this.numberPiece(span.getExpression(), depth + 1);
        if (!value) return undefined;
        parts.push(value, this.templatePart(span.getLiteral()));
      }
      return joinPieces(parts);
    }
    if (Node.isIdentifier(expr)) {
      // `preview` of `{ preview: {…} }`, bound as an entry's key: the key as written.
      if (isPropertyName(expr)) return this.decode(expr.getText(), expr.getStart(), expr.getStart(), expr.getEnd());
      const def = this.definition(expr, depth);
      const piece = def ? this.text(def, depth + 1) : undefined;
      if (!piece) return undefined;
      // Text from another file cannot be underlined here: keep the words, point at the name.
      if (def && def.getSourceFile() !== this.file) return { text: piece.text, range: this.source.range(expr.getStart(), expr.getEnd()), segments: [] };
      return piece;
    }
    if (Node.isCallExpression(expr)) return this.stringMethodText(expr, depth);
    if (Node.isPropertyAccessExpression(expr)) {
      const owner = this.unwrap(expr.getExpression(), depth + 1);
      if (owner && (Node.isObjectLiteralExpression(owner) || Node.isClassDeclaration(owner))) {
        const value = Node.isClassDeclaration(owner) ? this.memberValue(owner, expr.getName()) : propertyValue(owner, expr.getName());
        if (value && (value.getSourceFile() === this.file || this.anchor)) return this.text(value, depth + 1);
        // A property of an object another file exports (`getBedsTool.name`): its words, at the name here.
        const piece = value && this.text(value, depth + 1);
        if (piece) return { text: piece.text, range: this.source.range(expr.getStart(), expr.getEnd()), segments: [] };
      }
      // `tool.description.en` of `description: bilingual('…', '…')`: the literal the helper's
      // parameter is bound to (see `unwrap`).
      const literal = owner && Node.isCallExpression(owner) ? this.unwrap(expr, depth + 1) : undefined;
      if (literal && (Node.isStringLiteral(literal) || Node.isNoSubstitutionTemplateLiteral(literal))) {
        const piece = this.text(literal, depth + 1);
        if (piece && literal.getSourceFile() === this.file && !this.anchor) return piece;
        if (piece) return { text: piece.text, range: this.anchor ?? this.source.range(expr.getStart(), expr.getEnd()), segments: [] };
      }
    }
    return undefined;
  }

  /**
   * `` `…`.trim() `` and `['…', '…'].join('\n')`: descriptions written across lines and tidied by a
   * string method are still literals. The separator a join inserts is not in the source (no segment).
   */
  private stringMethodText(call: CallExpression, depth: number): TextPiece | undefined {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const method = callee.getName();
    const args = call.getArguments();
    if (TRIMS.has(method) && args.length === 0) {
      const piece = this.text(callee.getExpression(), depth + 1);
      return piece && trimPiece(piece, method);
    }
    if (method !== 'join' || args.length > 1) return undefined;
    const list = this.unwrap(callee.getExpression(), depth + 1);
    if (!list || !Node.isArrayLiteralExpression(list) || list.getSourceFile() !== this.file) return undefined;
    const separator = args[0] ? this.stringValue(args[0], depth + 1) : ',';
    if (separator === undefined) return undefined;
    const items: TextPiece[] = [];
    for (const element of list.getElements()) {
      if (Node.isSpreadElement(element) || Node.isOmittedExpression(element)) return undefined;
      const piece = this.text(element, depth + 1);
      if (!piece) return undefined;
      if (items.length > 0) items.push({ text: separator, range: piece.range, segments: [] });
      items.push(piece);
    }
    const [first, ...rest] = items;
    return first ? joinPieces([first, ...rest]) : { text: '', range: this.source.range(call.getStart(), call.getEnd()), segments: [] };
  }

  private numberPiece(expr: Node, depth: number): TextPiece | undefined {
    // A constant (`HARD_MAX = 32 * 1024 * 1024`) reads as the number the program prints.
    const value = this.numberValue(expr, depth);
    return value === undefined ? undefined : { text: String(value), range: this.source.range(expr.getStart(), expr.getEnd()), segments: [] };
  }

  /** A string literal's value, with segments for every run of source characters that is not an escape. */
  private literalPiece(node: Node): TextPiece {
    const raw = node.getText();
    const start = node.getStart();
    // Strip the quotes or backticks.
    return this.decode(raw.slice(1, -1), start + 1, start, node.getEnd());
  }

  private templatePart(node: Node): TextPiece {
    const raw = node.getText();
    const start = node.getStart();
    // Head: `...${  Middle: }...${  Tail: }...`
    const open = raw.startsWith('`') || raw.startsWith('}') ? 1 : 0;
    const close = raw.endsWith('${') ? 2 : raw.endsWith('`') ? 1 : 0;
    return this.decode(raw.slice(open, raw.length - close), start + open, start, node.getEnd());
  }

  /**
   * Decodes escapes; verbatim runs become segments, split at line breaks so positions stay right.
   * Runs are copied as slices between the special characters a search finds: a character-by-character
   * concatenation built a rope node per character of a megabyte literal, which the collector then
   * spent longer on than the decoding.
   */
  private decode(body: string, bodyStart: number, rangeStart: number, rangeEnd: number): TextPiece {
    const parts: string[] = [];
    let length = 0;
    const segments: TextSegment[] = [];
    const add = (part: string) => {
      parts.push(part);
      length += part.length;
    };
    const special = /[\\\r\n]/g;
    let i = 0;
    while (i < body.length) {
      special.lastIndex = i;
      const found = special.exec(body);
      const end = found ? found.index : body.length;
      if (end > i) {
        segments.push({ textOffset: length, length: end - i, start: this.source.positionAt(bodyStart + i) });
        add(body.slice(i, end));
      }
      if (!found) break;
      if (found[0] === '\\') {
        const [value, consumed] = decodeEscape(body, end);
        add(value);
        i = end + consumed;
      } else {
        // A line break in a template literal reads as \n whatever the file's line ends are.
        add('\n');
        i = end + (found[0] === '\r' && body[end + 1] === '\n' ? 2 : 1);
      }
    }
    return { text: parts.join(''), range: this.source.range(rangeStart, rangeEnd), segments };
  }

  /** A zod schema expression as data (see {@link ZodValue}); `zodNames` are the local names of the zod namespace. */
  zod(expr: Node | undefined, zodNames: Set<string>, depth = 0): ZodValue {
    if (!expr) return { kind: 'undefined' };
    const text = expr.getText();
    if (depth > MAX_DEPTH) return { kind: 'unresolved', text };
    if (Node.isParenthesizedExpression(expr) || Node.isAsExpression(expr) || Node.isSatisfiesExpression(expr) || Node.isTypeAssertion(expr) || Node.isNonNullExpression(expr)) {
      return this.zod(expr.getExpression(), zodNames, depth + STRUCTURE);
    }
    if (
      Node.isStringLiteral(expr) ||
      Node.isNoSubstitutionTemplateLiteral(expr) ||
      Node.isTemplateExpression(expr) ||
      (Node.isBinaryExpression(expr) && expr.getOperatorToken().getKind() === SyntaxKind.PlusToken)
    ) {
      const value = this.stringValue(expr, depth + STRUCTURE);
      if (value !== undefined) return { kind: 'literal', value };
      if (Node.isBinaryExpression(expr)) {
        const n = this.numberValue(expr);
        if (n !== undefined) return { kind: 'literal', value: n };
      }
      return { kind: 'unresolved', text };
    }
    if (Node.isNumericLiteral(expr)) return { kind: 'literal', value: expr.getLiteralValue() };
    if (Node.isPrefixUnaryExpression(expr) || (Node.isBinaryExpression(expr) && ARITHMETIC.has(expr.getOperatorToken().getKind()))) {
      const n = this.numberValue(expr);
      return n === undefined ? { kind: 'unresolved', text } : { kind: 'literal', value: n };
    }
    if (Node.isTrueLiteral(expr)) return { kind: 'literal', value: true };
    if (Node.isFalseLiteral(expr)) return { kind: 'literal', value: false };
    if (Node.isNullLiteral(expr)) return { kind: 'literal', value: null };
    if (Node.isRegularExpressionLiteral(expr)) {
      const m = /^\/(.*)\/([a-z]*)$/s.exec(expr.getText());
      return m?.[1] !== undefined && m[2] !== undefined ? { kind: 'regex', source: m[1], flags: m[2] } : { kind: 'unresolved', text };
    }
    if (Node.isArrowFunction(expr) || Node.isFunctionExpression(expr)) return { kind: 'function' };
    if (Node.isArrayLiteralExpression(expr)) {
      const items: ZodValue[] = [];
      for (const element of expr.getElements()) {
        if (Node.isSpreadElement(element)) {
          const inner = this.zod(element.getExpression(), zodNames, depth + 1);
          if (inner.kind !== 'array') return { kind: 'unresolved', text };
          items.push(...inner.items);
        } else items.push(this.zod(element, zodNames, depth + STRUCTURE));
      }
      return { kind: 'array', items };
    }
    if (Node.isObjectLiteralExpression(expr)) {
      const entries: { key: string; value: ZodValue }[] = [];
      // Parts whose keys cannot be known (a computed key, a spread of a run-time value): the rest is kept.
      const unknown: string[] = [];
      for (const property of expr.getProperties()) {
        if (Node.isPropertyAssignment(property)) {
          const key = propertyKey(property.getNameNode());
          if (key === undefined) unknown.push(property.getNameNode().getText());
          else setEntry(entries, key, this.zod(property.getInitializer(), zodNames, depth + STRUCTURE));
        } else if (Node.isShorthandPropertyAssignment(property)) {
          setEntry(entries, property.getName(), this.zod(property.getNameNode(), zodNames, depth + 1));
        } else if (Node.isSpreadAssignment(property)) {
          const inner = this.zod(property.getExpression(), zodNames, depth + 1);
          const spread = inner.kind === 'object' ? inner : shapeOf(inner);
          if (spread) {
            for (const entry of spread.entries) setEntry(entries, entry.key, entry.value);
            if (spread.unknown) unknown.push(...spread.unknown);
          } else unknown.push(`...${property.getExpression().getText()}`);
        } else {
          unknown.push(property.getText());
        }
      }
      // `shape[key] = …` or `Object.assign(shape, …)` after the literal: keys of run time join it.
      if (filledLater(expr)) unknown.push(`${expr.getParent()?.getFirstChild()?.getText() ?? 'the object'}[…] = …`);
      return unknown.length > 0 ? { kind: 'object', entries, unknown } : { kind: 'object', entries };
    }
    if (Node.isIdentifier(expr)) {
      if (expr.getText() === 'undefined') return { kind: 'undefined' };
      const def = this.definition(expr, depth);
      if (def) return this.zod(def, zodNames, depth + 1);
      const enumDecl = this.enumDeclaration(expr);
      if (enumDecl) return enumDecl;
      // `.refine(isValidRange, …)` names a function: like an arrow written in place, it never changes the JSON Schema.
      if (this.functionOf(expr, depth + 1)) return { kind: 'function' };
      return { kind: 'unresolved', text };
    }
    if (Node.isCallExpression(expr) || Node.isPropertyAccessExpression(expr)) {
      const chain = this.zodChain(expr, zodNames, depth);
      if (chain) return chain;
      // `.describe(['…', '…'].join(' '))`, `` `…`.trim() ``: a string a method tidied.
      // Read by a resolver of the file that writes it (a schema imported from another module): only its text is kept.
      const reader = expr.getSourceFile() === this.file ? this : this.over(expr.getSourceFile());
      const value = Node.isCallExpression(expr) ? reader.stringMethodText(expr, depth + 1)?.text : undefined;
      return value !== undefined ? { kind: 'literal', value } : { kind: 'unresolved', text };
    }
    return { kind: 'unresolved', text };
  }

  /** `z.factory(args).step(args).prop` (or `Schema.step(...)`) flattened into a base and a chain. */
  private zodChain(expr: Node, zodNames: Set<string>, depth: number): ZodValue | undefined {
    // Walk from the outside in, collecting steps outermost first (pushed: `unshift` on each of a
    // quarter million `.etc` made this quadratic); then read them innermost first.
    const outermostFirst: ZodStep[] = [];
    const inOrder = () => outermostFirst.slice().reverse();
    let node: Node = expr;
    for (;;) {
      // Past this, not a schema anyone wrote: read as unresolved rather than wrapped node by node.
      if (outermostFirst.length > MAX_CHAIN_STEPS) return undefined;
      if (Node.isCallExpression(node)) {
        const callee = node.getExpression();
        if (Node.isIdentifier(callee)) {
          // `looseString()`, `withLimit(z.number())`: a local helper whose return value is a zod schema.
          const root = this.helperCall(node, zodNames, depth + 1);
          if (!root) return undefined;
          if (outermostFirst.length === 0) return root;
          if (root.kind === 'zod') return { ...root, chain: [...root.chain, ...inOrder()], text: expr.getText() };
          return propertyOf(root, inOrder());
        }
        // `inputSchema: this.inputSchema()` of a tool class: the schema its method builds.
        const built = Node.isPropertyAccessExpression(callee) && Node.isThisExpression(callee.getExpression()) ? this.schemaBuiltBy(callee.getName()) : undefined;
        if (built) {
          const root = this.zod(built, zodNames, depth + 1);
          if (root.kind !== 'zod') return outermostFirst.length === 0 ? root : undefined;
          return { ...root, chain: [...root.chain, ...inOrder()], text: expr.getText() };
        }
        // `CommonArgs.objectId('projectId')`: a helper held by an object of the workspace.
        const owner = Node.isPropertyAccessExpression(callee) ? callee.getExpression() : undefined;
        const helper = owner && Node.isIdentifier(owner) && !zodNames.has(owner.getText()) ? this.helperCall(node, zodNames, depth + 1) : undefined;
        if (helper) {
          if (outermostFirst.length === 0) return helper;
          if (helper.kind === 'zod') return { ...helper, chain: [...helper.chain, ...inOrder()], text: expr.getText() };
          return propertyOf(helper, inOrder());
        }
        const args = leadingArguments(node).map((a) => this.zod(a, zodNames, depth + STRUCTURE));
        if (Node.isPropertyAccessExpression(callee)) {
          outermostFirst.push({ kind: 'call', name: callee.getName(), args });
          node = callee.getExpression();
          continue;
        }
        return undefined;
      }
      if (Node.isPropertyAccessExpression(node) && Node.isThisExpression(node.getExpression()) && this.bindings.has(THIS)) {
        // `this.schema.shape` of a tool class: the schema its field holds, then the steps after it.
        const member = this.unwrap(node, depth + 1);
        if (!member || member === node) return undefined;
        const root = this.zod(member, zodNames, depth + 1);
        if (outermostFirst.length === 0) return root;
        if (root.kind === 'zod') return { ...root, chain: [...root.chain, ...inOrder()], text: expr.getText() };
        return propertyOf(root, inOrder());
      }
      if (Node.isPropertyAccessExpression(node)) {
        outermostFirst.push({ kind: 'prop', name: node.getName(), args: [] });
        node = node.getExpression();
        continue;
      }
      if (Node.isParenthesizedExpression(node)) {
        node = node.getExpression();
        continue;
      }
      break;
    }
    if (!Node.isIdentifier(node)) return undefined;
    const steps = inOrder();
    const text = expr.getText();
    // A schema written in another file (an imported tool object's schema) names zod as that file imports it.
    const names = node.getSourceFile() === this.file ? zodNames : zodImportNames(node.getSourceFile());
    if (names.has(node.getText())) {
      // z.coerce.number(...) -> base `coerce.number`; z.string() -> base `string`.
      const firstCall = steps.findIndex((s) => s.kind === 'call');
      const call = steps[firstCall];
      if (call === undefined) return undefined;
      const base = steps
        .slice(0, firstCall + 1)
        .map((s) => s.name)
        .join('.');
      return { kind: 'zod', base, args: call.args, chain: steps.slice(firstCall + 1), text };
    }
    // The name is followed in `zod`, which counts it: counting it here too made a schema five
    // names deep (a union of objects whose properties are schemas of their own) look endless.
    const root = this.zod(node, zodNames, depth + STRUCTURE);
    if (root.kind === 'zod') return { ...root, chain: [...root.chain, ...steps], text };
    return propertyOf(root, steps);
  }

  /**
   * The value a call of a local (or imported) helper returns: its one return expression (or the
   * arrow's body), read with the parameters bound to the call's arguments. Nothing is run.
   */
  private helperCall(call: Node, zodNames: Set<string>, depth: number): ZodValue | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const bound = this.returnedByCall(call, depth);
    if (!bound) return undefined;
    const { fn, returned, names } = bound;
    const resolver =
      fn.getSourceFile() === this.file ? this.bind(names) : new Resolver(fn.getSourceFile(), SourceText.of(fn.getSourceFile().getFullText()), this.loadModule, names, this.anchor);
    // A helper of another module names zod as that module imports it.
    const value = resolver.zod(returned, fn.getSourceFile() === this.file ? zodNames : zodImportNames(fn.getSourceFile()), depth + 1);
    return value.kind === 'unresolved' ? undefined : value;
  }

  /**
   * What a call of a local or imported helper returns (`createTool(name, config, cb)`,
   * `withConversationId({...})`): the helper, its one returned expression, and the names its
   * parameters bind to the call's arguments (or their defaults). Nothing is run.
   */
  returnedByCall(call: Node, depth = 0): { fn: FunctionLike; returned: Node; names: Map<string, Node> } | undefined {
    if (!Node.isCallExpression(call)) return undefined;
    const callee = call.getExpression();
    const fn = Node.isPropertyAccessExpression(callee) ? this.objectMethod(callee, depth) : this.functionOf(callee, depth);
    const returned = fn ? returnedExpression(fn) : undefined;
    if (!fn || !returned) return undefined;
    return { fn, returned, names: parameterBindings(fn, call) };
  }

  /**
   * What an instance of `cls` holds under `key`, as its declarations write it: a field's
   * initialiser, a getter's only `return`, or the value the constructor assigns to `this.key`, in
   * the class itself first and then up its `extends` chain (a subclass's field is set after its
   * base's constructor ran, so it wins). Undefined when none of them says.
   */
  memberValue(cls: ClassDeclaration, key: string): Node | undefined {
    for (const current of this.classChain(cls)) {
      const field = current.getInstanceProperty(key);
      if (field && Node.isPropertyDeclaration(field) && field.getInitializer()) return field.getInitializer();
      if (field && Node.isGetAccessorDeclaration(field)) {
        const body = field.getBody();
        const statements = body && Node.isBlock(body) ? body.getStatements() : [];
        const only = statements.length === 1 ? statements[0] : undefined;
        if (only && Node.isReturnStatement(only)) return only.getExpression();
      }
      for (const ctor of current.getConstructors()) {
        const body = ctor.getBody();
        for (const statement of body && Node.isBlock(body) ? body.getStatements() : []) {
          const expression = Node.isExpressionStatement(statement) ? statement.getExpression() : undefined;
          if (!expression || !Node.isBinaryExpression(expression) || expression.getOperatorToken().getKind() !== SyntaxKind.EqualsToken) continue;
          const target = expression.getLeft();
          if (!Node.isPropertyAccessExpression(target) || !Node.isThisExpression(target.getExpression()) || target.getName() !== key) continue;
          const assigned = expression.getRight();
          // `constructor({ name }) { this.name = name }`, called as `new Tool({ name: Tool.toolName })`:
          // the value the class keeps for its callers to pass is its static `toolName`.
          return (isParameterOf(ctor, assigned) && staticCounterpart(this.classChain(cls), key)) || assigned;
        }
      }
    }
    return undefined;
  }

  /** A class and the classes it extends, nearest first (as far as {@link baseClassOf} finds them). */
  *classChain(cls: ClassDeclaration): Generator<ClassDeclaration> {
    let current: ClassDeclaration | undefined = cls;
    for (let i = 0; current && i < MAX_DEPTH; i++, current = this.baseClassOf(current)) yield current;
  }

  /**
   * The function a property of an object written in the source holds (`CommonArgs.objectId` of
   * `const CommonArgs = { objectId: (field) => z.string()… }`, possibly imported): a helper like
   * any other. Undefined for anything else (a namespace import, a class, a value of a package).
   */
  private objectMethod(callee: PropertyAccessExpression, depth: number): FunctionLike | undefined {
    // Only a name can hold such an object (`Args.id()`); a chain step (`z.string().min(1)`) never does.
    if (!Node.isIdentifier(callee.getExpression())) return undefined;
    const owner = this.unwrap(callee.getExpression(), depth + 1);
    if (!owner || !Node.isObjectLiteralExpression(owner)) return undefined;
    const value = propertyValue(owner, callee.getName());
    const fn = value ? this.unwrap(value, depth + 1) : undefined;
    return fn && (Node.isArrowFunction(fn) || Node.isFunctionExpression(fn)) ? fn : undefined;
  }

  /**
   * The schema a method of the class bound to `this` builds: what it returns when its body is one
   * `return`, or else the one `z.object(this.field)…` chain its body writes (a method that caches
   * the object it builds, `entry = { schema: z.object(this.argsShape).strict() }`). Undefined when
   * `this` is no class, the method is not found, or it builds several.
   */
  schemaBuiltBy(name: string): Node | undefined {
    const cls = this.bindings.get(THIS);
    if (!cls || !Node.isClassDeclaration(cls)) return undefined;
    let method: MethodDeclaration | undefined;
    for (const current of this.classChain(cls)) if ((method = current.getInstanceMethod(name))) break;
    const body = method?.getBody();
    if (!method || !body) return undefined;
    const statements = Node.isBlock(body) ? body.getStatements() : [];
    const only = statements.length === 1 && Node.isReturnStatement(statements[0]!) ? statements[0].getExpression() : undefined;
    if (only) return only;
    const builds = body.getDescendantsOfKind(SyntaxKind.CallExpression).filter((call) => {
      const callee = call.getExpression();
      const [arg] = call.getArguments();
      return (
        Node.isPropertyAccessExpression(callee) && callee.getName() === 'object' && !!arg && Node.isPropertyAccessExpression(arg) && Node.isThisExpression(arg.getExpression())
      );
    });
    const fields = new Set(builds.map((call) => call.getArguments()[0]!.getText()));
    if (fields.size !== 1) return undefined;
    // The whole chain around the first: `z.object(this.argsShape).strict()`.
    let node: Node = builds[0]!;
    for (let parent = node.getParent(); parent; parent = node.getParent()) {
      if ((Node.isPropertyAccessExpression(parent) || Node.isCallExpression(parent)) && parent.getExpression() === node) node = parent;
      else break;
    }
    return node;
  }

  /**
   * The values a namespace import holds (`tools` of `import * as tools from './tools'`), in the
   * order its module exports them, through `export { x } from` and `export *`. Undefined when the
   * name is not one, or when the module exports something whose value cannot be listed (a function,
   * a class, a default export, a nested namespace): `Object.values` would hold that too.
   */
  namespaceValues(id: Node): Node[] | undefined {
    if (!Node.isIdentifier(id)) return undefined;
    const imported = this.#imported(id.getSourceFile(), id.getText());
    return imported?.kind === 'namespace' ? imported.target && moduleValues(imported.target, this.loadModule, 0) : undefined;
  }

  /** The class `cls` extends, when it is declared in its file or imported from a workspace module. */
  baseClassOf(cls: ClassDeclaration): ClassDeclaration | undefined {
    const base = cls.getExtends()?.getExpression();
    return base && Node.isIdentifier(base) ? this.classOf(base) : undefined;
  }

  /** The class declaration an identifier names: in its file, or through a named or default import (and re-exports). */
  classOf(id: Node): ClassDeclaration | undefined {
    if (!Node.isIdentifier(id)) return undefined;
    const name = id.getText();
    const sf = id.getSourceFile();
    const local = sf.getClass(name);
    if (local) return local;
    const imported = this.#imported(sf, name);
    const target = imported?.target;
    if (imported?.kind === 'default') {
      // `export default class X`, or `export default X` naming a class of the module.
      const named = target && defaultExport(target);
      return target?.getClasses().find((c) => c.hasDefaultKeyword()) ?? (named && Node.isIdentifier(named) ? target?.getClass(named.getText()) : undefined);
    }
    if (imported?.kind === 'named') return target && exportedClass(target, imported.name, this.loadModule);
    return undefined;
  }

  /**
   * The import of `sf` that binds the local `name`: how (a default, namespace or named import, with
   * the name exported there) and its module, loaded only for the import that binds it.
   */
  #imported(sf: SourceFile, name: string): { kind: 'default' | 'namespace' | 'named'; name: string; target: SourceFile | undefined } | undefined {
    for (const imp of sf.getImportDeclarations()) {
      const load = () => {
        const specifier = importedModule(imp);
        return specifier === undefined ? undefined : this.loadModule(sf, specifier);
      };
      if (imp.getDefaultImport()?.getText() === name) return { kind: 'default', name, target: load() };
      if (imp.getNamespaceImport()?.getText() === name) return { kind: 'namespace', name, target: load() };
      for (const named of imp.getNamedImports()) {
        if ((named.getAliasNode()?.getText() ?? named.getName()) === name) return { kind: 'named', name: named.getName(), target: load() };
      }
    }
    return undefined;
  }

  /** The function an identifier names: a function declaration, or a const arrow/function expression. */
  functionOf(id: Node, depth = 0): FunctionLike | undefined {
    if (!Node.isIdentifier(id)) return undefined;
    const def = this.unwrap(id, depth);
    if (def && (Node.isArrowFunction(def) || Node.isFunctionExpression(def))) return def;
    const name = id.getText();
    const local = id.getSourceFile().getFunction(name);
    if (local) return local;
    const imported = this.#imported(id.getSourceFile(), name);
    const target = imported?.target;
    if (imported?.kind === 'default') {
      // `import registerTool from './define'`: `export default function registerTool(…)`, or a function the default export names.
      const declared = target?.getFunctions().find((fn) => fn.isDefaultExport() && fn.hasBody());
      if (declared) return declared;
      const named = target && defaultExport(target);
      if (named && Node.isIdentifier(named)) return this.functionOf(named, depth + 1);
      if (named && (Node.isArrowFunction(named) || Node.isFunctionExpression(named))) return named;
      return undefined;
    }
    if (imported?.kind !== 'named' || !target) return undefined;
    // Declared in the module imported, or in one it re-exports from (a barrel `tool-helpers.ts`).
    return exportedThrough(target, imported.name, this.loadModule, (module, local, mustBeExported) => {
      const fn = module.getFunction(local);
      if (fn) return !mustBeExported || isExportedBySyntax(fn) ? fn : undefined;
      const decl = module.getVariableDeclaration(local);
      const init = decl && (!mustBeExported || isExportedBySyntax(decl)) ? decl.getInitializer() : undefined;
      return init && (Node.isArrowFunction(init) || Node.isFunctionExpression(init)) ? init : undefined;
    });
  }

  private enumDeclaration(id: Node): ZodValue | undefined {
    // Declared here, or exported by a module of the workspace under the imported name.
    const imported = this.#imported(id.getSourceFile(), id.getText());
    const decl = id.getSourceFile().getEnum(id.getText()) ?? (imported?.kind === 'named' ? imported.target?.getEnum(imported.name) : undefined);
    if (!decl) return undefined;
    const entries: { key: string; value: ZodValue }[] = [];
    let next = 0;
    for (const member of decl.getMembers()) {
      const value = member.getValue();
      if (typeof value === 'number') next = value + 1;
      entries.push({ key: member.getName(), value: { kind: 'literal', value: value ?? next++ } });
    }
    return { kind: 'object', entries };
  }

  numberValue(expr: Node | undefined, depth = 0): number | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const node = this.unwrap(expr, depth);
    if (!node) return undefined;
    if (Node.isNumericLiteral(node)) return node.getLiteralValue();
    if (Node.isPrefixUnaryExpression(node) && (node.getOperatorToken() === SyntaxKind.MinusToken || node.getOperatorToken() === SyntaxKind.PlusToken)) {
      const inner = this.numberValue(node.getOperand(), depth + STRUCTURE);
      return inner === undefined ? undefined : node.getOperatorToken() === SyntaxKind.MinusToken ? -inner : inner;
    }
    // Constant arithmetic (`10 * 1024 * 1024`, `MAX_ITEMS - 1`), as the program computes it.
    if (Node.isBinaryExpression(node)) {
      const operate = ARITHMETIC.get(node.getOperatorToken().getKind());
      if (!operate) return undefined;
      const left = this.numberValue(node.getLeft(), depth + STRUCTURE);
      const right = left === undefined ? undefined : this.numberValue(node.getRight(), depth + STRUCTURE);
      if (left === undefined || right === undefined) return undefined;
      const value = operate(left, right);
      return Number.isFinite(value) ? value : undefined;
    }
    return undefined;
  }

  /** A literal JSON value (WebMCP and tools/list schemas), or undefined when some part is not literal. */
  json(expr: Node | undefined, depth = 0): unknown {
    const node = this.unwrap(expr, depth);
    if (!node || depth > MAX_DEPTH) return undefined;
    const s = this.stringValue(node, depth + 1);
    if (s !== undefined) return s;
    const n = this.numberValue(node);
    if (n !== undefined) return n;
    if (Node.isTrueLiteral(node)) return true;
    if (Node.isFalseLiteral(node)) return false;
    if (Node.isNullLiteral(node)) return null;
    // A literal the code fills or changes after it (`properties[key] = …`, `required.push(…)`) is not the value.
    if ((Node.isArrayLiteralExpression(node) || Node.isObjectLiteralExpression(node)) && filledLater(node)) return undefined;
    if (Node.isArrayLiteralExpression(node)) {
      const out: unknown[] = [];
      for (const element of node.getElements()) {
        if (Node.isSpreadElement(element)) {
          const inner = this.json(element.getExpression(), depth + 1);
          if (!Array.isArray(inner)) return undefined;
          out.push(...inner);
          continue;
        }
        const value = this.json(element, depth + STRUCTURE);
        if (value === undefined) return undefined;
        out.push(value);
      }
      return out;
    }
    if (Node.isObjectLiteralExpression(node)) {
      const out: Record<string, unknown> = {};
      for (const property of node.getProperties()) {
        if (Node.isPropertyAssignment(property)) {
          const key = propertyKey(property.getNameNode());
          const value = this.json(property.getInitializer(), depth + STRUCTURE);
          if (key === undefined || value === undefined) return undefined;
          out[key] = value;
        } else if (Node.isShorthandPropertyAssignment(property)) {
          const value = this.json(property.getNameNode(), depth + 1);
          if (value === undefined) return undefined;
          out[property.getName()] = value;
        } else if (Node.isSpreadAssignment(property)) {
          const inner = this.json(property.getExpression(), depth + 1);
          if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return undefined;
          Object.assign(out, inner);
        } else return undefined;
      }
      return out;
    }
    return undefined;
  }
}

/** The key of a property name node (`a`, `'a'`, `["a"]`), or undefined when computed. */
export function propertyKey(name: Node): string | undefined {
  if (Node.isIdentifier(name) || Node.isPrivateIdentifier(name)) return name.getText();
  if (Node.isStringLiteral(name) || Node.isNoSubstitutionTemplateLiteral(name)) return name.getLiteralValue();
  if (Node.isNumericLiteral(name)) return String(name.getLiteralValue());
  if (Node.isComputedPropertyName(name)) {
    const inner = name.getExpression();
    if (Node.isStringLiteral(inner)) return inner.getLiteralValue();
  }
  return undefined;
}

/** The initializer of property `key` in an object literal (or the name itself for `{ key }`, the method for `key() {}`). */
export function propertyValue(object: Node, key: string): Node | undefined {
  return literalValue(object, key);
}

/** The property assignment node for `key` (for ranges). */
export function propertyNode(object: Node, key: string): Node | undefined {
  return literalProperty(object, key);
}

/** How many re-exports (`export { X } from './y'`, `export * from './y'`) are followed to a declaration. */
const MAX_REEXPORTS = 8;

function exportedInitializer(file: SourceFile, name: string, loadModule: ModuleLoader): Expression | undefined {
  return exportedThrough(file, name, loadModule, (module, local, mustBeExported) => {
    const decl = module.getVariableDeclaration(local);
    return decl && (!mustBeExported || isExportedBySyntax(decl)) ? decl.getInitializer() : undefined;
  });
}

/** The exported values of a module in order (see `Resolver.namespaceValues`). */
function moduleValues(file: SourceFile, loadModule: ModuleLoader, hops: number): Node[] | undefined {
  const out: Node[] = [];
  for (const statement of file.getStatements()) {
    if (Node.isVariableStatement(statement)) {
      if (!statement.hasExportKeyword()) continue;
      for (const decl of statement.getDeclarations()) {
        const init = decl.getInitializer();
        if (!init || !Node.isIdentifier(decl.getNameNode())) return undefined;
        out.push(init);
      }
    } else if (Node.isExportDeclaration(statement)) {
      if (statement.isTypeOnly()) continue;
      if (statement.getNamespaceExport()) return undefined;
      const specifier = statement.getModuleSpecifierValue();
      const named = statement.getNamedExports();
      if (named.length === 0) {
        // `export * from './x'`: every value of that module.
        const target = specifier !== undefined && hops < MAX_REEXPORTS ? loadModule(file, specifier) : undefined;
        const inner = target && moduleValues(target, loadModule, hops + 1);
        if (!inner) return undefined;
        out.push(...inner);
        continue;
      }
      for (const spec of named) {
        if (spec.isTypeOnly()) continue;
        const target = specifier === undefined ? file : hops < MAX_REEXPORTS ? loadModule(file, specifier) : undefined;
        const value =
          target && (specifier === undefined ? target.getVariableDeclaration(spec.getName())?.getInitializer() : exportedInitializer(target, spec.getName(), loadModule));
        if (!value) return undefined;
        out.push(value);
      }
    } else if (Node.isExportAssignment(statement)) {
      return undefined;
    } else if ((Node.isFunctionDeclaration(statement) || Node.isClassDeclaration(statement) || Node.isEnumDeclaration(statement)) && statement.hasExportKeyword()) {
      return undefined;
    }
  }
  return out;
}

/**
 * What `this.x` reads where no tool is bound to `this`: in a static method, the class's static
 * field `x`; in an instance method of a class that is not abstract (an abstract class's `this` is a
 * subclass's), its own field's initialiser. Undefined for anything else (a getter, a constructor
 * assignment: those are read for tool classes, where `this` is bound).
 */
function ownMember(access: Node): Node | undefined {
  if (!Node.isPropertyAccessExpression(access)) return undefined;
  for (let node: Node | undefined = access.getParent(); node; node = node.getParent()) {
    if (Node.isArrowFunction(node)) continue;
    if (Node.isMethodDeclaration(node) || Node.isGetAccessorDeclaration(node) || Node.isPropertyDeclaration(node) || Node.isConstructorDeclaration(node)) {
      const cls = node.getParent();
      if (!Node.isClassDeclaration(cls)) return undefined;
      const isStatic = !Node.isConstructorDeclaration(node) && node.isStatic();
      if (!isStatic && cls.isAbstract()) return undefined;
      const field = isStatic ? cls.getStaticProperty(access.getName()) : cls.getInstanceProperty(access.getName());
      return field && Node.isPropertyDeclaration(field) ? field.getInitializer() : undefined;
    }
    if (Node.isFunctionExpression(node) || Node.isFunctionDeclaration(node) || Node.isClassExpression(node) || Node.isSourceFile(node)) return undefined;
  }
  return undefined;
}

/** Whether an identifier is the name of a property assignment (`preview` of `{ preview: 1 }`), not a reference. */
function isPropertyName(id: Node): boolean {
  const parent = id.getParent();
  return !!parent && Node.isPropertyAssignment(parent) && parent.getNameNode() === id;
}

/** Whether `value` is a parameter of `ctor`, or a name destructured from one (`{ name, category }`). */
function isParameterOf(ctor: ConstructorDeclaration, value: Node): boolean {
  if (!Node.isIdentifier(value)) return false;
  const name = value.getText();
  return ctor.getParameters().some((p) => {
    const node = p.getNameNode();
    if (Node.isIdentifier(node)) return node.getText() === name;
    return Node.isObjectBindingPattern(node) && node.getElements().some((e) => e.getName() === name);
  });
}

/**
 * The static string of a class (or, failing that, of its bases: `chain`, nearest first) that names the value a
 * constructor parameter `key` receives: its one static field called `<word><Key>` (`toolName` for
 * `name`). A tool class's convention: the code that constructs it passes `Tool.toolName` on.
 */
function staticCounterpart(chain: Iterable<ClassDeclaration>, key: string): Node | undefined {
  const suffix = key.charAt(0).toUpperCase() + key.slice(1);
  for (const current of chain) {
    const fields = current
      .getStaticProperties()
      .filter((p) => Node.isPropertyDeclaration(p) && /^[a-z][a-z0-9]*$/.test(p.getName().slice(0, -suffix.length)) && p.getName().endsWith(suffix));
    if (fields.length > 1) return undefined;
    const init = fields[0] && Node.isPropertyDeclaration(fields[0]) ? fields[0].getInitializer() : undefined;
    if (init) return init;
  }
  return undefined;
}

/** An exported class of a module, through `export { X } from` and `export *` re-exports. */
function exportedClass(file: SourceFile, name: string, loadModule: ModuleLoader): ClassDeclaration | undefined {
  return exportedThrough(file, name, loadModule, (module, local, mustBeExported) => {
    const cls = module.getClass(local);
    return cls && (!mustBeExported || isExportedBySyntax(cls)) ? cls : undefined;
  });
}

/**
 * What a module exports under `name`, as `own` reads it from the module that declares it: a
 * declaration exported where it is written, a local one listed in `export { X }`, or one reached
 * through `export { X } from './y'` (a barrel file) or `export * from './y'`, up to
 * {@link MAX_REEXPORTS} hops. `own` gets the module, the local name, and whether the declaration
 * must carry its own export.
 */
function exportedThrough<T>(
  file: SourceFile,
  name: string,
  loadModule: ModuleLoader,
  own: (module: SourceFile, local: string, mustBeExported: boolean) => T | undefined,
  hops = 0,
): T | undefined {
  const direct = own(file, name, true);
  if (direct !== undefined) return direct;
  for (const exp of file.getExportDeclarations()) {
    const specifier = exp.getModuleSpecifierValue();
    for (const spec of exp.getNamedExports()) {
      if ((spec.getAliasNode()?.getText() ?? spec.getName()) !== name) continue;
      if (specifier === undefined) return own(file, spec.getName(), false);
      const target = hops < MAX_REEXPORTS ? loadModule(file, specifier) : undefined;
      return target && exportedThrough(target, spec.getName(), loadModule, own, hops + 1);
    }
  }
  // `export * from './y'`: the name may come from any of them.
  for (const exp of file.getExportDeclarations()) {
    const specifier = exp.getModuleSpecifierValue();
    if (specifier === undefined || exp.getNamedExports().length > 0 || exp.getNamespaceExport() || hops >= MAX_REEXPORTS) continue;
    const target = loadModule(file, specifier);
    const found = target && exportedThrough(target, name, loadModule, own, hops + 1);
    if (found) return found;
  }
  return undefined;
}

/** The expression of a module's `export default …` (an identifier is followed in that module by the caller's unwrap). */
function defaultExport(file: SourceFile): Expression | undefined {
  for (const statement of file.getStatements()) {
    if (Node.isExportAssignment(statement) && !statement.isExportEquals()) return statement.getExpression();
  }
  return undefined;
}

/** A function whose return value can be read. */
export type FunctionLike = FunctionDeclaration | ArrowFunction | FunctionExpression;

/** The names a function's parameters bind to a call's arguments, or to their defaults. */
export function parameterBindings(fn: { getParameters(): ParameterDeclaration[] }, call: CallExpression): Map<string, Node> {
  const names = new Map<string, Node>();
  const args = leadingArguments(call);
  fn.getParameters().forEach((p, i) => {
    const arg = args[i] ?? p.getInitializer();
    if (Node.isIdentifier(p.getNameNode()) && arg) names.set(p.getName(), arg);
  });
  return names;
}

/** Whether `inner` is written within `outer` (the same file, inside its span). */
function contains(outer: Node, inner: Node): boolean {
  return outer.getSourceFile() === inner.getSourceFile() && outer.getPos() <= inner.getPos() && inner.getEnd() <= outer.getEnd();
}

/** The expression a function returns: an arrow's expression body, or its body's only `return`. */
export function returnedExpression(fn: FunctionLike): Node | undefined {
  const body = fn.getBody();
  if (!body) return undefined;
  if (!Node.isBlock(body)) return body;
  const returns = body.getStatements().filter((s) => Node.isReturnStatement(s));
  const last = returns.at(-1);
  return returns.length === 1 && Node.isReturnStatement(last) ? last.getExpression() : undefined;
}

/** `{ a }.a`-style property reads of an object value (a const object of schemas). */
/** The names a file imports zod's namespace under (`import { z } from 'zod'`, `import * as z from 'zod/v4'`), once per file. */
const ZOD_IMPORT_NAMES = new WeakMap<SourceFile, Set<string>>();
export function zodImportNames(file: SourceFile): Set<string> {
  let names = ZOD_IMPORT_NAMES.get(file);
  if (names) return names;
  names = new Set();
  for (const imp of file.getImportDeclarations()) {
    const specifier = importedModule(imp);
    if (specifier === undefined || !/^zod(?:\/(?:v3|v4|v4-mini|mini))?$/.test(specifier)) continue;
    for (const name of [imp.getNamespaceImport()?.getText(), imp.getDefaultImport()?.getText()]) if (name) names.add(name);
    for (const named of imp.getNamedImports()) if (named.getName() === 'z') names.add(named.getAliasNode()?.getText() ?? 'z');
  }
  ZOD_IMPORT_NAMES.set(file, names);
  return names;
}

function propertyOf(root: ZodValue, steps: ZodStep[]): ZodValue | undefined {
  const [step, ...rest] = steps;
  if (root.kind !== 'object' || step?.kind !== 'prop') return undefined;
  const value = root.entries.find((e) => e.key === step.name)?.value;
  if (!value || rest.length === 0) return value;
  // `CONFIG.schema.shape`: a schema held in a config object, then used as zod.
  if (value.kind === 'zod') return { ...value, chain: [...value.chain, ...rest] };
  return propertyOf(value, rest);
}

/**
 * The entries of a zod object's `.shape` (`Base.shape`, `Base.extend({...}).shape`), so a spread of
 * it keeps the keys; undefined when the chain changes the shape in a way not followed here.
 */
export function shapeOf(value: ZodValue): { entries: { key: string; value: ZodValue }[]; unknown?: string[] } | undefined {
  if (value.kind !== 'zod') return undefined;
  const last = value.chain.at(-1);
  if (!last || last.kind !== 'prop' || last.name !== 'shape') return undefined;
  return objectEntries({ ...value, chain: value.chain.slice(0, -1) });
}

/**
 * The entries of a zod object schema: `z.object({...})` with `.extend({...})`, `.merge(Other)`
 * (another object schema, read the same way) and steps that keep the keys (`.describe`, `.strict`…).
 * Undefined for anything else.
 */
function objectEntries(value: ZodValue, depth = 0): { entries: { key: string; value: ZodValue }[]; unknown?: string[] } | undefined {
  if (depth > 20 || value.kind !== 'zod' || !['object', 'strictObject', 'looseObject'].includes(value.base)) return undefined;
  const first = value.args[0];
  if (!first || first.kind !== 'object') return undefined;
  const entries = [...first.entries];
  const unknown = [...(first.unknown ?? [])];
  for (const step of value.chain) {
    if (step.kind === 'call' && step.name === 'extend' && step.args[0]?.kind === 'object') {
      for (const entry of step.args[0].entries) setEntry(entries, entry.key, entry.value);
      unknown.push(...(step.args[0].unknown ?? []));
    } else if (step.kind === 'call' && step.name === 'merge' && step.args[0]) {
      const merged = objectEntries(step.args[0], depth + 1);
      if (!merged) return undefined;
      for (const entry of merged.entries) setEntry(entries, entry.key, entry.value);
      unknown.push(...(merged.unknown ?? []));
    } else if (!(step.kind === 'call' && ['describe', 'meta', 'strict', 'passthrough', 'strip'].includes(step.name))) return undefined;
  }
  return unknown.length > 0 ? { entries, unknown } : { entries };
}

function setEntry(entries: { key: string; value: ZodValue }[], key: string, value: ZodValue): void {
  const index = entries.findIndex((e) => e.key === key);
  if (index >= 0) entries.splice(index, 1);
  entries.push({ key, value });
}

/** Joins pieces end to end, shifting each piece's segments. */
function isConcatenation(expr: Node): boolean {
  return Node.isBinaryExpression(expr) && expr.getOperatorToken().getKind() === SyntaxKind.PlusToken;
}

/** The operands of `a + b + c` in order, read in a loop down the left side where the chain nests. */
function concatenatedParts(expr: Node): Node[] {
  const rights: Node[] = [];
  let current = expr;
  while (Node.isBinaryExpression(current) && current.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    rights.push(current.getRight());
    current = current.getLeft();
  }
  return [current, ...rights.reverse()];
}

/** String methods that only drop white space at the ends. */
const TRIMS = new Set(['trim', 'trimStart', 'trimEnd', 'trimLeft', 'trimRight']);

/** A piece with the white space at its ends dropped as `method` drops it; segments cut to match. */
function trimPiece(piece: TextPiece, method: string): TextPiece {
  const fromStart = method !== 'trimEnd' && method !== 'trimRight';
  const fromEnd = method !== 'trimStart' && method !== 'trimLeft';
  const start = fromStart ? piece.text.length - piece.text.trimStart().length : 0;
  const end = fromEnd ? piece.text.trimEnd().length : piece.text.length;
  return slicePiece(piece, start, Math.max(start, end));
}

/** The part of a piece between two offsets of its text, its segments cut to the part (each lies on one line). */
export function slicePiece(piece: TextPiece, from: number, to: number): TextPiece {
  const segments: TextSegment[] = [];
  for (const segment of piece.segments) {
    const start = Math.max(from, segment.textOffset);
    const end = Math.min(to, segment.textOffset + segment.length);
    if (end <= start) continue;
    const shift = start - segment.textOffset;
    segments.push({ textOffset: start - from, length: end - start, start: { line: segment.start.line, character: segment.start.character + shift } });
  }
  return { text: piece.text.slice(from, to), range: piece.range, segments };
}

export function joinPieces(pieces: [TextPiece, ...TextPiece[]]): TextPiece {
  let text = '';
  const segments: TextSegment[] = [];
  let last = pieces[0];
  for (const piece of pieces) {
    for (const segment of piece.segments) segments.push({ ...segment, textOffset: segment.textOffset + text.length });
    text += piece.text;
    last = piece;
  }
  return { text, range: { start: pieces[0].range.start, end: last.range.end }, segments };
}

function decodeEscape(body: string, i: number): [string, number] {
  const next = body[i + 1];
  switch (next) {
    case 'n':
      return ['\n', 2];
    case 't':
      return ['\t', 2];
    case 'r':
      return ['\r', 2];
    case 'b':
      return ['\b', 2];
    case 'f':
      return ['\f', 2];
    case 'v':
      return ['\v', 2];
    case '0':
      return ['\0', 2];
    case '\r':
      return ['', body[i + 2] === '\n' ? 3 : 2];
    case '\n':
      return ['', 2];
    case 'x': {
      const hex = body.slice(i + 2, i + 4);
      return [String.fromCharCode(parseInt(hex, 16)), 4];
    }
    case 'u': {
      if (body[i + 2] === '{') {
        const close = body.indexOf('}', i + 3);
        return [String.fromCodePoint(parseInt(body.slice(i + 3, close), 16)), close - i + 1];
      }
      return [String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16)), 6];
    }
    default:
      return [next ?? '', 2];
  }
}

/** Resolves a relative import to a workspace path candidate list (`.ts`, `.tsx`, `/index.ts`, `.js` -> `.ts`). */
export function importCandidates(fromFile: string, specifier: string): string[] {
  if (!specifier.startsWith('.')) return [];
  return pathCandidates(path.posix.join(path.posix.dirname(fromFile), specifier));
}

/** The files a module path may name: itself, with a source extension, or its folder's index. */
export function pathCandidates(base: string): string[] {
  const stripped = base.replace(/\.(?:m|c)?js$/, '');
  return [base, `${stripped}.ts`, `${stripped}.tsx`, `${stripped}.mts`, `${stripped}.js`, `${stripped}/index.ts`, `${stripped}/index.js`].filter(
    (p, i, all) => all.indexOf(p) === i && /\.(?:m|c)?[jt]sx?$/.test(p),
  );
}

/**
 * The module an import names, or undefined while the import is half-typed (`import{registerTool`
 * has no string yet, and ts-morph's `getModuleSpecifierValue` throws on it).
 */
export function importedModule(imp: ImportDeclaration): string | undefined {
  const specifier = imp.compilerNode.moduleSpecifier;
  return ts.isStringLiteralLike(specifier) ? specifier.text : undefined;
}

/**
 * The `const`/`let`/`var` declarations of `name` (a plain name, not a destructuring) in the blocks
 * and files around `from`, nearest scope first, with the scope that holds each.
 */
function* variablesInScope(from: Node, name: string): Generator<{ scope: Node; decl: VariableDeclaration }> {
  for (let scope: Node | undefined = from.getParent(); scope; scope = scope.getParent()) {
    if (!(Node.isBlock(scope) || Node.isSourceFile(scope) || Node.isModuleBlock(scope) || Node.isCaseClause(scope))) continue;
    for (const statement of scope.getStatements()) {
      if (!Node.isVariableStatement(statement)) continue;
      for (const decl of statement.getDeclarations()) if (decl.getName() === name && Node.isIdentifier(decl.getNameNode())) yield { scope, decl };
    }
  }
}

/** Whether this mention of a variable can change the object it holds (see `mayBeWrittenAfterDeclaration`). */
function writesThrough(mention: Node): boolean {
  const parent = mention.getParent();
  if (!parent) return false;
  // Handed to a call or construction, which may add to it.
  if ((Node.isCallExpression(parent) || Node.isNewExpression(parent)) && parent.getArguments().includes(mention)) return true;
  // `name.x` or `name[x]` as the target of an assignment or `delete`.
  if ((Node.isPropertyAccessExpression(parent) || Node.isElementAccessExpression(parent)) && parent.getExpression() === mention) {
    const outer = parent.getParent();
    if (Node.isDeleteExpression(outer)) return true;
    return Node.isBinaryExpression(outer) && outer.getLeft() === parent && isAssignmentOperator(outer.getOperatorToken().getKind());
  }
  return false;
}

function isAssignmentOperator(kind: SyntaxKind): boolean {
  return kind >= SyntaxKind.FirstAssignment && kind <= SyntaxKind.LastAssignment;
}

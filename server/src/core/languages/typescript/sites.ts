import { isFunctionLike } from './function-like';
import { Node, SyntaxKind, type CallExpression, type ClassDeclaration, type ObjectLiteralExpression } from 'ts-morph';
import { filledLater, joinSources, listSources } from './list-sources';
import { descendantsOfKind } from './descendants';
import type { FunctionDecl } from '../../model/declarations';
import { assignedMember, functionName, rangeOf, registrationSite, statementOf, writtenElsewhere, type FileContext } from './context';
import { collectorOf, isParameter, unreadableRegistration } from './mcp';
import { propertyKey, propertyValue, THIS, type FunctionLike } from './resolve';
import { argumentAt, leadingArguments } from './call-arguments';
import { calledMember } from './units';

/**
 * Registrations that are not one call with literal arguments: a call in a loop over tool objects
 * (`for (const t of TOOLS) server.registerTool(t.name, …)`, `TOOLS.forEach((t) => …)`,
 * `Object.values(tools)`) and calls of a small local wrapper whose body forwards its parameters
 * to `registerTool`. Each is read as the SDK would see it, one declaration per tool, by binding
 * the loop variable or the wrapper's parameters to the values written in the source.
 */

/** Reads one registration call with a given context (the extractor's dispatch). */
export type CallReader = (ctx: FileContext, call: CallExpression) => FunctionDecl[];

/** The identifier an expression starts from (`t` of `t.name || "x"`). */
function rootIdentifier(node: Node): Node | undefined {
  const root = rootOf(node);
  return root && Node.isIdentifier(root) ? root : undefined;
}

/** The identifier or `this` an expression starts from (`t` of `t.name || "x"`, `this` of `this.name`). */
function rootOf(node: Node): Node | undefined {
  let current: Node | undefined = node;
  for (let i = 0; current && i < 10; i++) {
    if (Node.isIdentifier(current) || Node.isThisExpression(current)) return current;
    if (
      Node.isPropertyAccessExpression(current) ||
      Node.isElementAccessExpression(current) ||
      Node.isParenthesizedExpression(current) ||
      Node.isAsExpression(current) ||
      Node.isNonNullExpression(current)
    )
      current = current.getExpression();
    else if (Node.isBinaryExpression(current)) current = current.getLeft();
    // `${tool.name}_now`: the name is made from the loop variable.
    else if (Node.isTemplateExpression(current)) current = current.getTemplateSpans()[0]?.getExpression();
    else return undefined;
  }
  return undefined;
}

interface Loop {
  /** The iterated expression (`TOOLS`, `Object.values(tools)`, `Object.entries(commands)`). */
  iterable: Node;
  /**
   * The loop variable: a name, the keys of an object pattern (`{ name, schema }`), or the key and
   * value of an entry pattern (`[name, command]` over `Object.entries(…)`).
   */
  variable: { name?: string; keys?: { key: string; local: string }[]; entry?: { key?: string; value?: string } };
}

/** The loop (for-of, or a forEach/map callback) whose variable the name of `call` is read from. */
export function loopOf(call: CallExpression, nameArg: Node | undefined = argumentAt(call, 0)): Loop | undefined {
  const root = nameArg ? rootIdentifier(nameArg) : undefined;
  const name = root?.getText();
  if (!name) return undefined;
  // `const toolName = \`cli-${command}\`` in the loop's body: the name is made from the variable.
  const made = localInitializer(call, name);
  const madeFrom = made ? rootIdentifier(made)?.getText() : undefined;
  const reads = (variable: Loop['variable']) => binds(variable, name) || (madeFrom !== undefined && binds(variable, madeFrom));
  for (let node: Node | undefined = call.getParent(); node; node = node.getParent()) {
    if (Node.isForOfStatement(node)) {
      const init = node.getInitializer();
      const decl = Node.isVariableDeclarationList(init) ? init.getDeclarations()[0] : undefined;
      const variable = decl ? patternOf(decl.getNameNode()) : undefined;
      if (variable && reads(variable)) return { iterable: node.getExpression(), variable };
    }
    if ((Node.isArrowFunction(node) || Node.isFunctionExpression(node)) && Node.isCallExpression(node.getParent())) {
      const outer = node.getParent() as CallExpression;
      const callee = outer.getExpression();
      const first = node.getParameters()[0];
      if (Node.isPropertyAccessExpression(callee) && ['forEach', 'map'].includes(callee.getName()) && argumentAt(outer, 0) === node && first) {
        const variable = patternOf(first.getNameNode());
        if (variable && reads(variable)) return { iterable: callee.getExpression(), variable };
      }
    }
    if (Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node) || Node.isSourceFile(node)) break;
  }
  return undefined;
}

/** The initialiser of a `const name = …` declared in a block around `call` (within its function), if any. */
function localInitializer(call: CallExpression, name: string): Node | undefined {
  for (let node: Node | undefined = call.getParent(); node; node = node.getParent()) {
    if (Node.isBlock(node)) {
      for (const statement of node.getStatements()) {
        if (!Node.isVariableStatement(statement)) continue;
        const decl = statement.getDeclarations().find((d) => d.getName() === name && Node.isIdentifier(d.getNameNode()));
        if (decl) return decl.getInitializer();
      }
    }
    if (Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node) || Node.isArrowFunction(node) || Node.isFunctionExpression(node) || Node.isSourceFile(node))
      return undefined;
  }
  return undefined;
}

function patternOf(node: Node): Loop['variable'] | undefined {
  if (Node.isIdentifier(node)) return { name: node.getText() };
  if (Node.isArrayBindingPattern(node)) {
    // `[name, command]` of an entry; `[, command]` skips the key.
    const [key, value, ...rest] = node.getElements();
    const local = (element: Node | undefined) =>
      element && Node.isBindingElement(element) && Node.isIdentifier(element.getNameNode()) ? element.getNameNode().getText() : undefined;
    if (rest.length > 0 || (key && !Node.isOmittedExpression(key) && !local(key))) return undefined;
    return { entry: { key: local(key), value: local(value) } };
  }
  if (Node.isObjectBindingPattern(node)) {
    const keys: { key: string; local: string }[] = [];
    for (const element of node.getElements()) {
      const local = element.getNameNode();
      if (!Node.isIdentifier(local)) return undefined;
      const property = element.getPropertyNameNode();
      keys.push({ key: property ? (propertyKey(property) ?? '') : local.getText(), local: local.getText() });
    }
    return { keys };
  }
  return undefined;
}

function binds(variable: Loop['variable'], name: string): boolean {
  return variable.name === name || !!variable.keys?.some((k) => k.local === name) || variable.entry?.key === name || variable.entry?.value === name;
}

/**
 * The entries of `Object.entries(obj)` for an object written in the source (or returned by a
 * function of the workspace, its parameters bound): each property's key (its name as written) and
 * value. Undefined when the object is not known whole (a spread, a computed key, filled later).
 */
function entriesOf(ctx: FileContext, iterable: Node): { entries: { key?: Node; value: Node }[]; names?: ReadonlyMap<string, Node> } | undefined {
  const value = ctx.resolver.unwrap(iterable);
  if (!value || !Node.isCallExpression(value) || value.getExpression().getText() !== 'Object.entries') return undefined;
  const argument = argumentAt(value, 0);
  let object = argument ? ctx.resolver.unwrap(argument) : undefined;
  let names: ReadonlyMap<string, Node> | undefined;
  if (object && Node.isCallExpression(object)) {
    const made = ctx.resolver.returnedByCall(object);
    names = made?.names;
    object = made ? ctx.resolver.bind(made.names).unwrap(made.returned) : undefined;
  }
  if (!object || !Node.isObjectLiteralExpression(object) || filledLater(object)) return undefined;
  const entries: { key?: Node; value: Node }[] = [];
  for (const property of object.getProperties()) {
    if (Node.isPropertyAssignment(property)) {
      const key = property.getNameNode();
      if (!Node.isIdentifier(key) && !Node.isStringLiteral(key)) return undefined;
      entries.push({ key, value: property.getInitializerOrThrow() });
    } else if (Node.isShorthandPropertyAssignment(property)) {
      // `{ deploy }`: the key is the variable's own name, the value the variable.
      entries.push({ value: property.getNameNode() });
    } else return undefined;
  }
  return { entries, names };
}

/** The elements of an iterated value: array literals (with spreads), `Object.values(obj)`, constants of either. */
function elementsOf(ctx: FileContext, node: Node, depth = 0): Node[] | undefined {
  if (depth > 8) return undefined;
  const value = ctx.resolver.unwrap(node);
  if (!value) return undefined;
  if (Node.isArrayLiteralExpression(value)) {
    // `const list = []` filled by `list.push(…)` further down: the literal does not hold the tools.
    if (filledLater(value)) return undefined;
    const out: Node[] = [];
    for (const element of value.getElements()) {
      if (Node.isSpreadElement(element)) {
        const inner = elementsOf(ctx, element.getExpression(), depth + 1);
        if (!inner) return undefined;
        out.push(...inner);
      } else out.push(element);
    }
    return out;
  }
  // `readOnly ? READ_TOOLS : ALL_TOOLS`, `TOOLS.filter(isEnabled)`, `.concat(MORE)`: the tools written in the lists.
  const sources = listSources(value);
  if (sources)
    return joinSources(
      sources,
      (part) => elementsOf(ctx, part, depth + 1),
      (a, b) => ctx.resolver.unwrap(a) === ctx.resolver.unwrap(b),
    );
  // `TOOLS.map((make) => make())`: a list of thunks, each called for its tool (see `madeByFactory`).
  if (Node.isCallExpression(value)) {
    const callee = value.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'map' && callsEachElement(argumentAt(value, 0))) return elementsOf(ctx, callee.getExpression(), depth + 1);
    // `getToolDefinitions()`: a function of the workspace that returns the list.
    const made = Node.isIdentifier(callee) ? ctx.resolver.returnedByCall(value) : undefined;
    if (made) return elementsOf({ ...ctx, resolver: ctx.resolver.bind(made.names) }, made.returned, depth + 1);
  }
  if (Node.isCallExpression(value) && value.getExpression().getText() === 'Object.values' && argumentAt(value, 0)) {
    const object = ctx.resolver.unwrap(argumentAt(value, 0));
    // `import * as tools from './tools'`: the values the module exports, in its order.
    const exported = object ? ctx.resolver.namespaceValues(object) : undefined;
    if (exported) return exported;
    if (!object || !Node.isObjectLiteralExpression(object) || filledLater(object)) return undefined;
    const out: Node[] = [];
    for (const property of object.getProperties()) {
      if (Node.isPropertyAssignment(property)) out.push(property.getInitializerOrThrow());
      else if (Node.isShorthandPropertyAssignment(property)) out.push(property.getNameNode());
      else return undefined;
    }
    return out;
  }
  return undefined;
}

/** Whether a `map` callback calls its element with no arguments: `(make) => make()`, `function (t) { return t(); }`. */
function callsEachElement(callback: Node | undefined): boolean {
  if (!callback || !(Node.isArrowFunction(callback) || Node.isFunctionExpression(callback))) return false;
  const [parameter, ...others] = callback.getParameters();
  if (!parameter || others.length > 0) return false;
  let body: Node | undefined = callback.getBody();
  if (Node.isBlock(body)) {
    const [only, ...more] = body.getStatements();
    body = more.length === 0 && only && Node.isReturnStatement(only) ? only.getExpression() : undefined;
  }
  while (body && Node.isParenthesizedExpression(body)) body = body.getExpression();
  return !!body && Node.isCallExpression(body) && body.getArguments().length === 0 && body.getExpression().getText() === parameter.getName();
}

/**
 * What `this` is where a registration reads its name from it (`server.tool(this.name, …)`): the
 * object literal or the class whose method (or field holding an arrow function) makes the call.
 * Undefined when the name is not read from `this`, or `this` is not one of those.
 */
export function thisOwner(call: CallExpression): ObjectLiteralExpression | ClassDeclaration | undefined {
  const nameArg = argumentAt(call, 0);
  const root = nameArg ? rootOf(nameArg) : undefined;
  if (!root || !Node.isThisExpression(root)) return undefined;
  for (let node: Node | undefined = call.getParent(); node; node = node.getParent()) {
    // An arrow function's `this` is its surroundings'.
    if (Node.isArrowFunction(node)) continue;
    if (
      Node.isMethodDeclaration(node) ||
      Node.isGetAccessorDeclaration(node) ||
      Node.isSetAccessorDeclaration(node) ||
      Node.isConstructorDeclaration(node) ||
      Node.isPropertyDeclaration(node)
    ) {
      const owner = node.getParent();
      return Node.isObjectLiteralExpression(owner) || Node.isClassDeclaration(owner) ? owner : undefined;
    }
    if (Node.isFunctionExpression(node)) {
      // `register: function (server) { … }` of a tool object.
      const property = node.getParent();
      const owner = property?.getParent();
      return Node.isPropertyAssignment(property) && Node.isObjectLiteralExpression(owner) ? owner : undefined;
    }
    if (Node.isFunctionDeclaration(node) || Node.isClassExpression(node) || Node.isSourceFile(node)) return undefined;
  }
  return undefined;
}

/**
 * A registration read with `this` bound to one tool: the object literal or class that makes it,
 * or a class that inherits the registering method (`class FindTool extends BaseTool { name = … }`,
 * `self`). The declaration is placed where the tool's name is written in this file, else at
 * `self`'s name; the call may sit in another file (the base class's), whose positions `self` stands for.
 */
export function readWithThis(ctx: FileContext, call: CallExpression, self: ObjectLiteralExpression | ClassDeclaration, read: CallReader): FunctionDecl[] {
  const selfName = Node.isClassDeclaration(self) ? (self.getNameNode() ?? self) : self;
  const anchor = call.getSourceFile() === ctx.sf ? undefined : rangeOf(ctx, selfName);
  const bound: FileContext = { ...ctx, resolver: ctx.resolver.bind(new Map([[THIS, self]]), anchor) };
  const nameArg = argumentAt(call, 0);
  const out: FunctionDecl[] = [];
  for (const fn of read(bound, call)) {
    const nameNode = nameArg ? bound.resolver.unwrap(nameArg) : undefined;
    fn.nameRange = rangeOf(bound, nameNode && nameNode.getSourceFile() === ctx.sf ? nameNode : selfName);
    if (Node.isClassDeclaration(self) && call.getFirstAncestor((a) => a === self) === undefined) {
      // An inherited method: the tool is the class that inherits it. The call is the base class's,
      // written once and reported there (its API, its handler): not this tool's to repeat.
      fn.range = rangeOf(ctx, self);
      fn.declarationRange = fn.range;
      fn.tool = { ...fn.tool!, call: undefined };
    }
    if (Node.isClassDeclaration(self)) {
      fn.tool = { ...fn.tool!, via: { kind: 'class', text: self.getName() ?? '' } };
      // A name the reader cannot compute is listed as written; each class's own stays apart (`FindTool: this.name`).
      if (!fn.tool.nameResolved && self.getName()) fn.id = fn.name = `${self.getName()}: ${fn.id}`;
    }
    out.push(fn);
  }
  return out;
}

/**
 * The registrations a class inherits whose name it sets (`class FindTool extends ToolBase { name =
 * 'find' }` with `register(server) { server.tool(this.name, …) }` in the base): one declaration
 * per such call in its `extends` chain, read with `this` bound to the class. Abstract classes
 * register nothing of their own (their subclasses do).
 */
export function inheritedRegistrations(
  ctx: FileContext,
  cls: ClassDeclaration,
  isRegistration: (call: CallExpression) => boolean,
  read: CallReader,
  /** The context a call written in another file is read with (that file's SDK); undefined: not read. */
  contextFor: (call: CallExpression) => FileContext | undefined,
): FunctionDecl[] {
  if (cls.isAbstract()) return [];
  const out: FunctionDecl[] = [];
  // The classes from `cls` up: a method one of them declares hides the same method further up.
  const below: ClassDeclaration[] = [cls];
  let base = ctx.resolver.baseClassOf(cls);
  for (let depth = 0; base && depth < 8; depth++, base = ctx.resolver.baseClassOf(base)) {
    for (const call of descendantsOfKind<CallExpression>(base, SyntaxKind.CallExpression)) {
      if (!isRegistration(call) || thisOwner(call) !== base) continue;
      const method = call.getFirstAncestor((a) => Node.isMethodDeclaration(a) || Node.isPropertyDeclaration(a));
      const name = method && (Node.isMethodDeclaration(method) || Node.isPropertyDeclaration(method)) ? method.getName() : undefined;
      if (name !== undefined && below.some((c) => hides(c, name))) continue;
      const callCtx = contextFor(call);
      if (callCtx) out.push(...readWithThis(callCtx, call, cls, read));
    }
    below.push(base);
  }
  return out;
}

/**
 * Whether a class's own member `name` replaces the one of its base: a field, or a method that does
 * not call `super.name(…)` (one that does, `if (!allowed) return false; return super.register(s)`,
 * still runs the base's).
 */
function hides(cls: ClassDeclaration, name: string): boolean {
  if (cls.getProperty(name)) return true;
  const method = cls.getMethod(name);
  if (!method) return false;
  return !descendantsOfKind<CallExpression>(method, SyntaxKind.CallExpression).some((call) => {
    const callee = call.getExpression();
    return Node.isPropertyAccessExpression(callee) && callee.getName() === name && callee.getExpression().getKind() === SyntaxKind.SuperKeyword;
  });
}

/** One declaration per element of the loop, or one unresolved declaration when the elements cannot be read. */
export function readLoop(
  ctx: FileContext,
  call: CallExpression,
  loop: Loop,
  read: CallReader,
  api: 'registerTool' | 'registerToolTask' | 'tool' | 'addTool' = 'registerTool',
): FunctionDecl[] {
  if (loop.variable.entry) return readEntriesLoop(ctx, call, loop, loop.variable.entry, read, api);
  const elements = elementsOf(ctx, loop.iterable);
  if (!elements) return [unreadableRegistration(ctx, call, loop.iterable, api)];
  const out: FunctionDecl[] = [];
  for (const element of elements) {
    const made = madeByFactory(ctx, element);
    const object = made?.object ?? ctx.resolver.unwrap(element) ?? element;
    const names = new Map<string, Node>(made?.names);
    if (loop.variable.name) names.set(loop.variable.name, made ? made.object : element);
    for (const { key, local } of loop.variable.keys ?? []) {
      const value = propertyValue(object, key);
      if (value) names.set(local, value);
    }
    const here = element.getSourceFile() === ctx.sf ? element : loop.iterable;
    const bound: FileContext = { ...ctx, resolver: ctx.resolver.bind(names, rangeOf(ctx, here)) };
    for (const fn of read(bound, call)) {
      const nameNode = propertyValue(object, 'name');
      // The declaration sits where its tool object names it (the loop's call is shared).
      if (nameNode && nameNode.getSourceFile() === ctx.sf) fn.nameRange = rangeOf(ctx, nameNode);
      else if (element.getSourceFile() === ctx.sf) fn.nameRange = rangeOf(ctx, element);
      const writtenIn = nameNode ? writtenElsewhere(ctx, bound.resolver.unwrap(nameNode) ?? nameNode) : undefined;
      fn.tool = { ...fn.tool!, via: { kind: 'loop', text: loop.iterable.getText().replace(/\s+/g, ' ').slice(0, 80) }, ...(writtenIn ? { writtenIn } : {}) };
      out.push(fn);
    }
  }
  return out;
}

/**
 * A loop over `Object.entries(commands)` with `[name, command]`: one declaration per entry, the key
 * bound to the property name as written (read as its text) and the value to the property's value.
 * The declaration sits at the key when it is written in this file.
 */
function readEntriesLoop(
  ctx: FileContext,
  call: CallExpression,
  loop: Loop,
  entry: { key?: string; value?: string },
  read: CallReader,
  api: 'registerTool' | 'registerToolTask' | 'tool' | 'addTool',
): FunctionDecl[] {
  const found = entriesOf(ctx, loop.iterable);
  // A shorthand entry's key is a variable's name: not one a name can be read from.
  if (!found || (entry.key && found.entries.some((e) => !e.key))) return [unreadableRegistration(ctx, call, loop.iterable, api)];
  const out: FunctionDecl[] = [];
  for (const { key, value } of found.entries) {
    const names = new Map<string, Node>(found.names);
    if (entry.key && key) names.set(entry.key, key);
    if (entry.value) names.set(entry.value, value);
    const at = key ?? value;
    const here = at.getSourceFile() === ctx.sf ? at : loop.iterable;
    const bound: FileContext = { ...ctx, resolver: ctx.resolver.bind(names, rangeOf(ctx, here)) };
    for (const fn of read(bound, call)) {
      if (at.getSourceFile() === ctx.sf) fn.nameRange = rangeOf(ctx, at);
      const writtenIn = key ? writtenElsewhere(ctx, key) : undefined;
      fn.tool = { ...fn.tool!, via: { kind: 'loop', text: loop.iterable.getText().replace(/\s+/g, ' ').slice(0, 80) }, ...(writtenIn ? { writtenIn } : {}) };
      out.push(fn);
    }
  }
  return out;
}

/**
 * A tool object made by a factory (`export const getApp = createTool(name, config, callback)`):
 * the object literal the factory returns, with its parameters bound to the call's arguments.
 */
function madeByFactory(ctx: FileContext, element: Node): { object: Node; names: Map<string, Node> } | undefined {
  const made = ctx.resolver.returnedByCall(ctx.resolver.unwrap(element) ?? element);
  let object = made ? ctx.resolver.unwrap(made.returned) : undefined;
  // A factory that returns a thunk (`(name, …) => () => ({ name, … })`), called when listed: its object.
  if (object && Node.isArrowFunction(object) && object.getParameters().length === 0) object = ctx.resolver.unwrap(object.getBody());
  return made && object && Node.isObjectLiteralExpression(object) ? { object, names: made.names } : undefined;
}

/**
 * A wrapper whose body forwards its own parameter as the tool name: `const reg = (name, config, cb)
 * => server.registerTool(name, config, cb)`, or a property of it, when the wrapper takes the whole
 * tool as one object (`defineTool(tool) { server.registerTool(tool.name, { description:
 * tool.description, … }, …) }`).
 */
export interface Wrapper {
  name: string;
  fn: Node;
  forward: CallExpression;
  /** The parameter that carries the name (the name itself, or the tool object). */
  nameParameter: string;
  /** Set when the name is a property of that parameter: the property's name. */
  nameProperty?: string;
  /**
   * Set when the forwarding call is a call of another wrapper, not of the SDK (`registerTextTool`
   * calling `registerStructuredTool({ name: args.name, … })`): that wrapper, read in turn.
   */
  inner?: Wrapper;
}

/** How many wrappers deep a chain of wrappers is followed (`registerTextTool` → `registerStructuredTool` → the SDK). */
const MAX_WRAPPER_DEPTH = 3;

/** A wrapper's parameter names, in order. */
function parametersOf(wrapper: Wrapper): string[] {
  return (wrapper.fn as unknown as { getParameters(): { getName(): string }[] }).getParameters().map((p) => p.getName());
}

/**
 * The name a call of `callee` hands on, when it comes from a parameter of a function around the
 * call (`registerStructuredTool({ name: args.name, … })` inside `registerTextTool(args)`): the call
 * forwards, and that function is a wrapper too.
 */
function forwardedName(call: CallExpression, callee: Wrapper): { parameter: string; property?: string; id: Node } | undefined {
  const passed = leadingArguments(call)[parametersOf(callee).indexOf(callee.nameParameter)];
  if (!passed) return undefined;
  let source: { parameter: string; property?: string; id: Node } | undefined;
  if (callee.nameProperty === undefined) source = nameSource(passed);
  else if (Node.isIdentifier(passed)) source = { parameter: passed.getText(), property: callee.nameProperty, id: passed };
  else if (Node.isObjectLiteralExpression(passed)) {
    const property = passed.getProperty(callee.nameProperty);
    source = nameSource(property && Node.isShorthandPropertyAssignment(property) ? property.getNameNode() : propertyValue(passed, callee.nameProperty));
  }
  // A loop's variable (`tools.forEach((tool) => register(tool))`) stands for each element, not for a caller's argument.
  return source && isParameter(source.id) && !loopOf(call, source.id) ? source : undefined;
}

/** The wrapper a call of wrapper `callee` makes of the named function around it, when the call forwards that function's parameter as the name. */
export function chainedWrapper(call: CallExpression, callee: Wrapper): Wrapper | undefined {
  if (depthOf(callee) >= MAX_WRAPPER_DEPTH) return undefined;
  const source = forwardedName(call, callee);
  const owner = source && ownerOf(call, source.parameter);
  return owner && owner.fn !== callee.fn ? { ...owner, forward: call, nameParameter: source.parameter, nameProperty: source.property, inner: callee } : undefined;
}

/** The nearest function around `call` that takes `parameter`, with its name; undefined when that function has none. */
function ownerOf(call: CallExpression, parameter: string): { name: string; fn: Node } | undefined {
  for (let node: Node | undefined = call.getParent(); node; node = node.getParent()) {
    if (!isFunctionLike(node) || !node.getParameters().some((p) => p.getName() === parameter)) continue;
    const name = functionName(node);
    return name ? { name, fn: node } : undefined;
  }
  return undefined;
}

function depthOf(wrapper: Wrapper): number {
  let depth = 1;
  for (let w = wrapper.inner; w; w = w.inner) depth++;
  return depth;
}

/** The calls of a wrapper in a file (by name, or as `this.name(…)`), outside the wrapper itself. */
export function callsOfWrapper(sf: Node, wrapper: Wrapper): CallExpression[] {
  // A wrapper put on an object (`server.registerOnce = (name, …) => …`) is called as its member.
  const member = assignedMember(wrapper.fn) !== undefined;
  return descendantsOfKind<CallExpression>(sf, SyntaxKind.CallExpression).filter((call) => {
    const callee = call.getExpression();
    const calleeName = Node.isIdentifier(callee)
      ? callee.getText()
      : Node.isPropertyAccessExpression(callee) && (member || callee.getExpression().getKind() === SyntaxKind.ThisKeyword)
        ? callee.getName()
        : undefined;
    return calleeName === wrapper.name && call !== wrapper.forward && !call.getFirstAncestor((a) => a === wrapper.fn);
  });
}

/**
 * The parameter a forwarding call's name comes from: an identifier (`name`), or one property of an
 * identifier (`tool.name`). Undefined for any other name expression.
 */
function nameSource(nameArg: Node | undefined): { parameter: string; property?: string; id: Node } | undefined {
  // `config as ToolConfig`: the parameter as it is.
  while (nameArg && (Node.isAsExpression(nameArg) || Node.isParenthesizedExpression(nameArg) || Node.isSatisfiesExpression(nameArg) || Node.isNonNullExpression(nameArg)))
    nameArg = nameArg.getExpression();
  if (!nameArg) return undefined;
  if (Node.isIdentifier(nameArg)) return { parameter: nameArg.getText(), id: nameArg };
  if (Node.isPropertyAccessExpression(nameArg) && Node.isIdentifier(nameArg.getExpression())) {
    return { parameter: nameArg.getExpression().getText(), property: nameArg.getName(), id: nameArg.getExpression() };
  }
  return undefined;
}

/** The wrapper a call forwards for, when its name argument is a parameter of the enclosing function (or a property of one). */
export function forwardingWrapper(ctx: FileContext, call: CallExpression): Wrapper | undefined {
  const source = nameSource(argumentAt(call, 0));
  if (!source || ctx.resolver.isBound(source.parameter) || !isParameter(source.id)) return undefined;
  const owner = ownerOf(call, source.parameter);
  return owner && { ...owner, forward: call, nameParameter: source.parameter, nameProperty: source.property };
}

/** The registrations made through a wrapper: every call of it in the file, read through its forwarding call. */
export function readWrapperCalls(ctx: FileContext, wrapper: Wrapper, read: CallReader): FunctionDecl[] {
  const out: FunctionDecl[] = [];
  for (const call of callsOfWrapper(ctx.sf, wrapper)) {
    // A call in another wrapper forwarding that one's own parameter is not a tool: the calls of
    // that wrapper are (see chainedWrapper).
    if (chainedWrapper(call, wrapper)) continue;
    out.push(...readWrapperCall(ctx, wrapper, call, read));
  }
  return out;
}

/**
 * One call of a wrapper (of this file or of a module it imports), read through the wrapper's
 * forwarding call with the wrapper's parameters bound to the call's arguments.
 */
export function readWrapperCall(ctx: FileContext, wrapper: Wrapper, call: CallExpression, read: CallReader): FunctionDecl[] {
  const params = parametersOf(wrapper);
  const passed = leadingArguments(call)[params.indexOf(wrapper.nameParameter)];
  // `for (const tool of this.tools) this.registerOne(server, tool)`: one call per element.
  const loop = passed && Node.isIdentifier(passed) ? loopOf(call, passed) : undefined;
  if (!loop?.variable.name) return readWrapperCallOnce(ctx, wrapper, params, call, read);
  const elements = elementsOf(ctx, loop.iterable);
  if (!elements) return [unreadableRegistration(ctx, call, loop.iterable, registeringApi(wrapper.forward))];
  const out: FunctionDecl[] = [];
  for (const element of elements) {
    const here = element.getSourceFile() === ctx.sf ? element : loop.iterable;
    const bound: FileContext = { ...ctx, resolver: ctx.resolver.bind(new Map([[loop.variable.name, element]]), rangeOf(ctx, here)) };
    for (const fn of readWrapperCallOnce(bound, wrapper, params, call, read)) {
      const object = ctx.resolver.unwrap(element);
      const nameNode = object ? propertyValue(object, 'name') : undefined;
      if (nameNode && nameNode.getSourceFile() === ctx.sf) fn.nameRange = rangeOf(ctx, nameNode);
      out.push(fn);
    }
  }
  return out;
}

/** The registration API a call's method stands for, for a loop whose tool objects cannot be read. */
export function registeringApi(call: CallExpression): 'registerTool' | 'registerToolTask' | 'tool' | 'addTool' {
  const name = calledMember(call.compilerNode.expression)?.name.text;
  if (name === 'addTool' || name === 'addTools') return 'addTool';
  return name === 'tool' || name === 'registerToolTask' ? name : 'registerTool';
}

/** {@link readWrapperCall} for one call with the arguments as they are bound; `params`: the wrapper's parameter names. */
function readWrapperCallOnce(
  ctx: FileContext,
  wrapper: Wrapper,
  params: readonly string[],
  call: CallExpression,
  read: CallReader,
  /** The call written in this file, when `call` is a wrapper's call of another wrapper. */
  outer: CallExpression = call,
): FunctionDecl[] {
  const outermost = outer === call;
  const args = leadingArguments(call);
  const passed = args[params.indexOf(wrapper.nameParameter)];
  // A parameter handed on is the caller's to bind, unless this is the call written in the file.
  if (!passed || (outermost && Node.isIdentifier(passed) && isParameter(passed))) return [];
  // A tool object passed whole: the declaration sits at its `name` property (or the argument, when that is not written out).
  const tool = wrapper.nameProperty === undefined ? undefined : ctx.resolver.unwrap(passed);
  const nameArg = (tool && Node.isObjectLiteralExpression(tool) && wrapper.nameProperty !== undefined ? propertyValue(tool, wrapper.nameProperty) : undefined) ?? passed;
  const names = new Map<string, Node>();
  params.forEach((p, i) => {
    const arg = args[i];
    // A loop variable passed on (`registerOne(server, tool)`) stands for its element: bound to it
    // directly, since the wrapper's parameter may share its name.
    const value = arg && Node.isIdentifier(arg) && ctx.resolver.isBound(arg.getText()) ? (ctx.resolver.definition(arg) ?? arg) : arg;
    if (value) names.set(p, value);
  });
  const bound: FileContext = { ...ctx, resolver: ctx.resolver.bind(names, rangeOf(ctx, outer)) };
  const found = wrapper.inner ? readWrapperCallOnce(bound, wrapper.inner, parametersOf(wrapper.inner), wrapper.forward, read, outer) : read(bound, wrapper.forward);
  // A wrapper called by another wrapper: the outermost call is where the tool is written.
  if (!outermost) return found;
  const out: FunctionDecl[] = [];
  for (const fn of found) {
    fn.nameRange = rangeOf(ctx, nameArg);
    fn.range = fn.declarationRange = rangeOf(ctx, statementOf(call));
    fn.tool = { ...fn.tool!, via: { kind: 'wrapper', text: wrapper.name }, call: undefined, site: registrationSite(call) };
    out.push(fn);
  }
  return out;
}

/** Callee names worth looking up in another module as a wrapper: they say they register or define a tool. */
const WRAPPER_NAME = /tool|register/i;

/**
 * Calls of a function another workspace module exports that forwards its own parameter as the
 * tool name to `registerTool` or `tool()` (`registerDatabaseTool(server, 'list-indexes', {...},
 * handler)`): each is a registration of this file. Only callees whose name says tool or register
 * are looked up, so a file's other imports are never loaded for this.
 */
export function importedWrapperCalls(ctx: FileContext, methods: ReadonlySet<string>): { wrapper: Wrapper; call: CallExpression }[] {
  const imported = new Set<string>();
  for (const imp of ctx.sf.getImportDeclarations()) {
    const locals = [...imp.getNamedImports().map((named) => named.getAliasNode()?.getText() ?? named.getName()), imp.getDefaultImport()?.getText()];
    for (const local of locals) if (local !== undefined && WRAPPER_NAME.test(local)) imported.add(local);
  }
  if (imported.size === 0) return [];
  const wrappers = new Map<string, Wrapper | undefined>();
  const out: { wrapper: Wrapper; call: CallExpression }[] = [];
  for (const call of descendantsOfKind<CallExpression>(ctx.sf, SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isIdentifier(callee) || !imported.has(callee.getText())) continue;
    const name = callee.getText();
    if (!wrappers.has(name)) wrappers.set(name, importedWrapper(ctx, callee, methods));
    const wrapper = wrappers.get(name);
    if (wrapper) out.push({ wrapper, call });
  }
  return out;
}

/** The wrapper an imported name stands for, when its function forwards one of its parameters as a tool name. */
function importedWrapper(ctx: FileContext, callee: Node, methods: ReadonlySet<string>): Wrapper | undefined {
  const fn = ctx.resolver.functionOf(callee);
  if (!fn || fn.getSourceFile() === ctx.sf) return undefined;
  return wrapperOf(ctx, fn, callee.getText(), methods, 1);
}

/**
 * The wrapper `fn` is, when it forwards one of its parameters as the tool name: to a registration
 * method, or to another wrapper whose name says it registers (a chain of at most
 * {@link MAX_WRAPPER_DEPTH}).
 */
function wrapperOf(ctx: FileContext, fn: FunctionLike, name: string, methods: ReadonlySet<string>, depth: number): Wrapper | undefined {
  const params = new Set(fn.getParameters().map((p) => p.getName()));
  const calls = descendantsOfKind<CallExpression>(fn, SyntaxKind.CallExpression);
  for (const forward of calls) {
    const member = forward.getExpression();
    if (!Node.isPropertyAccessExpression(member) || !methods.has(member.getName())) continue;
    const source = nameSource(argumentAt(forward, 0));
    if (!source || !params.has(source.parameter)) continue;
    if (registrationShaped(ctx, forward, member.getName(), params)) return { name, fn, forward, nameParameter: source.parameter, nameProperty: source.property };
    // `registry.registerTool(config)` of a project registry (see collectorOf): the tool object passed whole.
    if (source.property === undefined && leadingArguments(forward).length === 1 && collectorOf(ctx, member.getExpression(), member.getName()))
      return { name, fn, forward, nameParameter: source.parameter, nameProperty: 'name' };
  }
  if (depth >= MAX_WRAPPER_DEPTH) return undefined;
  for (const forward of calls) {
    const callee = forward.getExpression();
    if (!Node.isIdentifier(callee) || callee.getText() === name || !WRAPPER_NAME.test(callee.getText())) continue;
    const innerFn = ctx.resolver.functionOf(callee);
    const inner = innerFn && innerFn !== fn ? wrapperOf(ctx, innerFn, callee.getText(), methods, depth + 1) : undefined;
    const source = inner ? forwardedName(forward, inner) : undefined;
    if (inner && source && params.has(source.parameter)) return { name, fn, forward, nameParameter: source.parameter, nameProperty: source.property, inner };
  }
  return undefined;
}

/**
 * Whether a forwarding call has the SDK's registration shape, not merely its method name
 * (`tool.tool(sdk, args, ctx)` calls a tool object's own function): `registerTool(name, config,
 * handler)` with a config object or parameter, `tool(name, …, handler)` ending in a function
 * (written there, a parameter, or a local function such as the wrapped handler it built).
 */
function registrationShaped(ctx: FileContext, call: CallExpression, method: string, params: ReadonlySet<string>): boolean {
  const args = leadingArguments(call);
  // A parameter, or a property of one (`tool.handler`, `tool.config` of a tool object passed whole).
  const isParam = (node: Node | undefined): boolean =>
    !!node && ((Node.isIdentifier(node) && params.has(node.getText())) || (Node.isPropertyAccessExpression(node) && isParam(node.getExpression())));
  const isFunction = (node: Node | undefined) =>
    !!node && (Node.isArrowFunction(node) || Node.isFunctionExpression(node) || isParam(node) || (Node.isIdentifier(node) && ctx.resolver.functionOf(node) !== undefined));
  if (method === 'tool') return args.length >= 2 && isFunction(args.at(-1));
  const config = args[1];
  return args.length >= 3 && (isParam(config) || (!!config && Node.isObjectLiteralExpression(config)));
}

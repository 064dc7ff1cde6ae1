import { pathToFileURL } from 'node:url';
import * as path from 'node:path';
import { descendantsOfKind } from './descendants';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { Node, SyntaxKind, type CallExpression, type ClassDeclaration, type NewExpression, type PropertyAccessExpression, type SourceFile, type ts } from 'ts-morph';
import type { FunctionDecl } from '../../model/declarations';
import type { FileModel } from '../../model/file-model';
import type { TextPiece } from '../../model/text-pieces';
import type { McpServerDecl, PackageVersion } from '../../model/tool-facts';
import { SourceText } from '../../text/source-text';
import { compilerRangeOf, pushAll, type FileContext } from './context';
import {
  callsOfWrapper,
  chainedWrapper,
  forwardingWrapper,
  importedWrapperCalls,
  inheritedRegistrations,
  loopOf,
  readLoop,
  readWithThis,
  readWrapperCall,
  readWrapperCalls,
  registeringApi,
  thisOwner,
  type Wrapper,
} from './sites';
import { collectedTool, collectorOf, isRawShape, literalToolsList, mayBeMcpServer, mcpLegacyTool, mcpRegisterTool, mcpServer } from './mcp';
import { nearestPackageFolder, packageVersion, sdkOfWorkspacePackage } from './packages';
import { insideTrap, proxyTraps, type ProxyTrap } from './interceptors';
import { importedModule, propertyValue, Resolver, type ModuleLoader } from './resolve';
import { suppressions, syntaxErrors } from './suppressions';
import { findFunctionNode, tsAppFunction } from './ts-appfunctions';
import { AnalysisCaches } from '../../model/analysis-caches';
import { typeSchemas } from './type-schema';
import { calledMember, callsOwnMethod, findRegistrations, registeringMember, UnitCache, wrap } from './units';
import { webMcpTool } from './webmcp';
import { FASTMCP_MODULE, fastMcpServer, fastMcpShaped, fastMcpTools, fastMcpVersion } from './fastmcp';
import { argumentAt, leadingArguments } from './call-arguments';
import { isExportedBySyntax } from './exports';
import { isFunctionLike } from './function-like';
import { MAX_FUNCTIONS_PER_FILE, TooManyFunctions } from '../../model/parse-budget';

export { UnitCache };

function listOf<T>(item: T | undefined): T[] {
  return item ? [item] : [];
}

/** `registerTool('name', { description | inputSchema | title … }, cb)`: the SDK's call shape, whatever the receiver. */
function sdkShaped(ctx: FileContext, call: CallExpression): boolean {
  const [nameArg, configArg, cbArg] = leadingArguments(call);
  if (!nameArg || !configArg || !cbArg) return false;
  const config = ctx.resolver.unwrap(configArg);
  if (!config || !Node.isObjectLiteralExpression(config)) return false;
  return ['description', 'inputSchema', 'title'].some((key) => propertyValue(config, key) !== undefined);
}

/**
 * The MCP SDK a file imports, at the version its package has installed: the v2 server package when
 * the file imports it, else the v1 SDK.
 */
function importedSdk(file: SourceFile, caches: AnalysisCaches): PackageVersion | undefined {
  const dir = path.dirname(file.getFilePath());
  let v1 = false;
  for (const imp of file.getImportDeclarations()) {
    const spec = importedModule(imp) ?? '';
    if (SDK_V2.test(spec)) return packageVersion(dir, '@modelcontextprotocol/server', caches) ?? { name: '@modelcontextprotocol/server', major: 2, source: 'import' };
    if (SDK_V1.test(spec)) v1 = true;
  }
  return v1 ? (packageVersion(dir, '@modelcontextprotocol/sdk', caches) ?? { name: '@modelcontextprotocol/sdk', major: 1, source: 'import' }) : undefined;
}

/**
 * Whether `x.tool(…)` may be the SDK's legacy registration: it takes a callback last, so a call
 * whose name cannot be read must show one (`dispatch.tool(request, context)` runs a handler of a
 * table of the code, it registers nothing).
 */
function mayBeLegacyTool(ctx: FileContext, call: CallExpression): boolean {
  return ctx.resolver.stringValue(argumentAt(call, 0)) !== undefined || showsCallback(ctx, call);
}

/**
 * Whether a call's last argument may be a callback: a function written or named here, one made by
 * a call (`wrap(handler)`) or held by an object (`tool.handler`); not a bare value such as a
 * parameter of the enclosing function.
 */
function showsCallback(ctx: FileContext, call: CallExpression): boolean {
  const last = leadingArguments(call).at(-1);
  const value = last && ctx.resolver.unwrap(last);
  return (
    !!value &&
    (isFunctionLike(value) ||
      (Node.isIdentifier(value) && isFunctionLike(ctx.resolver.functionOf(value))) ||
      Node.isCallExpression(value) ||
      // `tool.handler` of a tool object a loop goes through.
      Node.isPropertyAccessExpression(value) ||
      Node.isElementAccessExpression(value))
  );
}

/** A call whose first argument is a quoted name and whose second is quoted too or a constant: where an injected registrar may be called. */
const INJECTED_REGISTRAR_HINT = /\b[A-Za-z_$][\w$]*\(\s*["'`][\w.\-/]+["'`]\s*,\s*(?:["'`]|[A-Z_][A-Z0-9_]*\b)/;

/**
 * Calls of a function's own parameter with the SDK's legacy `tool()` arguments: a name, an
 * optional description, a zod raw shape and a callback last. A module of tools that receives its
 * registrar from the server (`registerIssueTools(register, client)`) registers one tool per call;
 * the shape and the callback are what tell it from any other function handed in.
 */
function injectedRegistrarCalls(ctx: FileContext, sf: SourceFile): CallExpression[] {
  // The compiler's nodes are sifted first: only a call of a bare name with a callback last gets a wrapper.
  const raw: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === SyntaxKind.CallExpression) {
      const call = node as ts.CallExpression;
      const last = call.arguments[call.arguments.length - 1];
      if (
        call.expression.kind === SyntaxKind.Identifier &&
        call.arguments.length >= 3 &&
        call.arguments.length <= 5 &&
        (last?.kind === SyntaxKind.ArrowFunction || last?.kind === SyntaxKind.FunctionExpression)
      )
        raw.push(call);
    }
    node.forEachChild(visit);
  };
  visit(sf.compilerNode);
  return raw
    .map((node) => wrap<CallExpression>(sf, node))
    .filter((call) => {
      const callee = call.getExpression();
      if (!Node.isIdentifier(callee)) return false;
      const args = leadingArguments(call);
      if (args.length < 3 || args.length > 5) return false;
      const last = args.at(-1);
      if (!last || !(Node.isArrowFunction(last) || Node.isFunctionExpression(last))) return false;
      if (ctx.resolver.stringValue(args[0]) === undefined) return false;
      const shapeArg = args.length === 3 ? args[1] : args[2];
      const shape = shapeArg && ctx.resolver.unwrap(shapeArg);
      if (!shape || !Node.isObjectLiteralExpression(shape) || shape.getProperties().length === 0 || !isRawShape(ctx, shape)) return false;
      const name = callee.getText();
      const owner = call.getFirstAncestor((a) => isFunctionLike(a) && a.getParameters().some((p) => p.getName() === name));
      return owner !== undefined;
    });
}

/** Whether a call is made through a member named like a tool registration (`server.tool(…)`, `mcp.registerTool(…)`). */
function isRegistrationCall(call: CallExpression): boolean {
  const name = calledMember(call.compilerNode.expression)?.name.text;
  return name === 'registerTool' || name === 'registerToolTask' || name === 'tool' || name === 'addTool';
}

/**
 * The local names of the SDK's server classes: `McpServer` and `Server` imported from the SDK
 * (aliases included, `McpServer as ModernMcpServer`), and `McpServer` imported from a module of
 * the workspace that re-exports it (`./third_party/index.js`). `Server` is a common class name:
 * only the SDK's counts.
 */
function serverClassNames(sf: SourceFile, dependsOnSdk: () => boolean): Map<string, 'McpServer' | 'Server'> {
  const names = new Map<string, 'McpServer' | 'Server'>();
  for (const imp of sf.getImportDeclarations()) {
    const spec = importedModule(imp) ?? '';
    const fromSdk = SDK_V1.test(spec) || SDK_V2.test(spec);
    for (const named of imp.getNamedImports()) {
      const imported = named.getName();
      if (imported !== 'McpServer' && imported !== 'Server') continue;
      if (fromSdk || (imported === 'McpServer' && spec.startsWith('.') && dependsOnSdk())) names.set(named.getAliasNode()?.getText() ?? imported, imported);
    }
  }
  return names;
}

/** Registration methods a wrapper of another module may forward its tool name to. */
const FORWARDED_METHODS: ReadonlySet<string> = new Set(['registerTool', 'registerToolTask', 'tool']);

const ZOD_MODULE = /^zod(?:\/(v3|v4|v4-mini|mini))?$/;
const SDK_V1 = /^@modelcontextprotocol\/sdk(?:\/|$)/;
const SDK_V2 = /^@modelcontextprotocol\/server(?:\/|$)/;

/** Reads one TypeScript/JavaScript file's tool registrations into the model; never throws per declaration. */
export function extractTypeScriptFile(
  uri: string,
  sf: SourceFile,
  loadModule: ModuleLoader,
  units?: UnitCache,
  internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
  caches: AnalysisCaches = new AnalysisCaches(),
): FileModel {
  const text = sf.getFullText();
  const source = new SourceText(text);
  const dir = path.dirname(sf.getFilePath());
  const uriOf = (other: SourceFile) => (other === sf ? uri : uri.startsWith('file:') ? pathToFileURL(other.getFilePath()).href : other.getFilePath());
  const ctx: FileContext = { sf, source, resolver: new Resolver(sf, source, loadModule), zodNames: new Set(), dir, uriOf };
  const imports: string[] = [];
  for (const imp of sf.getImportDeclarations()) {
    const spec = importedModule(imp);
    if (spec === undefined) continue;
    imports.push(spec);
    const zodMatch = ZOD_MODULE.exec(spec);
    if (zodMatch) {
      const local = [
        imp.getNamespaceImport()?.getText(),
        imp.getDefaultImport()?.getText(),
        ...imp
          .getNamedImports()
          .filter((n) => n.getName() === 'z')
          .map((n) => n.getAliasNode()?.getText() ?? 'z'),
      ];
      for (const name of local) if (name) ctx.zodNames.add(name);
      const sub = zodMatch[1];
      if (sub === 'v3') ctx.zod = { name: 'zod', major: 3, source: 'import' };
      else if (sub) ctx.zod = { name: 'zod', major: 4, source: 'import' };
      else ctx.zod ??= packageVersion(dir, 'zod', caches) ?? { name: 'zod', major: 4, source: 'default' };
    }
    if (FASTMCP_MODULE.test(spec)) ctx.fastmcp ??= fastMcpVersion(packageVersion(dir, 'fastmcp', caches));
  }
  ctx.sdk = importedSdk(sf, caches);
  // `const { z } = require('zod')` is rare in tool code; `z` without an import is still zod by convention.
  if (ctx.zodNames.size === 0 && /\bz\.(?:object|string|number)\(/.test(text)) {
    ctx.zodNames.add('z');
    ctx.zod = packageVersion(dir, 'zod', caches) ?? { name: 'zod', major: 4, source: 'default' };
  }
  // Schemas imported from a file that imports zod are built by the package's zod, not the newest.
  ctx.zod ??= packageVersion(dir, 'zod', caches);

  const functions: FunctionDecl[] = [];
  const mcpServers: McpServerDecl[] = [];
  const attempt = (f: () => void) => {
    try {
      f();
    } catch (error) {
      // One unreadable registration must not hide the others.
      internalError({ phase: 'extract', uri, error });
    }
  };

  // One walk over the raw syntax tree finds what to read; only those nodes get ts-morph wrappers.
  const found = findRegistrations(sf.compilerNode);
  const traps = proxyTraps(sf.compilerNode);
  // Each candidate call registers one function or more: past the limit, nothing is read.
  if (found.groups.reduce((n, group) => n + group.calls.length, 0) > MAX_FUNCTIONS_PER_FILE) throw new TooManyFunctions(MAX_FUNCTIONS_PER_FILE);
  /** One call read as what it registers, with `c`'s bindings (a loop variable, a wrapper's parameters). */
  const readCall = (c: FileContext, call: CallExpression): FunctionDecl[] => {
    // `(server.registerTool as Register)(…)` calls the member as a plain `server.registerTool(…)` does.
    // `register(…)` after `const register = server.tool.bind(server)` calls the member it is bound to.
    const member = call.getSourceFile() === sf ? registeringMember(call.compilerNode.expression, found.aliases) : calledMember(call.compilerNode.expression);
    if (!member) return [];
    const callee = wrap<PropertyAccessExpression>(call.getSourceFile(), member);
    const method = callee.getName();
    const receiver = callee.getExpression().getText().replace(/\s+/g, '');
    if (method === 'registerTool' && /(?:^|\.)modelContext$/.test(receiver)) return listOf(webMcpTool(c, call, receiver));
    if (method === 'addTool' || method === 'addTools') {
      // `addTool` is a common name: FastMCP's only in a file that imports it, or for a tool object
      // (a name and an `execute`) in a package that depends on it.
      const fastmcp = c.fastmcp ?? (fastMcpShaped(c, call) ? packageVersion(dir, 'fastmcp', caches) : undefined);
      return fastmcp ? fastMcpTools(c.fastmcp ? c : { ...c, fastmcp }, call, method) : [];
    }
    // `registry.registerTool(config)` of the project's own registry class, listed by its tools/list
    // handler: the tool object it is given. Any other call with one argument is not the SDK's
    // `registerTool(name, config, callback)`.
    if (method === 'registerTool' && call.getArguments().length === 1 && !Node.isSpreadElement(call.getArguments()[0]!)) {
      const collector = collectorOf(c, callee.getExpression(), method);
      return collector ? collectedTool(c.sdk ? c : { ...c, sdk: packageSdk() }, call, collector) : [];
    }
    // A file that imports no SDK may still register through a wrapper with the SDK's signature
    // (`context.registerTool(name, { description, inputSchema }, cb)`): its package names the SDK.
    // Nor does a server that speaks the protocol by hand (`rpc.setRequestHandler('tools/list', …)`):
    // the method's name says what it answers.
    const sdk =
      c.sdk ??
      (((method === 'registerTool' || method === 'registerToolTask') && sdkShaped(c, call)) ||
      (method === 'setRequestHandler' && c.resolver.stringValue(argumentAt(call, 0)) === 'tools/list')
        ? packageSdk()
        : undefined);
    if (!sdk) return [];
    const withSdk = c.sdk ? c : { ...c, sdk };
    if (method === 'registerTool' || method === 'registerToolTask') return listOf(mcpRegisterTool(withSdk, call, method));
    if (method === 'tool' && sdk.major < 2 && leadingArguments(call).length >= 2 && mayBeMcpServer(c, callee.getExpression()) && mayBeLegacyTool(c, call))
      return listOf(mcpLegacyTool(withSdk, call));
    if (method === 'setRequestHandler') return literalToolsList(withSdk, call);
    return [];
  };
  const wrappers: Wrapper[] = [];
  const extractCalls = (calls: ts.CallExpression[]): FunctionDecl[] => {
    const out: FunctionDecl[] = [];
    for (const raw of calls) {
      attempt(() => {
        // `this.registerTool(tool)` of a class that declares its own `registerTool`: that method is
        // the class's (a client's command table, a wrapper read through its forwarding call).
        if (callsOwnMethod(raw)) return;
        const call = wrap<CallExpression>(sf, raw);
        // `get(target, prop) { … return (...args) => register(args[0], …) }`: the project's own
        // method forwarding the intercepted call; its callers are the registrations.
        if (insideTrap(raw, traps) && ctx.resolver.stringValue(argumentAt(call, 0)) === undefined) return;
        const loop = loopOf(call);
        // `register(server) { server.tool(this.name, …) }`: the tool is the object or class itself
        // (an abstract class's are its subclasses', read where each is written: it stays unresolved here).
        const self = loop ? undefined : thisOwner(call);
        // `handlers.tool(request, context)` in a loop: no callback, no registration to read or to call unread.
        if (loop && calledMember(raw.expression)?.name.text === 'tool' && !showsCallback(ctx, call)) return;
        if (loop && ctx.resolver.stringValue(argumentAt(call, 0)) === undefined) out.push(...readLoop(ctx, call, loop, readCall, registeringApi(call)));
        else if (self && !(Node.isClassDeclaration(self) && self.isAbstract())) out.push(...readWithThis(ctx, call, self, readCall));
        else if (!forwardingWrapper(ctx, call)) out.push(...readCall(ctx, call));
      });
    }
    return out;
  };
  // The SDK the file's package (or a workspace package it imports) depends on, looked up once.
  let sdkOfPackage: PackageVersion | undefined | null = null;
  const packageSdkOrNone = (): PackageVersion | undefined => {
    if (sdkOfPackage === null) sdkOfPackage = sdkOfWorkspacePackage(dir, imports, caches);
    return sdkOfPackage;
  };
  const packageSdk = (): PackageVersion => packageSdkOrNone() ?? { name: '@modelcontextprotocol/sdk', major: 1, source: 'default' };
  // The declarations of a statement depend on the zod and SDK facts too: part of the cache's context.
  // A bound alias (`const register = mcp.tool.bind(mcp)`) decides what a call elsewhere registers: part of it too.
  const aliases = [...found.aliases].map(([name, member]) => `${name}=${member.getText(sf.compilerNode)}`);
  const session = units?.begin(sf.compilerNode, source, found.groups, JSON.stringify([ctx.sdk, ctx.zod, ctx.fastmcp, [...ctx.zodNames], aliases]));
  for (const group of found.groups) {
    if (!group.unit || !session) {
      functions.push(...extractCalls(group.calls));
      continue;
    }
    functions.push(...session.get(group.unit, () => extractCalls(group.calls)));
  }
  session?.end();
  // Wrappers are found again on every parse (their calls may sit anywhere in the file).
  for (const group of found.groups) {
    for (const raw of group.calls) {
      attempt(() => {
        const call = wrap<CallExpression>(sf, raw);
        const wrapper = loopOf(call) ? undefined : forwardingWrapper(ctx, call);
        if (wrapper && !wrappers.some((w) => w.forward === call)) wrappers.push(wrapper);
      });
    }
  }
  // `registerTextTool(args)` calling `registerStructuredTool({ name: args.name, … })`: a wrapper of a wrapper.
  for (let i = 0; i < wrappers.length; i++) {
    const wrapper = wrappers[i]!;
    attempt(() => {
      for (const call of callsOfWrapper(sf, wrapper)) {
        const chained = chainedWrapper(call, wrapper);
        if (chained && !wrappers.some((w) => w.forward === call)) wrappers.push(chained);
      }
    });
  }
  for (const wrapper of wrappers) attempt(() => functions.push(...readWrapperCalls(ctx, wrapper, readCall)));
  // `class FindTool extends ToolBase { name = 'find'; … }`: a tool registered by an inherited method.
  if (/\bextends\b/.test(text)) {
    // The call is read as the SDK its own file imports sees it (the tool class's file may import none).
    const contextFor = (call: CallExpression): FileContext | undefined => {
      const sdk = (call.getSourceFile() === sf ? ctx.sdk : importedSdk(call.getSourceFile(), caches)) ?? packageSdkOrNone();
      return sdk ? { ...ctx, sdk } : undefined;
    };
    for (const cls of descendantsOfKind<ClassDeclaration>(sf, SyntaxKind.ClassDeclaration)) {
      if (cls.getExtends()) attempt(() => functions.push(...inheritedRegistrations(ctx, cls, isRegistrationCall, readCall, contextFor)));
    }
  }
  for (const { wrapper, call } of importedWrapperCalls(ctx, FORWARDED_METHODS)) attempt(() => functions.push(...readWrapperCall(ctx, wrapper, call, readCall)));
  // `registerIssueTools(register: ToolRegistrar) { register('list_issues', 'Lists…', { … }, cb) }`: a
  // registrar handed in by the server's module, called with the legacy tool() arguments.
  if (INJECTED_REGISTRAR_HINT.test(text)) {
    const sdk = ctx.sdk ?? packageSdkOrNone();
    for (const call of sdk ? injectedRegistrarCalls(ctx, sf) : []) {
      attempt(() => {
        const fn = mcpLegacyTool({ ...ctx, sdk }, call);
        // The SDK call is the registrar's own, in the module that wrote it: nothing here to rewrite.
        if (fn?.tool) fn.tool.call = undefined;
        if (fn) functions.push(fn);
      });
    }
  }
  const serverClasses = serverClassNames(sf, () => !!(ctx.sdk ?? packageSdkOrNone()));
  const serverCtx = (): FileContext => (ctx.sdk ? ctx : { ...ctx, sdk: packageSdk() });
  for (const raw of found.newExpressions) {
    const expr = wrap<NewExpression>(sf, raw);
    const className = expr.getExpression().getText();
    if (className === 'FastMCP') {
      attempt(() => pushAll(mcpServers, fastMcpServer(ctx, expr)));
      continue;
    }
    // `McpServer` without an import (a global in a script) is read as before; `Server` only from the SDK.
    const api = serverClasses.get(className) ?? (className === 'McpServer' && ctx.sdk ? 'McpServer' : undefined);
    if (!api) continue;
    attempt(() => pushAll(mcpServers, mcpServer(serverCtx(), expr, api)));
  }
  // `class Toolkit extends McpServer { constructor() { super({ name, version }) } }`: the super call constructs the server.
  if (serverClasses.size > 0 && /\bextends\b/.test(text)) {
    for (const cls of descendantsOfKind<ClassDeclaration>(sf, SyntaxKind.ClassDeclaration)) {
      const base = cls.getExtends()?.getExpression().getText();
      const api = base === undefined ? undefined : serverClasses.get(base);
      if (!api) continue;
      for (const ctor of cls.getConstructors()) {
        for (const call of descendantsOfKind<CallExpression>(ctor, SyntaxKind.CallExpression)) {
          if (call.getExpression().getKind() === SyntaxKind.SuperKeyword) attempt(() => pushAll(mcpServers, mcpServer(serverCtx(), call, api)));
        }
      }
    }
  }
  const tsFunctions: FunctionDecl[] = [];
  // Neither kind of TypeScript AppFunction can be declared without these words.
  for (const cls of /AppFunction/.test(text) ? descendantsOfKind<ClassDeclaration>(sf, SyntaxKind.ClassDeclaration) : []) {
    for (const member of cls.getMethods()) {
      if (!member.getDecorators().some((d) => d.getName() === 'AppFunction')) continue;
      attempt(() => tsFunctions.push(tsAppFunction(ctx, member, cls.getName())));
    }
  }
  for (const fnDecl of /appFunction/.test(text) ? sf.getFunctions() : []) {
    if (!fnDecl.getJsDocs().some((d) => d.getTags().some((t) => t.getTagName() === 'appFunction')) || !isExportedBySyntax(fnDecl)) continue;
    attempt(() => tsFunctions.push(tsAppFunction(ctx, fnDecl, undefined)));
  }
  if (tsFunctions.length > 0) {
    attempt(() => {
      const nodes = tsFunctions.map((fn) => findFunctionNode(sf, fn)).filter((n): n is Node => !!n);
      const schemas = typeSchemas(nodes);
      tsFunctions.forEach((fn, i) => {
        if (fn.tool && schemas[i]) fn.tool.typeSchemas = schemas[i];
      });
    });
    functions.push(...tsFunctions);
  }
  // A loop over a list registers one function per entry.
  if (functions.length > MAX_FUNCTIONS_PER_FILE) throw new TooManyFunctions(MAX_FUNCTIONS_PER_FILE);
  functions.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);

  return {
    uri,
    language: 'typescript',
    imports,
    functions,
    serializables: [],
    classes: [],
    suppressions: suppressions(sf, source),
    fileAnnotations: [],
    syntaxErrors: syntaxErrors(sf, source),
    lineCount: source.lineCount,
    mcpServers: mcpServers.length > 0 ? mcpServers : undefined,
    interceptedMethods: interceptedMethods(ctx, uri, traps, caches),
  };
}

/** The methods the file's Proxy traps replace, each with the package whose calls it may serve. */
function interceptedMethods(ctx: FileContext, uri: string, traps: readonly ProxyTrap[], caches: AnalysisCaches): FileModel['interceptedMethods'] {
  const out: NonNullable<FileModel['interceptedMethods']> = [];
  let packageUri: string | undefined;
  for (const { trap, methods } of traps) {
    if (methods.length === 0) continue;
    if (packageUri === undefined) {
      const folder = nearestPackageFolder(ctx.dir, caches);
      packageUri = uri.startsWith('file:') ? pathToFileURL(folder).href : folder;
    }
    const range = compilerRangeOf(ctx, trap, ctx.sf.compilerNode);
    for (const method of methods) out.push({ method, range, packageUri });
  }
  return out.length > 0 ? out : undefined;
}

export type { TextPiece };

import { Node, SyntaxKind, ts, type SourceFile } from 'ts-morph';
import type { SourceSnippet } from '../../model/body-facts';
import type { ToolFunctionDecl } from '../../model/declarations';
import type { Range } from '../../model/positions';
import type { PackageVersion, ToolInfo } from '../../model/tool-facts';
import { SourceText } from '../../text/source-text';
import type { Resolver } from './resolve';

/** What every reader of one file's registrations shares: the file, its resolver and its zod/SDK facts. */
export interface FileContext {
  sf: SourceFile;
  source: SourceText;
  resolver: Resolver;
  zodNames: Set<string>;
  zod?: PackageVersion;
  sdk?: PackageVersion;
  dir: string;
  /** The SDK a wrapper-shaped `registerTool` call runs against when the file imports no SDK (from its package). */
  packageSdk?: PackageVersion;
  /** The FastMCP package, when the file imports it (or registers through a server handed to it). */
  fastmcp?: PackageVersion;
  /** The URI of a workspace file, named the way this file's URI is (a `file:` URI or a path). */
  uriOf?: (file: SourceFile) => string;
}

/** Appends an item that may be missing. */
export function pushAll<T>(list: T[], item: T | undefined): void {
  if (item) list.push(item);
}

/** The source range of a node (its text, leading trivia excluded). */
export function rangeOf(ctx: FileContext, node: Node): Range {
  return compilerRangeOf(ctx, node.compilerNode, node.getSourceFile().compilerNode);
}

/** {@link rangeOf} of a compiler node of `sf`, for readers that walk the compiler's tree without wrapping it. */
export function compilerRangeOf(ctx: FileContext, node: ts.Node, sf: ts.SourceFile): Range {
  // A node of another file (a tool object imported into a loop) has no position here: its anchor stands in.
  if (sf !== ctx.sf.compilerNode && ctx.resolver.anchor) return ctx.resolver.anchor;
  return ctx.source.range(node.getStart(sf), node.end);
}

/** A node as written, for rules that rewrite code. */
export function snippet(ctx: FileContext, node: Node): SourceSnippet {
  return compilerSnippet(ctx, node.compilerNode, node.getSourceFile().compilerNode);
}

/** {@link snippet} of a compiler node of `sf`. */
export function compilerSnippet(ctx: FileContext, node: ts.Node, sf: ts.SourceFile): SourceSnippet {
  return { text: node.getText(sf), range: compilerRangeOf(ctx, node, sf), kind: syntaxKindName(node.kind) };
}

/**
 * The name ts-morph's `getKindName()` gives a kind: the first name the enum defines for it (the
 * compiler's own reverse mapping gives the last, a marker such as `FirstLiteralToken`).
 */
function syntaxKindName(kind: ts.SyntaxKind): string {
  if (!kindNames) {
    kindNames = new Map();
    for (const [name, value] of Object.entries(ts.SyntaxKind)) {
      if (typeof value === 'number' && !kindNames.has(value)) kindNames.set(value, name);
    }
  }
  return kindNames.get(kind) ?? String(kind);
}
let kindNames: Map<ts.SyntaxKind, string> | undefined;

/** The statement a registration call stands in (what a suppression above it covers). */
export function statementOf(node: Node): Node {
  let current: Node = node;
  while (current.getParent() && !Node.isStatement(current) && !Node.isSourceFile(current.getParentOrThrow())) {
    const parent = current.getParentOrThrow();
    if (Node.isBlock(parent) || Node.isSourceFile(parent)) break;
    current = parent;
  }
  return current;
}

/** Text of a condition or label in a site key: white space collapsed, bounded. */
function siteText(node: Node): string {
  return node.getText().replace(/\s+/g, ' ').slice(0, 120);
}

/** The name of a function-like node, when it has one (a declaration, a method, the const or property it is assigned to). */
export function functionName(node: Node): string | undefined {
  if (Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node)) return node.getName();
  if (Node.isConstructorDeclaration(node)) return 'constructor';
  if (Node.isArrowFunction(node) || Node.isFunctionExpression(node)) {
    let holder: Node | undefined = node.getParent();
    while (holder && (Node.isAsExpression(holder) || Node.isParenthesizedExpression(holder) || Node.isSatisfiesExpression(holder))) holder = holder.getParent();
    if (holder && (Node.isVariableDeclaration(holder) || Node.isPropertyAssignment(holder))) return holder.getName();
    const member = assignedMember(node);
    if (member) return member;
  }
  return undefined;
}

/** The member a function is assigned to (`server.registerOnce = (name, …) => …`), if it is. */
export function assignedMember(node: Node): string | undefined {
  let holder: Node | undefined = node.getParent();
  let value: Node = node;
  while (holder && (Node.isAsExpression(holder) || Node.isParenthesizedExpression(holder) || Node.isSatisfiesExpression(holder))) {
    value = holder;
    holder = holder.getParent();
  }
  if (!holder || !Node.isBinaryExpression(holder) || holder.getOperatorToken().getKind() !== SyntaxKind.EqualsToken || holder.getRight() !== value) return undefined;
  const target = holder.getLeft();
  return Node.isPropertyAccessExpression(target) ? target.getName() : undefined;
}

/** Where a registration runs (see `ToolInfo.site`), from the node of its call or statement. */
export function registrationSite(node: Node): { scope: string; branches: string[] } {
  const branches: string[] = [];
  let scope: string | undefined;
  let child: Node = node;
  for (let parent = node.getParent(); parent && scope === undefined; child = parent, parent = parent.getParent()) {
    if (Node.isBlock(parent)) {
      // After `if (filtered) { …; return; }`, the rest of the block runs only when the condition was false.
      for (const earlier of parent.getStatements()) {
        if (earlier === child) break;
        if (Node.isIfStatement(earlier) && !earlier.getElseStatement() && alwaysLeaves(earlier.getThenStatement())) branches.push(`if(${siteText(earlier.getExpression())}):else`);
      }
    } else if (Node.isIfStatement(parent)) {
      if (child === parent.getThenStatement()) branches.push(`if(${siteText(parent.getExpression())}):then`);
      else if (child === parent.getElseStatement()) branches.push(`if(${siteText(parent.getExpression())}):else`);
    } else if (Node.isConditionalExpression(parent)) {
      if (child === parent.getWhenTrue()) branches.push(`?(${siteText(parent.getCondition())}):then`);
      else if (child === parent.getWhenFalse()) branches.push(`?(${siteText(parent.getCondition())}):else`);
    } else if (Node.isCaseClause(parent) || Node.isDefaultClause(parent)) {
      const switchStatement = parent.getParent()?.getParent();
      const label = Node.isCaseClause(parent) ? siteText(parent.getExpression()) : 'default';
      if (switchStatement && Node.isSwitchStatement(switchStatement)) branches.push(`switch(${siteText(switchStatement.getExpression())}):case(${label})`);
    } else if (
      Node.isFunctionDeclaration(parent) ||
      Node.isMethodDeclaration(parent) ||
      Node.isConstructorDeclaration(parent) ||
      Node.isArrowFunction(parent) ||
      Node.isFunctionExpression(parent)
    ) {
      scope = functionName(parent);
    }
  }
  return { scope: scope ?? '', branches };
}

/** Whether a statement always leaves its function: a `return` or `throw`, or a block that ends with one. */
function alwaysLeaves(statement: Node): boolean {
  if (Node.isReturnStatement(statement) || Node.isThrowStatement(statement)) return true;
  if (!Node.isBlock(statement)) return false;
  const last = statement.getStatements().at(-1);
  return last !== undefined && (Node.isReturnStatement(last) || Node.isThrowStatement(last));
}

/** A TypeScript declaration with the common model fields filled in; front ends add the rest. */
export function baseDecl(ctx: FileContext, kind: ToolFunctionDecl['kind'], id: string, nameNode: Node, whole: Node, tool: ToolInfo): ToolFunctionDecl {
  return {
    language: 'typescript',
    kind,
    id,
    name: id,
    nameRange: rangeOf(ctx, nameNode),
    range: rangeOf(ctx, whole),
    declarationRange: rangeOf(ctx, whole),
    isEnabled: true,
    docExposed: true,
    parameters: [],
    returnConstraints: [],
    isSuspend: false,
    isDeprecated: false,
    annotations: [],
    body: { calls: [], throws: [], identifiers: new Set(), notNullAssertions: [] },
    tool: whole.getSourceFile() === ctx.sf ? { ...tool, site: registrationSite(whole) } : tool,
  };
}

/**
 * Where a tool's name is written when that is another workspace file (a tool object imported into a
 * loop, or the name argument of its factory call there): that file and the name's range in it.
 */
export function writtenElsewhere(ctx: FileContext, nameNode: Node): { uri: string; nameRange: Range } | undefined {
  const file = nameNode.getSourceFile();
  if (file === ctx.sf || !ctx.uriOf || file.isInNodeModules() || file.isDeclarationFile()) return undefined;
  // The line index of that file, shared with the other tools written there.
  const text = SourceText.of(file.getFullText());
  return { uri: ctx.uriOf(file), nameRange: text.range(nameNode.getStart(), nameNode.getEnd()) };
}

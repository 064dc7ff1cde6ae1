/**
 * The declarations an agent sees: functions (one member per kind, told apart by `kind`), their
 * parameters and types, the classes around them and the serializable types they use.
 */

import type { BodyFacts } from './body-facts';
import type { DotnetTypeDecl } from './dotnet';
import type { Range } from './positions';
import type { DocComment, TextPiece } from './text-pieces';
import type { ToolInfo } from './tool-facts';

/**
 * `android-xml`: AndroidManifest.xml and res/xml resources (the app description, the declared
 * services). `csharp`: the .NET AppFunctions library (Shiny.AppFunctions).
 */
export type Language = 'kotlin' | 'typescript' | 'android-xml' | 'csharp';

/** Which generation of the androidx.appfunctions API a Kotlin declaration uses. */
export type KotlinEra = 'service' | 'appfunction' | 'declaration';

export type DeclarationKind = 'android-appfunction' | 'mcp-tool' | 'webmcp-tool' | 'ts-appfunction' | 'dotnet-appfunction';

/** An annotation or decorator as written. */
export interface AnnotationUse {
  /** Simple name as written (`AppFunction`, `Suppress`). */
  name: string;
  /** Fully qualified name when it can be resolved from imports or is written qualified. */
  qualifiedName?: string;
  range: Range;
  /** Named arguments (and positional ones under `_0`, `_1`...), as source text. */
  args: Record<string, AnnotationArg>;
}

export interface AnnotationArg {
  text: string;
  range: Range;
  /** The value when it is a plain string literal (no templates). */
  stringValue?: string;
  /** Each element when the value is an array literal or `arrayOf(...)`/`intArrayOf(...)`. */
  elements?: string[];
  /** The string value with its source positions (C#), for text rules to point into. */
  piece?: TextPiece;
}

/** A value constraint (`@AppFunctionStringValueConstraint` and friends). */
export interface ValueConstraint {
  kind: 'int' | 'string' | 'uri';
  range: Range;
  enumValues: string[];
  patterns: string[];
  format?: string;
  allowedSchemes: string[];
}

/** A type as written in source. */
export interface TypeRef {
  /** Source text, e.g. `List<String>?`. */
  text: string;
  /** The outer name without type arguments or `?`, e.g. `List`. */
  name: string;
  nullable: boolean;
  args: TypeRef[];
  range: Range;
}

export interface ParameterDecl {
  name: string;
  nameRange: Range;
  range: Range;
  type?: TypeRef;
  defaultValue?: { text: string; range: Range };
  annotations: AnnotationUse[];
  /** `@param` text (KDoc/JSDoc) or the schema's own description. */
  doc?: TextPiece;
  /** `@AppFunctionInstruction` text, which wins over the doc for the agent. */
  instruction?: TextPiece;
  constraints: ValueConstraint[];
  /** True for the `AppFunctionContext` parameter, which is not part of the agent-visible schema. */
  isContext: boolean;
}

export interface ClassInfo {
  name: string;
  qualifiedName: string;
  nameRange: Range;
  range: Range;
  annotations: AnnotationUse[];
  isAbstract: boolean;
  isInterface: boolean;
  superTypes: string[];
  /** Declared with `@AppFunctionServiceEntryPoint` (or the pre-alpha10 `AppFunctionEntryPoint`). */
  isEntryPoint: boolean;
  doc?: DocComment;
  /** The declaration keyword: `class` (also `enum class`, `data class`...), `interface`, `object`, or a companion. */
  keyword?: 'class' | 'interface' | 'object' | 'companion';
  /** Modifier keywords as written (`sealed`, `data`, `enum`, `abstract`, `open`, `private`, `fun`...). */
  modifiers?: string[];
  /** Names of the class's own type parameters (`T` in `class Box<T>`). */
  typeParameters?: string[];
  /** Every function declared directly in the class body, annotated or not. */
  memberFunctions?: MemberFunctionInfo[];
  /** Names of the properties declared in the class body (not the constructor's). */
  bodyProperties?: string[];
  /** Where each of `bodyProperties` is named, in the same order. */
  bodyPropertyRanges?: Range[];
  /** Whether the body declares a `constructor(...)` (a secondary constructor). */
  hasSecondaryConstructor?: boolean;
}

/** A function declared in a class body, whether or not it is an AppFunction. */
export interface MemberFunctionInfo {
  name: string;
  nameRange: Range;
  /** Modifier keywords as written (`override`, `abstract`, `suspend`...). */
  modifiers: string[];
  hasBody: boolean;
  /** Value parameters that declare a default; an override inherits them (Kotlin writes none again). */
  parametersWithDefaults?: string[];
}

/**
 * A function or property carrying an AppFunctions annotation that the compiler checks by target
 * (for example `@AppFunction` on a property), kept so compiler-parity rules can report it.
 */
export interface AnnotatedMember {
  kind: 'function' | 'property';
  name: string;
  nameRange: Range;
  annotations: AnnotationUse[];
  enclosingClass?: ClassInfo;
}

/** What every kind of function an agent can call has. */
interface FunctionDeclBase {
  language: Language;
  kind: DeclarationKind;
  /** Agent-visible identifier: `pkg.Class#method` for Android, the tool name for MCP/WebMCP. */
  id: string;
  name: string;
  nameRange: Range;
  /** The whole declaration including its doc comment and annotations. */
  range: Range;
  /** The declaration without its doc comment (from the first annotation or modifier). */
  declarationRange: Range;
  /** `@AppFunction` (Kotlin, TypeScript decorator). */
  annotation?: AnnotationUse;
  isEnabled: boolean;
  /** Whether the agent receives the doc text as the description. */
  docExposed: boolean;
  doc?: DocComment;
  parameters: ParameterDecl[];
  returnType?: TypeRef;
  /**
   * Kotlin, an expression body without a written return type (`fun count() = 3`): `inferred` when
   * `returnType` was read from the expression, `unknown` when the analysis cannot type it (the
   * compiler can; the response is then not known here).
   */
  returnTypeInference?: 'inferred' | 'unknown';
  enclosingClass?: ClassInfo;
  /** Names of the function's own type parameters (`T` in `fun <T> f()`). */
  typeParameters?: string[];
  isSuspend: boolean;
  isDeprecated: boolean;
  annotations: AnnotationUse[];
  body: BodyFacts;
}

/** A Kotlin `@AppFunction`: what the appfunctions compiler reads besides the common model. */
export interface AndroidFunctionDecl extends FunctionDeclBase {
  language: 'kotlin';
  kind: 'android-appfunction';
  era?: KotlinEra;
  /** The explicit value of `isDescribedByKDoc`/`isDescribedByKdoc`, when written. */
  describedByDoc?: boolean;
  /** Function-level `@AppFunctionInstruction`. */
  instruction?: TextPiece;
  /** `@AppFunctionInstruction` on the return type: the response's description, with or without a KDoc. */
  returnInstruction?: TextPiece;
  /** Value constraints on the return type. */
  returnConstraints: ValueConstraint[];
  /**
   * The abstract function of an `@AppFunctionSignature` fun interface (its `annotation` is that
   * one): the app registers it at run time, in `scope` (undefined when the written scope is not a
   * known one), listed in the XML file `xmlFileName`. It needs no AppFunctionContext.
   */
  signature?: { scope?: 'global' | 'activity'; xmlFileName?: string };
  /** The function's type parameters with more than one upper bound (a `where` clause), which the compiler cannot resolve. */
  multiBoundTypeParameters?: { name: string; nameRange: Range }[];
  /** Tool facts are TypeScript's: never set here, so code reading any function may ask. */
  descriptionLiteral?: undefined;
  tool?: undefined;
}

/** A TypeScript registration: the tool's name, its description string and the registration's facts. */
interface ToolFunctionDeclBase extends FunctionDeclBase {
  language: 'typescript';
  /** A description that does not come from a doc comment (an MCP or WebMCP `description` string). */
  descriptionLiteral?: TextPiece;
  tool: ToolInfo;
  /** The Kotlin-only facts: never set here, so code reading any function may ask. */
  era?: undefined;
  describedByDoc?: undefined;
  instruction?: undefined;
  signature?: undefined;
  multiBoundTypeParameters?: undefined;
  returnConstraints: [];
}

/** An MCP SDK `registerTool`/`tool` registration or an entry of a literal tools/list handler. */
export interface McpToolDecl extends ToolFunctionDeclBase {
  kind: 'mcp-tool';
}

/** A WebMCP `navigator.modelContext.registerTool` tool. */
export interface WebMcpToolDecl extends ToolFunctionDeclBase {
  kind: 'webmcp-tool';
}

/** A TypeScript AppFunction (`@AppFunction` decorator or `@appFunction` JSDoc tag). */
export interface TsAppFunctionDecl extends ToolFunctionDeclBase {
  kind: 'ts-appfunction';
}

/** Any TypeScript registration. */
export type ToolFunctionDecl = McpToolDecl | WebMcpToolDecl | TsAppFunctionDecl;

/**
 * A .NET AppFunction (Shiny.AppFunctions): a record, class or struct with `[AppFunction("id")]`
 * whose properties are the parameters, or the `search_{entity}` function the library generates for
 * an `[AppEntity]`. `name` is the type's name; `descriptionLiteral` the `Description =` text.
 */
export interface DotnetFunctionDecl extends FunctionDeclBase {
  language: 'csharp';
  kind: 'dotnet-appfunction';
  /** The `Description =` argument, when written as a string literal. */
  descriptionLiteral?: TextPiece;
  dotnet: DotnetFunctionInfo;
  /** What other kinds have: never set here, so code reading any function may ask. */
  tool?: undefined;
  era?: undefined;
  describedByDoc?: undefined;
  instruction?: undefined;
  signature?: undefined;
  multiBoundTypeParameters?: undefined;
  returnConstraints: [];
}

/** What the .NET library reads of a function besides the common model. */
export interface DotnetFunctionInfo {
  /** `declared` for an `[AppFunction]` type; `entity-search` for the generated `search_{entity}`. */
  origin: 'declared' | 'entity-search';
  /** The `Title =` argument, when written as a string literal. */
  title?: TextPiece;
  /** The id argument as written (its literal), when there is one; the id itself is `id`. */
  idArg?: AnnotationArg;
  /** Whether an argument the analysis cannot read (a constant, an interpolation) stands for the id, title or description. */
  unresolved: { what: 'id' | 'title' | 'description'; text: string; range: Range }[];
  opensApp: boolean;
  /** `IAppFunction` (no result) or `IAppFunction<TResult>`, each as written in the base list. */
  functionInterfaces: TypeRef[];
  /** `[AppShortcut("phrase")]` attributes, in order. */
  shortcuts: { phrase?: string; range: Range }[];
  /** The request type (`declared` only): its properties are the parameters. */
  requestType?: DotnetTypeDecl;
  /** The entity this function searches and its type (`entity-search` only). */
  searchesEntity?: string;
  entityType?: DotnetTypeDecl;
}

/** One function an agent can call, told apart by `kind`. */
export type FunctionDecl = AndroidFunctionDecl | ToolFunctionDecl | DotnetFunctionDecl;

export interface PropertyDecl {
  name: string;
  nameRange: Range;
  range: Range;
  type?: TypeRef;
  hasValOrVar: boolean;
  defaultValue?: { text: string; range: Range };
  annotations: AnnotationUse[];
  /** KDoc placed directly on the property. */
  doc?: TextPiece;
  instruction?: TextPiece;
  constraints: ValueConstraint[];
}

/** A data type the agent sees as an object (`@AppFunctionSerializable`). */
export interface SerializableDecl {
  language: Language;
  name: string;
  qualifiedName: string;
  nameRange: Range;
  range: Range;
  describedByDoc?: boolean;
  doc?: DocComment;
  instruction?: TextPiece;
  properties: PropertyDecl[];
  annotations: AnnotationUse[];
  hasPrimaryConstructor: boolean;
  primaryConstructorPublic: boolean;
}

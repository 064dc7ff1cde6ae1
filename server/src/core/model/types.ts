/**
 * The language-neutral model of what an app exposes to agents. Front ends (Kotlin, TypeScript)
 * produce it; the registry indexes it; rules and outputs read it. Nothing here knows about LSP.
 */

/** A zero-based position; `character` counts UTF-16 code units, as LSP does. */
export interface Position {
  line: number;
  character: number;
}

/** A half-open range in a source file. */
export interface Range {
  start: Position;
  end: Position;
}

/** One contiguous run of source characters that contributes to a {@link TextPiece}. */
export interface TextSegment {
  /** Offset of this segment in the normalised text. */
  textOffset: number;
  /** Length in the normalised text (equals the source length: segments are verbatim). */
  length: number;
  /** Where the segment starts in the file. */
  start: Position;
}

/**
 * Text as a reader sees it (comment markers and line breaks normalised away) together with the
 * exact source location of every character, so a rule can point at a single word inside a KDoc.
 */
export interface TextPiece {
  text: string;
  range: Range;
  segments: TextSegment[];
}

/** `android-xml`: AndroidManifest.xml and res/xml resources (the app description, the declared services). */
export type Language = 'kotlin' | 'typescript' | 'android-xml';

/** Which generation of the androidx.appfunctions API a Kotlin declaration uses. */
export type KotlinEra = 'service' | 'appfunction' | 'declaration';

export type DeclarationKind = 'android-appfunction' | 'mcp-tool' | 'webmcp-tool' | 'ts-appfunction';

/** A parsed documentation comment (KDoc or JSDoc), split into the pieces agents receive. */
export interface DocComment {
  range: Range;
  /** Everything before the first block tag. */
  summary?: TextPiece;
  params: DocTag[];
  /** `@property` tags (class docs). */
  properties: DocTag[];
  returns?: DocTag;
  /** Any other block tag (`@throws`, `@see`, ...). */
  otherTags: DocTag[];
}

export interface DocTag {
  tag: string;
  /** The subject name for `@param name`/`@property name`, when present. */
  name?: string;
  nameRange?: Range;
  /** The whole tag, from `@` to the end of its last line. */
  range: Range;
  text?: TextPiece;
}

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

/** One function an agent can call. */
export interface FunctionDecl {
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
  era?: KotlinEra;
  annotation?: AnnotationUse;
  isEnabled: boolean;
  /** The explicit value of `isDescribedByKDoc`/`isDescribedByKdoc`, when written. */
  describedByDoc?: boolean;
  /** Whether the agent receives the doc text as the description. */
  docExposed: boolean;
  doc?: DocComment;
  /** Function-level `@AppFunctionInstruction`. */
  instruction?: TextPiece;
  /** A description that does not come from a doc comment (e.g. an MCP `description` string). */
  descriptionLiteral?: TextPiece;
  parameters: ParameterDecl[];
  returnType?: TypeRef;
  returnConstraints: ValueConstraint[];
  enclosingClass?: ClassInfo;
  /** Names of the function's own type parameters (`T` in `fun <T> f()`). */
  typeParameters?: string[];
  isSuspend: boolean;
  isDeprecated: boolean;
  annotations: AnnotationUse[];
  body: BodyFacts;
  /** What a TypeScript registration says beyond the common model (MCP, WebMCP, TS AppFunctions). */
  tool?: ToolInfo;
}

/**
 * A zod schema (or a value inside one) as written, resolved statically: replaying it against the
 * real zod package builds the schema the SDK would convert, without running workspace code.
 */
export type ZodValue =
  | { kind: 'zod'; base: string; args: ZodValue[]; chain: ZodStep[]; text: string }
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'undefined' }
  | { kind: 'regex'; source: string; flags: string }
  | { kind: 'function' }
  /** `unknown`: parts of the object literal whose keys cannot be read (computed keys, spreads of run-time values). */
  | { kind: 'object'; entries: { key: string; value: ZodValue }[]; unknown?: string[] }
  | { kind: 'array'; items: ZodValue[] }
  | { kind: 'unresolved'; text: string };

/** One `.method(args)` or `.property` after a zod factory call. */
export interface ZodStep {
  kind: 'call' | 'prop';
  name: string;
  args: ZodValue[];
}

/** Where a tool's input or output schema comes from. */
export interface ToolSchemaSource {
  /** `shape`: a raw shape `{ q: z.string() }`; `zod`: a zod schema; `json`: literal JSON Schema. */
  form: 'shape' | 'zod' | 'json';
  zod?: ZodValue;
  json?: unknown;
  /** Whether every part was resolved (a partially resolved schema is shown, not trusted). */
  resolved: boolean;
  /** Literal JSON Schemas: the properties (or `...parts`) that are not literals; the rest is kept. */
  unresolved?: string[];
  text: string;
  range: Range;
}

/** The SDK or zod version a registration runs against, and where that was learned. */
export interface PackageVersion {
  name: string;
  major: number;
  version?: string;
  source: 'installed' | 'lock' | 'package.json' | 'import' | 'default';
}

/** A TypeScript tool registration's facts (MCP SDK, WebMCP, TypeScript AppFunctions). */
export interface ToolInfo {
  api: 'registerTool' | 'registerToolTask' | 'tool' | 'tools/list' | 'webmcp' | 'decorator' | 'jsdoc';
  /** The MCP SDK (`@modelcontextprotocol/sdk` v1 or `@modelcontextprotocol/server` v2). */
  sdk?: PackageVersion;
  zod?: PackageVersion;
  /** Where `modelContext` was reached from (WebMCP). */
  webmcpHost?: 'document' | 'navigator' | 'window.navigator' | 'other';
  /** Whether the name is a string the reader could resolve (false: a run-time value). */
  nameResolved: boolean;
  /** The expression that gives the name. */
  nameText: string;
  title?: string;
  inputSchema?: ToolSchemaSource;
  outputSchema?: ToolSchemaSource;
  /** Annotation values that resolved to literals, with where each is written. */
  annotations?: Record<string, { value: unknown; range: Range }>;
  /** The registration call (`server.tool(...)`) and its arguments, for fixes. */
  call?: { range: Range; calleeNameRange: Range; args: SourceSnippet[] };
  /** WebMCP: whether the tool object has an `execute` callback. */
  hasExecute?: boolean;
  /** Keys written in a WebMCP tool object or a literal tools/list entry. */
  keys?: string[];
  /** TypeScript AppFunctions: the input/output schemas from the checker's types (JSON Schema 2020-12). */
  typeSchemas?: { input: unknown; output?: unknown; problems: string[] };
  /** `registerToolTask`: the `execution` field tools/list sends (`taskSupport` and the config's own). */
  execution?: Record<string, unknown>;
  /** How the registration was reached when not by a direct call: a loop over tool objects, a wrapper function. */
  via?: { kind: 'loop' | 'wrapper'; text: string };
  /**
   * Parts of the registration a static reader could not read, and why: the declaration is kept
   * (never dropped), and registration-unresolved reports each part.
   */
  unresolved?: UnresolvedPart[];
}

/** A part of a registration that could not be read statically. */
export interface UnresolvedPart {
  what: 'name' | 'description' | 'registration';
  /** The expression as written. */
  text: string;
  range: Range;
  /** Why it could not be read (a run-time value, a parameter, a call of code outside the workspace...). */
  reason: 'runtime' | 'parameter' | 'call' | 'loop';
}

/** `new McpServer({ name, version }, { instructions })`: the server's instructions are the app description. */
export interface McpServerDecl {
  name?: string;
  version?: string;
  nameRange: Range;
  range: Range;
  instructions?: TextPiece;
  /**
   * `literal`: the text is known (a literal, constants, or a text file the code reads);
   * `computed`: set, but to a run-time value; `absent`: the options set none; `unknown`: options
   * held or spread from elsewhere (they may carry instructions).
   */
  instructionsState?: 'literal' | 'computed' | 'absent' | 'unknown';
  /** The high-level `McpServer` or the low-level `Server`. */
  api?: 'McpServer' | 'Server';
  sdk?: PackageVersion;
}

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

/** A suppression written in the source (`@Suppress("appfunctions:<rule>")`). */
export interface Suppression {
  ruleId: string;
  range: Range;
  /** The range of code the suppression covers. */
  scope: Range;
}

/** Everything a front end learned from one file. */
export interface FileModel {
  /** A file path (CLI) or URI (server); opaque to the core. */
  uri: string;
  language: Language;
  packageName?: string;
  imports: string[];
  era?: KotlinEra;
  functions: FunctionDecl[];
  serializables: SerializableDecl[];
  classes: ClassInfo[];
  suppressions: Suppression[];
  /** `@file:` annotations (Kotlin). */
  fileAnnotations: AnnotationUse[];
  /** Functions and properties annotated with an AppFunctions annotation (Kotlin; see {@link AnnotatedMember}). */
  annotatedMembers?: AnnotatedMember[];
  /** Functions with a body but no AppFunctions annotation (helpers), for rules that check code they build. */
  helperFunctions?: { name: string; nameRange: Range; range: Range; body: BodyFacts }[];
  /** Ranges where the parser recovered from a syntax error. */
  syntaxErrors: Range[];
  lineCount: number;
  /** What an Android XML file declares (language `android-xml` only). */
  android?: AndroidXmlInfo;
  /** MCP servers constructed in a TypeScript file (their `instructions` are the app description). */
  mcpServers?: McpServerDecl[];
}

/** An XML attribute as written: qualified name, decoded value and where both are. */
export interface XmlAttribute {
  /** Qualified name as written, e.g. `android:name`. */
  name: string;
  /** Local name without the prefix, e.g. `name`. */
  localName: string;
  /** Namespace URI the prefix resolves to, when declared. */
  namespace?: string;
  /** Value with XML entities decoded. */
  value: string;
  /** The attribute's name as written. */
  nameRange: Range;
  /** The value between the quotes (empty range right after the opening quote for `""`). */
  valueRange: Range;
  /** From the name to the closing quote. */
  range: Range;
}

/** An element's start tag: its name and where it is (what app-level findings point at). */
export interface XmlElementRef {
  name: string;
  /** The element name in its start tag. */
  nameRange: Range;
  /** The whole element, start tag to end tag. */
  range: Range;
}

/** `<property android:name=… android:resource=…|android:value=…/>` in a manifest. */
export interface ManifestProperty {
  element: XmlElementRef;
  name?: XmlAttribute;
  resource?: XmlAttribute;
  value?: XmlAttribute;
}

/** A `<service>` declared in a manifest. */
export interface ManifestService {
  element: XmlElementRef;
  name?: XmlAttribute;
  permission?: XmlAttribute;
  exported?: XmlAttribute;
  properties: ManifestProperty[];
  /** `<intent-filter><action android:name=…/>` values. */
  actions: string[];
}

/** What an AndroidManifest.xml declares that AppFunctions cares about. */
export interface ManifestInfo {
  /** The `<manifest>` element. */
  element: XmlElementRef;
  /** `package="…"` when written (newer builds put the namespace in Gradle instead). */
  packageName?: string;
  application?: XmlElementRef;
  /** `<property>` elements directly under `<application>`. */
  properties: ManifestProperty[];
  services: ManifestService[];
}

/** The app description: `<AppFunctionAppMetadata appfn:instructions=… appfn:description=…>` in res/xml. */
export interface AppMetadataDecl {
  element: XmlElementRef;
  /** Namespace URI the `instructions`/`description` attributes were found in. */
  namespace?: string;
  /** `appfn:instructions` (beta01+), which takes precedence. */
  instructions?: XmlAttribute;
  /** Legacy `appfn:description` (alpha07–alpha13). */
  description?: XmlAttribute;
  /** `appfn:displayDescription`, shown to the user, not the agent. */
  displayDescription?: XmlAttribute;
  /** The text the agent reads (instructions win over description), mapped back to the source. */
  text?: TextPiece;
  /** An `instructions`/`description` attribute outside the library's namespaces, which the runtime ignores. */
  misplaced?: XmlAttribute;
}

/** A problem the XML parser found, at the broken place. */
export interface XmlProblem {
  range: Range;
  message: string;
}

/** Everything the Android XML front end learned from one file. */
export interface AndroidXmlInfo {
  kind: 'manifest' | 'resource';
  /** The root element's name (`manifest`, `AppFunctionAppMetadata`, `paths`...), when there is one. */
  rootElement?: string;
  /** Where the root element is. */
  root?: XmlElementRef;
  /** `NAME` of `@xml/NAME` for a file under `res/xml*`, else the file name without `.xml`. */
  resourceName: string;
  manifest?: ManifestInfo;
  appMetadata?: AppMetadataDecl;
  problems: XmlProblem[];
}

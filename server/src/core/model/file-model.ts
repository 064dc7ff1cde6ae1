/**
 * Everything a front end learned from one file: the language-neutral model of what an app exposes
 * to agents. Front ends (Kotlin, TypeScript, Android XML) produce it; the registry indexes it;
 * rules and outputs read it. Nothing in `model/` knows about LSP.
 */

import type { AndroidXmlInfo } from './android-xml';
import type { BodyFacts } from './body-facts';
import type { DotnetTypeDecl } from './dotnet';
import type { AnnotatedMember, AnnotationUse, ClassInfo, FunctionDecl, KotlinEra, Language, SerializableDecl } from './declarations';
import type { Range } from './positions';
import type { McpServerDecl } from './tool-facts';

/** A suppression written in the source (`@Suppress("appfunctions:<rule>")`). */
export interface Suppression {
  ruleId: string;
  range: Range;
  /** The range of code the suppression covers. */
  scope: Range;
}

/** The model of a file of `lineCount` lines read as declaring nothing (no parse needed to know it). */
export function declaringNothing(uri: string, language: Language, lineCount: number): FileModel {
  return { uri, language, imports: [], functions: [], serializables: [], classes: [], suppressions: [], fileAnnotations: [], syntaxErrors: [], lineCount };
}

/**
 * The model of a file left unparsed because its text cannot declare anything the rules check (see
 * `DeferredReading`): nothing declared, and the names of the types it may declare, for which it is
 * parsed once another file refers to one.
 */
export function deferredModel(uri: string, language: Language, lineCount: number, typeNames: readonly string[]): FileModel {
  return { ...declaringNothing(uri, language, lineCount), deferred: { typeNames } };
}

/** A library release a file is built against, and the build file that says so. */
export interface LibraryVersion {
  /** As written: `1.0.0-alpha12`. */
  version: string;
  /** The Gradle build script or version catalog it was read from (a path or URI, opaque to the core). */
  declaredIn: string;
}

/** Everything a front end learned from one file. */
export interface FileModel {
  /** A file path (CLI) or URI (server); opaque to the core. */
  uri: string;
  language: Language;
  packageName?: string;
  imports: string[];
  era?: KotlinEra;
  /**
   * The androidx.appfunctions release the file is compiled with, when its Gradle files write one
   * (Kotlin files that declare AppFunctions only): some metadata is generated differently per release.
   */
  appFunctionsLibrary?: LibraryVersion;
  functions: FunctionDecl[];
  serializables: SerializableDecl[];
  classes: ClassInfo[];
  suppressions: Suppression[];
  /** `@file:` annotations (Kotlin). */
  fileAnnotations: AnnotationUse[];
  /** Functions and properties annotated with an AppFunctions annotation (Kotlin; see {@link AnnotatedMember}). */
  annotatedMembers?: AnnotatedMember[];
  /**
   * Kotlin `const val`s initialised with a plain string or integer literal, by simple name (top
   * level, objects and companions alike): what annotation arguments such as
   * `@AppFunctionSchemaDefinition(category = CATEGORY)` name.
   */
  constants?: Record<string, string>;
  /** Functions with a body but no AppFunctions annotation (helpers), for rules that check code they build. */
  helperFunctions?: { name: string; nameRange: Range; range: Range; body: BodyFacts }[];
  /**
   * Ranges where the parser recovered from a syntax error, in document order. Front ends may stop
   * listing after a bound (Kotlin 100, TypeScript and Android XML 1,000): past 100 no fix is offered anyway.
   */
  syntaxErrors: Range[];
  lineCount: number;
  /** What an Android XML file declares (language `android-xml` only). */
  android?: AndroidXmlInfo;
  /** MCP servers constructed in a TypeScript file (their `instructions` are the app description). */
  mcpServers?: McpServerDecl[];
  /**
   * Server methods the file puts its own function in place of (TypeScript: a `new Proxy(server, { get })`
   * whose trap tests for the method's name), with the folder (as a URI or path like `uri`) of the
   * package whose calls of that method may run the replacement instead of the SDK's.
   */
  interceptedMethods?: { method: string; range: Range; packageUri: string }[];
  /** Every type a C# file declares, as the .NET library's generator reads it (language `csharp` only). */
  dotnetTypes?: DotnetTypeDecl[];
  /** Set when the file was not parsed yet (see {@link deferredModel}): the types it may declare. */
  deferred?: { typeNames: readonly string[] };
}

/**
 * What a C# file declares for the .NET AppFunctions library (Shiny.AppFunctions) besides its
 * functions: every type with what the library's source generator reads of it (properties,
 * constructors, base types, attributes, enum members, the `[AppEntity]` it is).
 */

import type { AnnotationArg, AnnotationUse, TypeRef } from './declarations';
import type { Range } from './positions';
import type { TextPiece } from './text-pieces';

/** A C# type declaration as the generator sees it. */
export interface DotnetTypeDecl {
  name: string;
  /** The namespace-qualified name (`Shop.Orders.CreateOrder`, nested types with `.`). */
  qualifiedName: string;
  nameRange: Range;
  range: Range;
  keyword: 'class' | 'record' | 'struct' | 'interface' | 'enum';
  /** Modifier keywords as written (`public`, `abstract`, `static`, `partial`, `sealed`...). */
  modifiers: string[];
  typeParameters: string[];
  /** The base list as written (`IAppFunction<OrderResult>`, `BaseHandler`). */
  baseTypes: TypeRef[];
  attributes: AnnotationUse[];
  /** Member names in declaration order (`enum` only). */
  enumMembers?: string[];
  /** Declared properties, positional record parameters first (the generator never reads inherited ones). */
  properties: DotnetPropertyDecl[];
  /**
   * Instance constructors as written, the primary constructor first; empty when none is written
   * (the implicit public parameterless one).
   */
  constructors: DotnetConstructor[];
  /** What `[AppEntity]` says, when the type has it. */
  entity?: DotnetEntityInfo;
  /** Whether the declaring type is nested in another type (its accessibility then also depends on the outer). */
  isNested: boolean;
}

/** A constructor: the primary one (`record R(string A)`, `class C(IFoo foo)`) or one in the body. */
export interface DotnetConstructor {
  isPrimary: boolean;
  /** `public` as written; a primary constructor is public unless its type is abstract (then protected). */
  isPublic: boolean;
  parameterNames: string[];
  range: Range;
  /** A static constructor, which makes no instance. */
  isStatic?: boolean;
}

/** A declared property, or the property a positional record parameter declares. */
export interface DotnetPropertyDecl {
  name: string;
  nameRange: Range;
  range: Range;
  type?: TypeRef;
  /** A positional parameter of a record's primary constructor. */
  positional: boolean;
  isPublic: boolean;
  isStatic: boolean;
  /** Has a getter (`{ get; ...}` or an expression body `=> ...`). */
  hasGetter: boolean;
  /** Who may set it: a `public set`/`init` (`public`), a narrower one, or none. */
  setter: 'public' | 'restricted' | 'none';
  /** The C# `required` modifier. */
  isRequired: boolean;
  /** `[AppParameter]` (on the property, or on the positional parameter) and the other attributes. */
  attributes: AnnotationUse[];
  /** `[AppParameter(Title = ...)]`, when a string literal. */
  title?: TextPiece;
  /** `[AppParameter(Description = ...)]`, when a string literal. */
  description?: TextPiece;
}

/** `[AppEntity("id", Title = ..., DisplayProperty = ...)]`. */
export interface DotnetEntityInfo {
  id: string;
  idArg?: AnnotationArg;
  title?: TextPiece;
  /** The display property named (a literal or `nameof(X)`), when written. */
  displayProperty?: { name: string; range: Range };
  attribute: AnnotationUse;
}

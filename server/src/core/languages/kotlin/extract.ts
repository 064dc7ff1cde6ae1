import type { Node, Tree } from 'web-tree-sitter';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import type {
  AnnotatedMember,
  AnnotationArg,
  AnnotationUse,
  BodyFacts,
  CallArgument,
  CallFact,
  ClassInfo,
  DocComment,
  FileModel,
  FunctionDecl,
  KotlinEra,
  MemberFunctionInfo,
  ParameterDecl,
  PropertyDecl,
  Range,
  SerializableDecl,
  SourceSnippet,
  Suppression,
  TextPiece,
  TypeRef,
  ValueConstraint,
} from '../../model/types';
import { pieceFromSpan, SourceText } from '../../text/source-text';
import { parseDocComment } from './kdoc';

/** A Kotlin file model with nothing in it yet. */
export function emptyKotlinModel(uri: string, lineCount: number): FileModel {
  return {
    uri,
    language: 'kotlin',
    imports: [],
    functions: [],
    serializables: [],
    classes: [],
    suppressions: [],
    fileAnnotations: [],
    syntaxErrors: [],
    lineCount,
  };
}

/** The package every AppFunctions annotation lives in (the service era adds `.service`). */
const APPFN_PACKAGE = 'androidx.appfunctions';
const FUNCTION_ANNOTATIONS = new Set(['AppFunction', 'AppFunctionDeclaration']);
const ENTRY_POINT_ANNOTATIONS = new Set(['AppFunctionServiceEntryPoint', 'AppFunctionEntryPoint']);
/** Body node types that carry facts for the rules; everything else is only walked through. */
const BODY_FACT_TYPES = new Set(['call_expression', 'jump_expression', 'postfix_expression', 'elvis_expression', 'when_expression', 'property_declaration', 'assignment', 'variable_declaration']);
/** What a body walk asks the parser for: the fact types, identifiers, and member suffixes (see #walkBody). */
const WALKED_TYPES = [...BODY_FACT_TYPES, 'simple_identifier', 'interpolated_identifier', 'navigation_suffix'];
/** Keywords that precede a class name when error recovery leaves `class Name` as loose tokens. */
const LOOSE_CLASS_KEYWORDS = new Set(['class', 'interface', 'object']);
const CONSTRAINT_KINDS: Record<string, ValueConstraint['kind']> = {
  AppFunctionIntValueConstraint: 'int',
  AppFunctionStringValueConstraint: 'string',
  AppFunctionUriValueConstraint: 'uri',
};
/** Prefix of the rule ids inside `@Suppress("appfunctions:<rule-id>")`. */
export const SUPPRESS_PREFIX = 'appfunctions:';

interface Scope {
  classes: ClassInfo[];
}

/**
 * Turns a Kotlin syntax tree into the language-neutral {@link FileModel}. Never throws: a declaration
 * that cannot be understood (half-typed code) is skipped, and the rest of the file is still read.
 */
export function extractKotlinFile(uri: string, text: string, tree: Tree, internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS): FileModel {
  const previous = extractionCache.get(uri);
  const next: ExtractionCache = { bodies: new Map(), functions: new Map(), classes: new Map() };
  const extractor = new KotlinExtractor(uri, SourceText.of(text), previous, next, internalError);
  const model = extractor.run(tree.rootNode);
  // Most recently extracted last; only the few files being edited are kept.
  extractionCache.delete(uri);
  extractionCache.set(uri, next);
  for (const stale of extractionCache.keys()) {
    if (extractionCache.size <= CACHED_FILES) break;
    extractionCache.delete(stale);
  }
  return model;
}

/**
 * What the last extraction of the few most recently extracted files produced, for reuse while the
 * author types in one function of a big file and every other declaration comes back unchanged.
 *
 * `bodies`: body facts keyed by the body's start position and text. Same text at the same position
 * gives the same facts, ranges included. Bodies with a syntax error are always walked again.
 *
 * `functions`: everything one function declaration adds to the model (see {@link FunctionRecord}),
 * keyed by what it is read from: its start position, its text from its KDoc on, and the context
 * the reading depends on (package, imports, enclosing class). Declarations with a syntax error are
 * always read again.
 */
interface ExtractionCache {
  bodies: Map<string, BodyFacts>;
  functions: Map<string, FunctionRecord>;
  /** Classes without a body, keyed like functions (see KotlinExtractor's #visitClass). */
  classes: Map<string, ClassRecord>;
}

/** What reading a class without a body added to the model. */
interface ClassRecord {
  info: ClassInfo;
  suppressions: Suppression[];
  serializables: SerializableDecl[];
}

/** What reading one function declaration added to the model, to replay under a new enclosing class. */
interface FunctionRecord {
  suppressions: Suppression[];
  members: MemberFunctionInfo[];
  annotatedMembers: AnnotatedMember[];
  functions: FunctionDecl[];
  helpers: HelperFunction[];
  bodies: [string, BodyFacts][];
}

type HelperFunction = NonNullable<FileModel['helperFunctions']>[number];

const extractionCache = new Map<string, ExtractionCache>();
const CACHED_FILES = 4;

class KotlinExtractor {
  readonly #docComments: { start: number; end: number }[] = [];
  readonly #model: FileModel;

  constructor(
    readonly uri: string,
    readonly source: SourceText,
    readonly previous?: ExtractionCache,
    readonly next?: ExtractionCache,
    readonly internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS,
  ) {
    this.#model = emptyKotlinModel(uri, source.lineCount);
  }

  run(root: Node): FileModel {
    try {
      this.#collectFileLevel(root);
      this.#visitMembers(root, { classes: [] });
    } catch (error) {
      // A grammar surprise must never take the file down; whatever was extracted so far stands.
      this.internalError({ phase: 'extract', uri: this.uri, error });
    }
    return this.#model;
  }

  #collectFileLevel(root: Node): void {
    // KDoc comments: every `/**` in the text that the tree says starts a comment (not one inside a
    // string or another comment). A look-up per candidate costs far less than visiting every node
    // of a big file; errors likewise descend only into subtrees that have one.
    const text = this.source.text;
    for (let at = text.indexOf('/**'); at >= 0; at = text.indexOf('/**', at + 1)) {
      const comment = root.descendantForIndex(at, at + 3);
      if (comment?.type !== 'multiline_comment' || comment.startIndex !== at) continue;
      this.#docComments.push({ start: at, end: comment.endIndex });
      at = Math.max(at, comment.endIndex - 1);
    }
    const walkErrors = (node: Node) => {
      if ((node.isError || node.isMissing) && this.#model.syntaxErrors.length < 100) {
        this.#model.syntaxErrors.push(this.#range(node));
      }
      for (const child of node.children) if (child && (child.hasError || child.isMissing)) walkErrors(child);
    };
    if (root.hasError) walkErrors(root);
    this.#docComments.sort((a, b) => a.start - b.start);

    for (const child of root.namedChildren) {
      if (!child) continue;
      if (child.type === 'package_header') {
        this.#model.packageName = child.namedChildren.find((c) => c?.type === 'identifier')?.text.replace(/\s+/g, '');
      } else if (child.type === 'import_list' || child.type === 'import_header') {
        const headers = child.type === 'import_list' ? child.namedChildren : [child];
        for (const header of headers) {
          if (header?.type !== 'import_header') continue;
          const id = header.namedChildren.find((c) => c?.type === 'identifier')?.text.replace(/\s+/g, '');
          if (!id) continue;
          const wildcard = header.namedChildren.some((c) => c?.type === 'wildcard_import');
          this.#model.imports.push(wildcard ? `${id}.*` : id);
        }
      } else if (child.type === 'file_annotation') {
        const annotation = this.#annotationFromInvocation(child, child.namedChildren.find((c) => c?.type === 'constructor_invocation' || c?.type === 'user_type'));
        if (annotation) {
          this.#model.fileAnnotations.push(annotation);
          this.#addSuppressions([annotation], { start: { line: 0, character: 0 }, end: this.source.positionAt(this.source.text.length) });
        }
      }
    }
    this.#model.era = this.#fileEra();
  }

  #fileEra(): KotlinEra | undefined {
    const imports = this.#model.imports;
    if (imports.some((i) => i === `${APPFN_PACKAGE}.service.AppFunction` || i === `${APPFN_PACKAGE}.service.*`)) return 'service';
    if (imports.includes(`${APPFN_PACKAGE}.AppFunctionDeclaration`)) return 'declaration';
    if (imports.includes(`${APPFN_PACKAGE}.AppFunction`)) return 'appfunction';
    return undefined;
  }

  /** Visits declarations directly inside `container` (a file, a class body or an error node). */
  #visitMembers(container: Node, scope: Scope): void {
    let errorClass: ClassInfo | undefined;
    for (const child of container.children) {
      if (!child) continue;
      try {
        switch (child.type) {
          case 'class_declaration':
          case 'object_declaration':
          case 'companion_object':
            this.#visitClass(child, scope);
            break;
          case 'function_declaration': {
            const enclosing = errorClass ?? scope.classes.at(-1);
            this.#visitFunction(child, enclosing);
            break;
          }
          case 'ERROR': {
            this.#visitMembers(child, scope);
            break;
          }
          case 'property_declaration':
            this.#visitProperty(child, errorClass ?? scope.classes.at(-1));
            break;
          case 'secondary_constructor': {
            const owner = errorClass ?? scope.classes.at(-1);
            if (owner) owner.hasSecondaryConstructor = true;
            break;
          }
          case 'type_identifier':
          case 'simple_identifier':
            // Inside an ERROR node, `@Annotations abstract class Name : Base() {` survives as loose
            // tokens; rebuild the class so functions below it keep their ids while the user types.
            if (container.type === 'ERROR' && LOOSE_CLASS_KEYWORDS.has(child.previousSibling?.type ?? '')) {
              errorClass = this.#looseClass(child, container, scope);
            }
            break;
          case 'class_body':
            if (container.type === 'ERROR') this.#visitMembers(child, errorClass ? { classes: [...scope.classes, errorClass] } : scope);
            break;
          default:
            break;
        }
      } catch (error) {
        // Skip the declaration that could not be read; keep going with its siblings.
        this.internalError({ phase: 'extract', uri: this.uri, error });
      }
    }
  }

  #looseClass(nameNode: Node, errorNode: Node, scope: Scope): ClassInfo {
    const outer = scope.classes.at(-1);
    const qualifiedName = outer ? `${outer.qualifiedName}.${nameNode.text}` : this.#qualify(nameNode.text);
    let modifiers: Node | null = nameNode.previousSibling;
    while (modifiers && modifiers.type !== 'modifiers' && LOOSE_CLASS_KEYWORDS.has(modifiers.type)) modifiers = modifiers.previousSibling;
    const annotations = modifiers?.type === 'modifiers' ? this.#annotations(modifiers) : [];
    const info: ClassInfo = {
      name: nameNode.text,
      qualifiedName,
      nameRange: this.#range(nameNode),
      range: this.#range(nameNode),
      annotations,
      isAbstract: !!modifiers?.descendantsOfType('inheritance_modifier').some((m) => m?.text === 'abstract'),
      isInterface: nameNode.previousSibling?.type === 'interface',
      superTypes: [],
      isEntryPoint: annotations.some((a) => ENTRY_POINT_ANNOTATIONS.has(a.name)),
    };
    this.#model.classes.push(info);
    const start = modifiers?.type === 'modifiers' ? modifiers.startIndex : nameNode.startIndex;
    this.#addSuppressions(annotations, this.source.range(start, errorNode.endIndex));
    return info;
  }

  #qualify(name: string): string {
    return this.#model.packageName ? `${this.#model.packageName}.${name}` : name;
  }

  /**
   * Reads a class, or replays an identical class without a body (a data class, most often) at the
   * same position from the previous model of this file. Classes with a body are always read: their
   * members hang off this model's class object.
   */
  #visitClass(node: Node, scope: Scope): void {
    const outer = scope.classes.at(-1);
    if (!this.next || node.hasError || node.namedChildren.some((c) => c?.type === 'class_body' || c?.type === 'enum_class_body')) {
      this.#readClass(node, scope);
      return;
    }
    const start = this.#docStart(node);
    this.#fileContext ??= JSON.stringify([this.#model.packageName ?? null, this.#model.imports]);
    const position = this.source.positionAt(start);
    const key = ['class', this.#fileContext, outer?.qualifiedName ?? '', position.line, position.character, node.startIndex - start, this.source.text.slice(start, node.endIndex)].join('\u0000');
    const known = this.previous?.classes.get(key) ?? this.next.classes.get(key);
    const model = this.#model;
    if (known) {
      // A fresh member list per model, though nothing fills it for a class without a body.
      model.classes.push({ ...known.info, memberFunctions: [], bodyProperties: [] });
      model.suppressions.push(...known.suppressions);
      model.serializables.push(...known.serializables);
      this.next.classes.set(key, known);
      return;
    }
    const before = { classes: model.classes.length, suppressions: model.suppressions.length, serializables: model.serializables.length };
    this.#readClass(node, scope);
    const classes = model.classes.slice(before.classes);
    // Reached only when the class was read in full: a partial read is never replayed.
    if (classes.length === 1) {
      this.next.classes.set(key, {
        info: classes[0],
        suppressions: model.suppressions.slice(before.suppressions),
        serializables: model.serializables.slice(before.serializables),
      });
    }
  }

  #readClass(node: Node, scope: Scope): void {
    const nameNode = node.namedChildren.find((c) => c?.type === 'type_identifier');
    const name = nameNode?.text ?? (node.type === 'companion_object' ? 'Companion' : '<anonymous>');
    const outer = scope.classes.at(-1);
    const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
    const annotations = [...(this.#danglingAnnotations(node)?.annotations ?? []), ...this.#annotations(modifiers)];
    const keywordTypes = new Set(node.children.map((c) => c?.type));
    const info: ClassInfo = {
      name,
      qualifiedName: outer ? `${outer.qualifiedName}.${name}` : this.#qualify(name),
      nameRange: this.#range(nameNode ?? node),
      range: this.#range(node, this.#startWithDangling(node)),
      annotations,
      isAbstract: !!modifiers?.descendantsOfType('inheritance_modifier').some((m) => m?.text === 'abstract'),
      isInterface: keywordTypes.has('interface'),
      superTypes: node.namedChildren
        .filter((c) => c?.type === 'delegation_specifier')
        .map((c) => (c?.descendantsOfType('user_type')[0]?.text ?? c?.text ?? '').replace(/<.*$/s, '')),
      isEntryPoint: annotations.some((a) => ENTRY_POINT_ANNOTATIONS.has(a.name)),
      doc: this.#docFor(node),
      keyword: node.type === 'companion_object' ? 'companion' : node.type === 'object_declaration' ? 'object' : keywordTypes.has('interface') ? 'interface' : 'class',
      modifiers: [...modifierWords(modifiers), ...(keywordTypes.has('enum') ? ['enum'] : [])],
      typeParameters: typeParameterNames(node),
      memberFunctions: [],
      bodyProperties: [],
    };
    this.#model.classes.push(info);
    this.#addSuppressions(annotations, this.#range(node, this.#docStart(node)));

    const serializable = annotations.find((a) => a.name === 'AppFunctionSerializable');
    if (serializable) this.#model.serializables.push(this.#serializable(node, info, serializable));

    const body = node.namedChildren.find((c) => c?.type === 'class_body' || c?.type === 'enum_class_body');
    if (body) this.#visitMembers(body, { classes: [...scope.classes, info] });
  }

  #serializable(node: Node, info: ClassInfo, annotation: AnnotationUse): SerializableDecl {
    const ctor = node.namedChildren.find((c) => c?.type === 'primary_constructor');
    const ctorModifiers = ctor?.namedChildren.find((c) => c?.type === 'modifiers');
    const visibility = ctorModifiers?.descendantsOfType('visibility_modifier')[0]?.text;
    const properties: PropertyDecl[] = [];
    for (const param of ctor?.namedChildren ?? []) {
      if (param?.type !== 'class_parameter') continue;
      properties.push(this.#property(param));
    }
    const instruction = info.annotations.find((a) => a.name === 'AppFunctionInstruction');
    return {
      language: 'kotlin',
      name: info.name,
      qualifiedName: info.qualifiedName,
      nameRange: info.nameRange,
      range: info.range,
      describedByDoc: describedFlag(annotation),
      doc: info.doc,
      instruction: instruction ? this.#instructionPiece(instruction) : undefined,
      properties,
      annotations: info.annotations,
      hasPrimaryConstructor: !!ctor,
      primaryConstructorPublic: !visibility || visibility === 'public',
    };
  }

  #property(param: Node): PropertyDecl {
    const nameNode = param.namedChildren.find((c) => c?.type === 'simple_identifier');
    const typeNode = param.namedChildren.find((c) => c && isTypeNode(c.type));
    const annotations = this.#annotations(param.namedChildren.find((c) => c?.type === 'modifiers'));
    const instruction = annotations.find((a) => a.name === 'AppFunctionInstruction');
    const doc = this.#docFor(param);
    return {
      name: nameNode?.text ?? '',
      nameRange: this.#range(nameNode ?? param),
      range: this.#range(param),
      type: typeNode ? this.#typeRef(typeNode) : undefined,
      hasValOrVar: param.namedChildren.some((c) => c?.type === 'binding_pattern_kind'),
      defaultValue: this.#defaultAfterEquals(param.children),
      annotations,
      doc: doc ? joinDoc(doc) : undefined,
      instruction: instruction ? this.#instructionPiece(instruction) : undefined,
      constraints: this.#constraints(annotations),
    };
  }

  /** Body facts read while a function is being recorded (see {@link FunctionRecord}). */
  #recordedBodies?: [string, BodyFacts][];
  /** Package and imports as one string: part of every function's cache key. */
  #fileContext?: string;

  /**
   * Reads a function declaration, or replays what an identical declaration at the same position
   * added to the previous model of this file.
   */
  #visitFunction(node: Node, enclosing: ClassInfo | undefined): void {
    if (!this.next || node.hasError) return this.#readFunction(node, enclosing);
    const start = this.#docStart(node);
    this.#fileContext ??= JSON.stringify([this.#model.packageName ?? null, this.#model.imports]);
    const position = this.source.positionAt(start);
    // Whether there is a class, and whether it keeps members (one rebuilt from loose tokens does not).
    const owner = enclosing ? `${enclosing.qualifiedName}|${enclosing.isEntryPoint}|${!!enclosing.memberFunctions}` : '';
    // The node's own start too: the same text may be read with annotations inside the node or
    // dangling before it (see #danglingAnnotations), and those give different models.
    const key = [this.#fileContext, owner, position.line, position.character, node.startIndex - start, this.source.text.slice(start, node.endIndex)].join('\u0000');
    const known = this.previous?.functions.get(key) ?? this.next.functions.get(key);
    if (known) {
      this.#replay(known, enclosing);
      this.next.functions.set(key, known);
      return;
    }
    const model = this.#model;
    const before = {
      suppressions: model.suppressions.length,
      members: enclosing?.memberFunctions?.length ?? 0,
      annotatedMembers: model.annotatedMembers?.length ?? 0,
      functions: model.functions.length,
      helpers: model.helperFunctions?.length ?? 0,
    };
    this.#recordedBodies = [];
    try {
      this.#readFunction(node, enclosing);
      // Reached only when the declaration was read in full: a partial read is never replayed.
      this.next.functions.set(key, {
        suppressions: model.suppressions.slice(before.suppressions),
        members: enclosing?.memberFunctions?.slice(before.members) ?? [],
        annotatedMembers: model.annotatedMembers?.slice(before.annotatedMembers) ?? [],
        functions: model.functions.slice(before.functions),
        helpers: model.helperFunctions?.slice(before.helpers) ?? [],
        bodies: this.#recordedBodies,
      });
    } finally {
      this.#recordedBodies = undefined;
    }
  }

  /** Adds a recorded function's contributions to this model, pointing at this model's enclosing class. */
  #replay(record: FunctionRecord, enclosing: ClassInfo | undefined): void {
    const model = this.#model;
    model.suppressions.push(...record.suppressions);
    if (enclosing) enclosing.memberFunctions?.push(...record.members);
    if (record.annotatedMembers.length > 0) (model.annotatedMembers ??= []).push(...record.annotatedMembers.map((m) => ({ ...m, enclosingClass: enclosing })));
    model.functions.push(...record.functions.map((fn) => ({ ...fn, enclosingClass: enclosing })));
    if (record.helpers.length > 0) (model.helperFunctions ??= []).push(...record.helpers);
    // Keep the bodies too: an edit of this function's KDoc alone must still find its body.
    for (const [key, facts] of record.bodies) this.next?.bodies.set(key, facts);
  }

  #readFunction(node: Node, enclosing: ClassInfo | undefined): void {
    const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
    const annotations = this.#annotations(modifiers);
    this.#addSuppressions(annotations, this.#range(node, this.#docStart(node)));
    const nameNode = node.namedChildren.find((c) => c?.type === 'simple_identifier');
    if (nameNode) this.#recordMember('function', node, nameNode, modifiers, annotations, enclosing);
    const annotation = annotations.find((a) => this.#isFunctionAnnotation(a));
    if (!annotation) {
      this.#recordHelper(node, nameNode);
      return;
    }
    if (!nameNode) return;
    const doc = this.#docFor(node);
    const parameters = this.#parameters(node, doc);
    const returnTypeNode = this.#returnTypeNode(node);
    const returnModifiers = returnTypeNode?.previousNamedSibling?.type === 'type_modifiers' ? returnTypeNode.previousNamedSibling : undefined;
    const returnAnnotations = this.#annotations(returnModifiers ?? undefined);
    const functionInstruction = annotations.find((a) => a.name === 'AppFunctionInstruction');
    const returnInstruction = returnAnnotations.find((a) => a.name === 'AppFunctionInstruction');
    if (returnInstruction && doc) {
      // The return type's instruction overrides `@return` for the agent; rules read it from there.
      doc.returns = { tag: 'return', range: returnInstruction.range, text: this.#instructionPiece(returnInstruction) };
    }
    const era = this.#eraOf(annotation, enclosing);
    const owner = enclosing ? enclosing.qualifiedName : this.#model.packageName ?? '';
    const describedByDoc = describedFlag(annotation);
    const fn: FunctionDecl = {
      language: 'kotlin',
      kind: 'android-appfunction',
      id: `${owner}#${nameNode.text}`,
      name: nameNode.text,
      nameRange: this.#range(nameNode),
      range: this.#range(node, this.#docStart(node)),
      declarationRange: this.#range(node),
      era,
      annotation,
      isEnabled: annotation.args.isEnabled?.text.trim() !== 'false',
      describedByDoc,
      docExposed: describedByDoc === true,
      doc,
      instruction: functionInstruction ? this.#instructionPiece(functionInstruction) : undefined,
      parameters,
      returnType: returnTypeNode ? this.#typeRef(returnTypeNode) : undefined,
      returnConstraints: this.#constraints(annotations),
      enclosingClass: enclosing,
      typeParameters: typeParameterNames(node),
      isSuspend: !!modifiers?.descendantsOfType('function_modifier').some((m) => m?.text === 'suspend'),
      isDeprecated: annotations.some((a) => a.name === 'Deprecated'),
      annotations,
      body: this.#bodyFacts(node.namedChildren.find((c) => c?.type === 'function_body') ?? undefined),
    };
    this.#model.functions.push(fn);
  }

  /** Keeps the body facts of a function that is not an AppFunction (helpers that build values for one). */
  #recordHelper(node: Node, nameNode: Node | null | undefined): void {
    const body = node.namedChildren.find((c) => c?.type === 'function_body');
    if (!nameNode || !body) return;
    (this.#model.helperFunctions ??= []).push({
      name: nameNode.text,
      nameRange: this.#range(nameNode),
      range: this.#range(node, this.#docStart(node)),
      body: this.#bodyFacts(body),
    });
  }

  #visitProperty(node: Node, enclosing: ClassInfo | undefined): void {
    const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
    const annotations = this.#annotations(modifiers);
    const variable = node.namedChildren.find((c) => c?.type === 'variable_declaration');
    const nameNode = variable?.namedChildren.find((c) => c?.type === 'simple_identifier');
    if (!nameNode) return;
    this.#recordMember('property', node, nameNode, modifiers, annotations, enclosing);
  }

  /** Keeps what compiler-parity rules need about a class member (and any AppFunctions annotation on it). */
  #recordMember(kind: AnnotatedMember['kind'], node: Node, nameNode: Node, modifiers: Node | null | undefined, annotations: AnnotationUse[], enclosing: ClassInfo | undefined): void {
    if (kind === 'function') {
      enclosing?.memberFunctions?.push({
        name: nameNode.text,
        nameRange: this.#range(nameNode),
        modifiers: modifierWords(modifiers),
        hasBody: node.namedChildren.some((c) => c?.type === 'function_body'),
      });
    } else {
      enclosing?.bodyProperties?.push(nameNode.text);
    }
    const appfunctionAnnotations = annotations.filter((a) => a.name.startsWith('AppFunction') && (!a.qualifiedName || a.qualifiedName.startsWith(`${APPFN_PACKAGE}.`)));
    if (appfunctionAnnotations.length === 0) return;
    (this.#model.annotatedMembers ??= []).push({ kind, name: nameNode.text, nameRange: this.#range(nameNode), annotations: appfunctionAnnotations, enclosingClass: enclosing });
  }

  #isFunctionAnnotation(annotation: AnnotationUse): boolean {
    if (!FUNCTION_ANNOTATIONS.has(annotation.name)) return false;
    const qualified = annotation.qualifiedName;
    return !qualified || qualified.startsWith(`${APPFN_PACKAGE}.`);
  }

  #eraOf(annotation: AnnotationUse, enclosing: ClassInfo | undefined): KotlinEra {
    if (annotation.name === 'AppFunctionDeclaration') return 'declaration';
    if (annotation.qualifiedName === `${APPFN_PACKAGE}.service.AppFunction`) return 'service';
    if (annotation.qualifiedName === `${APPFN_PACKAGE}.AppFunction`) return 'appfunction';
    return enclosing?.isEntryPoint ? 'appfunction' : 'service';
  }

  #parameters(fnNode: Node, doc: DocComment | undefined): ParameterDecl[] {
    const list = fnNode.namedChildren.find((c) => c?.type === 'function_value_parameters');
    if (!list) return [];
    const parameters: ParameterDecl[] = [];
    let pendingAnnotations: AnnotationUse[] = [];
    const children = list.children.filter((c): c is Node => !!c);
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type === 'parameter_modifiers') {
        pendingAnnotations = this.#annotations(child);
        continue;
      }
      if (child.type === 'parameter') {
        const nameNode = child.namedChildren.find((c) => c?.type === 'simple_identifier');
        const typeNode = child.namedChildren.find((c) => c && isTypeNode(c.type));
        const type = typeNode ? this.#typeRef(typeNode) : undefined;
        const name = nameNode?.text ?? '';
        const modifiersStart = pendingAnnotations[0] ? this.source.offsetAt(pendingAnnotations[0].range.start) : child.startIndex;
        const defaultValue = this.#defaultAfterEquals(children.slice(i + 1), true);
        const instruction = pendingAnnotations.find((a) => a.name === 'AppFunctionInstruction');
        const endOffset = defaultValue ? this.source.offsetAt(defaultValue.range.end) : child.endIndex;
        parameters.push({
          name,
          nameRange: this.#range(nameNode ?? child),
          range: this.source.range(modifiersStart, endOffset),
          type,
          defaultValue,
          annotations: pendingAnnotations,
          doc: doc?.params.find((p) => p.name === name)?.text,
          instruction: instruction ? this.#instructionPiece(instruction) : undefined,
          constraints: this.#constraints(pendingAnnotations),
          isContext: type?.name === 'AppFunctionContext' || type?.name === `${APPFN_PACKAGE}.AppFunctionContext`,
        });
        pendingAnnotations = [];
      }
    }
    return parameters;
  }

  /** The default value after `=` among `rest` (siblings that follow a parameter). */
  #defaultAfterEquals(rest: (Node | null)[], stopAtParameter = false): { text: string; range: Range } | undefined {
    let sawEquals = false;
    for (const node of rest) {
      if (!node) continue;
      if (stopAtParameter && (node.type === 'parameter' || node.type === 'parameter_modifiers' || node.type === ',')) return undefined;
      if (node.type === '=') {
        sawEquals = true;
        continue;
      }
      if (sawEquals && node.type !== 'multiline_comment' && node.type !== 'line_comment') {
        return { text: node.text, range: this.#range(node) };
      }
    }
    return undefined;
  }

  #returnTypeNode(fnNode: Node): Node | undefined {
    let afterParams = false;
    for (const child of fnNode.children) {
      if (!child) continue;
      if (child.type === 'function_value_parameters') afterParams = true;
      else if (afterParams && isTypeNode(child.type)) return child;
      else if (child.type === 'function_body') return undefined;
    }
    return undefined;
  }

  #typeRef(node: Node): TypeRef {
    const nullable = node.type === 'nullable_type';
    const inner = nullable ? node.namedChildren.find((c) => c && isTypeNode(c.type)) ?? node : node;
    const names: string[] = [];
    const args: TypeRef[] = [];
    if (inner.type === 'user_type') {
      for (const part of inner.namedChildren) {
        if (part?.type === 'type_identifier') names.push(part.text);
        if (part?.type === 'type_arguments') {
          for (const projection of part.namedChildren) {
            const argType = projection?.namedChildren.find((c) => c && isTypeNode(c.type));
            if (argType) args.push(this.#typeRef(argType));
          }
        }
      }
    }
    const text = stripTypeModifiers(node.text);
    return {
      text,
      name: names.length > 0 ? names.join('.') : text.replace(/[?<].*$/s, ''),
      nullable,
      args,
      range: this.#range(node),
    };
  }

  #bodyFacts(body: Node | undefined): BodyFacts {
    if (!body || body.hasError || !this.next) return this.#walkBody(body);
    const start = this.#range(body).start;
    const key = `${start.line}:${start.character}:${body.text}`;
    const facts = this.previous?.bodies.get(key) ?? this.next.bodies.get(key) ?? this.#walkBody(body);
    this.next.bodies.set(key, facts);
    this.#recordedBodies?.push([key, facts]);
    return facts;
  }

  #walkBody(body: Node | undefined): BodyFacts {
    const facts: BodyFacts = {
      calls: [],
      throws: [],
      identifiers: new Set(),
      notNullAssertions: [],
      locals: new Set(),
      whens: [],
      elvis: [],
      notNull: [],
      localValues: [],
      assignments: [],
    };
    if (!body) return facts;
    facts.range = this.#range(body);
    const walk = (node: Node) => {
      switch (node.type) {
        case 'call_expression': {
          const callee = node.namedChildren[0];
          if (callee?.type === 'simple_identifier') {
            facts.calls.push({ name: callee.text, range: this.#range(node), ...this.#callDetails(node) });
          } else if (callee?.type === 'navigation_expression') {
            const suffix = callee.namedChildren.at(-1);
            const member = suffix?.namedChildren.find((c) => c?.type === 'simple_identifier');
            if (member) facts.calls.push({ name: member.text, receiver: callee.namedChildren[0]?.text, range: this.#range(node), ...this.#callDetails(node) });
          }
          break;
        }
        case 'jump_expression':
          if (node.children[0]?.type === 'throw') {
            const thrown = node.namedChildren[0];
            const callee = thrown?.type === 'call_expression' ? thrown.namedChildren[0] : undefined;
            facts.throws.push({
              text: node.text,
              exceptionType: callee?.text,
              range: this.#range(node),
              thrown: thrown ? this.#snippet(thrown) : undefined,
              caught: isInsideTryWithCatch(node, body),
            });
          }
          break;
        case 'postfix_expression':
          if (node.children.some((c) => c?.type === '!!')) {
            const bang = node.children.find((c) => c?.type === '!!');
            if (bang) facts.notNullAssertions.push(this.#range(bang));
            const operand = node.namedChildren[0];
            if (operand && node.children.filter((c) => c?.type === '!!').length === 1) {
              facts.notNull?.push({ range: this.#range(node), operand: this.#snippet(operand), isOperand: isOperandPosition(node) });
            }
          }
          break;
        case 'elvis_expression': {
          const [left, right] = node.namedChildren.filter((c): c is Node => !!c && c.type !== 'line_comment' && c.type !== 'multiline_comment');
          if (left && right) facts.elvis?.push({ range: this.#range(node), left: this.#snippet(left), right: this.#snippet(right), isOperand: isOperandPosition(node) });
          break;
        }
        case 'when_expression': {
          const subjectNode = node.namedChildren.find((c) => c?.type === 'when_subject');
          const subject = subjectNode?.namedChildren.filter((c): c is Node => !!c).at(-1);
          const conditions = node.namedChildren
            .filter((c): c is Node => c?.type === 'when_entry')
            .flatMap((entry) => entry.namedChildren.filter((c): c is Node => c?.type === 'when_condition'))
            .map((condition) => this.#snippet(condition.namedChildren[0] ?? condition));
          facts.whens?.push({ range: this.#range(node), subject: subject ? this.#snippet(subject) : undefined, conditions });
          break;
        }
        case 'property_declaration': {
          const declared = node.namedChildren.find((c) => c?.type === 'variable_declaration')?.namedChildren.find((c) => c?.type === 'simple_identifier');
          const equals = node.children.findIndex((c) => c?.type === '=');
          const initializer = equals >= 0 ? node.children.slice(equals + 1).find((c) => c?.isNamed && c.type !== 'line_comment' && c.type !== 'multiline_comment') : undefined;
          if (declared) facts.localValues?.push({ name: declared.text, initializer: initializer ? this.#snippet(initializer) : undefined });
          break;
        }
        case 'assignment': {
          const target = node.namedChildren[0];
          const value = node.namedChildren.at(-1);
          if (target && value && target !== value) facts.assignments?.push({ target: target.text.replace(/\s+/g, ''), value: this.#snippet(value), range: this.#range(node) });
          break;
        }
        case 'variable_declaration': {
          // Covers `val`/`var`, destructuring, `for` variables and lambda parameters alike.
          const declared = node.namedChildren.find((c) => c?.type === 'simple_identifier');
          if (declared) facts.locals?.add(declared.text);
          break;
        }
        default:
          break;
      }
    };
    // The parser finds the nodes of interest in one call (a walk in JavaScript costs several calls
    // into the parser per node, and most nodes are punctuation and wrappers), in document order.
    // `navigation_suffix` comes before its own identifier: a member after `.` is not a use of a
    // local name, and that identifier is the suffix's last token, so it ends where the suffix ends.
    const memberEnds = new Set<number>();
    for (const node of body.descendantsOfType(WALKED_TYPES)) {
      if (!node) continue;
      const type = node.type;
      if (type === 'navigation_suffix') memberEnds.add(node.endIndex);
      else if (type === 'simple_identifier' || type === 'interpolated_identifier') {
        const end = node.endIndex;
        if (!memberEnds.has(end)) facts.identifiers.add(this.source.text.slice(node.startIndex, end));
      } else walk(node);
    }
    return facts;
  }

  #snippet(node: Node): SourceSnippet {
    return { text: node.text, range: this.#range(node), kind: node.type };
  }

  /** Arguments, trailing lambda and position of a call (`f(a) { … }` nests the call in an outer one). */
  #callDetails(node: Node): Omit<CallFact, 'name' | 'receiver' | 'range'> {
    const suffix = node.namedChildren.find((c) => c?.type === 'call_suffix');
    const args: CallArgument[] = [];
    for (const argument of suffix?.namedChildren.find((c) => c?.type === 'value_arguments')?.namedChildren ?? []) {
      if (argument?.type !== 'value_argument') continue;
      const named = argument.children.some((c) => c?.type === '=');
      const value = argument.namedChildren.at(-1);
      if (!value) continue;
      const arg: CallArgument = this.#snippet(value);
      if (named) arg.name = argument.namedChildren[0]?.text;
      args.push(arg);
    }
    // Parents are costly to reach (found from the root down), so each is asked for once.
    const parent = node.parent;
    const outer = parent?.type === 'call_expression' && parent.firstNamedChild?.id === node.id ? parent : undefined;
    const wholeParent = outer ? outer.parent : parent;
    const lambdaSuffix = outer ? outer.namedChildren.find((c) => c?.type === 'call_suffix') : suffix;
    const lambda = lambdaSuffix?.namedChildren.find((c) => c?.type === 'annotated_lambda')?.namedChildren.find((c) => c?.type === 'lambda_literal');
    const statements = lambda?.namedChildren.find((c) => c?.type === 'statements')?.namedChildren.filter((c): c is Node => !!c && c.type !== 'line_comment' && c.type !== 'multiline_comment') ?? [];
    const whole = outer ?? node;
    return {
      args,
      trailingLambda: lambda ? { range: this.#range(lambda), statements: statements.map((s) => this.#snippet(s)) } : undefined,
      fullRange: this.#range(whole),
      isStatement: wholeParent?.type === 'statements',
      isOperand: isOperandPosition(whole, wholeParent),
    };
  }

  #annotations(container: Node | undefined | null): AnnotationUse[] {
    if (!container) return [];
    const result: AnnotationUse[] = [];
    for (const child of container.namedChildren) {
      if (child?.type !== 'annotation') continue;
      const target = child.namedChildren.find((c) => c?.type === 'constructor_invocation' || c?.type === 'user_type');
      const annotation = this.#annotationFromInvocation(child, target);
      if (annotation) result.push(annotation);
    }
    return result;
  }

  #annotationFromInvocation(annotationNode: Node, target: Node | null | undefined): AnnotationUse | undefined {
    if (!target) return undefined;
    const userType = target.type === 'user_type' ? target : target.namedChildren.find((c) => c?.type === 'user_type');
    if (!userType) return undefined;
    const written = userType.namedChildren.filter((c) => c?.type === 'type_identifier').map((c) => c!.text);
    const name = written.at(-1) ?? userType.text;
    const args: Record<string, AnnotationArg> = {};
    const valueArguments = target.descendantsOfType('value_arguments')[0];
    let position = 0;
    for (const argument of valueArguments?.namedChildren ?? []) {
      if (argument?.type !== 'value_argument') continue;
      const named = argument.children.some((c) => c?.type === '=');
      const valueNode = argument.namedChildren.at(-1);
      if (!valueNode) continue;
      const key = named ? argument.namedChildren[0]?.text ?? `_${position}` : `_${position}`;
      args[key] = this.#annotationArg(valueNode);
      position++;
    }
    return {
      name,
      qualifiedName: written.length > 1 ? written.join('.') : this.#resolveImport(name),
      range: this.#range(annotationNode),
      args,
    };
  }

  #annotationArg(node: Node): AnnotationArg {
    const arg: AnnotationArg = { text: node.text, range: this.#range(node) };
    const literal = stringLiteralValue(node);
    if (literal !== undefined) arg.stringValue = literal;
    let elementsNode: Node | undefined;
    if (node.type === 'collection_literal') elementsNode = node;
    else if (node.type === 'call_expression' && /^(arrayOf|intArrayOf|listOf)$/.test(node.namedChildren[0]?.text ?? '')) {
      elementsNode = node.descendantsOfType('value_arguments')[0] ?? undefined;
    }
    if (elementsNode) {
      arg.elements = elementsNode.namedChildren
        .filter((c): c is Node => !!c)
        .map((c) => (c.type === 'value_argument' ? c.namedChildren.at(-1) ?? c : c))
        .map((c) => stringLiteralValue(c) ?? c.text);
    }
    return arg;
  }

  #resolveImport(simpleName: string): string | undefined {
    const exact = this.#model.imports.find((i) => i.endsWith(`.${simpleName}`));
    if (exact) return exact;
    const wildcard = this.#model.imports.find((i) => i === `${APPFN_PACKAGE}.*` || i === `${APPFN_PACKAGE}.service.*`);
    if (wildcard && simpleName.startsWith('AppFunction')) return `${wildcard.slice(0, -2)}.${simpleName}`;
    return undefined;
  }

  #constraints(annotations: AnnotationUse[]): ValueConstraint[] {
    const constraints: ValueConstraint[] = [];
    for (const annotation of annotations) {
      const kind = CONSTRAINT_KINDS[annotation.name];
      if (!kind) continue;
      const format = annotation.args.format?.stringValue;
      constraints.push({
        kind,
        range: annotation.range,
        enumValues: annotation.args.enumValues?.elements ?? [],
        patterns: annotation.args.patternMatchers?.elements ?? (annotation.args.pattern?.stringValue ? [annotation.args.pattern.stringValue] : []),
        format: format || undefined,
        allowedSchemes: annotation.args.allowedSchemes?.elements ?? [],
      });
    }
    return constraints;
  }

  #instructionPiece(annotation: AnnotationUse): TextPiece {
    const arg = annotation.args.instruction ?? annotation.args._0;
    if (!arg) return pieceFromSpan(this.source, 0, 0);
    const start = this.source.offsetAt(arg.range.start);
    const end = this.source.offsetAt(arg.range.end);
    if (arg.stringValue !== undefined) {
      const quote = this.source.text.startsWith('"""', start) ? 3 : 1;
      return pieceFromSpan(this.source, start + quote, end - quote);
    }
    return pieceFromSpan(this.source, start, end);
  }

  #addSuppressions(annotations: AnnotationUse[], scope: Range): void {
    for (const annotation of annotations) {
      if (annotation.name !== 'Suppress') continue;
      for (const arg of Object.values(annotation.args)) {
        const values = arg.elements ?? (arg.stringValue !== undefined ? [arg.stringValue] : []);
        for (const value of values) {
          if (!value.startsWith(SUPPRESS_PREFIX)) continue;
          const suppression: Suppression = { ruleId: value.slice(SUPPRESS_PREFIX.length), range: arg.range, scope };
          this.#model.suppressions.push(suppression);
        }
      }
    }
  }

  /** The KDoc that directly precedes `node` (only whitespace between), if any. */
  #docFor(node: Node): DocComment | undefined {
    const span = this.#docSpan(node);
    return span ? parseDocComment(this.source, span.start, span.end) : undefined;
  }

  #docStart(node: Node): number {
    return this.#docSpan(node)?.start ?? this.#startWithDangling(node);
  }

  /**
   * The grammar reads `@A(...)\n@B("...")\ndata class X(` that follows a declaration ending in `)`
   * as an annotated expression (`@B` plus a parenthesised string) and leaves the class bare. The
   * annotations then sit in the preceding sibling; they belong to this declaration.
   */
  #danglingAnnotations(node: Node): { start: number; annotations: AnnotationUse[] } | undefined {
    const previous = node.previousNamedSibling;
    if (previous?.type !== 'prefix_expression' || !previous.text.startsWith('@')) return undefined;
    if (!/^\s*$/.test(this.source.text.slice(previous.endIndex, node.startIndex))) return undefined;
    const annotations: AnnotationUse[] = [];
    let current: Node | null = previous;
    while (current?.type === 'prefix_expression') {
      const annotation: Node | null | undefined = current.namedChildren.find((c) => c?.type === 'annotation');
      if (!annotation) break;
      const target: Node | null | undefined = annotation.namedChildren.find((c) => c?.type === 'constructor_invocation' || c?.type === 'user_type');
      const use: AnnotationUse | undefined = this.#annotationFromInvocation(annotation, target);
      const rest: Node | null | undefined = current.namedChildren.find((c) => c !== annotation);
      if (use && target?.type === 'user_type' && rest?.type === 'parenthesized_expression') {
        // `@B("x")` came out as `@B` followed by `("x")`: the parentheses are its arguments.
        const inner = rest.namedChildren[0];
        if (inner) {
          use.args._0 = this.#annotationArg(inner);
          use.range = this.source.range(annotation.startIndex, rest.endIndex);
        }
      }
      if (use) annotations.push(use);
      current = rest?.type === 'prefix_expression' ? rest : null;
    }
    return annotations.length > 0 ? { start: previous.startIndex, annotations } : undefined;
  }

  #startWithDangling(node: Node): number {
    // Asked several times per declaration (range, KDoc, suppression scope, cache key); each look
    // at the previous sibling is a call into the parser.
    let start = this.#danglingStarts.get(node.id);
    if (start === undefined) {
      start = this.#danglingAnnotations(node)?.start ?? node.startIndex;
      this.#danglingStarts.set(node.id, start);
    }
    return start;
  }

  /** Per node id (unique within the tree being read), where the declaration starts. */
  readonly #danglingStarts = new Map<number, number>();

  #docSpan(node: Node): { start: number; end: number } | undefined {
    const nodeStart = this.#startWithDangling(node);
    const comments = this.#docComments;
    let low = 0;
    let high = comments.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (comments[mid].end <= nodeStart) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (found < 0) return undefined;
    const candidate = comments[found];
    const between = this.source.text.slice(candidate.end, nodeStart);
    return /^\s*$/.test(between) ? candidate : undefined;
  }

  #range(node: Node, startOffset = node.startIndex): Range {
    return this.source.range(startOffset, node.endIndex);
  }
}

/** Parents under which an expression stands on its own: replacing it needs no parentheses. */
const STANDALONE_PARENTS = new Set([
  'statements',
  'value_argument',
  'property_declaration',
  'assignment',
  'parenthesized_expression',
  'control_structure_body',
  'jump_expression',
  'function_body',
  'indexing_suffix',
  'when_subject',
]);

/** Whether an expression is an operand of a larger expression rather than standing alone. */
function isOperandPosition(node: Node, parent = node.parent): boolean {
  if (!parent) return false;
  // The right side of `a ?: b` takes `throw …`, `if … else …` and another elvis unparenthesised.
  if (parent.type === 'elvis_expression' && parent.namedChildren.at(-1)?.id === node.id) return false;
  return !STANDALONE_PARENTS.has(parent.type);
}

/** Whether `node` sits in the `try` block of a `try` that has a `catch` (inside `body`). */
function isInsideTryWithCatch(node: Node, body: Node): boolean {
  let child: Node = node;
  for (let parent = node.parent; parent && parent.id !== body.id; child = parent, parent = parent.parent) {
    if (parent.type === 'function_declaration' || parent.type === 'anonymous_function') return false;
    if (parent.type === 'try_expression' && child.type === 'statements' && parent.namedChildren.some((c) => c?.type === 'catch_block')) return true;
  }
  return false;
}

/** Modifier keywords (not annotations) under a `modifiers` node. */
function modifierWords(modifiers: Node | null | undefined): string[] {
  if (!modifiers) return [];
  return modifiers.namedChildren.filter((c): c is Node => !!c && c.type.endsWith('_modifier')).map((c) => c.text);
}

/** The names declared by a declaration's `<T, U : Bound>` list. */
function typeParameterNames(node: Node): string[] {
  const list = node.namedChildren.find((c) => c?.type === 'type_parameters');
  if (!list) return [];
  return list.namedChildren
    .filter((c): c is Node => c?.type === 'type_parameter')
    .map((c) => c.namedChildren.find((n) => n?.type === 'type_identifier')?.text ?? '')
    .filter((name) => name.length > 0);
}

function isTypeNode(type: string): boolean {
  return type === 'user_type' || type === 'nullable_type' || type === 'function_type' || type === 'parenthesized_type' || type === 'non_nullable_type';
}

/** The `isDescribedByKDoc` flag (or the pre-alpha08 `isDescribedByKdoc`) when written. */
function describedFlag(annotation: AnnotationUse): boolean | undefined {
  const arg = annotation.args.isDescribedByKDoc ?? annotation.args.isDescribedByKdoc;
  if (!arg) return undefined;
  return arg.text.trim() === 'true';
}

function stripTypeModifiers(text: string): string {
  return text.replace(/^(@\w+(\([^)]*\))?\s*)+/, '').trim();
}

/** The value of a string literal without templates, or undefined. */
function stringLiteralValue(node: Node): string | undefined {
  if (node.type !== 'string_literal' && node.type !== 'multiline_string_literal') return undefined;
  if (node.namedChildren.some((c) => c?.type !== 'string_content' && c?.type !== 'escape_sequence')) return undefined;
  const text = node.text;
  const quote = text.startsWith('"""') ? 3 : 1;
  return text.slice(quote, text.length - quote).replace(/\\(["\\$nt])/g, (_, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch));
}

/** A property's own KDoc: its summary, or the whole comment when it is a one-liner. */
function joinDoc(doc: DocComment): TextPiece | undefined {
  return doc.summary;
}

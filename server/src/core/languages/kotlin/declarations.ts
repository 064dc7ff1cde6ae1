// The declaration walk: package, imports and file annotations, then every class, object, function
// and property of a file, nested ones included, into the FileModel. Half-typed code is expected:
// each declaration is read in its own `try`, and a class header that error recovery left as loose
// tokens is rebuilt so the functions below it keep their ids.
import type { Node } from 'web-tree-sitter';
import type { BodyFacts } from '../../model/body-facts';
import type { AnnotatedMember, AnnotationUse, ClassInfo, FunctionDecl, KotlinEra, ParameterDecl, PropertyDecl, SerializableDecl } from '../../model/declarations';
import type { FileModel } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { DocComment } from '../../model/text-pieces';
import type { ReportInternalError } from '../../model/internal-error';
import type { SourceText } from '../../text/source-text';
import { AnnotationReader, APPFN_PACKAGE, describedFlag, stringLiteralValue, suppressionsOf, valueConstraints } from './annotations';
import { readBodyFacts } from './body-facts';
import { DocAttachment, propertyDoc } from './doc-attachment';
import type { DeclarationReplay } from './replay-cache';
import { isWrittenFunInterface } from './fun-interface';
import { isMisreadDeclaration, type DeclarationRereader } from './misread-declarations';
import { modifierWords, nodeRange } from './syntax';
import { syntaxErrorNodes } from '../tree-sitter/syntax-errors';
import { inferredReturnType, isTypeNode, multiBoundTypeParameters, readTypeRef, returnTypeNode, typeParameterNames } from './type-refs';
import { givesUpOnFile, MAX_FUNCTIONS_PER_FILE, NO_DEADLINE, TooManyFunctions, type Deadline } from '../../model/parse-budget';

const FUNCTION_ANNOTATIONS = new Set(['AppFunction', 'AppFunctionDeclaration']);
const ENTRY_POINT_ANNOTATIONS = new Set(['AppFunctionServiceEntryPoint', 'AppFunctionEntryPoint']);
/** Children whose start (dangling annotations, KDoc) is asked for: their previous sibling is recorded. */
const DECLARATION_TYPES = new Set(['class_declaration', 'object_declaration', 'companion_object', 'function_declaration', 'property_declaration', 'secondary_constructor']);
/** Keywords that precede a class name when error recovery leaves `class Name` as loose tokens. */
const LOOSE_CLASS_KEYWORDS = new Set(['class', 'interface', 'object']);

interface Scope {
  classes: ClassInfo[];
}

/**
 * Reads the declarations of a tree into `model` (an empty Kotlin model of the same text). Never
 * throws: a declaration that cannot be understood is skipped, and the rest of the file is still read.
 */
/** Reads the declarations under `root` into `model`; throws `ParseTimeout` once `deadline` has passed. */
export function readDeclarations(
  root: Node,
  source: SourceText,
  model: FileModel,
  replay: DeclarationReplay,
  internalError: ReportInternalError,
  deadline: Deadline = NO_DEADLINE,
  rereader?: DeclarationRereader,
): void {
  new DeclarationWalk(source, model, replay, internalError, deadline, rereader).run(root);
}

class DeclarationWalk {
  readonly #annotations: AnnotationReader;
  #docs!: DocAttachment;

  constructor(
    readonly source: SourceText,
    readonly model: FileModel,
    readonly replay: DeclarationReplay,
    readonly internalError: ReportInternalError,
    readonly deadline: Deadline,
    readonly rereader: DeclarationRereader | undefined,
  ) {
    this.#annotations = new AnnotationReader(source, model.imports);
  }

  run(root: Node): void {
    try {
      // Inside the try: finding the KDoc comments is the first look at the tree.
      this.#docs = new DocAttachment(this.source, root, this.#annotations, this.replay.previousKdocs);
      this.replay.kept.kdocs = this.#docs.spans(root);
      this.#collectFileLevel(root);
      this.#visitMembers(root, { classes: [] });
    } catch (error) {
      // Out of time or past the function limit is the caller's to handle (the file is skipped), not a fault.
      if (givesUpOnFile(error)) throw error;
      // A grammar surprise must never take the file down; whatever was extracted so far stands.
      this.internalError({ phase: 'extract', uri: this.model.uri, error });
    }
  }

  #collectFileLevel(root: Node): void {
    // Errors in document order, up to 100: enough to place every compiler check after the first one,
    // and to tell a file past fixes/fix-all.ts's MAX_FIXABLE_SYNTAX_ERRORS (also 100).
    for (const node of syntaxErrorNodes(root, 100, this.deadline)) this.model.syntaxErrors.push(this.#range(node));

    for (const child of root.namedChildren) {
      if (!child) continue;
      if (child.type === 'package_header') {
        this.model.packageName = child.namedChildren.find((c) => c?.type === 'identifier')?.text.replace(/\s+/g, '');
      } else if (child.type === 'import_list' || child.type === 'import_header') {
        const headers = child.type === 'import_list' ? child.namedChildren : [child];
        for (const header of headers) {
          if (header?.type !== 'import_header') continue;
          const id = header.namedChildren.find((c) => c?.type === 'identifier')?.text.replace(/\s+/g, '');
          if (!id) continue;
          const wildcard = header.namedChildren.some((c) => c?.type === 'wildcard_import');
          this.model.imports.push(wildcard ? `${id}.*` : id);
        }
      } else if (child.type === 'file_annotation') {
        const annotation = this.#annotations.fromInvocation(
          child,
          child.namedChildren.find((c) => c?.type === 'constructor_invocation' || c?.type === 'user_type'),
        );
        if (annotation) {
          this.model.fileAnnotations.push(annotation);
          this.#addSuppressions([annotation], { start: { line: 0, character: 0 }, end: this.source.positionAt(this.source.text.length) });
        }
      }
    }
    this.model.era = this.#fileEra();
  }

  #fileEra(): KotlinEra | undefined {
    const imports = this.model.imports;
    if (imports.some((i) => i === `${APPFN_PACKAGE}.service.AppFunction` || i === `${APPFN_PACKAGE}.service.*`)) return 'service';
    if (imports.includes(`${APPFN_PACKAGE}.AppFunctionDeclaration`)) return 'declaration';
    if (imports.includes(`${APPFN_PACKAGE}.AppFunction`)) return 'appfunction';
    return undefined;
  }

  /** Visits declarations directly inside `container` (a file, a class body or an error node). */
  #visitMembers(container: Node, scope: Scope): void {
    let errorClass: ClassInfo | undefined;
    // Siblings by index: tree-sitter's previousSibling walks the parent's children from the first,
    // so asking it under an error node of many tokens made the walk quadratic.
    const children = container.children;
    let previousNamed: Node | null = null;
    for (let i = 0; i < children.length; i++) {
      this.deadline.tick();
      const child = children[i];
      if (!child) continue;
      // Each look at a node's type is a call into the parser: once per child.
      const type = child.type;
      if (DECLARATION_TYPES.has(type)) this.#docs.rememberPrevious(child, previousNamed);
      const before = previousNamed;
      if (child.isNamed) previousNamed = child;
      try {
        switch (type) {
          case 'prefix_expression': {
            // A top-level class the grammar misread as an expression (misread-declarations.ts).
            const reread = container.type === 'source_file' && isMisreadDeclaration(child, this.source.text) ? this.rereader?.reread(child) : undefined;
            if (reread) {
              this.#docs.rememberPrevious(reread, before);
              // What follows must not take this class's annotations for dangling ones of its own.
              previousNamed = reread;
              this.#visitClass(reread, scope);
            }
            break;
          }
          case 'class_declaration':
          case 'object_declaration':
          case 'companion_object':
            this.#visitClass(child, scope);
            break;
          case 'function_declaration': {
            const enclosing = errorClass ?? scope.classes.at(-1);
            this.replay.function(child, enclosing, this.#docs.docStart(child), () => this.#readFunction(child, enclosing));
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
            if (container.type === 'ERROR' && LOOSE_CLASS_KEYWORDS.has(children[i - 1]?.type ?? '')) {
              errorClass = this.#looseClass(children, i, container, scope);
            }
            break;
          case 'class_body':
            if (container.type === 'ERROR') this.#visitMembers(child, errorClass ? { classes: [...scope.classes, errorClass] } : scope);
            break;
          default:
            break;
        }
      } catch (error) {
        if (givesUpOnFile(error)) throw error;
        // Skip the declaration that could not be read; keep going with its siblings.
        this.internalError({ phase: 'extract', uri: this.model.uri, error });
      }
    }
  }

  /** The class whose name is `siblings[at]`, rebuilt from the loose tokens before it. */
  #looseClass(siblings: readonly (Node | null)[], at: number, errorNode: Node, scope: Scope): ClassInfo {
    const nameNode = siblings[at]!;
    const outer = scope.classes.at(-1);
    const qualifiedName = outer ? `${outer.qualifiedName}.${nameNode.text}` : this.#qualify(nameNode.text);
    let before = at - 1;
    let modifiers: Node | null = siblings[before] ?? null;
    while (modifiers && modifiers.type !== 'modifiers' && LOOSE_CLASS_KEYWORDS.has(modifiers.type)) modifiers = siblings[--before] ?? null;
    const annotations = modifiers?.type === 'modifiers' ? this.#annotations.list(modifiers) : [];
    const info: ClassInfo = {
      name: nameNode.text,
      qualifiedName,
      nameRange: this.#range(nameNode),
      range: this.#range(nameNode),
      annotations,
      isAbstract: !!modifiers?.descendantsOfType('inheritance_modifier').some((m) => m?.text === 'abstract'),
      isInterface: siblings[at - 1]?.type === 'interface',
      superTypes: [],
      isEntryPoint: annotations.some((a) => ENTRY_POINT_ANNOTATIONS.has(a.name)),
    };
    this.model.classes.push(info);
    const start = modifiers?.type === 'modifiers' ? modifiers.startIndex : nameNode.startIndex;
    this.#addSuppressions(annotations, this.source.range(start, errorNode.endIndex));
    return info;
  }

  #qualify(name: string): string {
    return this.model.packageName ? `${this.model.packageName}.${name}` : name;
  }

  #visitClass(node: Node, scope: Scope): void {
    this.replay.class(node, scope.classes.at(-1), this.#docs.docStart(node), () => this.#readClass(node, scope));
  }

  #readClass(node: Node, scope: Scope): void {
    const nameNode = node.namedChildren.find((c) => c?.type === 'type_identifier');
    const name = nameNode?.text ?? (node.type === 'companion_object' ? 'Companion' : '<anonymous>');
    const outer = scope.classes.at(-1);
    const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
    const annotations = [...(this.#annotations.dangling(node, this.#docs.previousOf(node))?.annotations ?? []), ...this.#annotations.list(modifiers)];
    const keywordTypes = new Set(node.children.map((c) => c?.type));
    const interfaceKeyword = node.children.find((c) => c?.type === 'interface');
    // The parser saw `fun interface` with its `fun` blanked (fun-interface.ts): the source has it.
    const isFunInterface = !!interfaceKeyword && isWrittenFunInterface(this.source.text, interfaceKeyword.startIndex);
    const info: ClassInfo = {
      name,
      qualifiedName: outer ? `${outer.qualifiedName}.${name}` : this.#qualify(name),
      nameRange: this.#range(nameNode ?? node),
      range: this.#range(node, this.#docs.startWithDangling(node)),
      annotations,
      isAbstract: !!modifiers?.descendantsOfType('inheritance_modifier').some((m) => m?.text === 'abstract'),
      isInterface: keywordTypes.has('interface'),
      superTypes: node.namedChildren
        .filter((c) => c?.type === 'delegation_specifier')
        .map((c) => (c?.descendantsOfType('user_type')[0]?.text ?? c?.text ?? '').replace(/<.*$/s, '')),
      isEntryPoint: annotations.some((a) => ENTRY_POINT_ANNOTATIONS.has(a.name)),
      doc: this.#docs.docFor(node),
      keyword: node.type === 'companion_object' ? 'companion' : node.type === 'object_declaration' ? 'object' : keywordTypes.has('interface') ? 'interface' : 'class',
      modifiers: [...modifierWords(modifiers), ...(keywordTypes.has('enum') ? ['enum'] : []), ...(isFunInterface ? ['fun'] : [])],
      typeParameters: typeParameterNames(node),
      memberFunctions: [],
      bodyProperties: [],
      bodyPropertyRanges: [],
    };
    this.model.classes.push(info);
    this.#addSuppressions(annotations, this.#range(node, this.#docs.docStart(node)));

    const serializable = annotations.find((a) => a.name === 'AppFunctionSerializable');
    if (serializable) this.model.serializables.push(this.#serializable(node, info, serializable));

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
      instruction: instruction ? this.#annotations.instructionPiece(instruction) : undefined,
      properties,
      annotations: info.annotations,
      hasPrimaryConstructor: !!ctor,
      primaryConstructorPublic: !visibility || visibility === 'public',
    };
  }

  #property(param: Node): PropertyDecl {
    const nameNode = param.namedChildren.find((c) => c?.type === 'simple_identifier');
    const typeNode = param.namedChildren.find((c) => c && isTypeNode(c.type));
    const annotations = this.#annotations.list(param.namedChildren.find((c) => c?.type === 'modifiers'));
    const instruction = annotations.find((a) => a.name === 'AppFunctionInstruction');
    const doc = this.#docs.docFor(param);
    return {
      name: nameNode?.text ?? '',
      nameRange: this.#range(nameNode ?? param),
      range: this.#range(param),
      type: typeNode ? readTypeRef(this.source, typeNode) : undefined,
      hasValOrVar: param.namedChildren.some((c) => c?.type === 'binding_pattern_kind'),
      defaultValue: this.#defaultAfterEquals(param.children),
      annotations,
      doc: doc ? propertyDoc(doc) : undefined,
      instruction: instruction ? this.#annotations.instructionPiece(instruction) : undefined,
      constraints: valueConstraints(annotations),
    };
  }

  #readFunction(node: Node, enclosing: ClassInfo | undefined): void {
    const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
    const annotations = this.#annotations.list(modifiers);
    this.#addSuppressions(annotations, this.#range(node, this.#docs.docStart(node)));
    const nameNode = node.namedChildren.find((c) => c?.type === 'simple_identifier');
    if (nameNode) this.#recordMember('function', node, nameNode, modifiers, annotations, enclosing);
    const signature = this.#signatureOf(node, enclosing);
    const annotation = annotations.find((a) => this.#isFunctionAnnotation(a)) ?? signature;
    if (!annotation) {
      this.#recordHelper(node, nameNode);
      return;
    }
    if (!nameNode) return;
    const doc = this.#docs.docFor(node);
    const parameters = this.#parameters(node, doc);
    const returnType = returnTypeNode(node);
    const inferred = returnType ? undefined : inferredReturnType(this.source, node);
    const returnModifiers = returnType?.previousNamedSibling?.type === 'type_modifiers' ? returnType.previousNamedSibling : undefined;
    const returnAnnotations = this.#annotations.list(returnModifiers ?? undefined);
    const functionInstruction = annotations.find((a) => a.name === 'AppFunctionInstruction');
    const returnInstruction = returnAnnotations.find((a) => a.name === 'AppFunctionInstruction');
    if (returnInstruction && doc) {
      // The return type's instruction overrides `@return` for the agent; rules read it from there.
      doc.returns = { tag: 'return', range: returnInstruction.range, text: this.#annotations.instructionPiece(returnInstruction) };
    }
    const era = this.#eraOf(annotation, enclosing);
    const owner = enclosing ? enclosing.qualifiedName : (this.model.packageName ?? '');
    const describedByDoc = describedFlag(annotation);
    const fn: FunctionDecl = {
      language: 'kotlin',
      kind: 'android-appfunction',
      id: `${owner}#${nameNode.text}`,
      name: nameNode.text,
      nameRange: this.#range(nameNode),
      range: this.#range(node, this.#docs.docStart(node)),
      declarationRange: this.#range(node),
      era,
      annotation,
      isEnabled: annotation.args.isEnabled?.text.trim() !== 'false',
      describedByDoc,
      docExposed: describedByDoc === true,
      doc,
      instruction: functionInstruction ? this.#annotations.instructionPiece(functionInstruction) : undefined,
      ...(returnInstruction ? { returnInstruction: this.#annotations.instructionPiece(returnInstruction) } : {}),
      parameters,
      returnType: returnType ? readTypeRef(this.source, returnType) : typeof inferred === 'object' ? inferred : undefined,
      ...(inferred ? { returnTypeInference: inferred === 'unknown' ? ('unknown' as const) : ('inferred' as const) } : {}),
      returnConstraints: valueConstraints(annotations),
      ...(annotation === signature ? { signature: { scope: signatureScope(signature), xmlFileName: signature.args.appFunctionXmlFileName?.stringValue } } : {}),
      enclosingClass: enclosing,
      typeParameters: typeParameterNames(node),
      ...multiBound(node, (n) => this.#range(n)),
      isSuspend: !!modifiers?.descendantsOfType('function_modifier').some((m) => m?.text === 'suspend'),
      isDeprecated: annotations.some((a) => a.name === 'Deprecated'),
      annotations,
      body: this.#bodyFacts(node.namedChildren.find((c) => c?.type === 'function_body') ?? undefined),
    };
    if (this.model.functions.length >= MAX_FUNCTIONS_PER_FILE) throw new TooManyFunctions(MAX_FUNCTIONS_PER_FILE);
    this.model.functions.push(fn);
  }

  /** Keeps the body facts of a function that is not an AppFunction (helpers that build values for one). */
  #recordHelper(node: Node, nameNode: Node | null | undefined): void {
    const body = node.namedChildren.find((c) => c?.type === 'function_body');
    if (!nameNode || !body) return;
    (this.model.helperFunctions ??= []).push({
      name: nameNode.text,
      nameRange: this.#range(nameNode),
      range: this.#range(node, this.#docs.docStart(node)),
      body: this.#bodyFacts(body),
    });
  }

  #bodyFacts(body: Node | undefined): BodyFacts {
    return this.replay.bodyFacts(body, (walked) => readBodyFacts(this.source, walked, this.deadline));
  }

  #visitProperty(node: Node, enclosing: ClassInfo | undefined): void {
    const modifiers = node.namedChildren.find((c) => c?.type === 'modifiers');
    const annotations = this.#annotations.list(modifiers);
    const variable = node.namedChildren.find((c) => c?.type === 'variable_declaration');
    const nameNode = variable?.namedChildren.find((c) => c?.type === 'simple_identifier');
    if (!nameNode) return;
    this.#recordMember('property', node, nameNode, modifiers, annotations, enclosing);
    if (modifierWords(modifiers).includes('const')) this.#recordConstant(nameNode.text, node.namedChildren.at(-1) ?? undefined);
  }

  /** A `const val` whose value is a plain literal; anything computed is left out, never guessed. */
  #recordConstant(name: string, initializer: Node | undefined): void {
    if (!initializer) return;
    const value = initializer.type === 'integer_literal' ? initializer.text.replace(/_/g, '') : stringLiteralValue(initializer);
    if (value === undefined) return;
    (this.model.constants ??= {})[name] = value;
  }

  /** Keeps what compiler-parity rules need about a class member (and any AppFunctions annotation on it). */
  #recordMember(
    kind: AnnotatedMember['kind'],
    node: Node,
    nameNode: Node,
    modifiers: Node | null | undefined,
    annotations: AnnotationUse[],
    enclosing: ClassInfo | undefined,
  ): void {
    if (kind === 'function') {
      enclosing?.memberFunctions?.push({
        name: nameNode.text,
        nameRange: this.#range(nameNode),
        modifiers: modifierWords(modifiers),
        hasBody: node.namedChildren.some((c) => c?.type === 'function_body'),
        parametersWithDefaults: parametersWithDefaults(node),
      });
    } else {
      enclosing?.bodyProperties?.push(nameNode.text);
      enclosing?.bodyPropertyRanges?.push(this.#range(nameNode));
    }
    const appfunctionAnnotations = annotations.filter((a) => a.name.startsWith('AppFunction') && (!a.qualifiedName || a.qualifiedName.startsWith(`${APPFN_PACKAGE}.`)));
    if (appfunctionAnnotations.length === 0) return;
    (this.model.annotatedMembers ??= []).push({ kind, name: nameNode.text, nameRange: this.#range(nameNode), annotations: appfunctionAnnotations, enclosingClass: enclosing });
  }

  #isFunctionAnnotation(annotation: AnnotationUse): boolean {
    if (!FUNCTION_ANNOTATIONS.has(annotation.name)) return false;
    const qualified = annotation.qualifiedName;
    return !qualified || qualified.startsWith(`${APPFN_PACKAGE}.`);
  }

  /**
   * The `@AppFunctionSignature` of the fun interface that declares `node` as its abstract function
   * (no body), which makes the function one the app registers at run time.
   */
  #signatureOf(node: Node, enclosing: ClassInfo | undefined): AnnotationUse | undefined {
    if (!enclosing?.isInterface || !enclosing.modifiers?.includes('fun')) return undefined;
    if (node.namedChildren.some((c) => c?.type === 'function_body')) return undefined;
    return enclosing.annotations.find((a) => a.name === 'AppFunctionSignature' && (!a.qualifiedName || a.qualifiedName.startsWith(`${APPFN_PACKAGE}.`)));
  }

  #eraOf(annotation: AnnotationUse, enclosing: ClassInfo | undefined): KotlinEra {
    if (annotation.name === 'AppFunctionDeclaration' || annotation.name === 'AppFunctionSignature') return 'declaration';
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
    for (const [i, child] of children.entries()) {
      if (child.type === 'parameter_modifiers') {
        pendingAnnotations = this.#annotations.list(child);
        continue;
      }
      if (child.type === 'parameter') {
        const nameNode = child.namedChildren.find((c) => c?.type === 'simple_identifier');
        const typeNode = child.namedChildren.find((c) => c && isTypeNode(c.type));
        const type = typeNode ? readTypeRef(this.source, typeNode) : undefined;
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
          instruction: instruction ? this.#annotations.instructionPiece(instruction) : undefined,
          constraints: valueConstraints(pendingAnnotations),
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

  #addSuppressions(annotations: AnnotationUse[], scope: Range): void {
    this.model.suppressions.push(...suppressionsOf(annotations, scope));
  }

  #range(node: Node, startOffset = node.startIndex): Range {
    return nodeRange(this.source, node, startOffset);
  }
}

/** The names of a function's value parameters written with `= default`. */
function parametersWithDefaults(fnNode: Node): string[] {
  const list = fnNode.namedChildren.find((c) => c?.type === 'function_value_parameters');
  const names: string[] = [];
  let last: string | undefined;
  for (const child of list?.children ?? []) {
    if (child?.type === 'parameter') last = child.namedChildren.find((c) => c?.type === 'simple_identifier')?.text;
    else if (child?.type === '=' && last !== undefined) names.push(last);
  }
  return names;
}

/**
 * The scope an `@AppFunctionSignature` names: its constants (`AppFunctionMetadata.SCOPE_GLOBAL`,
 * `SCOPE_ACTIVITY`), their integer values 0 and 1, or the older strings. Undefined for anything
 * else (an app constant, a wrong value: compiler-signature judges literals).
 */
function signatureScope(annotation: AnnotationUse): 'global' | 'activity' | undefined {
  const written = (annotation.args.scope?.text ?? '').trim();
  const name = written.slice(written.lastIndexOf('.') + 1);
  if (name === 'SCOPE_GLOBAL' || written === '0' || written === '"global"') return 'global';
  if (name === 'SCOPE_ACTIVITY' || written === '1' || written === '"activity"') return 'activity';
  return undefined;
}

/** The function's multi-bound type parameters, as a model field when there are any. */
function multiBound(node: Node, range: (node: Node) => Range): { multiBoundTypeParameters?: { name: string; nameRange: Range }[] } {
  const found = multiBoundTypeParameters(node);
  return found.length > 0 ? { multiBoundTypeParameters: found.map((name) => ({ name: name.text, nameRange: range(name) })) } : {};
}

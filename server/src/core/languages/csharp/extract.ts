// C# extraction's entry point: a tree-sitter tree in, a FileModel out. Reads every type declaration
// the way the Shiny.AppFunctions source generator does (declared properties, constructors, base
// list, attributes), turns `[AppFunction]` types into functions and `[AppEntity]` types into their
// generated `search_{entity}` functions, and reads the suppressions. Never throws on a declaration:
// each is read in its own guard.
import type { Node, Tree } from 'web-tree-sitter';
import type { AnnotationArg, AnnotationUse, ClassInfo, DotnetFunctionDecl, ParameterDecl, TypeRef } from '../../model/declarations';
import type { DotnetConstructor, DotnetEntityInfo, DotnetPropertyDecl, DotnetTypeDecl } from '../../model/dotnet';
import { declaringNothing, type FileModel } from '../../model/file-model';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import { givesUpOnFile, MAX_FUNCTIONS_PER_FILE, NO_DEADLINE, TooManyFunctions, type Deadline } from '../../model/parse-budget';
import type { Range } from '../../model/positions';
import type { TextPiece } from '../../model/text-pieces';
import { SourceText } from '../../text/source-text';
import { syntaxErrorNodes } from '../tree-sitter/syntax-errors';
import { stringPiece } from './literals';
import { constructorChoice, dotnetParameters, ENTITY_SEARCH, entityHasId, simpleTypeName } from './generator-model';
import { lineSuppressions, suppressMessageScope } from './suppressions';

/** How many syntax errors of one file are kept (as the other front ends keep). */
export const MAX_KEPT_SYNTAX_ERRORS = 1_000;

const TYPE_DECLARATIONS: Record<string, DotnetTypeDecl['keyword']> = {
  class_declaration: 'class',
  record_declaration: 'record',
  struct_declaration: 'struct',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
};

/** A C# file model with nothing in it yet. */
export function emptyCSharpModel(uri: string, lineCount: number): FileModel {
  return { ...declaringNothing(uri, 'csharp', lineCount), dotnetTypes: [] };
}

/** Turns a C# syntax tree into the language-neutral {@link FileModel}. */
export function extractCSharpFile(uri: string, text: string, tree: Tree, internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS, deadline: Deadline = NO_DEADLINE): FileModel {
  const source = SourceText.of(text);
  const model = emptyCSharpModel(uri, source.lineCount);
  const reader = new CSharpReader(source, model, internalError, deadline);
  reader.readMembers(tree.rootNode, '', false);
  model.suppressions.push(...lineSuppressions(tree.rootNode, source));
  model.syntaxErrors = syntaxErrorNodes(tree.rootNode, MAX_KEPT_SYNTAX_ERRORS, deadline).map((node) => source.range(node.startIndex, node.endIndex));
  return model;
}

class CSharpReader {
  constructor(
    private readonly source: SourceText,
    private readonly model: FileModel,
    private readonly internalError: ReportInternalError,
    private readonly deadline: Deadline,
  ) {}

  /**
   * Reads the members of a compilation unit, namespace body or type body, and of an error node in
   * one (not of an error node in that: error recovery nests them without bound).
   */
  readMembers(container: Node, namespace: string, nested: boolean, inError = false): void {
    let current = namespace;
    for (const child of container.namedChildren) {
      if (!child) continue;
      this.deadline.tick();
      switch (child.type) {
        case 'using_directive':
          this.model.imports.push(
            child.text
              .replace(/^global\s+/, '')
              .replace(/^using\s+/, '')
              .replace(/;\s*$/, ''),
          );
          break;
        case 'file_scoped_namespace_declaration':
          // The namespace of every declaration after it in the file.
          current = child.childForFieldName('name')?.text ?? current;
          this.model.packageName = current;
          break;
        case 'namespace_declaration': {
          const name = child.childForFieldName('name')?.text ?? '';
          const body = child.childForFieldName('body');
          if (body) this.readMembers(body, qualify(current, name), false);
          break;
        }
        case 'declaration_list':
          this.readMembers(child, current, nested);
          break;
        case 'ERROR': {
          // Error recovery wraps what follows an unclosed brace (a namespace or type being typed):
          // the complete declarations in it still count, in the namespace it opens, if it does.
          if (inError) break;
          const opened = namespaceOpenedIn(child);
          this.readMembers(child, opened ? qualify(current, opened) : current, nested, true);
          break;
        }
        default:
          if (TYPE_DECLARATIONS[child.type]) this.#guarded(child, () => this.readType(child, current, nested));
      }
    }
  }

  #guarded(_node: Node, read: () => void): void {
    try {
      read();
    } catch (error) {
      if (givesUpOnFile(error)) throw error;
      this.internalError({ phase: 'extract', uri: this.model.uri, error });
    }
  }

  readType(node: Node, namespace: string, nested: boolean): void {
    const nameNode = node.childForFieldName('name');
    // A type whose name is not typed yet declares nothing (the parser's stand-in name is empty).
    if (!nameNode || nameNode.isMissing || !identifierText(nameNode)) return;
    const name = identifierText(nameNode);
    const qualifiedName = qualify(namespace, name);
    const attributes = this.#attributes(node);
    const keyword = TYPE_DECLARATIONS[node.type] ?? 'class';
    const modifiers = node.namedChildren.filter((c) => c?.type === 'modifier').map((c) => c?.text ?? '');
    const isRecordStruct = keyword === 'record' && node.children.some((c) => c?.type === 'struct');
    const declared: DotnetTypeDecl = {
      name,
      qualifiedName,
      nameRange: this.#range(nameNode),
      range: this.#range(node),
      keyword: isRecordStruct ? 'struct' : keyword,
      modifiers,
      typeParameters: typeParameterNames(node),
      baseTypes: this.#baseTypes(node),
      attributes,
      properties: [],
      constructors: [],
      isNested: nested,
    };
    const parameterList = node.namedChildren.find((c) => c?.type === 'parameter_list');
    const isRecord = keyword === 'record';
    if (parameterList) {
      declared.constructors.push({
        isPrimary: true,
        // Roslyn makes it public whatever the type's own accessibility, protected in an abstract type.
        isPublic: !modifiers.includes('abstract'),
        parameterNames: this.#parameters(parameterList).map((p) => p.name),
        range: this.#range(parameterList),
      });
      // A record's positional parameters are its public properties; a class's primary constructor
      // parameters are only captured.
      if (isRecord) for (const parameter of this.#parameters(parameterList)) declared.properties.push(parameter);
    }
    const body = node.childForFieldName('body') ?? node.namedChildren.find((c) => c?.type === 'declaration_list' || c?.type === 'enum_member_declaration_list');
    if (keyword === 'enum') {
      declared.enumMembers = (body?.namedChildren ?? [])
        .filter((c) => c?.type === 'enum_member_declaration')
        .map((c) => identifierText(c?.childForFieldName('name') ?? c?.namedChildren.find((n) => n?.type === 'identifier') ?? null));
    } else if (body) {
      for (const member of body.namedChildren) {
        if (!member) continue;
        this.deadline.tick();
        if (member.type === 'property_declaration')
          this.#guarded(member, () => {
            const property = this.#property(member);
            if (property) declared.properties.push(property);
          });
        else if (member.type === 'constructor_declaration') this.#guarded(member, () => declared.constructors.push(this.#constructorOf(member)));
      }
    }
    declared.entity = this.#entity(attributes);
    this.model.dotnetTypes?.push(declared);
    this.model.classes.push(classInfo(declared));
    this.#suppressionsOf(attributes, declared.range);
    for (const property of declared.properties) this.#suppressionsOf(property.attributes, property.range);
    const appFunction = attributes.find((a) => isAttribute(a, 'AppFunction'));
    if (appFunction) this.model.functions.push(this.#function(declared, appFunction));
    // The generator drops an entity without a string Id, and its search with it.
    if (declared.entity && entityHasId(declared)) this.model.functions.push(entitySearchFunction(declared, declared.entity));
    if (this.model.functions.length > MAX_FUNCTIONS_PER_FILE) throw new TooManyFunctions(MAX_FUNCTIONS_PER_FILE);
    if (body && keyword !== 'enum') this.readMembers(body, qualifiedName, true);
  }

  #function(type: DotnetTypeDecl, attribute: AnnotationUse): DotnetFunctionDecl {
    const unresolved: DotnetFunctionDecl['dotnet']['unresolved'] = [];
    const piece = (key: string, what: 'id' | 'title' | 'description') => {
      const arg = attribute.args[key];
      if (!arg) return undefined;
      if (arg.piece) return arg.piece;
      if (arg.text !== 'null') unresolved.push({ what, text: arg.text, range: arg.range });
      return undefined;
    };
    const idArg = attribute.args._0 ?? attribute.args.id;
    const idPiece = idArg && piece(attribute.args._0 ? '_0' : 'id', 'id');
    const title = piece('Title', 'title');
    const description = piece('Description', 'description');
    const functionInterfaces = type.baseTypes.filter((t) => simpleTypeName(t.name) === 'IAppFunction');
    const resultInterface = functionInterfaces.find((t) => t.args.length === 1);
    const { parameters } = dotnetParameters(type, constructorChoice(type));
    const fn: DotnetFunctionDecl = {
      language: 'csharp',
      kind: 'dotnet-appfunction',
      id: idPiece?.text ?? idArg?.text ?? '',
      name: type.name,
      nameRange: type.nameRange,
      range: type.range,
      declarationRange: type.range,
      annotation: attribute,
      isEnabled: true,
      docExposed: false,
      parameters: parameters.map((p) => parameterDecl(p)),
      ...(resultInterface?.args[0] ? { returnType: resultInterface.args[0] } : {}),
      isSuspend: false,
      isDeprecated: type.attributes.some((a) => isAttribute(a, 'Obsolete')),
      annotations: type.attributes,
      body: noBody(),
      ...(description ? { descriptionLiteral: description } : {}),
      returnConstraints: [],
      dotnet: {
        origin: 'declared',
        ...(title ? { title } : {}),
        ...(idArg ? { idArg } : {}),
        unresolved,
        opensApp: attribute.args.OpensApp ? booleanOf(attribute.args.OpensApp) : false,
        functionInterfaces,
        shortcuts: type.attributes
          .filter((a) => isAttribute(a, 'AppShortcut'))
          .map((a) => ({ ...(a.args._0?.stringValue !== undefined ? { phrase: a.args._0.stringValue } : {}), range: a.range })),
        requestType: type,
      },
    };
    return fn;
  }

  #entity(attributes: AnnotationUse[]): DotnetEntityInfo | undefined {
    const attribute = attributes.find((a) => isAttribute(a, 'AppEntity'));
    if (!attribute) return undefined;
    const idArg = attribute.args._0 ?? attribute.args.id;
    const title = attribute.args.Title?.piece;
    const display = attribute.args.DisplayProperty;
    return {
      id: idArg?.stringValue ?? idArg?.text ?? '',
      ...(idArg ? { idArg } : {}),
      ...(title ? { title } : {}),
      ...(display?.stringValue !== undefined ? { displayProperty: { name: display.stringValue, range: display.range } } : {}),
      attribute,
    };
  }

  /** A declared property; undefined while its name is not typed yet. */
  #property(node: Node): DotnetPropertyDecl | undefined {
    const nameNode = node.childForFieldName('name');
    if (!nameNode || nameNode.isMissing || !identifierText(nameNode)) return undefined;
    const modifiers = node.namedChildren.filter((c) => c?.type === 'modifier').map((c) => c?.text ?? '');
    const accessors = node.childForFieldName('accessors') ?? node.namedChildren.find((c) => c?.type === 'accessor_list');
    const accessorTexts = (accessors?.namedChildren ?? []).filter((c) => c?.type === 'accessor_declaration').map((c) => c?.text ?? '');
    const expressionBodied = node.namedChildren.some((c) => c?.type === 'arrow_expression_clause');
    const setterText = accessorTexts.find((t) => /\b(?:set|init)\b/.test(t));
    const attributes = this.#attributes(node);
    const appParameter = attributes.find((a) => isAttribute(a, 'AppParameter'));
    const typeNode = node.childForFieldName('type');
    return {
      name: identifierText(nameNode),
      nameRange: nameNode ? this.#range(nameNode) : this.#range(node),
      range: this.#range(node),
      ...(typeNode ? { type: this.#typeRef(typeNode) } : {}),
      positional: false,
      isPublic: modifiers.includes('public'),
      isStatic: modifiers.includes('static'),
      hasGetter: expressionBodied || accessorTexts.some((t) => /\bget\b/.test(t)),
      setter: setterText === undefined ? 'none' : /^\s*(?:private|protected|internal)\b/.test(setterText) ? 'restricted' : 'public',
      isRequired: modifiers.includes('required'),
      attributes,
      ...appParameterTexts(appParameter),
    };
  }

  /** A positional parameter of a primary constructor, as the property a record makes of it. */
  #parameters(list: Node): DotnetPropertyDecl[] {
    const out: DotnetPropertyDecl[] = [];
    for (const node of list.namedChildren) {
      if (node?.type !== 'parameter') continue;
      const nameNode = node.childForFieldName('name');
      // A parameter whose name is not typed yet (`(string )`, a trailing comma) is none.
      if (!nameNode || nameNode.isMissing || !identifierText(nameNode)) continue;
      const typeNode = node.childForFieldName('type');
      const attributes = this.#attributes(node);
      const appParameter = attributes.find((a) => isAttribute(a, 'AppParameter'));
      out.push({
        name: identifierText(nameNode),
        nameRange: nameNode ? this.#range(nameNode) : this.#range(node),
        range: this.#range(node),
        ...(typeNode ? { type: this.#typeRef(typeNode) } : {}),
        positional: true,
        isPublic: true,
        isStatic: false,
        hasGetter: true,
        setter: 'public',
        isRequired: false,
        attributes,
        ...appParameterTexts(appParameter),
      });
    }
    return out;
  }

  #constructorOf(node: Node): DotnetConstructor {
    const modifiers = node.namedChildren.filter((c) => c?.type === 'modifier').map((c) => c?.text ?? '');
    const list = node.childForFieldName('parameters') ?? node.namedChildren.find((c) => c?.type === 'parameter_list');
    const names = (list?.namedChildren ?? []).filter((c) => c?.type === 'parameter').map((c) => identifierText(c?.childForFieldName('name') ?? null));
    return {
      isPrimary: false,
      isPublic: modifiers.includes('public') && !modifiers.includes('static'),
      parameterNames: names,
      range: this.#range(node),
      ...(modifiers.includes('static') ? { isStatic: true } : {}),
    };
  }

  #baseTypes(node: Node): TypeRef[] {
    const list = node.namedChildren.find((c) => c?.type === 'base_list');
    if (!list) return [];
    const out: TypeRef[] = [];
    for (const child of list.namedChildren) {
      if (!child) continue;
      // `record R(int X) : Base(X)`: the base type of a primary constructor call.
      const typeNode = child.type === 'primary_constructor_base_type' ? child.namedChildren[0] : child;
      if (typeNode && typeNode.type !== 'argument_list') out.push(this.#typeRef(typeNode));
    }
    return out;
  }

  #typeRef(node: Node): TypeRef {
    const range = this.#range(node);
    switch (node.type) {
      case 'nullable_type': {
        const inner = node.childForFieldName('type') ?? node.namedChildren[0];
        const base = inner ? this.#typeRef(inner) : { text: '', name: '', nullable: false, args: [], range };
        return { ...base, text: node.text, nullable: true, range };
      }
      case 'generic_name': {
        const nameNode = node.namedChildren.find((c) => c?.type === 'identifier');
        const args =
          node.namedChildren
            .find((c) => c?.type === 'type_argument_list')
            ?.namedChildren.filter((c): c is Node => !!c)
            .map((c) => this.#typeRef(c)) ?? [];
        return { text: node.text, name: nameNode?.text ?? node.text, nullable: false, args, range };
      }
      case 'qualified_name': {
        // `System.Collections.Generic.List<T>` reads as its last part, with the qualifier kept in the name.
        const last = node.childForFieldName('name') ?? node.namedChildren[node.namedChildren.length - 1];
        const inner = last ? this.#typeRef(last) : undefined;
        const qualifier = node.text.slice(0, Math.max(0, (last?.startIndex ?? node.endIndex) - node.startIndex)).replace(/^global::/, '');
        return { text: node.text, name: `${qualifier}${inner?.name ?? ''}`, nullable: false, args: inner?.args ?? [], range };
      }
      case 'array_type': {
        const element = node.childForFieldName('type') ?? node.namedChildren[0];
        return { text: node.text, name: '[]', nullable: false, args: element ? [this.#typeRef(element)] : [], range };
      }
      default:
        return { text: node.text, name: node.text.replace(/^global::/, ''), nullable: false, args: [], range };
    }
  }

  /** The attributes of a declaration or parameter, with their arguments. */
  #attributes(node: Node): AnnotationUse[] {
    const out: AnnotationUse[] = [];
    for (const list of node.namedChildren) {
      if (list?.type !== 'attribute_list') continue;
      for (const attribute of list.namedChildren) {
        if (attribute?.type !== 'attribute') continue;
        const nameNode = attribute.childForFieldName('name') ?? attribute.namedChildren[0];
        const written = nameNode?.text ?? '';
        const simple = simpleTypeName(written).replace(/Attribute$/, '');
        const args: Record<string, AnnotationArg> = {};
        const argList = attribute.namedChildren.find((c) => c?.type === 'attribute_argument_list');
        let position = 0;
        for (const argument of argList?.namedChildren ?? []) {
          if (argument?.type !== 'attribute_argument') continue;
          const named = argument.childForFieldName('name');
          const value = argument.namedChildren.filter((c): c is Node => !!c && c !== named && c.type !== 'name_equals' && c.type !== 'name_colon').pop();
          // `Name = value` (a property) or `name: value` (a constructor parameter by name).
          const nameEquals = argument.namedChildren.find((c) => c?.type === 'name_equals' || c?.type === 'name_colon');
          const key = named?.text ?? nameEquals?.namedChildren[0]?.text ?? `_${position++}`;
          if (!value) continue;
          const piece = stringPiece(value, this.source);
          args[key] = {
            text: value.text,
            range: this.#range(value),
            ...(piece ? { stringValue: piece.text, piece } : {}),
          };
        }
        out.push({ name: simple, qualifiedName: written.replace(/^global::/, ''), range: this.#range(attribute), args });
      }
    }
    return out;
  }

  #suppressionsOf(attributes: AnnotationUse[], scope: Range): void {
    this.model.suppressions.push(...suppressMessageScope(attributes, scope));
  }

  #range(node: Node): Range {
    return this.source.range(node.startIndex, node.endIndex);
  }
}

/** The namespace an unclosed `namespace X {` inside an error node opens, if one does. */
function namespaceOpenedIn(error: Node): string | undefined {
  const children = error.children;
  const keyword = children.findIndex((c) => c?.type === 'namespace' && !c.isNamed);
  const name = keyword < 0 ? undefined : children[keyword + 1];
  return name && (name.type === 'qualified_name' || name.type === 'identifier') ? name.text : undefined;
}

function qualify(namespace: string, name: string): string {
  return namespace ? `${namespace}.${name}` : name;
}

/** An identifier's name as C# resolves it (`@class` is `class`). */
function identifierText(node: Node | null | undefined): string {
  return (node?.text ?? '').replace(/^@/, '');
}

/** Whether an attribute use is the library's `name` attribute (simple, `…Attribute` or qualified). */
export function isAttribute(attribute: AnnotationUse, name: string): boolean {
  return attribute.name === name;
}

function typeParameterNames(node: Node): string[] {
  const list = node.namedChildren.find((c) => c?.type === 'type_parameter_list');
  return (list?.namedChildren ?? []).filter((c) => c?.type === 'type_parameter').map((c) => identifierText(c?.namedChildren.find((n) => n?.type === 'identifier') ?? c));
}

function booleanOf(arg: AnnotationArg): boolean {
  return arg.text.trim() === 'true';
}

function appParameterTexts(attribute: AnnotationUse | undefined): { title?: TextPiece; description?: TextPiece } {
  const title = attribute?.args.Title?.piece;
  const description = attribute?.args.Description?.piece;
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

function parameterDecl(property: DotnetPropertyDecl): ParameterDecl {
  return {
    name: property.name,
    nameRange: property.nameRange,
    range: property.range,
    ...(property.type ? { type: property.type } : {}),
    annotations: property.attributes,
    ...(property.description ? { doc: property.description } : {}),
    constraints: [],
    isContext: false,
  };
}

/** The ClassInfo every language gives its types (superTypes as written; read by shared code). */
function classInfo(type: DotnetTypeDecl): ClassInfo {
  return {
    name: type.name,
    qualifiedName: type.qualifiedName,
    nameRange: type.nameRange,
    range: type.range,
    annotations: type.attributes,
    isAbstract: type.modifiers.includes('abstract'),
    isInterface: type.keyword === 'interface',
    superTypes: type.baseTypes.map((t) => t.text),
    isEntryPoint: false,
    keyword: type.keyword === 'interface' ? 'interface' : 'class',
    modifiers: type.modifiers,
    typeParameters: type.typeParameters,
  };
}

/** The `search_{entity}` function the library generates for an entity, placed on the entity's name. */
function entitySearchFunction(type: DotnetTypeDecl, entity: DotnetEntityInfo): DotnetFunctionDecl {
  const query: ParameterDecl = { name: ENTITY_SEARCH.parameter, nameRange: type.nameRange, range: type.nameRange, annotations: [], constraints: [], isContext: false };
  return {
    language: 'csharp',
    kind: 'dotnet-appfunction',
    id: `${ENTITY_SEARCH.idPrefix}${entity.id}`,
    name: `Search${type.name}`,
    nameRange: type.nameRange,
    range: type.range,
    declarationRange: type.range,
    isEnabled: true,
    docExposed: false,
    parameters: [query],
    isSuspend: false,
    isDeprecated: false,
    annotations: [],
    body: noBody(),
    returnConstraints: [],
    dotnet: {
      origin: 'entity-search',
      // An entity id the analysis cannot read (a constant) makes the search's id unknown too.
      unresolved: entity.idArg && entity.idArg.stringValue === undefined ? [{ what: 'id', text: entity.idArg.text, range: entity.idArg.range }] : [],
      opensApp: false,
      functionInterfaces: [],
      shortcuts: [],
      searchesEntity: entity.id,
      entityType: type,
    },
  };
}

/** A type's body is not read for facts (the rules that read bodies are Kotlin's). */
function noBody(): DotnetFunctionDecl['body'] {
  return { calls: [], throws: [], identifiers: new Set(), notNullAssertions: [] };
}

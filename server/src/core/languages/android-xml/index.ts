import type { XMLAttribute, XMLElement } from '@xml-tools/ast';
import { xmlTools } from './xml-tools';
import { IGNORE_INTERNAL_ERRORS, type ReportInternalError } from '../../model/internal-error';
import * as l10n from '@vscode/l10n';
import type { AndroidXmlInfo, AppMetadataDecl, ManifestInfo, ManifestProperty, ManifestService, XmlAttribute, XmlElementRef, XmlProblem } from '../../model/android-xml';
import type { FileModel } from '../../model/file-model';
import type { Range } from '../../model/positions';
import type { TextPiece, TextSegment } from '../../model/text-pieces';
import { SourceText } from '../../text/source-text';
import { boundedXmlParse } from './bounded-parse';
import { isAndroidManifestPath, resourceNameOf } from './paths';
import { ownEntry } from '../../model/own-entry';

export { isAndroidManifestPath, isAndroidXmlPath, isXmlResourcePath, resourceNameOf } from './paths';

/** The Android namespace of manifest attributes. */
export const ANDROID_NS = 'http://schemas.android.com/apk/res/android';
/** The androidx.appfunctions library namespace (newer) and the generic app namespace (older samples). */
export const APPFUNCTIONS_NAMESPACES = ['http://schemas.android.com/apk/androidx.appfunctions', 'http://schemas.android.com/apk/res-auto'] as const;
/** The manifest property that links the app metadata XML. */
export const APP_METADATA_PROPERTY = 'android.app.appfunctions.app_metadata';
/** The permission only the system holds, which protects an AppFunctionService. */
export const BIND_PERMISSION = 'android.permission.BIND_APP_FUNCTION_SERVICE';
/** The intent action of an AppFunctionService. */
export const SERVICE_ACTION = 'android.app.appfunctions.AppFunctionService';

/**
 * How many syntax problems of one file are kept. A megabyte of stray characters gives the lexer
 * hundreds of thousands, and placing and keeping each took longer than the rest of the analysis;
 * nobody reads past the first few, and no fix is offered in a text with a hundred.
 */
export const MAX_KEPT_PROBLEMS = 1_000;

/**
 * Reads an AndroidManifest.xml or res/xml file into a {@link FileModel} of language `android-xml`.
 * Never throws: the parser recovers from errors, each problem is kept at the place it was found,
 * and whatever could be read around it is still extracted.
 */
export function parseAndroidXml(uri: string, text: string, internalError: ReportInternalError = IGNORE_INTERNAL_ERRORS): FileModel {
  const source = new SourceText(text);
  const info: AndroidXmlInfo = {
    kind: isAndroidManifestPath(uri) ? 'manifest' : 'resource',
    resourceName: resourceNameOf(uri),
    problems: [],
  };
  const model: FileModel = {
    uri,
    language: 'android-xml',
    imports: [],
    functions: [],
    serializables: [],
    classes: [],
    suppressions: [],
    fileAnnotations: [],
    syntaxErrors: [],
    lineCount: source.lineCount,
    android: info,
  };
  try {
    const { cst, tokenVector, lexErrors, parseErrors } = boundedXmlParse(text);
    for (const error of lexErrors.slice(0, MAX_KEPT_PROBLEMS)) info.problems.push(problemAt(source, error.offset, error.length, error.message));
    for (const error of parseErrors.slice(0, Math.max(0, MAX_KEPT_PROBLEMS - info.problems.length))) {
      const token = error.token;
      const offset = Number.isFinite(token?.startOffset) ? token.startOffset : text.length;
      info.problems.push(problemAt(source, offset, Math.max(token?.image?.length ?? 0, 1), error.message));
    }
    // No tree: a large file that does not parse declares nothing (its first error is reported).
    const root = cst ? xmlTools().buildAst(cst as never, tokenVector).rootElement : undefined;
    if (root && typeof root.name === 'string') {
      info.rootElement = root.name;
      const reader = new ElementReader(source);
      info.root = reader.ref(root);
      if (root.name === 'manifest') {
        info.kind = 'manifest';
        info.manifest = reader.manifest(root);
      } else if (root.name === 'AppFunctionAppMetadata') {
        info.appMetadata = reader.appMetadata(root);
      }
    }
  } catch (error) {
    // The parser is meant to recover from anything; if it does not, the file simply declares
    // nothing. Nesting deeper than its recursion goes is expected on runaway input (the analyzer
    // skips such files before parsing; the fix gate's candidates may still nest so), not a fault.
    if (!(error instanceof RangeError && /call stack/i.test(error.message))) internalError({ phase: 'parse', uri, error });
    info.problems.push(problemAt(source, 0, 0, error instanceof Error ? error.message : String(error)));
  }
  model.syntaxErrors = info.problems.map((p) => p.range);
  return model;
}

function problemAt(source: SourceText, offset: number, length: number, detail: string): XmlProblem {
  const start = Math.min(Math.max(0, offset), source.text.length);
  const end = Math.min(source.text.length, start + Math.max(0, length));
  const newline = detail.indexOf('\n');
  const firstLine = newline < 0 ? detail : detail.slice(0, newline);
  return { range: source.range(start, end), message: l10n.t('XML syntax error: {0}', firstLine) };
}

class ElementReader {
  constructor(private readonly source: SourceText) {}

  manifest(root: XMLElement): ManifestInfo {
    const info: ManifestInfo = {
      element: this.ref(root),
      packageName: this.attr(root, 'package')?.value || undefined,
      properties: [],
      services: [],
    };
    const application = root.subElements.find((e) => e.name === 'application');
    if (!application) return info;
    info.application = this.ref(application);
    for (const child of application.subElements) {
      if (child.name === 'property') info.properties.push(this.property(child));
      else if (child.name === 'service') info.services.push(this.service(child));
    }
    return info;
  }

  appMetadata(root: XMLElement): AppMetadataDecl {
    const decl: AppMetadataDecl = { element: this.ref(root) };
    for (const namespace of APPFUNCTIONS_NAMESPACES) {
      const instructions = this.attr(root, 'instructions', namespace);
      const description = this.attr(root, 'description', namespace);
      const displayDescription = this.attr(root, 'displayDescription', namespace);
      if (!instructions && !description && !displayDescription) continue;
      decl.namespace = namespace;
      decl.instructions = instructions;
      decl.description = description;
      decl.displayDescription = displayDescription;
      break;
    }
    if (!decl.namespace) {
      for (const attribute of root.attributes) {
        if (typeof attribute.key !== 'string' || !/^(?:[\w.-]+:)?(?:instructions|description)$/.test(attribute.key)) continue;
        const colon = attribute.key.indexOf(':');
        const prefix = colon >= 0 ? attribute.key.slice(0, colon) : undefined;
        const uri = prefix ? root.namespaces[prefix] : undefined;
        decl.misplaced = this.attribute(attribute, attribute.key.slice(colon + 1), uri);
        break;
      }
    }
    // The runtime reads `instructions` first and falls back to the legacy `description`.
    const agentFacing = [decl.instructions, decl.description].find((a) => a && a.value.trim().length > 0 && !isReference(a.value));
    if (agentFacing) decl.text = this.valuePiece(root, agentFacing);
    return decl;
  }

  private property(element: XMLElement): ManifestProperty {
    return {
      element: this.ref(element),
      name: this.attr(element, 'name', ANDROID_NS),
      resource: this.attr(element, 'resource', ANDROID_NS),
      value: this.attr(element, 'value', ANDROID_NS),
    };
  }

  private service(element: XMLElement): ManifestService {
    const actions: string[] = [];
    for (const filter of element.subElements.filter((e) => e.name === 'intent-filter')) {
      for (const action of filter.subElements.filter((e) => e.name === 'action')) {
        const name = this.attr(action, 'name', ANDROID_NS)?.value;
        if (name) actions.push(name);
      }
    }
    return {
      element: this.ref(element),
      name: this.attr(element, 'name', ANDROID_NS),
      permission: this.attr(element, 'permission', ANDROID_NS),
      exported: this.attr(element, 'exported', ANDROID_NS),
      properties: element.subElements.filter((e) => e.name === 'property').map((e) => this.property(e)),
      actions,
    };
  }

  /** An attribute by local name, in `namespace` (or unprefixed when no namespace is given). */
  private attr(element: XMLElement, localName: string, namespace?: string): XmlAttribute | undefined {
    for (const attribute of element.attributes) {
      if (typeof attribute.key !== 'string') continue;
      const colon = attribute.key.indexOf(':');
      const prefix = colon >= 0 ? attribute.key.slice(0, colon) : undefined;
      const local = colon >= 0 ? attribute.key.slice(colon + 1) : attribute.key;
      if (local !== localName) continue;
      const uri = prefix ? element.namespaces[prefix] : undefined;
      if (namespace ? uri !== namespace : prefix !== undefined) continue;
      const built = this.attribute(attribute, local, uri);
      if (built) return built;
    }
    return undefined;
  }

  attribute(attribute: XMLAttribute, localName: string, namespace: string | undefined): XmlAttribute | undefined {
    const key = attribute.syntax.key;
    const value = attribute.syntax.value;
    if (!key || !value || typeof attribute.key !== 'string') return undefined;
    const quoted = value.image.length >= 2 && (value.image[0] === '"' || value.image[0] === "'") && value.image.endsWith(value.image[0]);
    const valueStart = value.startOffset + (quoted ? 1 : 0);
    const valueEnd = value.endOffset + 1 - (quoted ? 1 : 0);
    return {
      name: attribute.key,
      localName,
      namespace,
      value: decodeEntities(this.source.text.slice(valueStart, valueEnd)),
      nameRange: this.source.range(key.startOffset, key.endOffset + 1),
      valueRange: this.source.range(valueStart, Math.max(valueStart, valueEnd)),
      range: this.source.range(key.startOffset, value.endOffset + 1),
    };
  }

  /**
   * The attribute value as the agent reads it (entities decoded, white space runs joined into one
   * space), keeping the source position of every verbatim run so a rule can underline a word.
   */
  private valuePiece(element: XMLElement, attribute: XmlAttribute): TextPiece | undefined {
    void element;
    const start = this.source.offsetAt(attribute.valueRange.start);
    const end = this.source.offsetAt(attribute.valueRange.end);
    return pieceFromAttributeValue(this.source, start, end);
  }

  ref(element: XMLElement): XmlElementRef {
    const open = element.syntax.openName;
    const start = element.position.startOffset;
    const end = Math.max(start, element.position.endOffset + 1);
    return {
      name: typeof element.name === 'string' ? element.name : '',
      nameRange: open ? this.source.range(open.startOffset, open.endOffset + 1) : this.source.range(start, Math.min(end, start + 1)),
      range: this.source.range(start, end),
    };
  }
}

/** `@string/x`, `@xml/y`, `?attr/z`: a reference, not literal text. */
export function isReference(value: string): boolean {
  return /^\s*[@?][\w.:+-]*\//.test(value);
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntity(entity: string): string | undefined {
  const body = entity.slice(1, -1);
  if (body.startsWith('#x') || body.startsWith('#X')) {
    const code = Number.parseInt(body.slice(2), 16);
    return Number.isFinite(code) ? safeCodePoint(code) : undefined;
  }
  if (body.startsWith('#')) {
    const code = Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) ? safeCodePoint(code) : undefined;
  }
  return ownEntry(NAMED_ENTITIES, body);
}

function safeCodePoint(code: number): string | undefined {
  try {
    return String.fromCodePoint(code);
  } catch {
    // Expected: a reference beyond U+10FFFF is no character; it stays as written.
    return undefined;
  }
}

/** Decodes XML character and entity references; unknown ones stay as written. */
export function decodeEntities(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (entity) => decodeEntity(entity) ?? entity);
}

/**
 * Builds the agent-facing text of an attribute value from source offsets [start, end): character
 * references decode to their character, every run of white space becomes one space (an XML
 * attribute's line breaks are spaces to the reader), and verbatim runs keep their positions.
 */
export function pieceFromAttributeValue(source: SourceText, start: number, end: number): TextPiece | undefined {
  const raw = source.text;
  let text = '';
  const segments: TextSegment[] = [];
  let current: { segment: TextSegment; sourceEnd: number } | undefined;
  let first: number | undefined;
  let last: number | undefined;
  let pendingSpace = false;

  const verbatim = (offset: number, length: number) => {
    if (current && current.sourceEnd === offset && current.segment.textOffset + current.segment.length === text.length) {
      current.segment.length += length;
    } else {
      current = { segment: { textOffset: text.length, length, start: source.positionAt(offset) }, sourceEnd: offset };
      segments.push(current.segment);
    }
    current.sourceEnd = offset + length;
    text += raw.slice(offset, offset + length);
    first ??= offset;
    last = offset + length;
  };

  let i = start;
  while (i < end) {
    const ch = raw.charAt(i);
    if (/\s/.test(ch)) {
      let j = i;
      while (j < end && /\s/.test(raw.charAt(j))) j++;
      if (text.length > 0 && j < end) {
        // A single plain space stays verbatim; a line break or a run of spaces reads as one space.
        if (j - i === 1 && ch === ' ') verbatim(i, 1);
        else pendingSpace = true;
      }
      i = j;
      continue;
    }
    if (pendingSpace) {
      text += ' ';
      pendingSpace = false;
    }
    if (ch === '&') {
      const match = /^&(#x[0-9a-fA-F]+|#\d+|\w+);/.exec(raw.slice(i, Math.min(end, i + 12)));
      const decoded = match ? decodeEntity(match[0]) : undefined;
      if (match && decoded !== undefined) {
        text += /\s/.test(decoded) ? ' ' : decoded;
        first ??= i;
        last = i + match[0].length;
        i += match[0].length;
        continue;
      }
    }
    verbatim(i, 1);
    i++;
  }
  if (first === undefined || last === undefined || text.trim().length === 0) return undefined;
  const range: Range = source.range(first, last);
  return { text, range, segments };
}

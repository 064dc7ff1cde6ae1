/**
 * What AndroidManifest.xml and res/xml files declare: attributes with exact ranges, services and
 * their properties, and the app metadata that holds the app description.
 */

import type { Range } from './positions';
import type { TextPiece } from './text-pieces';

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
  /** Syntax problems in document order, the first 1,000 of them (the front end's `MAX_KEPT_PROBLEMS`). */
  problems: XmlProblem[];
}

// The list of front ends by extension: the one place that says which files are analysed and by whom.
import * as path from 'node:path';
import { loadTypeScriptFrontEnd } from './typescript-front-end-loader';
import { parseAndroidXml } from './android-xml/index';
import { isAndroidXmlPath } from './android-xml/paths';
import type { FrontEnd } from './front-end';
import { CSHARP_DEFERRED_READING, KOTLIN_DEFERRED_READING } from './lexical-deferred-reading';
import { createKotlinFrontEnd } from './kotlin/index';
import { createCSharpFrontEnd } from './csharp/index';
import { isTypeScriptPath, mayDeclareTools, TYPESCRIPT_EXTENSIONS } from './typescript/paths';

/** Every front end. Their extensions do not overlap. */
export const FRONT_ENDS: readonly FrontEnd[] = [
  {
    language: 'kotlin',
    extensions: ['.kt', '.kts'],
    load: { when: 'with-analyzer', create: createKotlinFrontEnd },
    // A large app's plain files (screens, repositories) are parsed only when an AppFunctions file
    // names one of their types.
    deferredReading: KOTLIN_DEFERRED_READING,
    summary: {
      files: 'Kotlin (.kt, .kts)',
      declarations: 'Android AppFunctions of every library era: @AppFunction (service and entry-point), @AppFunctionDeclaration, @AppFunctionSerializable types',
    },
  },
  {
    language: 'android-xml',
    extensions: ['.xml'],
    // AndroidManifest.xml and res/xml* files, not every XML file.
    reads: isAndroidXmlPath,
    load: { when: 'first-file', create: (internalError) => ({ parse: (uri, text) => parseAndroidXml(uri, text, internalError) }) },
    summary: {
      files: 'Android XML (AndroidManifest.xml, res/xml*/*.xml)',
      declarations: 'the app metadata the manifest links (the app description) and the AppFunctions service',
    },
  },
  {
    language: 'typescript',
    extensions: TYPESCRIPT_EXTENSIONS,
    // Not declaration files.
    reads: isTypeScriptPath,
    // A bundle of its own (ts-morph and the compiler), required on the first TypeScript file.
    load: { when: 'first-file', create: loadTypeScriptFrontEnd },
    // A workspace whose TypeScript declares no tool (build scripts, a web page) never loads the compiler.
    mayDeclare: mayDeclareTools,
    summary: {
      files: `TypeScript and JavaScript (${TYPESCRIPT_EXTENSIONS.join(', ')}; not .d.ts)`,
      declarations:
        'MCP server tools (SDK v1 and v2 registerTool, the legacy tool(), literal tools/list handlers, FastMCP addTool and addTools; in loops, helpers and tool classes) and server instructions, WebMCP modelContext.registerTool, @AppFunction methods and @appFunction JSDoc',
    },
  },
  {
    language: 'csharp',
    extensions: ['.cs'],
    load: { when: 'with-analyzer', create: createCSharpFrontEnd },
    // Most files of a .NET app (pages, view models, services) are parsed only when a function
    // file names one of their types (an enum parameter, an entity, a result record).
    deferredReading: CSHARP_DEFERRED_READING,
    summary: {
      files: 'C# (.cs)',
      declarations:
        'Shiny.AppFunctions: [AppFunction] records and classes, [AppEntity] types and their generated search_{entity} functions, handlers, entity queries and delegates',
    },
  },
];

/**
 * The front end that reads a file, from its path (a URI without its query and fragment, or a file
 * system path); undefined when none does.
 */
export function frontEndFor(filePath: string): FrontEnd | undefined {
  const extension = path.extname(filePath).toLowerCase();
  return FRONT_ENDS.find((frontEnd) => frontEnd.extensions.includes(extension) && (frontEnd.reads?.(filePath) ?? true));
}

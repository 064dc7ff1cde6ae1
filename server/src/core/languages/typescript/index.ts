import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Project, ScriptKind, ts, type SourceFile } from 'ts-morph';
import type { FileModel } from '../../model/types';
import { SourceText } from '../../text/source-text';
import { extractTypeScriptFile } from './extract';
import { importCandidates } from './resolve';

/** File extensions the TypeScript front end reads (declaration files excepted). */
export { isTypeScriptPath, TYPESCRIPT_EXTENSIONS } from './paths';

/** Words without which a file declares no tool: such files skip the TypeScript parse entirely. */
const INTERESTING = /registerTool|\.tool\s*\(|tools\/list|ListToolsRequestSchema|AppFunction|@appFunction|McpServer|modelContext/;

/**
 * Reads TypeScript and JavaScript files into the model. One long-lived in-memory ts-morph project
 * holds every file it has seen, updated in place; it loads no tsconfig and no plugins, and imported
 * workspace files are read from disk as text when no editor has given them. Nothing is executed.
 */
export class TypeScriptFrontEnd {
  readonly project = new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowJs: true,
      experimentalDecorators: true,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
  });

  /** Parses one file; never throws on malformed input. */
  parse(uri: string, text: string): FileModel {
    const filePath = toProjectPath(uri);
    // A file the project already holds (imported by another) is refreshed even when it is not interesting.
    const existing = this.project.getSourceFile(filePath);
    if (!INTERESTING.test(text)) {
      if (existing) existing.replaceWithText(text);
      return emptyModel(uri, text);
    }
    let sf: SourceFile;
    try {
      sf = this.project.createSourceFile(filePath, text, { overwrite: true, scriptKind: scriptKind(filePath) });
    } catch {
      return emptyModel(uri, text);
    }
    try {
      return extractTypeScriptFile(uri, sf, (from, specifier) => this.load(from, specifier));
    } catch {
      return emptyModel(uri, text);
    }
  }

  /** The workspace file an import names: from the project, else read from disk as text. */
  private load(from: SourceFile, specifier: string): SourceFile | undefined {
    for (const candidate of importCandidates(from.getFilePath(), specifier)) {
      const held = this.project.getSourceFile(candidate);
      if (held) return held;
    }
    for (const candidate of importCandidates(from.getFilePath(), specifier)) {
      try {
        if (!fs.statSync(candidate).isFile()) continue;
        return this.project.createSourceFile(candidate, fs.readFileSync(candidate, 'utf8'), { overwrite: true, scriptKind: scriptKind(candidate) });
      } catch {
        // Not on disk (an in-memory test) or unreadable: try the next candidate.
      }
    }
    return undefined;
  }
}

/** A ready front end (synchronous; async for symmetry with the Kotlin one). */
export function createTypeScriptFrontEnd(): TypeScriptFrontEnd {
  return new TypeScriptFrontEnd();
}

function toProjectPath(uri: string): string {
  let p = uri;
  if (uri.startsWith('file:')) {
    try {
      p = fileURLToPath(uri);
    } catch {
      p = uri.slice('file://'.length);
    }
  } else if (/^[a-z][\w+.-]*:/i.test(uri) && !/^[a-z]:[\\/]/i.test(uri)) {
    p = `/__${uri.split(':')[0]}__/${encodeURIComponent(uri)}${path.extname(uri.replace(/[?#].*$/, ''))}`;
  }
  return path.resolve(p).split(path.sep).join('/');
}

function scriptKind(filePath: string): ScriptKind {
  const ext = path.extname(filePath).toLowerCase();
  if (ext === '.tsx') return ScriptKind.TSX;
  if (ext === '.jsx') return ScriptKind.JSX;
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') return ScriptKind.JS;
  return ScriptKind.TS;
}

function emptyModel(uri: string, text: string): FileModel {
  return {
    uri,
    language: 'typescript',
    imports: [],
    functions: [],
    serializables: [],
    classes: [],
    suppressions: [],
    fileAnnotations: [],
    syntaxErrors: [],
    lineCount: new SourceText(text).lineCount,
  };
}

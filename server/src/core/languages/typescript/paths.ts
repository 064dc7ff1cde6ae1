import * as path from 'node:path';

// Kept apart from the front end so that deciding which files are TypeScript does not load the compiler.

/** Extensions the TypeScript front end reads. */
export const TYPESCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * Whether a text can declare a tool or a TypeScript AppFunction: without one of these words it
 * cannot, and the front end reads it as declaring nothing without parsing it. Tested here, before
 * the front end, so that a workspace whose TypeScript files declare nothing (an Android app's build
 * scripts, a web page) never loads the compiler.
 */
export function mayDeclareTools(text: string): boolean {
  // `new Server(` alone: a low-level server built in a factory module, whose instructions (or their absence) are the app description.
  // A call of a helper named for tools (`defineTool({…})`, `tool({…})`) may be a wrapper of another module that registers its argument.
  // (`Tool(` finds `defineTool(` too: a leading `\w*` would rescan a long word from each of its letters.)
  // A class extending a tool base class (`extends ToolBase`) may inherit a registering method.
  return /registerTool|\.tool\s*\(|tools\/list|ListToolsRequestSchema|AppFunction|@appFunction|McpServer|modelContext|\.addTools?\s*\(|FastMCP|register\w*Tool|new\s+Server\s*\(|(?:Tool|\btool)\s*[<(]|\bextends\s+[\w$.]*Tool/.test(
    text,
  );
}

/** Whether a path is a TypeScript or JavaScript source file (not a `.d.ts`). */
export function isTypeScriptPath(filePath: string): boolean {
  const lower = filePath.toLowerCase().replace(/[?#].*$/, '');
  return TYPESCRIPT_EXTENSIONS.includes(path.extname(lower)) && !/\.d\.[mc]?ts$/.test(lower);
}

import * as vscode from 'vscode';

/** Packages whose presence in a package.json means the workspace declares tools for agents. */
export const AGENT_TOOL_PACKAGES = ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server', '@mcp-b/global', '@mcp-b/transports'] as const;

/** Languages whose documents can declare functions: opening one starts the server. */
export const FUNCTION_LANGUAGES = ['kotlin', 'typescript', 'typescriptreact', 'javascript', 'javascriptreact', 'csharp'] as const;
const DOCUMENT_LANGUAGES = new Set<string>(FUNCTION_LANGUAGES);

/** package.json files read to decide, at most: a monorepo's first packages are enough to tell. */
const MAX_PACKAGE_FILES = 50;

/** The .NET AppFunctions package a project file references when its C# declares functions. */
export const DOTNET_APPFUNCTIONS_PACKAGE = 'Shiny.AppFunctions';

/**
 * Whether the language server should start now. The extension activates on Kotlin and Android
 * workspaces, on any workspace with a package.json or a .csproj, and on opening a TypeScript,
 * JavaScript or C# file; a package.json alone starts the server only when it depends on an MCP
 * SDK or a WebMCP package, and a .csproj only when it references Shiny.AppFunctions, so an
 * unrelated JavaScript or .NET project does not pay for a server it does not need.
 */
export async function workspaceNeedsServer(): Promise<boolean> {
  if (vscode.workspace.textDocuments.some(isFunctionDocument)) return true;
  const android = await vscode.workspace.findFiles('{**/*.kt,**/*.kts,**/AndroidManifest.xml}', '**/{node_modules,build,.gradle}/**', 1);
  if (android.length > 0) return true;
  const projects = await vscode.workspace.findFiles('**/*.csproj', '**/{bin,obj,node_modules}/**', MAX_PACKAGE_FILES);
  for (const uri of projects) {
    try {
      if (new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)).includes(DOTNET_APPFUNCTIONS_PACKAGE)) return true;
    } catch {
      // Expected: a project file deleted or unreadable since the search; the others still count.
    }
  }
  const packages = await vscode.workspace.findFiles('**/package.json', '**/node_modules/**', MAX_PACKAGE_FILES);
  for (const uri of packages) {
    try {
      if (dependsOnAgentTools(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)))) return true;
    } catch {
      // Expected: a package.json deleted or unreadable since the search; the others still count.
    }
  }
  return false;
}

/** Whether a package.json text lists one of {@link AGENT_TOOL_PACKAGES} among its dependencies. */
export function dependsOnAgentTools(packageJson: string): boolean {
  let manifest: unknown;
  try {
    manifest = JSON.parse(packageJson);
  } catch {
    return false;
  }
  if (typeof manifest !== 'object' || manifest === null) return false;
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const dependencies = (manifest as Record<string, unknown>)[field];
    if (typeof dependencies !== 'object' || dependencies === null) continue;
    if (AGENT_TOOL_PACKAGES.some((name) => Object.hasOwn(dependencies, name))) return true;
  }
  return false;
}

/** Whether opening `document` should start the server. */
export function isFunctionDocument(document: vscode.TextDocument): boolean {
  return (document.uri.scheme === 'file' || document.uri.scheme === 'untitled') && DOCUMENT_LANGUAGES.has(document.languageId);
}

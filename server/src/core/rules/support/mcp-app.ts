import type { FunctionDecl } from '../../model/declarations';
import type { FileModel } from '../../model/file-model';
import { hasKnownName, type McpServerDecl } from '../../model/tool-facts';

/** An MCP server's app: its folder, or the folder above `src/` (where its package usually sits). */
export function mcpAppRoot(uri: string): string {
  const dir = uri.replace(/\\/g, '/').replace(/\/[^/]*$/, '');
  return /\/src$/.test(dir) ? dir.replace(/\/src$/, '') : dir;
}

/** The MCP servers constructed in a file, with the file. */
export function mcpServersOf(files: readonly FileModel[]): { file: FileModel; server: McpServerDecl }[] {
  return files.flatMap((file) => (file.mcpServers ?? []).map((server) => ({ file, server })));
}

/** The MCP tools registered under an app root. */
export function mcpToolsUnder(files: readonly FileModel[], root: string): FunctionDecl[] {
  const prefix = `${root.replace(/\/$/, '')}/`;
  // A stand-in for tools read as a whole has no task of its own to name.
  return files.filter((f) => f.uri.replace(/\\/g, '/').startsWith(prefix)).flatMap((f) => f.functions.filter((fn) => fn.kind === 'mcp-tool' && hasKnownName(fn.tool)));
}

import { serveMcp } from './mcp-server';

/**
 * The MCP server mode (`--mcp`). The command's bundle replaces this module with one that requires
 * the mode's own bundle (see scripts/build.mjs), so a run over files never loads the MCP SDK; the
 * tests run the sources as they are.
 */
export function loadMcpServer(): { serveMcp: typeof serveMcp } {
  return { serveMcp };
}

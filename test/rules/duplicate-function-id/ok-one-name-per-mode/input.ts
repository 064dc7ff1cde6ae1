import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare const compact: boolean;

export function registerSearch(server: McpServer) {
  // One tool name, two versions: a mode picks which one the server gets.
  if (compact) {
    server.registerTool('search_shop', { description: 'Searches the shop by title.', inputSchema: { title: z.string() } }, async () => ({ content: [] }));
  } else {
    server.registerTool('search_shop', { description: 'Searches the shop by title, brand or price.', inputSchema: { title: z.string(), brand: z.string().optional() } }, async () => ({ content: [] }));
  }
}

// Another server's setup, in a function of its own, with its own version of the tool.
export function registerKioskTools(kiosk: McpServer) {
  kiosk.registerTool('search_shop', { description: 'Searches the kiosk catalogue by title.', inputSchema: { title: z.string() } }, async () => ({ content: [] }));
}

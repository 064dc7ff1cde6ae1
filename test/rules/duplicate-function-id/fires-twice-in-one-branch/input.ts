import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare const compact: boolean;

const server = new McpServer({ name: 'shop', version: '1.0.0' }, { instructions: 'Shop: searches products.' });

// Both registrations run when the mode is on: the second replaces or clashes with the first.
if (compact) {
  server.registerTool('search_shop', { description: 'Searches the shop by title.', inputSchema: { title: z.string() } }, async () => ({ content: [] }));
  server.registerTool('search_shop', { description: 'Searches the shop by brand.', inputSchema: { brand: z.string() } }, async () => ({ content: [] }));
}

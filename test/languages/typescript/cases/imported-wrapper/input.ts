import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerShelfTool, runToolNow } from './register-shelf-tool';

const LIST_TEXT = 'Lists the books on a shelf, newest first.';

export function addShelfTools(server: McpServer) {
  registerShelfTool(server, 'list_books', { description: LIST_TEXT, inputSchema: { shelfId: z.string().describe('Shelf to list.') } }, async (args) =>
    String(args.shelfId),
  );
  registerShelfTool(server, 'count_books', { description: 'Counts the books on a shelf.', inputSchema: {} }, async () => '0');
}

runToolNow('shelf', {})({});

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'archive', version: '1.0.0' });

// The later sentence is the function's own: it opens with verbs.
server.registerTool(
  'shelf_tool',
  {
    description: 'Stores documents on a shelf. Also moves, renames, copies, prints and deletes them.',
    inputSchema: { shelf: z.string() },
  },
  async () => ({ content: [] }),
);

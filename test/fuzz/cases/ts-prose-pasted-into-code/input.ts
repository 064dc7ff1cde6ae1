import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'orchard', version: '1.0.0' });

// Notes from a planning meeting, pasted where code goes:
@@RUN@@

server.registerTool(
  'prune_tree',
  { description: 'Prunes one tree in the orchard.', inputSchema: { row: z.number().describe('Row of the tree') } },
  async ({ row }) => ({ content: [{ type: 'text', text: `pruned row ${row}` }] }),
);

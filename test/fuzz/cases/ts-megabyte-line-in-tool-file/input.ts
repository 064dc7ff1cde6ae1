import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'orchard', version: '1.0.0' });

const plantingNotes = "@@RUN@@";

server.registerTool(
  'count_trees',
  { description: 'Counts the trees in one row of the orchard.', inputSchema: { row: z.number().describe('Row to count') } },
  async ({ row }) => ({ content: [{ type: 'text', text: `row ${row}: ${plantingNotes.length}` }] }),
);

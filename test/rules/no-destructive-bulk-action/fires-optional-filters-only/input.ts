import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'planner', version: '1.0.0' }, { instructions: 'Planner: boards and their cards.' });

// Only optional filters and a list of ids: called with nothing, it deletes all cards.
server.registerTool(
  'cards_delete',
  {
    description: 'Deletes all cards matching the optional filters.',
    inputSchema: { label: z.string().optional(), card_ids: z.array(z.string()).optional() },
  },
  async () => ({ content: [] }),
);

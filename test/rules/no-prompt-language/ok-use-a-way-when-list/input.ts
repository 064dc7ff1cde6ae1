import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'orchard-data', version: '1.0.0' }, { instructions: 'Orchard data: yields, trees and custom queries.' });

// A list of situations under "Only use … when:": each item is a condition for picking this way, not an order.
server.registerTool(
  'run_orchard_query',
  {
    description: `Runs a custom query over the orchard records.

Only use custom queries when:
- The yield tools don't return the data you need
- You need to combine records in ways the other tools don't support`,
    inputSchema: { query: z.string().describe('Query text') },
  },
  async () => ({ content: [] }),
);

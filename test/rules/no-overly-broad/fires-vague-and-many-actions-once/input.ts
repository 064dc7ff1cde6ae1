import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'pantry', version: '1.0.0' }, { instructions: 'Pantry stock: tracks what is in the cupboards.' });

server.registerTool(
  'pantry',
  {
    description: 'Handles everything about the pantry: adds items, removes items, moves shelves, prints labels and orders groceries.',
    inputSchema: { item: z.string().describe('Name of the item, such as "rice".') },
  },
  async () => ({ content: [] }),
);

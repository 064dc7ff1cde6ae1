import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'inventory', version: '1.0.0' }, { instructions: 'Inventory: the parts stored in one warehouse.' });

// The filter language's operators are written in capitals, as its own documentation writes them.
server.registerTool(
  'search_parts',
  {
    description:
      'Searches the parts of the warehouse with a filter expression. The filter supports LIKE and NOT LIKE for text, IN/NOT IN for lists of values, and IS NOT NULL to keep parts that have a supplier.',
    inputSchema: { filter: z.string().describe('Filter expression, such as part.bin NOT IN (3, 4).') },
  },
  async () => ({ content: [] }),
);

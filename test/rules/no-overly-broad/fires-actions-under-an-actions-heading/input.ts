import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'vineyard', version: '1.0.0' }, { instructions: 'Vineyard records: rows, sprays and harvests.' });

// A heading that introduces what the tool does keeps its list counted; so does a purpose handed to the user.
server.registerTool(
  'vineyard_desk',
  {
    description: `Vineyard desk for block records.

**ACTIONS:**
- Creates blocks, deletes rows, orders sprays, prints labels and archives harvests`,
    inputSchema: { request: z.string().describe('What to do.') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'cellar_desk',
  {
    description: 'Allows users to create blocks, delete rows, send orders and archive harvests.',
    inputSchema: { request: z.string().describe('What to do.') },
  },
  async () => ({ content: [] }),
);

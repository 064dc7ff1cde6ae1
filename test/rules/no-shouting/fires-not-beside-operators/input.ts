import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'inventory', version: '1.0.0' }, { instructions: 'Inventory: the parts stored in one warehouse.' });

// "NOT" on its own stresses a warning, even in a tool whose filter has operators; "DO NOT" is a raised voice too.
server.registerTool(
  'delete_part',
  {
    description: 'Deletes one part by its id. This does NOT delete its stock records. DO NOT call it for parts IN transit.',
    inputSchema: { partId: z.string().describe('The id of the part to delete.') },
  },
  async () => ({ content: [] }),
);

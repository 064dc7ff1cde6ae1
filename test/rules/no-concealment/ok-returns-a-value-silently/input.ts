import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'plot-registry', version: '1.0.0' }, { instructions: 'Registers allotment plots and their tenants.' });

// What the server answers for an id of another tenant: a statement about its behaviour.
server.registerTool(
  'remove_plot',
  {
    description: 'Removes one plot by id. Ids of other tenants return `removed: false` silently, so their plots cannot be discovered.',
    inputSchema: { plotId: z.string().describe('Plot to remove') },
  },
  async () => ({ content: [] }),
);

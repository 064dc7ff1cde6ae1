import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'gateway', version: '1.0.0' });

// Capitals that name values: an HTTP method as a label, and items of a list of states.
server.registerTool(
  'remove_route',
  {
    description: 'Gateway API DELETE - routes: removes a route from the gateway.',
    inputSchema: { route: z.string().describe('Route to remove; routes marked PENDING, RUNNING, STOPPED are all accepted.') },
  },
  async () => ({ content: [] }),
);

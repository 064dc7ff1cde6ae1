import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'garden', version: '1.0.0' });

// Two names for one resource: the descriptions differ only in a word neither name says.
server.registerTool(
  'garden_seed',
  { description: 'Retrieve seed data for a garden. Use the mode parameter to pick the operation.', inputSchema: { mode: z.enum(['get', 'list']), garden: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'seed_info',
  { description: 'Retrieve seed data for a garden plot. Use the mode parameter to pick the operation.', inputSchema: { mode: z.enum(['get', 'list']), garden: z.string() } },
  async () => ({ content: [] }),
);

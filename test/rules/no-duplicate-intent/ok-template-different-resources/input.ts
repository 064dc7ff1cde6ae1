import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'garden', version: '1.0.0' });

// One description template per resource: the names say which resource, and so do the descriptions.
server.registerTool(
  'garden_bed',
  { description: 'Retrieve bed data for a garden. Use the mode parameter to pick the operation.', inputSchema: { mode: z.enum(['get', 'list']), garden: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'garden_bed_soil',
  { description: 'Retrieve bed soil data for a garden. Use the mode parameter to pick the operation.', inputSchema: { mode: z.enum(['get', 'list']), garden: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'garden_seed',
  { description: 'Retrieve seed data for a garden. Use the mode parameter to pick the operation.', inputSchema: { mode: z.enum(['get', 'list']), garden: z.string() } },
  async () => ({ content: [] }),
);

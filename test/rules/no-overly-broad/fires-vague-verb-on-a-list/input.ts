import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'shop', version: '1.0.0' }, { instructions: 'Shop: orders and refunds.' });

// "a list of" only wraps the object: the verb still says nothing about what happens.
server.registerTool(
  'process_orders',
  { description: 'Processes a list of orders.', inputSchema: { orderIds: z.array(z.string()) } },
  async () => ({ content: [] }),
);

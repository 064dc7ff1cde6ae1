import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'orders', version: '1.0.0' });

server.registerTool(
  'cancel_order',
  { description: 'একটি অর্ডার বাতিল করে। বাতিল করার আগে list_orders কল করে অর্ডারের অবস্থা দেখে নিন।', inputSchema: { orderId: z.string() } },
  async () => ({ content: [] }),
);

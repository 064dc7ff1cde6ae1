import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'crm', version: '1.0.0' });

server.registerTool(
  'customer_tool',
  {
    description: '顧客データに関するあらゆる操作を行います。',
    inputSchema: { customerId: z.string().describe('顧客の ID') },
  },
  async () => ({ content: [] }),
);

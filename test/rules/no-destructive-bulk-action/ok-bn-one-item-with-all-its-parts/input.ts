import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'rannaghor', version: '1.0.0' });

server.registerTool(
  'delete_open_recipe',
  {
    description: 'খোলা রেসিপিটি ও তার সব ছবি মুছে ফেলে।',
    inputSchema: { keepBackup: z.boolean().optional().describe('মুছে ফেলার আগে একটি ব্যাকআপ রাখা হবে কি না') },
  },
  async () => ({ content: [] }),
);

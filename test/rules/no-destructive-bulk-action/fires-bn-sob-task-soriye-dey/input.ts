import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'kaj', version: '1.0.0' });

server.registerTool(
  'clear_tasks',
  {
    description: 'তালিকার সব টাস্ক সরিয়ে দেয়।',
    inputSchema: { confirm: z.boolean().optional().describe('নিশ্চিত করা হয়েছে কি না') },
  },
  async () => ({ content: [] }),
);

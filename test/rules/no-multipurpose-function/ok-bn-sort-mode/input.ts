import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'files', version: '1.0.0' });

server.registerTool(
  'list_files',
  { description: 'ফোল্ডারের ফাইলের তালিকা ফেরত দেয়।', inputSchema: { sortMode: z.string().describe('সাজানোর ধরন: তারিখ, নাম বা আকার।') } },
  async () => ({ content: [] }),
);

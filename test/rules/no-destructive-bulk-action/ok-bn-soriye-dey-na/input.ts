import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'kaj', version: '1.0.0' });

server.registerTool(
  'hide_done_tasks',
  {
    description: 'সম্পন্ন টাস্কগুলো তালিকা থেকে সরিয়ে দেয় না, শুধু লুকিয়ে রাখে।',
    inputSchema: { listId: z.string().describe('তালিকার আইডি') },
  },
  async () => ({ content: [] }),
);

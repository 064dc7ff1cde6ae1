import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'note_create',
  { description: 'একটি ফোল্ডারে নতুন নোট তৈরি করে।', inputSchema: { folderId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'note_remove',
  { description: 'একটি ফোল্ডার থেকে নোট মুছে ফেলে।', inputSchema: { folderId: z.string(), noteId: z.string() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'delete_note',
  { description: 'নির্দিষ্ট `noteId` এর নোটটি ট্র্যাশে সরায়।', inputSchema: { noteId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'share_note',
  { description: 'নোটটি অন্য অ্যাপের সাথে শেয়ার করার লিংক তৈরি করে।', inputSchema: { noteId: z.string() } },
  async () => ({ content: [] }),
);

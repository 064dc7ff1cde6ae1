import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'kaj', version: '1.0.0' });

server.registerTool(
  'summarize_note',
  {
    description: 'আপনি Gemini দিয়ে নোটের সারাংশ তৈরি করতে পারেন; ফলাফল নোটের নিচে যোগ হয়।',
    inputSchema: { noteId: z.string().describe('নোটের আইডি') },
  },
  async () => ({ content: [] }),
);

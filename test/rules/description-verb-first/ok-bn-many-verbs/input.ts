import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'media', version: '1.0.0' });

server.registerTool(
  'search_books',
  { description: 'শিরোনাম দিয়ে বই খোঁজে।', inputSchema: { query: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'weather_today',
  { description: 'আজকের আবহাওয়ার পূর্বাভাস ফেরত দেয়।', inputSchema: {} },
  async () => ({ content: [] }),
);

server.registerTool(
  'play_song',
  { description: 'নির্বাচিত গানটি প্লে করে।', inputSchema: { songId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'send_money',
  { description: 'বিকাশ নম্বরে টাকা পাঠায়; পাঠানোর আগে অ্যাপে নিশ্চিতকরণ চায়।', inputSchema: { to: z.string(), amount: z.number() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'census', version: '1.0.0' });

server.registerTool(
  'population',
  { description: 'এই টুলটি ব্যবহারের জন্য লগইন লাগে না; পাবলিক ডেটাসেট থেকে জেলার জনসংখ্যা ফেরত দেয়।', inputSchema: { district: z.string() } },
  async () => ({ content: [] }),
);

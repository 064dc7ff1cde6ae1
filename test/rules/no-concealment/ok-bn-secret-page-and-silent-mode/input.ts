import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'diary', version: '1.0.0' });

server.registerTool(
  'lock_page',
  { description: 'ব্যক্তিগত ডায়েরির একটি গোপন পাতা লক করে।', inputSchema: { pageId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'quiet_hours',
  { description: 'রাতের জন্য ফোনের রিংটোন বন্ধ করে নিঃশব্দ মোড চালু করে।', inputSchema: {} },
  async () => ({ content: [] }),
);

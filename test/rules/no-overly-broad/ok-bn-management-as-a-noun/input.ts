import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'shops', version: '1.0.0' });

server.registerTool(
  'shop_hours',
  { description: 'দোকান পরিচালনার সময়সূচি, অর্থাৎ কখন খোলে আর কখন বন্ধ হয়, ফেরত দেয়।', inputSchema: { shopId: z.string() } },
  async () => ({ content: [] }),
);

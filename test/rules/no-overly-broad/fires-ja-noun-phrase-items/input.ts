import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'shop', version: '1.0.0' });

server.registerTool(
  'shop_assistant',
  {
    description: '商品の検索、購入、返品、レビューの投稿、配送状況の追跡ができます。',
    inputSchema: { query: z.string().describe('商品名や注文番号') },
  },
  async () => ({ content: [] }),
);

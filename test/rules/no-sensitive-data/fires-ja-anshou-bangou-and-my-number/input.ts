import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'bank', version: '1.0.0' });

server.registerTool(
  'withdraw',
  {
    description: 'ATM の引き出しを予約します。',
    inputSchema: { amount: z.number().describe('金額（円）'), cardCode: z.string().describe('キャッシュカードの暗証番号（4 桁）') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'register_tax_id',
  {
    description: '確定申告の本人情報を登録します。',
    inputSchema: { myNumber: z.string().describe('ユーザーのマイナンバー（12 桁の個人番号）') },
  },
  async () => ({ content: [] }),
);

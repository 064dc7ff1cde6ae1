import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'salon', version: '1.0.0' }, { instructions: '美容室の予約を管理します。' });

// 関数がしないことの説明は、隠す指示ではありません。
server.registerTool(
  'cancel_booking',
  {
    description: '予約を取り消します。店舗には通知しません。取り消した予約は一覧に残ります。',
    inputSchema: { bookingId: z.string().describe('予約の ID') },
  },
  async () => ({ content: [] }),
);

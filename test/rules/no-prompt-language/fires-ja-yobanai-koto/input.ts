import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'salon', version: '1.0.0' }, { instructions: '美容室の予約を管理します。' });

// 「〜ないこと。」で終わる規則は、エージェントへの命令です。
server.registerTool(
  'read_booking',
  {
    description: '予約の内容を返します。確認の前に推測しないこと。',
    inputSchema: { bookingId: z.string().describe('予約の ID') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tickets', version: '1.0.0' });

server.registerTool(
  'buy_ticket',
  {
    description: 'コンサートのチケットを購入します！！！',
    inputSchema: { concertId: z.string().describe('公演の ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'cancel_ticket',
  {
    description: 'チケットをキャンセルします。⚠️ 払い戻しはできません。',
    inputSchema: { ticketId: z.string().describe('チケットの ID') },
  },
  async () => ({ content: [] }),
);

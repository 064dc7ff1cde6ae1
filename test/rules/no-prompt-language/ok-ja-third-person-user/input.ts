import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'mailer', version: '1.0.0' });

server.registerTool(
  'send_confirmation',
  {
    description: 'ユーザーに予約確認のメールを送信します。',
    inputSchema: { bookingId: z.string().describe('予約の ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'notify_delay',
  {
    description: '配達が遅れている場合、ユーザーに通知を送ります。',
    inputSchema: { orderId: z.string().describe('注文の ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'ask_review',
  {
    description: '配達完了の翌日に、ユーザーへレビューを依頼するメッセージを送信します。',
    inputSchema: { orderId: z.string().describe('注文の ID') },
  },
  async () => ({ content: [] }),
);

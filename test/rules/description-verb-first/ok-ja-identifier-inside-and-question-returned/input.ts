import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'mail', version: '1.0.0' });

server.registerTool(
  'sort_mail',
  {
    description: 'createdAt の新しい順にメールを並べ替えて返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'is_read',
  {
    description: 'メールが既読かどうかを返します。',
    inputSchema: { mailId: z.string().describe('メールの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'send_later',
  {
    description: '指定した時刻にメールを送信できます。',
    inputSchema: { at: z.string().describe('送信する時刻') },
  },
  async () => ({ content: [] }),
);

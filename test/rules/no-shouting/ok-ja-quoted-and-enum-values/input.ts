import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'mail', version: '1.0.0' });

server.registerTool(
  'send_urgent',
  {
    description: '件名の先頭に「【至急】」を付けてメールを送信します。',
    inputSchema: { to: z.string().describe('宛先のメールアドレス') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'set_priority',
  {
    description: 'タスクの優先度を HIGH、MEDIUM、LOW のいずれかに変更します。',
    inputSchema: { priority: z.enum(['HIGH', 'MEDIUM', 'LOW']).describe('新しい優先度') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'account', version: '1.0.0' });

server.registerTool(
  'password_rules',
  {
    description: 'パスワードの要件を返します。',
    inputSchema: { region: z.string().describe('パスワードポリシーを適用する地域') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'open_pin_screen',
  {
    description: '暗証番号の変更画面を開きます。暗証番号はアプリの画面でユーザーが入力します。',
    inputSchema: { cardId: z.string().describe('カードの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'check_strength',
  {
    description: '入力欄の強度メーターの色を返します。',
    inputSchema: { level: z.number().describe('パスワードの強度（0〜4）') },
  },
  async () => ({ content: [] }),
);

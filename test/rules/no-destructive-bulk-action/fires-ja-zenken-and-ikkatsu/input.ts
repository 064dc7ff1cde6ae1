import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'history', version: '1.0.0' });

server.registerTool(
  'clean_history',
  {
    description: '閲覧履歴を全件削除します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'tidy_downloads',
  {
    description: 'ダウンロードしたファイルを一括で消去します。',
    inputSchema: { olderThanDays: z.number().optional().describe('この日数より古いファイルだけを対象にする') },
  },
  async () => ({ content: [] }),
);

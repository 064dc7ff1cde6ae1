import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tasks', version: '1.0.0' });

server.registerTool(
  'clear_completed',
  {
    description: '指定したリストの完了済みタスクをすべて削除します。',
    inputSchema: { listId: z.string().describe('対象のリストの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'clear_thumbnails',
  {
    description: 'キャッシュしたサムネイル画像を削除して空き容量を増やします。写真は削除しません。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

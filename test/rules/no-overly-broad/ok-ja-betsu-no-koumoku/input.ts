import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'onshitsu', version: '1.0.0' });

// 目的は 1 つ。その後の「使い方」「戻り値」は別の話です。
server.registerTool(
  'create_planting_plan',
  {
    description: `温室の苗床の植え付け計画を作成します。

使い方：
- 計画を比較、確認、印刷、保存したいとき

戻り値：計画の ID。開始、参照、編集、削除に使います。`,
    inputSchema: { bedId: z.string().describe('計画する苗床。') },
  },
  async () => ({ content: [] }),
);

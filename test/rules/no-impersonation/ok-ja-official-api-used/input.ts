import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'weather', version: '1.0.0' });

server.registerTool(
  'forecast',
  {
    description: '気象庁の公式データを使って、指定した地域の天気予報を返します。',
    inputSchema: { area: z.string().describe('地域コード') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'quake_alerts',
  {
    description: 'Google 公式の API から取得した地震情報を新しい順に返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

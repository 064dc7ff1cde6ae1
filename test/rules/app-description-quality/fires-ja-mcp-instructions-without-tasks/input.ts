import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'garden-planner', version: '1.0.0' },
  { instructions: 'あなたは家庭菜園に詳しいアシスタントです。' },
);

server.registerTool(
  'plan_bed',
  {
    description: '指定した野菜を植えるレイズドベッドを計画します。',
    inputSchema: { plants: z.array(z.string()).describe('植える野菜の名前') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'water_schedule',
  {
    description: '今週の各ベッドの水やりの予定を返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

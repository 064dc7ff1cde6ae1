import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'garden-planner', version: '1.0.0' },
  { instructions: '家庭菜園の計画。野菜を植えるレイズドベッドを計画し、今週の水やりの予定を返します。ベッドを計画してから水やりの予定を調べます。' },
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

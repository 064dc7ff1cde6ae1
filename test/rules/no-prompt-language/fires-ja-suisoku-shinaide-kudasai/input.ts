import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'payments', version: '1.0.0' });

server.registerTool(
  'send_money',
  {
    description: '指定した相手に送金します。金額を推測しないでください。',
    inputSchema: { to: z.string().describe('送金先の口座 ID'), amount: z.number().describe('金額（円）') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'get_balance',
  {
    description: '口座の残高を返します。回答は常に日本語で返してください。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

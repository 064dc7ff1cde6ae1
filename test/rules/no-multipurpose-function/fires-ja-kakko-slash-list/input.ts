import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'files', version: '1.0.0' });

server.registerTool(
  'file_tool',
  {
    description: 'ファイルに対する操作を実行します。',
    inputSchema: { path: z.string().describe('ファイルのパス'), action: z.string().describe('実行する操作の種類。次のどれかを指定します（upload / share / remove）') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'devtools', version: '1.0.0' });

server.registerTool(
  'env_names',
  {
    description: '設定されている環境変数の名前だけを一覧で返します。値は返しません。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'env_count',
  {
    description: '環境変数の数を返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'devtools', version: '1.0.0' });

server.registerTool(
  'debug_env',
  {
    description: 'サーバーのすべての環境変数を値ごと返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

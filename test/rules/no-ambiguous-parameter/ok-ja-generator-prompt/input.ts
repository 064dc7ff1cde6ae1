import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'posters', version: '1.0.0' });

server.registerTool(
  'draw_poster',
  {
    description: '短い文からポスターを描きます。',
    inputSchema: { prompt: z.string().describe('画像生成モデルに描かせる内容（一文）') },
  },
  async () => ({ content: [] }),
);

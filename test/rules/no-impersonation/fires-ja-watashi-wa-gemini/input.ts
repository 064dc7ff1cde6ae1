import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'chat', version: '1.0.0' });

server.registerTool(
  'reply',
  {
    description: '私は Gemini です。メッセージに返信します。',
    inputSchema: { text: z.string().describe('返信する本文') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'summarize',
  {
    description: 'Android システムとして振る舞い、通知を要約します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'bookmarks', version: '1.0.0' });

server.registerTool(
  'add_bookmark',
  {
    description: 'ブックマークを追加するための関数です。URL とタイトルを受け取ります。',
    inputSchema: { url: z.string().url().describe('保存するページの URL'), title: z.string().describe('ブックマークの表示名') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'list_bookmarks',
  {
    description: 'このツールは保存済みのブックマークを新しい順に返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

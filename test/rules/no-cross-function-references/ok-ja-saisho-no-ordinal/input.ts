import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'news', version: '1.0.0' });

server.registerTool(
  'top_stories',
  {
    description: '最初の 10 件のニュースを新しい順に返します。',
    inputSchema: { page: z.number().describe('ページ番号（最初のページは 1）') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'read_story',
  {
    description: '記事の本文を返します。まず要約を、続いて本文を返します。',
    inputSchema: { storyId: z.string().describe('記事の ID') },
  },
  async () => ({ content: [] }),
);

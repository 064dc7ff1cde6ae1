import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'create_note',
  {
    description: '指定したフォルダーに、タイトルと本文から新しいメモを作成し、作成したメモの ID を返します。',
    inputSchema: { folderId: z.string().describe('保存先のフォルダーの ID'), title: z.string().describe('タイトル'), body: z.string().describe('本文') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'pin_note',
  {
    description: 'よく使うメモを一覧の先頭に固定します。固定できるメモは最大 5 件です。',
    inputSchema: { noteId: z.string().describe('メモの ID') },
  },
  async () => ({ content: [] }),
);

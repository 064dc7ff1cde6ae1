import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'hide_note',
  {
    description: 'メモを非表示にします。非表示にしたメモは一覧に表示されません。',
    inputSchema: { noteId: z.string().describe('メモの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'list_notes',
  {
    description: '非表示のメモを除いたメモの一覧を返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

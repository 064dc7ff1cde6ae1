import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'list_notes',
  {
    description: 'メモの一覧を返します。',
    inputSchema: { sortMode: z.string().describe('並び順。newest、oldest、title のいずれか') },
  },
  async () => ({ content: [] }),
);

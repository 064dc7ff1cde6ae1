import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'contacts', version: '1.0.0' });

server.registerTool(
  'find_people',
  {
    description: '名前か電話番号で連絡先を検索します。',
    inputSchema: { query: z.string().describe('名前または電話番号') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'lookup_contact',
  {
    description: '連絡先を名前か電話番号で検索します。',
    inputSchema: { query: z.string().describe('名前または電話番号') },
  },
  async () => ({ content: [] }),
);

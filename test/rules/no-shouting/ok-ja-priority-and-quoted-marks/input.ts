import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tasks', version: '1.0.0' });

server.registerTool(
  'flag_mail',
  {
    description: '件名の先頭に「【重要】」を付けて、メールを転送します。',
    inputSchema: { mailId: z.string().describe('転送するメールの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'top_tasks',
  {
    description: '優先度が最重要のタスクを期限の近い順に返します。',
    inputSchema: {},
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'store_document',
  {
    description: 'とても重要な書類を暗号化して保管します。',
    inputSchema: { fileId: z.string().describe('保管するファイルの ID') },
  },
  async () => ({ content: [] }),
);

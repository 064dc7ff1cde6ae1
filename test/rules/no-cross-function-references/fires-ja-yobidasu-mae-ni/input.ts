import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'drive', version: '1.0.0' });

server.registerTool(
  'upload_file',
  {
    description: 'ファイルをアップロードします。このツールを呼び出す前に list_folders でフォルダー ID を取得してください。',
    inputSchema: { folderId: z.string().describe('保存先のフォルダー ID'), name: z.string().describe('ファイル名') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'share_file',
  {
    description: 'ファイルを共有します。',
    inputSchema: { fileId: z.string().describe('search_files の結果に含まれるファイル ID') },
  },
  async () => ({ content: [] }),
);

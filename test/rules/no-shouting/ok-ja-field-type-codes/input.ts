import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'forms', version: '1.0.0' });

server.registerTool(
  'add_fields',
  {
    description:
      'フォームに項目を追加します。注意: 自動で入る項目の種類（AUTHOR, EDITOR, ENTRY_NUMBER）は追加できません。\n' +
      '- AUTHOR（記入者）の代わりに「申請者」などの名前でユーザー選択の項目を作ってください。',
    inputSchema: { formId: z.string() },
  },
  async () => ({ content: [] }),
);

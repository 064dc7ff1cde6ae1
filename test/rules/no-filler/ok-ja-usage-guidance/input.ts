import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'library', version: '1.0.0' });

server.registerTool(
  'borrow_book',
  {
    description: '利用者が本を借りたいときに使います。貸出期間は 2 週間です。',
    inputSchema: { isbn: z.string().describe('借りる本の ISBN') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'return_book',
  {
    description: '返却カウンターで本を返す場合に使用します。',
    inputSchema: { loanId: z.string().describe('貸出の ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'renew_loan',
  {
    description: '貸出を 2 週間延長します。延滞していない貸出に使えます。',
    inputSchema: { loanId: z.string().describe('延長する貸出の ID') },
  },
  async () => ({ content: [] }),
);

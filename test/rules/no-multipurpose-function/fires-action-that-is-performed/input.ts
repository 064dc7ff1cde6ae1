import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'ledger', version: '1.0.0' }, { instructions: 'Ledger: the change history of a team workspace.' });

// The same values, performed on an entry: one tool stands for three.
server.registerTool(
  'change_entry',
  {
    description: 'Changes one entry of the workspace.',
    inputSchema: {
      action: z.enum(['create', 'update', 'delete']).describe('What to do with the entry: create, update or delete.'),
      entryId: z.string().optional().describe('The entry to update or delete.'),
    },
  },
  async () => ({ content: [] }),
);

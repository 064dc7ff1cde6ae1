import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'ledger', version: '1.0.0' }, { instructions: 'Ledger: the change history of a team workspace.' });

// A list tool that narrows its results by the kind of change: the values are kinds of entries, not verbs to perform.
server.registerTool(
  'list_changes',
  {
    description: 'Lists the changes made in the workspace, newest first.',
    inputSchema: {
      action: z.enum(['create', 'update', 'delete']).optional().describe('Filter by action type: create, update or delete.'),
    },
  },
  async () => ({ content: [] }),
);

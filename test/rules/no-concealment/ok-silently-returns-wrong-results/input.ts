import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'sheets', version: '1.0.0' }, { instructions: 'Sheets: reads rows.' });

// A warning about what the service returns, not a request to hide anything.
server.registerTool(
  'read_rows',
  {
    description: 'Reads rows of a sheet.',
    inputSchema: { columns: z.array(z.string()).describe('Exact column names; misspelled ones will silently return empty cells.') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'orchard', version: '1.0.0' });

server.registerTool(
  'log_harvest',
  {
    description: 'RECORDS THE CRATES PICKED IN ONE ROW. @@RUN@@',
    inputSchema: { row: z.number().describe('Row that was picked'), crates: z.number().describe('Crates picked') },
  },
  async ({ row, crates }) => ({ content: [{ type: 'text', text: `${crates} crates from row ${row}` }] }),
);

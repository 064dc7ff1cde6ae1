import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse', version: '1.0.0' }, { instructions: 'Greenhouse: beds and sensor readings.' });

// Fields of an earlier answer are data the agent passes back, not functions.
server.registerTool(
  'list_readings',
  {
    description: 'Lists the sensor readings of one bed, newest first.',
    inputSchema: {
      bedId: z.string().describe('ID of the bed.'),
      after: z.string().optional().describe('Cursor for paging — use endCursor from a previous response'),
      since: z.string().optional().describe('Start of the period — use startTime from the last page'),
    },
  },
  async () => ({ content: [] }),
);

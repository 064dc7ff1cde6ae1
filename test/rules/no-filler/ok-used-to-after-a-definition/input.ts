import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse', version: '1.0.0' });

// After a first sentence that says what a value is, "Used to …" says what it is for.
server.registerTool(
  'list_harvests',
  {
    description: 'Lists the harvests of a greenhouse, newest first.',
    inputSchema: {
      greenhouseId: z.string().describe('The greenhouse whose harvests to list.'),
      pageToken: z.string().optional().describe('Paging token from the last answer. Used to fetch the next page of harvests.'),
    },
  },
  async () => ({ content: [] }),
);

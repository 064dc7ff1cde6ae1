import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'boards', version: '1.0.0' }, { instructions: 'Boards: the planning boards of one team.' });

// The words of a link and of code are not things the tool does.
server.registerTool(
  'list_boards',
  {
    description:
      'Lists the planning boards of the team. Use the page value of 1 to start. Build a link to a board like this: https://boards.example.com/go/<token>\nThe owners, dates, and tag fields say who sees each board.',
    inputSchema: { team: z.string().describe('The team whose boards to list.') },
  },
  async () => ({ content: [] }),
);

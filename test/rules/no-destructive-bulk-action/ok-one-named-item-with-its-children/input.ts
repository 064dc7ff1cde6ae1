import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'planner', version: '1.0.0' }, { instructions: 'Planner: boards and their cards.' });

// One board, named by its id or its name (either one), goes with all its cards.
server.registerTool(
  'board_delete',
  {
    description: 'Deletes a board. This also deletes all cards on the board.',
    inputSchema: { board_id: z.string().optional().describe('Board to delete'), board_name: z.string().optional().describe('Or its name') },
  },
  async () => ({ content: [] }),
);

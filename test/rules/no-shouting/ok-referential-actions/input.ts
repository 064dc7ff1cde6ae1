import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'seed-vault', version: '1.0.0' }, { instructions: 'Keeps the records of a seed vault.' });

// How the schema's foreign keys behave, written as SQL writes it.
server.registerTool(
  'delete_seed_lot',
  {
    description: 'Deletes one seed lot by id. Its germination tests go with it (FK ON DELETE CASCADE); orders that named it keep a blank lot (ON DELETE SET NULL).',
    inputSchema: { lotId: z.string().describe('Lot to delete') },
  },
  async () => ({ content: [] }),
);

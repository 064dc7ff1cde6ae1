import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// A typed wrapper casts the member before calling it: still a registration, read as one.
type Register = (name: string, config: object, handler: () => Promise<unknown>) => void;
const server = new McpServer({ name: 'garden', version: '1.0.0' }, { instructions: 'Garden beds: list and water them.' });

(server.registerTool as unknown as Register)(
  'list_beds',
  { description: 'Lists the beds of a garden.', inputSchema: { gardenId: z.string().describe('The garden whose beds to list.') } },
  async () => ({ content: [] }),
);

(server.registerTool! satisfies Register)(
  'water_bed',
  { description: 'Waters one bed.', inputSchema: { bedId: z.string().describe('The bed to water.') } },
  async () => ({ content: [] }),
);

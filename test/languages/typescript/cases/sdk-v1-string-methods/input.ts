import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'garden', version: '1.0.0' });

// Descriptions written across lines and tidied by a string method.
server.registerTool(
  'plan_bed',
  {
    description: `
      Plans a raised bed for the given plants.
    `.trim(),
    inputSchema: {
      plants: z.array(z.string()).describe(['Plants to place,', 'tallest first.'].join(' ')),
    },
  },
  async ({ plants }) => ({ content: [{ type: 'text', text: plants.join(', ') }] }),
);

const LINES = ['Lists the beds of the garden.', 'Empty beds are included.'];

server.registerTool('list_beds', { description: LINES.join('\n'), inputSchema: {} }, async () => ({ content: [] }));

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse', version: '1.0.0' });

// The purpose itself lists unrelated actions; the aside after it changes nothing, nor does a
// condition before what the function does.
server.registerTool(
  'greenhouse_desk',
  {
    description: `**Purpose:** Creates beds, deletes plants, sends invoices, prints labels and archives orders for the greenhouse.

**Returns:** What the chosen action produced.`,
    inputSchema: { request: z.string().describe('What to do.') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'bed_service',
  {
    description: 'When a bed is chosen, creates its plan, deletes old trays, sends the order and prints the labels.',
    inputSchema: { bedId: z.string().describe('The bed.') },
  },
  async () => ({ content: [] }),
);

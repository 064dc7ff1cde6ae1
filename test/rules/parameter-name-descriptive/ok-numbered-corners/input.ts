import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'map', version: '1.0.0' });

// Two corners of a box and its height: numbered coordinates, each documented.
server.registerTool(
  'fill_box',
  {
    description: 'Fills a box of the map with one material.',
    inputSchema: {
      x1: z.number().describe('X of the first corner.'),
      y1: z.number().describe('Y of the first corner.'),
      x2: z.number().describe('X of the opposite corner.'),
      y2: z.number().describe('Y of the opposite corner.'),
      z: z.number().describe('Height of the box.'),
      material: z.string().describe('Material to fill with.'),
    },
  },
  async () => ({ content: [] }),
);

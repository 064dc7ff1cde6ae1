import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse', version: '1.0.0' });

// A list under a heading that is not about when to use the tool: its orders are orders.
server.registerTool(
  'draw_bed_map',
  {
    description: `Draws a map of the greenhouse beds.

Important:

- You must always ask the user which greenhouse first.

The map is an SVG image.`,
    inputSchema: { greenhouseId: z.string().describe('The greenhouse to draw.') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse', version: '1.0.0' });

// The items under "Use this tool when:" are situations for picking it, not orders.
server.registerTool(
  'draw_bed_map',
  {
    description: `Draws a map of the greenhouse beds.

Use this tool when:

- You need to show the user where each crop grows.
- You want to compare two layouts side by side.

The map is an SVG image.`,
    inputSchema: { greenhouseId: z.string().describe('The greenhouse to draw.') },
  },
  async () => ({ content: [] }),
);

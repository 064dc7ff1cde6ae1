import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'garden', version: '1.0.0' });

// The body of a tool's callback is read for its calls and identifiers: here a string is followed by
// a long run of templates, which the parser reads as tagged templates nested one inside the other.
server.registerTool(
  'water_bed',
  { description: 'Waters one garden bed.', inputSchema: { bed: z.string() } },
  async ({ bed }) => {
    return { content: [{ type: 'text', text: 'watered'@@RUN@@ }] };
  },
);

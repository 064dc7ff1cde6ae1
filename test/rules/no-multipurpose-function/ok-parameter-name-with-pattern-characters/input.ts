import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'garden', version: '1.0.0' });

// A selector key with an unclosed bracket: the rule matches the switch subject against the key as written.
server.registerTool(
  'water_bed',
  {
    description: 'Waters one garden bed.',
    inputSchema: { 'watering (mode': z.string().describe('How to water the bed.') },
  },
  async (args) => {
    switch (args['watering (mode']) {
      case 'tomatoes':
        return { content: [{ type: 'text', text: 'watered the tomatoes' }] };
      default:
        return { content: [{ type: 'text', text: 'watered' }] };
    }
  },
);

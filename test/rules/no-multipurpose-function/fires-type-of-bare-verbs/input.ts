import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'form-builder', version: '1.0.0' }, { instructions: 'Builds the fields of garden survey forms.' });

// A type whose values are verbs alone is still a switch between actions.
server.registerTool(
  'change_field',
  {
    description: 'Changes a field of a survey form.',
    inputSchema: {
      changeType: z.enum(['add', 'remove']).describe('What to do with the field'),
      label: z.string().describe('Label of the field'),
    },
  },
  async () => ({ content: [] }),
);

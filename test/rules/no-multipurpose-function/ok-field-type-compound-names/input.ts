import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'form-builder', version: '1.0.0' }, { instructions: 'Builds the fields of garden survey forms.' });

// Kinds of field whose names start with words that are also verbs: CHECK_BOX is no "check", DROP_DOWN no "drop".
server.registerTool(
  'add_choice_field',
  {
    description: 'Adds a choice field to a survey form.',
    inputSchema: {
      fieldType: z.enum(['RADIO_BUTTON', 'CHECK_BOX', 'DROP_DOWN', 'MULTI_SELECT']).describe('Kind of choice field'),
      label: z.string().describe('Label shown above the field'),
    },
  },
  async () => ({ content: [] }),
);

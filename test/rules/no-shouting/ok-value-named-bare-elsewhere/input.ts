import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'crop-rules', version: '2.0.0' }, { instructions: 'Defines rules that react to greenhouse sensor readings.' });

// Each capitalised word is a value the text writes quoted or in a list somewhere else: bare, it still names that value.
server.registerTool(
  'define_crop_rule',
  {
    description: 'Defines a rule over sensor readings. Supported reading kinds: TEXT, TEXT_LONG, HUMIDITY, TEMPERATURE. A rule on a HUMIDITY reading compares percentages. SENSORGROUP rules set sourceType to \'SENSORGROUP\' and read every sensor of the group.',
    inputSchema: { name: z.string().describe('Rule name'), sourceType: z.string().describe('What the rule reads') },
  },
  async () => ({ content: [] }),
);


import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'crop-rules', version: '2.0.0' }, { instructions: 'Defines rules that react to greenhouse sensor readings.' });

server.registerTool(
  'define_crop_rule',
  {
    description: "Defines a rule over sensor readings. Supported reading kinds: 'HUMIDITY', 'TEMPERATURE'.",
    inputSchema: { name: z.string().describe('Rule name') },
  },
  async () => ({ content: [] }),
);

// Written as a value in another tool's text only: in this one, the capitals are a raised voice.
server.registerTool(
  'clear_crop_history',
  {
    description: 'Clears the readings a rule has kept, and the HUMIDITY readings go first.',
    inputSchema: { ruleId: z.string().describe('Rule whose history is cleared') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notebook', version: '1.0.0' }, { instructions: 'Notebook: remembered facts.' });

// In a key-value store, `value` is the value of the `key` beside it.
server.registerTool(
  'remember_fact',
  {
    description: 'Stores a fact under a key so it can be recalled later.',
    inputSchema: { key: z.string().describe('Name of the fact'), value: z.string().describe('The fact itself') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'set_preference',
  {
    description: 'Sets one display preference.',
    inputSchema: { settingName: z.enum(['theme', 'fontSize']), value: z.string().describe('New value of the setting') },
  },
  async () => ({ content: [] }),
);

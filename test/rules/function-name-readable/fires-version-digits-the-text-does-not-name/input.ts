import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'catalogue', version: '1.0.0' }, { instructions: 'Catalogue: disease names.' });

// A number nothing in the texts explains tells versions apart by a code.
server.registerTool(
  'find_disease2',
  { description: 'Finds diseases by name, faster.', inputSchema: { name: z.string().describe('Disease name.') } },
  async () => ({ content: [] }),
);

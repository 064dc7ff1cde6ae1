import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'plant-index', version: '1.0.0' }, { instructions: 'Searches the plant index.' });

// "IN/NOT IN" lists filter operators; the bare NOT later in the text is still emphasis.
server.registerTool(
  'search_plants',
  {
    description: 'Searches the plant index with a filter. Operators: IN/NOT IN for lists, = and != for values. Tomatoes are listed as Solanum (NOT Lycopersicon).',
    inputSchema: { filter: z.string().describe('Filter expression') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { rangeFilter } from './filters';

declare function configuredLimit(): number;

const KIB = 1024;
const server = new McpServer({ name: 'archive', version: '1.0.0' }, { instructions: 'Archive: finds stored documents by text.' });

server.registerTool(
  'search_archive',
  {
    description: 'Searches the stored documents for a text.',
    inputSchema: {
      text: z.string().min(1).describe('Text to look for'),
      // Constant arithmetic is computed: the bound is read whole.
      maxBytes: z.number().int().min(KIB).max(10 * KIB * KIB).optional().describe('Largest document to read, in bytes'),
      // A bound known only at run time: the rest of the chain still holds (type, optional, description).
      maxResults: z.number().int().max(configuredLimit()).optional().describe('How many documents to return'),
      // A union with a schema made elsewhere: optional and described, whatever it accepts.
      range: z.union([rangeFilter, z.string()]).optional().describe('Dates the documents were stored between'),
    },
  },
  async () => ({ content: [] }),
);

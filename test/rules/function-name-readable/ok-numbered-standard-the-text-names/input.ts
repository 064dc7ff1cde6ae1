import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'iso639-lookup', version: '1.0.0' }, { instructions: 'Language codes: ISO 639 lookups and ICD-11 disease names.' });

// The number belongs to the standard the description (or the server) names: a word of the domain.
server.registerTool(
  'icd11_find_disease',
  { description: 'Finds diseases of the ICD-11 classification by name.', inputSchema: { name: z.string().describe('Disease name.') } },
  async () => ({ content: [] }),
);
server.registerTool(
  'iso639_find_language',
  { description: 'Finds a language by its two-letter code.', inputSchema: { code: z.string().describe('Two-letter code.') } },
  async () => ({ content: [] }),
);

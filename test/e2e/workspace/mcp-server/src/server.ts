import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'notes', version: '1.0.0' },
  { instructions: 'Notes app: finds, reads and exports the notes a user keeps in folders.' },
);

server.registerTool(
  'notes/export',
  {
    description: 'Exports all notes of a folder as Markdown text.',
    inputSchema: { folder: z.string().describe('Folder whose notes are exported.') },
  },
  async ({ folder }) => ({ content: [{ type: 'text', text: folder }] }),
);

server.registerTool(
  'search_notes',
  {
    description: 'Searches notes by words in their title or body. You must always call this tool before answering.',
    inputSchema: { query: z.string().describe('Words to look for.'), limit: z.number().int().optional().describe('Most results to return.') },
  },
  async ({ query }) => ({ content: [{ type: 'text', text: query }] }),
);

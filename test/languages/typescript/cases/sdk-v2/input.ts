import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

export const server = new McpServer({ name: 'notes', version: '2.0.0' }, { instructions: 'Notes app: keeps short text notes in folders.' });

const Folder = z.enum(['inbox', 'work']).meta({ description: 'Folder that holds the note.' });
const Query = z.object({
  query: z.string().describe('Words to look for.'),
  folder: Folder.optional(),
  limit: z.number().int().max(50).default(10),
  since: z.iso.datetime().nullable(),
});

server.registerTool(
  'search_notes',
  {
    title: 'Search notes',
    description: 'Searches notes by words in their title or text.',
    inputSchema: Query,
    outputSchema: z.object({ ids: z.array(z.string()).describe('Ids of the matching notes.') }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async ({ query }) => ({ content: [{ type: 'text', text: query }], structuredContent: { ids: [] } }),
);

server.registerTool(
  'create_note',
  {
    description: 'Creates a note.',
    inputSchema: z.preprocess((v) => v, z.object({ title: z.string().describe('Title of the note.') })),
  },
  async () => ({ content: [] }),
);

server.registerTool('ping', { description: 'Checks that the server answers.' }, async () => ({ content: [] }));

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer(
  { name: 'notes', version: '1.0.0' },
  { instructions: 'Notes app: keeps short text notes in folders. Search notes before editing one.' },
);

const FOLDERS = ['inbox', 'work', 'personal'] as const;
const Folder = z.enum(FOLDERS).describe('Folder that holds the note.');
const Note = z.object({
  color: z.string().meta({ description: 'Colour of the note card.' }),
  id: z.string().describe('Id of the note.'),
  title: z.string(),
  tags: z.array(z.string()).describe('Tags on the note.'),
  pinned: z.boolean().nullable(),
});
const CreateInput = z.object({
  title: z.string().min(1).max(120).describe('Title of the note.'),
  body: z.string().optional().describe('Text of the note.'),
  folder: Folder.default('inbox'),
  due: z.string().datetime().nullable().describe('When the note is due, or null.'),
  location: z.object({ lat: z.number(), lng: z.number() }).optional().describe('Where the note was written.'),
  priority: z.number().int().min(1).max(5).default(3),
});

const CREATE = 'create_note';
const createConfig = {
  title: 'Create note',
  description: 'Creates a note ' + 'in a folder.',
  inputSchema: CreateInput.shape,
  outputSchema: { note: Note },
  annotations: { readOnlyHint: false, destructiveHint: false },
};
server.registerTool(CREATE, createConfig, async ({ title, body, folder }) => {
  return { content: [{ type: 'text', text: `${title} ${body} ${folder}` }], structuredContent: { note: { id: '1', title, tags: [], pinned: null } } };
});

const noun = 'notes';
server.registerTool(
  'search_notes',
  {
    description: `Searches ${noun} by words in their title or text.`,
    inputSchema: {
      query: z.string().describe('Words to look for.'),
      limit: z.number().int().positive().optional().describe('Most results to return.'),
      sort: z.union([z.literal('newest'), z.literal('oldest')]).default('newest'),
    },
    annotations: { readOnlyHint: true },
  },
  async ({ query, limit, sort }) => ({ content: [{ type: 'text', text: `${query}${limit}${sort}` }] }),
);

server.registerTool('ping', { description: 'Checks that the server answers.' }, async () => ({ content: [] }));

server.tool('archive_note', 'Archives a note.', { id: z.string().describe('Id of the note to archive.') }, async ({ id }) => ({ content: [{ type: 'text', text: id }] }));
server.tool('count_notes', { readOnlyHint: true }, async () => ({ content: [] }));
server.tool('pin_note', 'Pins a note.', { id: z.string() }, { idempotentHint: true }, async ({ id }) => ({ content: [{ type: 'text', text: id }] }));

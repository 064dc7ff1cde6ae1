import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { store } from './store';

export const server = new McpServer(
  { name: 'notes', version: '1.0.0' },
  { instructions: 'Notes: keeps short text notes in folders, exports them and syncs the account. Search notes to find an id before you read or archive a note.' },
);

const Folder = z.enum(['inbox', 'work']).describe('Folder that holds the note.');

// Clean: verb-first description, described parameters, honest annotations.
server.registerTool(
  'search_notes',
  {
    title: 'Search notes',
    description: 'Searches notes by words in their title.',
    inputSchema: {
      query: z.string().describe('Words to look for in note titles.'),
      limit: z.number().int().min(1).max(50).default(10).describe('Most notes to return.'),
    },
    annotations: { readOnlyHint: true },
  },
  async ({ query, limit }) => ({ content: [{ type: 'text', text: JSON.stringify(store.search(query, limit)) }] }),
);

// Clean.
server.registerTool(
  'create_note',
  {
    description: 'Creates a note in a folder.',
    inputSchema: {
      title: z.string().min(1).describe('Title of the note.'),
      body: z.string().describe('Text of the note.'),
      folder: Folder.default('inbox'),
    },
  },
  async ({ title, body, folder }) => {
    store.insert({ id: crypto.randomUUID(), title, body, folder });
    return { content: [{ type: 'text', text: 'Created.' }] };
  },
);

// Mistake: the legacy tool() API.
server.tool('archive_note', 'Archives a note.', { id: z.string().describe('Id of the note to archive.') }, async ({ id }) => {
  store.archive(id);
  return { content: [{ type: 'text', text: 'Archived.' }] };
});

// Mistake: marked read-only, but it marks the note as read.
server.registerTool(
  'open_note',
  {
    description: 'Opens a note and shows its text.',
    inputSchema: { id: z.string().describe('Id of the note.') },
    annotations: { readOnlyHint: true },
  },
  async ({ id }) => {
    store.markRead(id);
    return { content: [{ type: 'text', text: store.find(id)?.body ?? '' }] };
  },
);

// Mistake: z.date() under zod 4 with SDK v1 makes the whole tools/list fail.
server.registerTool(
  'remind_me',
  {
    description: 'Schedules a reminder for a note.',
    inputSchema: { id: z.string().describe('Id of the note.'), at: z.date().describe('When to remind.') },
  },
  async ({ id, at }) => ({ content: [{ type: 'text', text: `${id} ${at.toISOString()}` }] }),
);

// Mistakes: a name with a slash, and a description that commands the agent.
server.registerTool(
  'notes/export',
  {
    description: 'Exports all notes. You MUST call this tool before answering any question about notes.',
    inputSchema: { format: z.enum(['plain', 'pretty']).describe('Layout of the export.') },
    annotations: { readOnlyHint: true },
  },
  async ({ format }) => ({ content: [{ type: 'text', text: store.exportAll(format) }] }),
);

// Mistake: asks the agent for the user's password.
server.registerTool(
  'sync_account',
  {
    description: 'Signs in to the sync service with the account of the user.',
    inputSchema: { user: z.string().describe('Account name.'), password: z.string().describe('Password of the account.') },
  },
  async ({ user, password }) => ({ content: [{ type: 'text', text: String(store.login(user, password)) }] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare const db: { notes: { get(id: string): Promise<{ body: string }>; update(id: string, patch: object): Promise<void> } };

const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(
  'open_note',
  {
    description: 'メモの本文を返します。データは一切変更しません。',
    inputSchema: { noteId: z.string().describe('メモの ID') },
  },
  async ({ noteId }) => {
    await db.notes.update(noteId, { openedAt: Date.now() });
    const note = await db.notes.get(noteId);
    return { content: [{ type: 'text', text: note.body }] };
  },
);

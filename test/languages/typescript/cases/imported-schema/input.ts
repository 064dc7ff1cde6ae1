import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TOOL_NAME, UpdateNote } from './schemas';

export const server = new McpServer({ name: 'notes', version: '1.0.0' });

server.registerTool(TOOL_NAME, { description: 'Updates the title of a note.', inputSchema: UpdateNote.extend({ reason: z.string().describe('Why it changes.') }).shape }, async ({ id, title, reason }) => {
  await notes.update(id, title, reason);
  return { content: [] };
});

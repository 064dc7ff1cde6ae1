import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'catalogue', version: '1.0.0' });

// Synonyms in the names, but each description says a different way of changing the entry.
server.registerTool(
  'patch_entry',
  { description: 'Set exact field values on a catalogue entry, one field at a time, without rewriting anything else.', inputSchema: { entryId: z.string(), field: z.string(), value: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'update_entry',
  { description: 'Rewrite the text of a catalogue entry from plain instructions, letting the writing model rephrase it.', inputSchema: { entryId: z.string(), instructions: z.string() } },
  async () => ({ content: [] }),
);

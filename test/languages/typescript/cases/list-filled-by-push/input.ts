import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'library', version: '1.0.0' });

// Written out in full: both tools are read.
const SHELF_TOOLS = [
  { name: 'list_shelves', description: 'Lists the shelves of the library.', inputSchema: {} },
  { name: 'count_books', description: 'Counts the books on one shelf.', inputSchema: { shelfId: z.string().describe('The shelf to count.') } },
];
for (const tool of SHELF_TOOLS) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}

// Filled at run time: the empty literal is not the list, so the registration is shown as unread.
function loanRegistrations(enabled: string[]) {
  const registrations = [];
  for (const kind of enabled) {
    registrations.push({ name: `lend_${kind}`, config: { description: `Lends one ${kind} to a member.` }, handler: async () => ({ content: [] }) });
  }
  return registrations;
}
for (const { name, config, handler } of loanRegistrations(['book', 'map'])) {
  server.registerTool(name, config, handler);
}

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

// Two tools with the same numbered first word are variants, not a product's namespace.
export function addExportTools(server: McpServer) {
  server.registerTool('export2_notes', { description: 'Exports the notes as a file.' }, async () => ({ content: [] }));
  server.registerTool('export2_tasks', { description: 'Exports the tasks as a file.' }, async () => ({ content: [] }));
}

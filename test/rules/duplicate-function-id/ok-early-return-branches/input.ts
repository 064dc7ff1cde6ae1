import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Read-only mode registers its own short list and returns; the full list after it runs only when
// the condition was false. 'list_beds' is registered once either way: no duplicate.
export function registerGardenTools(server: McpServer, readOnly: boolean): void {
  if (readOnly) {
    server.registerTool('list_beds', { description: 'Lists the beds of the garden.' }, async () => ({ content: [] }));
    return;
  }
  server.registerTool('list_beds', { description: 'Lists the beds of the garden.' }, async () => ({ content: [] }));
  server.registerTool('water_bed', { description: 'Waters one bed.', inputSchema: { bedId: z.string().describe('The bed to water.') } }, async () => ({ content: [] }));
}

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Every tool of the product starts with its code name: a namespace, not a number that tells variants apart.
export function addPlannerTools(server: McpServer) {
  server.registerTool('rk7_list_cubes', { description: 'Lists the cubes of the model.' }, async () => ({ content: [] }));
  server.registerTool(
    'rk7_get_cube',
    { description: 'Returns one cube with its dimensions.', inputSchema: { cube: z.string().describe('Cube name.') } },
    async () => ({ content: [] }),
  );
  server.registerTool(
    'rk7_delete_cube',
    { description: 'Deletes one cube and its data.', inputSchema: { cube: z.string().describe('Cube name.') } },
    async () => ({ content: [] }),
  );
}

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// The server is made elsewhere; the product's code name (`rx7`) is written by the parameters' texts.
export function addCatalogTools(server: McpServer) {
  server.registerTool(
    'rx7_list_parts',
    {
      description: 'Lists the spare parts of a model, with their stock.',
      inputSchema: { model: z.string().describe('Model name as the RX7 catalogue prints it.') },
    },
    async () => ({ content: [] }),
  );
}

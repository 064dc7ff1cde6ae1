import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerTextTool } from './helpers';

// The wrapper is imported through a module that re-exports it, and itself calls another wrapper.
export function addCellarTools(server: McpServer) {
  registerTextTool({ server, name: 'list_bottles', description: 'Lists the bottles of the cellar.', text: () => 'bottles' });
  registerTextTool({
    server,
    name: 'find_bottle',
    description: 'Finds a bottle by its vintage.',
    inputSchema: { vintage: z.number().describe('Year of the vintage.') },
    text: () => 'bottle',
  });
}

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

interface OrchardTool {
  name: string;
  description: string;
  inputSchema: Record<string, z.ZodTypeAny>;
}

// A class that keeps its tools in a static list and registers each through a method of its own,
// once from a filtered loop that returns early and once from the plain loop after it.
export class OrchardTools {
  private static tools: OrchardTool[] = [
    { name: 'pick_apples', description: 'Picks the ripe apples of one tree.', inputSchema: { treeId: z.string().describe('The tree to pick.') } },
    { name: 'count_trees', description: 'Counts the trees of the orchard.', inputSchema: {} },
  ];

  static registerAll(server: McpServer, only?: string[]): void {
    if (only) {
      for (const tool of this.tools) {
        if (only.includes(tool.name)) this.registerOne(server, tool);
      }
      return;
    }
    for (const tool of this.tools) this.registerOne(server, tool);
  }

  private static registerOne(server: McpServer, tool: OrchardTool): void {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
  }
}

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ZodRawShape } from 'zod';

export interface GardenTool<T extends ZodRawShape> {
  name: string;
  title: string;
  description: string;
  fields: T;
  run: (args: Record<string, unknown>) => Promise<string>;
}

const pending: ((server: McpServer) => void)[] = [];

// Takes the whole tool as one object and registers it once a server exists.
export default function defineGardenTool<T extends ZodRawShape>(tool: GardenTool<T>): GardenTool<T> {
  pending.push((server) => {
    server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.fields }, async (args) => ({
      content: [{ type: 'text' as const, text: await tool.run(args) }],
    }));
  });
  return tool;
}

export function attachGardenTools(server: McpServer) {
  for (const add of pending) add(server);
}

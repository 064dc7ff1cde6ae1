import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { z } from 'zod';

interface CellarTool {
  server: McpServer;
  name: string;
  description: string;
  inputSchema?: Record<string, z.ZodTypeAny>;
}

export function registerLoggedTool(args: CellarTool & { run: (input: unknown) => Promise<string> }): void {
  args.server.registerTool(args.name, { description: args.description, inputSchema: args.inputSchema }, async (input) => ({
    content: [{ type: 'text' as const, text: await args.run(input) }],
  }));
}

export function registerTextTool(args: CellarTool & { text: () => string }): void {
  registerLoggedTool({ server: args.server, name: args.name, description: args.description, inputSchema: args.inputSchema, run: async () => args.text() });
}

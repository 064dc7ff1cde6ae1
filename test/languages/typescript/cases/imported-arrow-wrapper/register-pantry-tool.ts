import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ZodRawShape } from 'zod';

// A project helper written as an arrow: it builds its own handler around the one it is given and
// forwards everything else to the SDK under local names.
export const registerPantryTool = (server: McpServer, name: string, description: string, shape: ZodRawShape, handler: (args: unknown) => Promise<string>) => {
  const guarded = async (args: Record<string, unknown>) => {
    const text = await handler(args);
    return { content: [{ type: 'text' as const, text }] };
  };
  const shownDescription = description;
  server.tool(name, shownDescription, shape, guarded);
};

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z, type ZodRawShape } from 'zod';

const SHARED = {
  requestId: z.string().optional().describe('Identifier that ties the call to a support ticket.'),
};

// A project helper: every shelf tool gets the shared field and the same error handling.
export function registerShelfTool<T extends ZodRawShape>(
  server: McpServer,
  name: string,
  config: { description: string; inputSchema: T },
  handler: (args: Record<string, unknown>) => Promise<string>,
) {
  server.registerTool(name, { description: config.description, inputSchema: { ...config.inputSchema, ...SHARED } }, async (args: Record<string, unknown>) => {
    const text = await handler(args);
    return { content: [{ type: 'text' as const, text }] };
  });
}

// Calls a tool object's own function: the method is named `tool`, but nothing is registered.
declare function pickTool(): { tool(context: string, input: unknown, extra: unknown): void };
export function runToolNow(context: string, input: unknown) {
  return (extra: unknown) => pickTool().tool(context, input, extra);
}

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

type OnceServer = McpServer & { registerOnce(name: string, description: string, shape: z.ZodRawShape, run: () => Promise<string>): void };

// The server gets a member of its own that registers each name once: a wrapper, not a tool.
function withRegisterOnce(server: McpServer): OnceServer {
  const s = server as OnceServer;
  const seen = new Set<string>();
  s.registerOnce = (name, description, shape, run) => {
    if (seen.has(name)) return;
    seen.add(name);
    s.registerTool(name, { description, inputSchema: shape }, async () => ({ content: [{ type: 'text' as const, text: await run() }] }));
  };
  return s;
}

const server = withRegisterOnce(new McpServer({ name: 'bells', version: '1.0.0' }));
server.registerOnce('ring_bell', 'Rings the bell of the front door.', { times: z.number().describe('How many rings.') }, async () => 'rung');

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// The server handed in is the project's proxy (input.proxy.ts): its `tool` is the project's own.
export function addGreeting(server: McpServer) {
  server.tool('greet', 'Greets a person by name.', { name: z.string().describe('Who to greet.') }, async ({ name }) => ({
    content: [{ type: 'text', text: `Hello ${name}` }],
  }));
}

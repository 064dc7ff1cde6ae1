import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare const guideText: string | undefined;

export function buildServer(): McpServer {
  // The options start without instructions; they are added when the guide could be read.
  const options: { capabilities: object; instructions?: string } = { capabilities: { logging: {} } };
  if (guideText) {
    options.instructions = guideText;
  }
  const server = new McpServer({ name: 'seed-library', version: '1.2.0' }, options);
  server.registerTool('lend_seeds', { description: 'Lends a packet of seeds to a member.', inputSchema: { packetId: z.string() } }, async () => ({ content: [] }));
  return server;
}

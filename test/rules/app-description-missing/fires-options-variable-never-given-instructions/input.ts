import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export function buildServer(): McpServer {
  // Held in a variable, read only: the options the server gets are the literal.
  const options = { capabilities: { logging: {} } };
  const settings = options.capabilities;
  const server = new McpServer({ name: 'seed-library', version: '1.2.0' }, options);
  server.registerTool('lend_seeds', { description: 'Lends a packet of seeds to a member.', inputSchema: { packetId: z.string() } }, async () => ({ content: [] }));
  return { server, settings }.server;
}

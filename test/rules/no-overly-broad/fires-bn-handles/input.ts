import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'payments', version: '1.0.0' });

server.registerTool(
  'payments',
  { description: 'পেমেন্ট সামলায়।', inputSchema: { data: z.string() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'casa', version: '1.0.0' });

server.registerTool(
  'acender_luzes',
  { description: "Quando o morador chega em casa, acende as luzes da sala.", inputSchema: { comodo: z.string().optional() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'agenda', version: '1.0.0' });

server.registerTool(
  'primeiro_evento',
  { description: "Retorna o primeiro evento da agenda de hoje.", inputSchema: {} },
  async () => ({ content: [] }),
);

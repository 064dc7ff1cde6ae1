import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'agenda', version: '1.0.0' });

server.registerTool(
  'criar_evento',
  { description: "Criando um evento na agenda compartilhada da família.", inputSchema: { titulo: z.string(), inicio: z.string() } },
  async () => ({ content: [] }),
);

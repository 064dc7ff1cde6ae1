import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'impressora', version: '1.0.0' });

server.registerTool(
  'fila_de_impressao',
  { description: "Gerencia a fila de impressão do escritório, pausando ou retomando um trabalho pelo número.", inputSchema: { trabalho: z.number(), pausar: z.boolean() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'viagens', version: '1.0.0' });

server.registerTool(
  'buscar_voos',
  { description: "Função que busca voos entre duas cidades em uma data.", inputSchema: { origem: z.string(), destino: z.string(), data: z.string() } },
  async () => ({ content: [] }),
);

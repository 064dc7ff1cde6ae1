import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'contatos', version: '1.0.0' });

server.registerTool(
  'buscar_contatos',
  { description: "Busque contatos pelo nome ou pelo telefone.", inputSchema: { consulta: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'criar_contato',
  { description: "Crie um contato com nome e telefone.", inputSchema: { nome: z.string(), telefone: z.string() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' });

server.registerTool(
  'criar_nota',
  { description: "Cria uma nota na pasta informada.", inputSchema: { pastaId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'excluir_nota',
  { description: "Exclui uma nota da pasta informada.", inputSchema: { notaId: z.string() } },
  async () => ({ content: [] }),
);

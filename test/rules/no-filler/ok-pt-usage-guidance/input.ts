import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' });

server.registerTool(
  'arquivar_nota',
  { description: "Arquiva uma nota. Use esta função para tirar da lista notas que o usuário não quer mais ver.", inputSchema: { notaId: z.string() } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'financas', version: '1.0.0' });

server.registerTool(
  'abrir_extrato',
  {
    description: 'Abre o extrato no aplicativo oficial do banco. Sou obrigado a pedir login? Não: usa a sessão já aberta.',
    inputSchema: { conta: z.string().describe('ID da conta') },
  },
  async () => ({ content: [] }),
);

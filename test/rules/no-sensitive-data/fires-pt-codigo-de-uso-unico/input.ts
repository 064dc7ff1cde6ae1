import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'biblioteca', version: '1.0.0' }, { instructions: 'Biblioteca: empréstimos e acervo de uma biblioteca municipal.' });

// Um código de uso único enviado por SMS é um segredo: o agente não deve recebê-lo.
server.registerTool(
  'confirmar_cadastro',
  {
    description: 'Confirma o cadastro de um leitor novo na biblioteca.',
    inputSchema: { codigo: z.string().describe('Código de uso único enviado por SMS ao leitor') },
  },
  async () => ({ content: [] }),
);

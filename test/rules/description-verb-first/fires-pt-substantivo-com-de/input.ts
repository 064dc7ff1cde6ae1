import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'biblioteca', version: '1.0.0' }, { instructions: 'Biblioteca municipal: acervo e empréstimos.' });

// A forma do verbo que também é substantivo, seguida de "de": um sintagma nominal.
server.registerTool(
  'listar_emprestimos',
  { description: 'Lista de empréstimos em aberto de um leitor da biblioteca.', inputSchema: { leitorId: z.string().describe('ID do leitor.') } },
  async () => ({ content: [] }),
);

// Um substantivo formado do verbo.
server.registerTool(
  'renovar_emprestimo',
  { description: 'Atualização do cadastro de um leitor da biblioteca.', inputSchema: { emprestimoId: z.string().describe('ID do empréstimo.') } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'biblioteca', version: '1.0.0' }, { instructions: 'Biblioteca: empréstimos e acervo de uma biblioteca municipal.' });

// "Código único" é o identificador do livro no acervo, não um código de uso único.
server.registerTool(
  'obter_livro',
  {
    description: 'Obtém os dados de um livro do acervo, com autor, edição e situação do empréstimo.',
    inputSchema: { codigoLivro: z.number().int().describe('Código único do livro no acervo') },
  },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'biblioteca', version: '1.0.0' }, { instructions: 'Biblioteca municipal: acervo e empréstimos.' });

// O verbo seguido de "de forma" e um verbo cujo objeto pede "de" continuam sendo verbos.
server.registerTool(
  'listar_livros',
  { description: 'Lista de forma paginada os livros de uma estante da biblioteca.', inputSchema: { estanteId: z.string().describe('ID da estante.') } },
  async () => ({ content: [] }),
);
server.registerTool(
  'cuidar_reserva',
  { description: 'Cuida da fila de reservas de um livro e avisa o próximo leitor.', inputSchema: { livroId: z.string().describe('ID do livro.') } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'loja', version: '1.0.0' }, { instructions: 'Pedidos e clientes do sistema de gestão da loja.' });

// Campos do sistema de gestão, escritos como o código os escreve: não são ênfase.
server.registerTool(
  'salvar_cliente',
  {
    description: 'Cria ou atualiza um cliente no sistema de gestão. Retorna o CODCLIENTE do registro gravado.',
    inputSchema: { nome: z.string().describe('Nome completo do cliente') },
  },
  async ({ nome }) => ({ content: [{ type: 'text', text: JSON.stringify({ CODCLIENTE: nome.length }) }] }),
);

server.registerTool(
  'consultar_pedido',
  {
    description: 'Busca um pedido pelo NUMPEDIDO e devolve os itens e o total.',
    inputSchema: { NUMPEDIDO: z.number().describe('Número do pedido') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'cancelar_pedido',
  {
    description: 'Cancela um pedido aberto a partir do NUMPEDIDO; o estoque dos itens volta para a loja.',
    inputSchema: { numero: z.number().describe('Número do pedido') },
  },
  async () => ({ content: [] }),
);

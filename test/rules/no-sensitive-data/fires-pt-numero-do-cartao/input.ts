import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'loja', version: '1.0.0' });

server.registerTool(
  'finalizar_compra',
  { description: "Finaliza a compra do carrinho.", inputSchema: { dados: z.string().describe('Número do cartão de crédito do cliente, com validade') } },
  async () => ({ content: [] }),
);

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'viagens', version: '1.0.0' });

server.registerTool(
  'reservar_hotel',
  { description: "Cria uma reserva de hotel para as datas informadas, escolhendo o quarto mais barato que aceita o número de hóspedes pedido e que fica no bairro indicado pelo usuário. O preço vem em reais e já inclui as taxas da cidade. Quando o hotel pede um depósito, a reserva fica pendente até o pagamento ser confirmado pelo banco. Se não houver quarto livre, a função devolve a lista de hotéis próximos com vagas, ordenados pela distância. A reserva pode ser cancelada sem custo até dois dias antes da chegada, salvo nas tarifas promocionais, que não têm reembolso.", inputSchema: { entrada: z.string(), saida: z.string(), hospedes: z.number() } },
  async () => ({ content: [] }),
);
